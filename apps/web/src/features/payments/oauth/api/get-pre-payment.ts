import { routes } from '@icp/contract';
import type { PrePayment } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { prePaymentsQueryKey } from './get-pre-payments.ts';

export type { PrePayment };

/** GET /api/v1/oauth/pre_payments/{preId} → one invoice a connected app sent (404 for another buyer's). */
export const getPrePayment = (preId: string, signal?: AbortSignal) =>
  api.call(routes.getPrePayment, { params: { preId }, signal }).then((r) => r.pre_payment);

export const prePaymentQueryOptions = (preId: string) =>
  queryOptions({
    queryKey: [...prePaymentsQueryKey, 'detail', preId],
    queryFn: ({ signal }) => getPrePayment(preId, signal),
    staleTime: 10_000,
  });
