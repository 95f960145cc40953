import { routes } from '@icp/contract';
import type { Commission } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type { Commission };

/** GET /api/v1/invoices/commission?amount=&promotion_code= → the fee, its tax and what the card is charged. */
export const getCommission = (amount: number, promotionCode: string | null, signal?: AbortSignal) =>
  api
    .call(routes.getCommission, { query: { amount, promotion_code: promotionCode || undefined }, signal })
    .then((r) => r.commission);

export const commissionQueryOptions = (amount: number, promotionCode: string | null) =>
  queryOptions({
    queryKey: ['commission', amount, promotionCode ?? ''],
    queryFn: ({ signal }) => getCommission(amount, promotionCode, signal),
    placeholderData: keepPreviousData,
  });
