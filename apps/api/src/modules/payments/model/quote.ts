import type { Commission } from '@icp/contract';
import { commissionBreakdown, includedConsumptionTax } from '@icp/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { invoices } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
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

/**
 * GET /invoices/commission?invoice_id=: what an existing payment was priced at (its stored
 * figures, not today's rate), so screens after creation show exactly what the card was charged.
 */
export async function invoiceCommission(deps: AppDeps, buyerId: number, invoiceId: number): Promise<Commission> {
  const [row] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.buyerId, buyerId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { userMessage: '支払が見つかりません。' });
  const after = row.commission - row.discount;
  const policy = deps.config.commissionPolicy;
  return {
    amount: row.amount,
    commission_rate_basis_points: policy.rateBasisPoints,
    minimum_commission: policy.minimumYen,
    commission: row.commission,
    discount: row.discount,
    commission_after_discount: after,
    consumption_tax: includedConsumptionTax(after),
    total: row.total,
    promotion: null,
  };
}
