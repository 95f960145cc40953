import { API, corporationsQuerySchema, corporationsResponseSchema } from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { searchCorporations } from './search-corporations.ts';

export function corporationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.corporations,
      {
        schema: {
          tags: ['corporations'],
          summary: '法人番号・法人名で法人を検索（国税庁公表データ）',
          querystring: corporationsQuerySchema,
          response: responses(200, corporationsResponseSchema),
        },
      },
      (req) => searchCorporations(deps.db, req.query.q, req.query.size),
    );
  };
}
