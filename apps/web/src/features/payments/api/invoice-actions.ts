import { API } from '@icp/contract';
import type { invoiceDetailResponseSchema, receiptUrlResponseSchema, UpdateInvoiceRequest } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { invoicePath } from './get-invoice.ts';

export type { UpdateInvoiceRequest };

type InvoiceDetailResponse = z.output<typeof invoiceDetailResponseSchema>;

/** PUT /api/v1/invoices/{id}/cancel {reason?} → {invoice}; 409 with a Japanese message once it is too late. */
export const cancelInvoice = (id: number, reason?: string) =>
  api.put<InvoiceDetailResponse>(API.invoiceCancel.replace(':id', String(id)), reason ? { reason } : {}).then((r) => r.invoice);

/** PUT /api/v1/invoices/{id} (Idempotency-Key): the buyer's correction of a payment sent back by the examination. */
export const updateInvoice = (id: number, body: UpdateInvoiceRequest, idempotencyKey: string) =>
  api
    .put<InvoiceDetailResponse>(invoicePath(id), body, { headers: { 'Idempotency-Key': idempotencyKey } })
    .then((r) => r.invoice);

/** PUT /api/v1/invoices/{id}/request_buyer (Idempotency-Key): pay a seller's request with an authorised approval. */
export const payRequest = (id: number, body: { approval_id: number; transfer_date: string }, idempotencyKey: string) =>
  api
    .put<InvoiceDetailResponse>(API.invoiceRequestBuyer.replace(':id', String(id)), body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .then((r) => r.invoice);

/** GET /api/v1/invoices/{id}/receipts/download/url → a short-lived URL of the receipt PDF. */
export const getReceiptUrl = (id: number) =>
  api.get<z.output<typeof receiptUrlResponseSchema>>(API.receiptUrl.replace(':id', String(id)));
