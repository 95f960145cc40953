import { API, invoicesQuerySchema, invoicesResponseSchema } from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { listInvoices } from './repository.ts';

export function invoiceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.invoices,
      {
        schema: {
          tags: ['invoices'],
          summary: '支払一覧（タブの絞り込み）',
          querystring: invoicesQuerySchema,
          response: responses(200, invoicesResponseSchema),
        },
      },
      (req) =>
        listInvoices(deps.db, {
          buyerId: requireBuyer(req).buyerId,
          statuses: req.query.status,
          types: req.query.type,
          isActionRequired: req.query.is_action_required,
          supplierId: req.query.supplier_id,
          from: req.query.from,
          size: req.query.size,
        }),
    );
  };
}
