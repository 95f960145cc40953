import { routes } from '@icp/contract';
import type { InvoiceDetail, TimelineEntry } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { invoicesQueryKey } from './get-invoices.ts';

export type { InvoiceDetail, TimelineEntry };

/** Which list a detail is opened from (spec §7 invoice_display_type). */
export type InvoiceDisplayType = 'review' | 'reserved' | 'history' | 'waiting';

/**
 * GET /api/v1/invoices/{id}?invoice_display_type= → {invoice}. 404 for an unknown id, another
 * buyer's id, or (with a display type) a payment that is not in that list.
 */
export const getInvoice = (id: number, type: InvoiceDisplayType | null, signal?: AbortSignal) =>
  api
    .call(routes.getInvoice, { params: { id }, query: { invoice_display_type: type ?? undefined }, signal })
    .then((r) => r.invoice);

/** Under the list key: whatever invalidates the lists refreshes the open detail too. */
export const invoiceDetailKey = (id: number) => [...invoicesQueryKey, 'detail', id] as const;

export const invoiceQueryOptions = (id: number, type: InvoiceDisplayType | null) =>
  queryOptions({
    queryKey: [...invoiceDetailKey(id), type ?? 'any'],
    queryFn: ({ signal }) => getInvoice(id, type, signal),
    staleTime: 10_000,
  });
