import type { Commission } from '@icp/contract';
import { commissionBreakdown } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { type PromotionRow, toPromotionView, usablePromotion } from './promotions.ts';

/** What a payment of `amount` costs this buyer now, with the promotion applied when given. */
export async function quoteCommission(
  deps: AppDeps,
  tx: Tx,
  input: { buyerId: number; amount: number; promotionCode?: string | undefined; lockPromotion?: boolean },
): Promise<{ commission: Commission; promotion: PromotionRow | null }> {
  const promotion = input.promotionCode
    ? await usablePromotion(tx, {
        code: input.promotionCode,
        buyerId: input.buyerId,
        now: deps.clock.now(),
        lock: input.lockPromotion ?? false,
      })
    : null;
  const policy = deps.config.commissionPolicy;
  const b = commissionBreakdown(
    input.amount,
    promotion ? { type: promotion.discountType, value: promotion.discountValue } : null,
    policy,
  );
  return {
    promotion,
    commission: {
      amount: b.amount,
      commission_rate_basis_points: policy.rateBasisPoints,
      minimum_commission: policy.minimumYen,
      commission: b.commission,
      discount: b.discount,
      commission_after_discount: b.commissionAfterDiscount,
      consumption_tax: b.consumptionTax,
      total: b.total,
      promotion: promotion ? toPromotionView(promotion) : null,
    },
  };
}
