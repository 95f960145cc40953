import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.ts';
import { lookupPostalCode } from './postal-directory.ts';

/**
 * Address from a postal code. Public: the business registration form needs it, and it reveals
 * nothing but Japan Post's published data, read from memory (no database, no outbound call).
 */
export function postalCodeRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'lookUpPostalCode', async (req) => {
      const addresses = lookupPostalCode(req.params.code);
      if (addresses.length === 0) throw new AppError('not_found', { userMessage: '該当する住所が見つかりません。' });
      return { addresses };
    });
  };
}
