import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';

import { searchCorporations } from './search-corporations.ts';

export function corporationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'searchCorporations', (req) => searchCorporations(deps.db, req.query.q, req.query.size));
  };
}
