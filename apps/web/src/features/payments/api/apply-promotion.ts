import { API } from '@icp/contract';
import type { promotionResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PromotionResult = z.output<typeof promotionResponseSchema>;

/** POST /api/v1/invoices/promotion {promotion_code, amount} → {promotion, commission}, or 4xx with a Japanese message. */
export const applyPromotion = (promotionCode: string, amount: number) =>
  api.post<PromotionResult>(API.promotion, { promotion_code: promotionCode, amount });
