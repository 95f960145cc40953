import { API, draftsQuerySchema, draftsResponseSchema } from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { listDrafts } from './repository.ts';

export function draftRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.drafts,
      {
        schema: {
          tags: ['drafts'],
          summary: '下書き一覧',
          querystring: draftsQuerySchema,
          response: responses(200, draftsResponseSchema),
        },
      },
      (req) => listDrafts(deps.db, { buyerId: requireBuyer(req).buyerId, from: req.query.from, size: req.query.size }),
    );
  };
}
