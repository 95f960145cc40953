import { API } from '@icp/contract';
import type { CreateInvoiceRequest, CreatedInvoice, createdInvoiceResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type { CreateInvoiceRequest, CreatedInvoice };

/** POST /api/v1/invoices (Idempotency-Key): the payment, from an authorised approval. */
export const createInvoice = (body: CreateInvoiceRequest, idempotencyKey: string) =>
  api
    .post<z.output<typeof createdInvoiceResponseSchema>>(API.invoices, body, { headers: { 'Idempotency-Key': idempotencyKey } })
    .then((r) => r.invoice);
