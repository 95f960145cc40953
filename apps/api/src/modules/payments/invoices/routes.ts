import { serveRoute } from '../../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireBuyer } from '../../../platform/http/request-auth.ts';
import { requireIdempotencyKey } from '../../../platform/http/idempotency.ts';
import { cancelInvoice } from './cancel-invoice.ts';
import { getInvoiceDetail } from '../queries/invoice-detail.ts';
import { invoiceListFilter } from '../queries/list-filter.ts';
import { createReceiptUrl } from '../receipts/receipt-url.ts';
import { listInvoices } from '../queries/list-invoices.ts';
import { updateInvoice } from './update-invoice.ts';

/**
 * The buyer's payments after creation: lists, details, cancel, correction and receipts.
 * `/invoices/:id` sits beside static paths (/invoices/commission, /invoices/request_keys …);
 * the router always prefers the static ones.
 */
export function invoiceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'listInvoices', (req) => listInvoices(deps.db, invoiceListFilter(requireBuyer(req).buyerId, req.query)));

    serveRoute(app, 'getInvoice', (req) =>
      getInvoiceDetail(deps.db, {
        buyerId: requireBuyer(req).buyerId,
        invoiceId: req.params.id,
        displayType: req.query.invoice_display_type,
      }),
    );

    serveRoute(app, 'cancelInvoice', (req) => {
      const auth = requireBuyer(req);
      return cancelInvoice(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        invoiceId: req.params.id,
        reason: req.body.reason,
        ip: req.ip,
      });
    });

    serveRoute(app, 'updateInvoice', (req) => {
      const auth = requireBuyer(req);
      return updateInvoice(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        invoiceId: req.params.id,
        idempotencyKey: requireIdempotencyKey(req),
        body: req.body,
        ip: req.ip,
      });
    });

    serveRoute(app, 'getReceiptUrl', (req) =>
      createReceiptUrl(deps, { buyerId: requireBuyer(req).buyerId, invoiceId: req.params.id }),
    );
  };
}
