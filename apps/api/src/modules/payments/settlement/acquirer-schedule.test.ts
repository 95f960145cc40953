import { describe, expect, it } from 'vitest';
import { nationalHolidays } from '../../banks/closed-days.ts';
import { acquirerFee, bankBusinessDayOnOrBefore, settlementPeriodFor } from './acquirer-schedule.ts';

describe('the acquirer fee: total × rate, rounded down to the yen (切り捨て)', () => {
  it('floors every fraction, half included', () => {
    expect(acquirerFee(102_980, 250)).toBe(2574); // 2574.5
    expect(acquirerFee(100, 250)).toBe(2); // 2.5
    expect(acquirerFee(39, 250)).toBe(0); // 0.975
    expect(acquirerFee(40, 250)).toBe(1);
    expect(acquirerFee(9_999, 325)).toBe(324); // 324.9675
  });
  it('is exact at the edges: zero, a zero rate, the largest rate and huge totals', () => {
    expect(acquirerFee(0, 250)).toBe(0);
    expect(acquirerFee(1_000_000, 0)).toBe(0);
    expect(acquirerFee(1_000_000, 1000)).toBe(100_000);
    expect(acquirerFee(Number.MAX_SAFE_INTEGER, 250)).toBe(Number((BigInt(Number.MAX_SAFE_INTEGER) * 250n) / 10_000n));
  });
  it('refuses what is not whole yen or a rate', () => {
    expect(() => acquirerFee(10.5, 250)).toThrow(RangeError);
    expect(() => acquirerFee(-1, 250)).toThrow(RangeError);
    expect(() => acquirerFee(100, 2.5)).toThrow(RangeError);
  });
});

describe('monthly: closes at month end (JST), paid the last bank business day of the next month', () => {
  const monthly = (d: string, extra?: Map<string, string>) => settlementPeriodFor(d, 'monthly', nationalHolidays, extra);
  it('a day and the month end fall in the same period', () => {
    const first = monthly('2026-12-01');
    expect(first).toEqual({ start: '2026-12-01', end: '2026-12-31', payDate: '2027-01-29' }); // 1/30–31 weekend
    expect(monthly('2026-12-31')).toEqual(first);
    expect(monthly('2027-01-01').start).toBe('2027-01-01');
  });
  it('February and leap years close on their last day', () => {
    expect(monthly('2027-02-10')).toEqual({ start: '2027-02-01', end: '2027-02-28', payDate: '2027-03-31' });
    expect(monthly('2028-01-15').payDate).toBe('2028-02-29');
    expect(monthly('2028-02-29').end).toBe('2028-02-29');
  });
  it('steps back over year-end closing days, national holidays and extra closed days', () => {
    // 12/31 is a bank holiday (年末年始): November's money comes on 12/30.
    expect(monthly('2026-11-05').payDate).toBe('2026-12-30');
    // 2029-04-30 is a 振替休日 (昭和の日 on a Sunday): paid Friday 4/27.
    expect(nationalHolidays('2029-04-30')).not.toBeNull();
    expect(monthly('2029-03-10').payDate).toBe('2029-04-27');
    // An extra closed day the console configured moves it one more business day back.
    expect(monthly('2026-12-01', new Map([['2027-01-29', 'システム休止']])).payDate).toBe('2027-01-28');
  });
});

describe('semimonthly: closes on the 15th and at month end', () => {
  const semi = (d: string) => settlementPeriodFor(d, 'semimonthly', nationalHolidays);
  it('1st–15th is paid the last bank business day of the same month', () => {
    expect(semi('2026-12-10')).toEqual({ start: '2026-12-01', end: '2026-12-15', payDate: '2026-12-30' });
    expect(semi('2026-12-15').end).toBe('2026-12-15');
  });
  it('16th–end is paid on the 15th of the next month, or the business day before it', () => {
    expect(semi('2026-12-16')).toEqual({ start: '2026-12-16', end: '2026-12-31', payDate: '2027-01-15' });
    expect(semi('2026-10-20').payDate).toBe('2026-11-13'); // 11/15 is a Sunday
    expect(semi('2027-07-31').payDate).toBe('2027-08-13'); // 8/15 is a Sunday
  });
});

describe('bankBusinessDayOnOrBefore', () => {
  it('keeps a business day and steps back over closed ones', () => {
    expect(bankBusinessDayOnOrBefore('2027-01-29', nationalHolidays)).toBe('2027-01-29');
    expect(bankBusinessDayOnOrBefore('2027-01-03', nationalHolidays)).toBe('2026-12-30');
  });
  it('refuses a malformed or impossible date', () => {
    expect(() => settlementPeriodFor('2027-02-30', 'monthly', nationalHolidays)).toThrow(RangeError);
    expect(() => settlementPeriodFor('20270201', 'monthly', nationalHolidays)).toThrow(RangeError);
  });
});
