import { routes } from '@icp/contract';
import type { invoicesResponseSchema } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SupplierInvoicesResponse = z.output<typeof invoicesResponseSchema>;
export type SupplierInvoice = SupplierInvoicesResponse['invoices'][number];

/** GET /api/v1/invoices?supplier_id=&from&size: one supplier's payments (its payment history). */
export const getSupplierInvoices = (supplierId: number, page: { from: number; size: number }, signal?: AbortSignal) =>
  api.call(routes.listInvoices, { query: { supplier_id: supplierId, ...page }, signal });

export const supplierInvoicesQueryOptions = (supplierId: number, page: { from: number; size: number }) =>
  queryOptions({
    queryKey: ['invoices', 'supplier', supplierId, page],
    queryFn: ({ signal }) => getSupplierInvoices(supplierId, page, signal),
    placeholderData: keepPreviousData,
  });

const FIND_PAGE_SIZE = 100;
const FIND_MAX_PAGES = 20;

/**
 * One invoice of the supplier, looked up in its list (GET /invoices/{id} does not exist yet):
 * pages through the list until found; null when absent.
 */
export async function findSupplierInvoice(supplierId: number, invoiceId: number, signal?: AbortSignal) {
  for (let pageIndex = 0; pageIndex < FIND_MAX_PAGES; pageIndex++) {
    const from = pageIndex * FIND_PAGE_SIZE;
    const r = await getSupplierInvoices(supplierId, { from, size: FIND_PAGE_SIZE }, signal);
    const hit = r.invoices.find((inv) => inv.id === invoiceId);
    if (hit) return hit;
    if (from + r.invoices.length >= r.total_count || r.invoices.length === 0) return null;
  }
  return null;
}

export const supplierInvoiceQueryOptions = (supplierId: number, invoiceId: number) =>
  queryOptions({
    queryKey: ['invoices', 'supplier', supplierId, 'item', invoiceId],
    queryFn: ({ signal }) => findSupplierInvoice(supplierId, invoiceId, signal),
  });
