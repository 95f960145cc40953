import { COMMISSION_TAX_RATE_PERCENT, includedConsumptionTax } from './commission.ts';

/** How the tax is rounded, printed wherever the tax is shown (インボイス制度: one rounding per invoice and rate). */
export const CONSUMPTION_TAX_ROUNDING_NOTE = '消費税額は1円未満切り捨て';

/** The figures a 適格請求書 for our commission carries. Every amount is integer yen. */
export interface CommissionTax {
  /** The commission before any promotion, tax included. */
  commissionBeforeDiscount: number;
  /** The promotion's discount (0 without one). */
  discount: number;
  /** The commission actually charged, tax included: the amount the 10 % applies to. */
  commissionCharged: number;
  taxRatePercent: number;
  /** floor(commissionCharged × 10 / 110), computed once on the amount charged. */
  consumptionTax: number;
  commissionExcludingTax: number;
}

/**
 * The tax of one payment's commission. The commission is priced tax-included, so the tax is
 * taken out of what is actually charged (after the promotion), once, rounded down: the tax of
 * the undiscounted fee would be a tax nobody paid.
 */
export function commissionTax(figures: { commission: number; discount: number }): CommissionTax {
  const { commission, discount } = figures;
  if (!Number.isSafeInteger(commission) || commission < 0)
    throw new RangeError(`commission must be whole yen ≥ 0, got ${commission}`);
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > commission)
    throw new RangeError(`discount must be whole yen from 0 to the commission, got ${discount}`);
  const charged = commission - discount;
  const tax = includedConsumptionTax(charged);
  return {
    commissionBeforeDiscount: commission,
    discount,
    commissionCharged: charged,
    taxRatePercent: COMMISSION_TAX_RATE_PERCENT,
    consumptionTax: tax,
    commissionExcludingTax: charged - tax,
  };
}
