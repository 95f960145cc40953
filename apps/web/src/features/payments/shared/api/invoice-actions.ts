import { routes } from '@icp/contract';
import type { UpdateInvoiceRequest } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { userStatsQueryKey } from '../../../../lib/session/user-stats.ts';
import { listTabOf } from '../components/list-tab.ts';
import { invoiceQueryOptions } from './get-invoice.ts';
import type { InvoiceDetail } from './get-invoice.ts';
import { invoicesQueryKey } from './get-invoices.ts';

export type { UpdateInvoiceRequest };

/** Every payment list, the open details (they live under the list key) and the header counts are stale. */
const refreshInvoices = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
  void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
};

/** The payment as an action left it: its detail, under the list it belongs to now, is the answer. */
const storeChangedInvoice = (queryClient: QueryClient, inv: InvoiceDetail) =>
  queryClient.setQueryData(invoiceQueryOptions(inv.id, listTabOf(inv)).queryKey, inv);

/** PUT /api/v1/invoices/{id}/cancel {reason?} → {invoice}; 409 with a Japanese message once it is too late. */
export const cancelInvoice = (id: number, reason?: string) =>
  api.call(routes.cancelInvoice, { params: { id }, body: reason ? { reason } : {} }).then((r) => r.invoice);

export const useCancelInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelInvoice(id),
    onSuccess: (cancelled) => storeChangedInvoice(queryClient, cancelled),
    // Refused too (409: the examination completed meanwhile): the page shows the status as it is now.
    onSettled: () => refreshInvoices(queryClient),
  });
};

/** PUT /api/v1/invoices/{id} (Idempotency-Key): the buyer's correction of a payment sent back by the examination. */
export const updateInvoice = (id: number, body: UpdateInvoiceRequest, idempotencyKey: string) =>
  api.call(routes.updateInvoice, { params: { id }, body, idempotencyKey }).then((r) => r.invoice);

export const useUpdateInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: number; body: UpdateInvoiceRequest; idempotencyKey: string }) =>
      updateInvoice(id, body, idempotencyKey),
    onSuccess: (updated) => {
      storeChangedInvoice(queryClient, updated);
      refreshInvoices(queryClient);
    },
  });
};

/** PUT /api/v1/invoices/{id}/account (Idempotency-Key): another account of the supplier after a failed transfer. */
export const updateInvoiceAccount = (id: number, accountId: number, idempotencyKey: string) =>
  api
    .call(routes.updateInvoiceAccount, { params: { id }, body: { account_id: accountId }, idempotencyKey })
    .then((r) => r.invoice);

export const useUpdateInvoiceAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accountId, idempotencyKey }: { id: number; accountId: number; idempotencyKey: string }) =>
      updateInvoiceAccount(id, accountId, idempotencyKey),
    onSuccess: (updated) => {
      storeChangedInvoice(queryClient, updated);
      refreshInvoices(queryClient);
    },
  });
};

/** PUT /api/v1/invoices/{id}/request_buyer (Idempotency-Key): pay a seller's request with an authorised approval. */
export const payRequest = (id: number, body: { approval_id: number; transfer_date: string }, idempotencyKey: string) =>
  api.call(routes.payRequest, { params: { id }, body, idempotencyKey }).then((r) => r.invoice);

export const usePayRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      idempotencyKey,
    }: {
      id: number;
      body: { approval_id: number; transfer_date: string };
      idempotencyKey: string;
    }) => payRequest(id, body, idempotencyKey),
    onSuccess: (paid) => {
      storeChangedInvoice(queryClient, paid);
      refreshInvoices(queryClient);
    },
  });
};

/** GET /api/v1/invoices/{id}/receipts/download/url → a short-lived URL of the receipt PDF. */
export const getReceiptUrl = (id: number) => api.call(routes.getReceiptUrl, { params: { id } });
