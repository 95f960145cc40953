import { API, suppliersQuerySchema, suppliersResponseSchema } from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { listSuppliers } from './repository.ts';

export function supplierRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.suppliers,
      {
        schema: {
          tags: ['suppliers'],
          summary: '支払先一覧',
          querystring: suppliersQuerySchema,
          response: responses(200, suppliersResponseSchema),
        },
      },
      (req) =>
        listSuppliers(deps.db, {
          buyerId: requireBuyer(req).buyerId,
          statuses: req.query.status,
          q: req.query.q,
          from: req.query.from,
          size: req.query.size,
        }),
    );
  };
}
