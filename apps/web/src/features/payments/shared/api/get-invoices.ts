import { routes } from '@icp/contract';
import type { invoicesResponseSchema } from '@icp/contract';
import type { InvoiceTab } from '@icp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { invoiceTabQuery } from '../../../../lib/invoice-query.ts';

export type InvoicesResponse = z.output<typeof invoicesResponseSchema>;
export type InvoiceListItem = InvoicesResponse['invoices'][number];

/** The list filters of the payment tabs (kept in the URL; see lists/components/invoice-filters.ts). */
export interface InvoiceFilters {
  /** Supplier (or requesting seller) name contains. */
  q?: string;
  amountMin?: number;
  amountMax?: number;
  /** Transfer date range, YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateTo?: string;
}

const filterQuery = (f: InvoiceFilters) => ({
  q: f.q || undefined,
  amount_min: f.amountMin,
  amount_max: f.amountMax,
  date_from: f.dateFrom,
  date_to: f.dateTo,
});

/** GET /api/v1/invoices with a spec §4 tab filter and the list's own filters. */
export const getInvoices = (
  tab: InvoiceTab,
  page: { from: number; size: number },
  filters: InvoiceFilters = {},
  signal?: AbortSignal,
) => api.call(routes.listInvoices, { query: { ...page, ...invoiceTabQuery(tab), ...filterQuery(filters) }, signal });

export const invoicesQueryKey = ['invoices'] as const;

export const invoicesQueryOptions = (tab: InvoiceTab, page: { from: number; size: number }, filters: InvoiceFilters = {}) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, tab, page, filters],
    queryFn: ({ signal }) => getInvoices(tab, page, filters, signal),
    placeholderData: keepPreviousData,
  });
