import { describe, it, expect } from 'vitest';
import { chargeTotal, commissionFor } from './commission.ts';

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
