import { API } from '@icp/contract';
import type { invoicesResponseSchema } from '@icp/contract';
import type { InvoiceTab } from '@icp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { invoiceTabQuery } from '../../../lib/invoice-query.ts';

export type InvoicesResponse = z.output<typeof invoicesResponseSchema>;
export type InvoiceListItem = InvoicesResponse['invoices'][number];

/** GET /api/v1/invoices with a spec §4 tab filter. */
export const getInvoices = (tab: InvoiceTab, page: { from: number; size: number }, signal?: AbortSignal) =>
  api.get<InvoicesResponse>(API.invoices, { query: { ...page, ...invoiceTabQuery(tab) }, signal });

export const invoicesQueryKey = ['invoices'] as const;

export const invoicesQueryOptions = (tab: InvoiceTab, page: { from: number; size: number }) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, tab, page],
    queryFn: ({ signal }) => getInvoices(tab, page, signal),
    placeholderData: keepPreviousData,
  });
