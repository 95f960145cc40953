import { routes } from '@icp/contract';
import type { promotionResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { commissionQueryOptions } from './get-commission.ts';

export type PromotionResult = z.output<typeof promotionResponseSchema>;

/** POST /api/v1/invoices/promotion {promotion_code, amount} → {promotion, commission}, or 4xx with a Japanese message. */
export const applyPromotion = (promotionCode: string, amount: number) =>
  api.call(routes.checkPromotion, { body: { promotion_code: promotionCode, amount } });

/** The answer carries the discounted fee: it is the commission of this amount and code, no second call. */
export const useApplyPromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionCode, amount }: { promotionCode: string; amount: number }) => applyPromotion(promotionCode, amount),
    onSuccess: (result, { promotionCode, amount }) =>
      queryClient.setQueryData(commissionQueryOptions(amount, promotionCode).queryKey, result.commission),
  });
};
