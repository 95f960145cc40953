import { MONEY } from './constants.ts';

const BASIS_POINTS_PER_UNIT = 10_000;

// Exact on integers: the remainder decides rounding, so no fractional yen ever exists.
function ceilDiv(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  return (numerator - remainder) / denominator + (remainder > 0 ? 1 : 0);
}

function assertInvoiceAmount(amountYen: number): void {
  if (!Number.isInteger(amountYen) || amountYen < MONEY.MIN_INVOICE_AMOUNT || amountYen > MONEY.MAX_INVOICE_AMOUNT) {
    throw new RangeError(
      `invoice amount must be an integer from ${MONEY.MIN_INVOICE_AMOUNT} to ${MONEY.MAX_INVOICE_AMOUNT} yen, got ${amountYen}`,
    );
  }
}

/** 2.98 % rounded up to the yen, never below ¥330. */
export function commissionFor(amountYen: number): number {
  assertInvoiceAmount(amountYen);
  const rated = ceilDiv(amountYen * MONEY.COMMISSION_RATE_BASIS_POINTS, BASIS_POINTS_PER_UNIT);
  return Math.max(MONEY.MIN_COMMISSION_YEN, rated);
}

/** What the card is charged: the invoice amount plus the commission. */
export function chargeTotal(amountYen: number): number {
  return amountYen + commissionFor(amountYen);
}
