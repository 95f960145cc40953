import { describe, it, expect } from 'vitest';
import { chargeTotal, commissionBreakdown, commissionFor, includedConsumptionTax } from './commission.ts';

describe('commissionFor', () => {
  it.each([
    [1, 330],
    [10_000, 330],
    // 11,073 × 2.98 % = 329.97… → 330; 11,074 × 2.98 % = 330.005… → 331 (rounded up).
    [11_073, 330],
    [11_074, 331],
    [11_075, 331],
    [12_345, 368],
    // Exact multiples must not round up.
    [100_000, 2_980],
    [50_000, 1_490],
    [10_000_000, 298_000],
    [9_999_999, 298_000],
  ])('%i yen → %i yen', (amount, expected) => {
    expect(commissionFor(amount)).toBe(expected);
  });

  it.each([0, -1, 10_000_001, 1.5, 100.01, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (amount) => {
    expect(() => commissionFor(amount)).toThrow(RangeError);
  });
});

describe('chargeTotal', () => {
  it.each([
    [1, 331],
    [11_074, 11_405],
    [100_000, 102_980],
    [10_000_000, 10_298_000],
  ])('%i yen → %i yen', (amount, expected) => {
    expect(chargeTotal(amount)).toBe(expected);
  });

  it('rejects what commissionFor rejects', () => {
    expect(() => chargeTotal(0)).toThrow(RangeError);
  });
});

describe('commission policy', () => {
  it('uses a configured rate and minimum', () => {
    expect(commissionFor(100_000, { rateBasisPoints: 350, minimumYen: 500 })).toBe(3_500);
    expect(commissionFor(1_000, { rateBasisPoints: 350, minimumYen: 500 })).toBe(500);
  });
});

describe('includedConsumptionTax', () => {
  it.each([
    [330, 30],
    [331, 30],
    [2_980, 270],
    [298_000, 27_090],
    [0, 0],
  ])('%i yen (tax included) contains %i yen', (amount, tax) => {
    expect(includedConsumptionTax(amount)).toBe(tax);
  });
});

describe('commissionBreakdown', () => {
  it('without a promotion charges amount + commission', () => {
    expect(commissionBreakdown(100_000)).toEqual({
      amount: 100_000,
      commission: 2_980,
      discount: 0,
      commissionAfterDiscount: 2_980,
      consumptionTax: 270,
      total: 102_980,
    });
  });

  it('rounds a rate discount down', () => {
    // 50 % of 331 = 165.5 → 165 off, 166 left.
    const b = commissionBreakdown(11_074, { type: 'rate', value: 5_000 });
    expect([b.commission, b.discount, b.commissionAfterDiscount, b.total]).toEqual([331, 165, 166, 11_240]);
  });

  it('never discounts below zero', () => {
    expect(commissionBreakdown(1, { type: 'amount', value: 1_000 }).commissionAfterDiscount).toBe(0);
    expect(commissionBreakdown(1, { type: 'rate', value: 10_000 }).total).toBe(1);
  });

  it('refuses a broken discount', () => {
    expect(() => commissionBreakdown(1, { type: 'amount', value: 0 })).toThrow(RangeError);
    expect(() => commissionBreakdown(1, { type: 'rate', value: 1.5 })).toThrow(RangeError);
  });
});
