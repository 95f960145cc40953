import { routes } from '@icp/contract';
import type { PrePayment } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type { PrePayment };

/** Every pre-payment query: paying one or preparing it refreshes them all. */
export const prePaymentsQueryKey = ['pre-payments'] as const;

/** GET /api/v1/oauth/pre_payments → the pending invoices the buyer's connected apps sent. */
export const getPrePayments = (signal?: AbortSignal) => api.call(routes.listPrePayments, { signal }).then((r) => r.pre_payments);

export const prePaymentsQueryOptions = () =>
  queryOptions({
    queryKey: [...prePaymentsQueryKey, 'list'],
    queryFn: ({ signal }) => getPrePayments(signal),
    staleTime: 10_000,
  });
