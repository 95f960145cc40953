import { MONEY } from './constants.ts';

const BASIS_POINTS_PER_UNIT = 10_000;
/**
 * The standard rate (標準税率) our commission is taxed at, contained in the (tax-inclusive)
 * commission; it is a service fee, never the reduced 8 %.
 */
export const COMMISSION_TAX_RATE_PERCENT = 10;

/** How the commission is priced; operators can change it by configuration. */
export interface CommissionPolicy {
  rateBasisPoints: number;
  minimumYen: number;
}

export const DEFAULT_COMMISSION_POLICY: CommissionPolicy = {
  rateBasisPoints: MONEY.COMMISSION_RATE_BASIS_POINTS,
  minimumYen: MONEY.MIN_COMMISSION_YEN,
};

/** A promotion's discount on the commission: basis points of it ('rate') or yen ('amount'). */
export interface CommissionDiscount {
  type: 'rate' | 'amount';
  value: number;
}

export interface CommissionBreakdown {
  amount: number;
  /** Before the discount, tax included. */
  commission: number;
  discount: number;
  commissionAfterDiscount: number;
  /** The 10 % consumption tax contained in commissionAfterDiscount (rounded down, as receipts do). */
  consumptionTax: number;
  /** What the card is charged. */
  total: number;
}

// Exact on integers: the remainder decides rounding, so no fractional yen ever exists.
function ceilDiv(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  return (numerator - remainder) / denominator + (remainder > 0 ? 1 : 0);
}

function floorDiv(numerator: number, denominator: number): number {
  return (numerator - (numerator % denominator)) / denominator;
}

function assertInvoiceAmount(amountYen: number): void {
  if (!Number.isInteger(amountYen) || amountYen < MONEY.MIN_INVOICE_AMOUNT || amountYen > MONEY.MAX_INVOICE_AMOUNT) {
    throw new RangeError(
      `invoice amount must be an integer from ${MONEY.MIN_INVOICE_AMOUNT} to ${MONEY.MAX_INVOICE_AMOUNT} yen, got ${amountYen}`,
    );
  }
}

/** 2.98 % rounded up to the yen, never below ¥330 (or the configured policy). */
export function commissionFor(amountYen: number, policy: CommissionPolicy = DEFAULT_COMMISSION_POLICY): number {
  assertInvoiceAmount(amountYen);
  const rated = ceilDiv(amountYen * policy.rateBasisPoints, BASIS_POINTS_PER_UNIT);
  return Math.max(policy.minimumYen, rated);
}

/** What the card is charged: the invoice amount plus the commission. */
export function chargeTotal(amountYen: number, policy: CommissionPolicy = DEFAULT_COMMISSION_POLICY): number {
  return amountYen + commissionFor(amountYen, policy);
}

/** The consumption tax inside a tax-inclusive yen amount: x × 10/110, rounded down. */
export function includedConsumptionTax(taxIncludedYen: number): number {
  return floorDiv(taxIncludedYen * COMMISSION_TAX_RATE_PERCENT, 100 + COMMISSION_TAX_RATE_PERCENT);
}

/**
 * Commission, discount and card total for one payment. A rate discount is rounded down (the
 * buyer never gets more off than promised); no discount takes the commission below zero.
 */
export function commissionBreakdown(
  amountYen: number,
  discount: CommissionDiscount | null = null,
  policy: CommissionPolicy = DEFAULT_COMMISSION_POLICY,
): CommissionBreakdown {
  const commission = commissionFor(amountYen, policy);
  let off = 0;
  if (discount) {
    if (!Number.isInteger(discount.value) || discount.value <= 0) throw new RangeError('discount must be a positive integer');
    off =
      discount.type === 'rate'
        ? floorDiv(commission * Math.min(discount.value, BASIS_POINTS_PER_UNIT), BASIS_POINTS_PER_UNIT)
        : Math.min(discount.value, commission);
  }
  const after = commission - off;
  return {
    amount: amountYen,
    commission,
    discount: off,
    commissionAfterDiscount: after,
    consumptionTax: includedConsumptionTax(after),
    total: amountYen + after,
  };
}
