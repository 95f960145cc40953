import {
  API,
  cancelInvoiceRequestSchema,
  idParamsSchema,
  invoiceDetailQuerySchema,
  invoiceDetailResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  receiptUrlResponseSchema,
  updateInvoiceRequestSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { requireIdempotencyKey } from '../../platform/http/idempotency.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { cancelInvoice } from './cancel-invoice.ts';
import { getInvoiceDetail } from './invoice-detail.ts';
import { invoiceListFilter } from './list-filter.ts';
import { createReceiptUrl } from './receipt-url.ts';
import { listInvoices } from './repository.ts';
import { updateInvoice } from './update-invoice.ts';

/**
 * The buyer's payments after creation: lists, details, cancel, correction and receipts.
 * `/invoices/:id` sits beside static paths (/invoices/commission, /invoices/request_keys …);
 * the router always prefers the static ones.
 */
export function invoiceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invoices'];
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.invoices,
      {
        schema: {
          tags,
          summary: '支払一覧（タブの絞り込み・支払先名・金額・振込日）',
          querystring: invoicesQuerySchema,
          response: responses(200, invoicesResponseSchema),
        },
      },
      (req) => listInvoices(deps.db, invoiceListFilter(requireBuyer(req).buyerId, req.query)),
    );

    app.get(
      API.invoice,
      {
        schema: {
          tags,
          summary: '支払の詳細',
          params: idParamsSchema,
          querystring: invoiceDetailQuerySchema,
          response: responses(200, invoiceDetailResponseSchema),
        },
      },
      (req) =>
        getInvoiceDetail(deps.db, {
          buyerId: requireBuyer(req).buyerId,
          invoiceId: req.params.id,
          displayType: req.query.invoice_display_type,
        }),
    );

    app.put(
      API.invoiceCancel,
      {
        schema: {
          tags,
          summary: '支払のキャンセル（審査完了前まで）',
          params: idParamsSchema,
          body: cancelInvoiceRequestSchema,
          response: responses(200, invoiceDetailResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return cancelInvoice(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          invoiceId: req.params.id,
          reason: req.body.reason,
          ip: req.ip,
        });
      },
    );

    app.put(
      API.invoice,
      {
        schema: {
          tags,
          summary: '要対応の支払の修正（Idempotency-Key 必須）',
          params: idParamsSchema,
          body: updateInvoiceRequestSchema,
          response: responses(200, invoiceDetailResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return updateInvoice(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          invoiceId: req.params.id,
          idempotencyKey: requireIdempotencyKey(req),
          body: req.body,
          ip: req.ip,
        });
      },
    );

    app.get(
      API.receiptUrl,
      {
        schema: {
          tags,
          summary: '支払完了通知書（領収書）のダウンロードURL発行',
          params: idParamsSchema,
          response: responses(200, receiptUrlResponseSchema),
        },
      },
      (req) => createReceiptUrl(deps, { buyerId: requireBuyer(req).buyerId, invoiceId: req.params.id }),
    );
  };
}
