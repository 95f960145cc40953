import { describe, expect, it } from 'vitest';
import { commissionBreakdown } from './commission.ts';
import { commissionTax } from './commission-tax.ts';

describe('commissionTax', () => {
  // [case, commission before promotion, discount, charged, tax, excluding tax]
  const table: [string, number, number, number, number, number][] = [
    ['no promotion (¥100,000 → ¥2,980)', 2_980, 0, 2_980, 270, 2_710],
    ['rate promotion 50 %: the tax of ¥5,123, not of ¥10,245', 10_245, 5_122, 5_123, 465, 4_658],
    ['amount promotion ¥1,000', 2_980, 1_000, 1_980, 180, 1_800],
    ['free: a promotion that takes the whole commission', 330, 330, 0, 0, 0],
    ['minimum commission ¥330', 330, 0, 330, 30, 300],
    ['rounding: ¥1 carries no tax', 1, 0, 1, 0, 1],
    ['rounding: ¥10 → 0.909… → ¥0', 10, 0, 10, 0, 10],
    ['rounding: ¥11 → exactly ¥1', 11, 0, 11, 1, 10],
    ['rounding: ¥109 → 9.909… → ¥9 (down, never up)', 109, 0, 109, 9, 100],
    ['rounding: ¥110 → exactly ¥10', 110, 0, 110, 10, 100],
    ['rounding: ¥2,979 → 270.818… → ¥270', 2_979, 0, 2_979, 270, 2_709],
  ];
  it.each(table)('%s', (_case, commission, discount, charged, tax, excluding) => {
    expect(commissionTax({ commission, discount })).toEqual({
      commissionBeforeDiscount: commission,
      discount,
      commissionCharged: charged,
      taxRatePercent: 10,
      consumptionTax: tax,
      commissionExcludingTax: excluding,
    });
  });

  // The same figures the payment flow priced: tax on what the card is charged for the fee.
  it.each([
    ['no promotion', 100_000, null, 2_980, 270],
    ['rate promotion 50 %', 100_000, { type: 'rate', value: 5_000 }, 1_490, 135],
    ['amount promotion ¥500', 100_000, { type: 'amount', value: 500 }, 2_480, 225],
    ['free', 100_000, { type: 'rate', value: 10_000 }, 0, 0],
    ['minimum commission', 1_000, null, 330, 30],
  ] as const)('agrees with the payment’s breakdown: %s', (_case, amount, discount, charged, tax) => {
    const b = commissionBreakdown(amount, discount);
    const t = commissionTax({ commission: b.commission, discount: b.discount });
    expect(t.commissionCharged).toBe(charged);
    expect(t.commissionCharged).toBe(b.commissionAfterDiscount);
    expect(t.consumptionTax).toBe(tax);
    expect(t.consumptionTax).toBe(b.consumptionTax);
  });

  it.each([
    [-1, 0],
    [1.5, 0],
    [100, -1],
    [100, 101],
    [100, 0.5],
  ])('refuses figures no payment can have (%s, %s)', (commission, discount) => {
    expect(() => commissionTax({ commission, discount })).toThrow(RangeError);
  });
});
