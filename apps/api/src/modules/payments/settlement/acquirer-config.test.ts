import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';

const base = { NODE_ENV: 'test' } as const;

describe('ACQUIRER_FEE_RATE_BPS and ACQUIRER_SETTLEMENT_CYCLE', () => {
  it('default to 2.50 % and a monthly cycle', () => {
    expect(loadConfig(base).acquirerSettlement).toEqual({ feeRateBps: 250, cycle: 'monthly' });
  });
  it('take any whole rate from 0 to 1000 bps and either cycle', () => {
    expect(
      loadConfig({ ...base, ACQUIRER_FEE_RATE_BPS: '0', ACQUIRER_SETTLEMENT_CYCLE: 'semimonthly' }).acquirerSettlement,
    ).toEqual({
      feeRateBps: 0,
      cycle: 'semimonthly',
    });
    expect(loadConfig({ ...base, ACQUIRER_FEE_RATE_BPS: '1000' }).acquirerSettlement.feeRateBps).toBe(1000);
  });
  it('refuse a rate outside 0–1000, a fraction and an unknown cycle at start-up', () => {
    for (const rate of ['-1', '1001', '2.5', 'abc'])
      expect(() => loadConfig({ ...base, ACQUIRER_FEE_RATE_BPS: rate }), rate).toThrow(/ACQUIRER_FEE_RATE_BPS/);
    expect(() => loadConfig({ ...base, ACQUIRER_SETTLEMENT_CYCLE: 'weekly' })).toThrow(/ACQUIRER_SETTLEMENT_CYCLE/);
  });
});
