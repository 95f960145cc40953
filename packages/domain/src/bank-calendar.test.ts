import { describe, it, expect } from 'vitest';
import {
  CLOSED_DAY_REASON,
  MAX_CLOSED_DAYS_RANGE,
  addBankBusinessDays,
  closedDayReason,
  isBankBusinessDay,
  jstDate,
  listClosedDays,
  type HolidayLookup,
} from './bank-calendar.ts';

// 内閣府's national holidays for 2026–2027.
const HOLIDAYS = new Map([
  ['2026-01-01', '元日'],
  ['2026-01-12', '成人の日'],
  ['2026-02-11', '建国記念の日'],
  ['2026-02-23', '天皇誕生日'],
  ['2026-03-20', '春分の日'],
  ['2026-04-29', '昭和の日'],
  ['2026-05-03', '憲法記念日'],
  ['2026-05-04', 'みどりの日'],
  ['2026-05-05', 'こどもの日'],
  ['2026-05-06', '振替休日'],
  ['2026-07-20', '海の日'],
  ['2026-08-11', '山の日'],
  ['2026-09-21', '敬老の日'],
  ['2026-09-22', '国民の休日'],
  ['2026-09-23', '秋分の日'],
  ['2026-10-12', 'スポーツの日'],
  ['2026-11-03', '文化の日'],
  ['2026-11-23', '勤労感謝の日'],
  ['2027-01-01', '元日'],
  ['2027-01-11', '成人の日'],
  ['2027-02-11', '建国記念の日'],
  ['2027-02-23', '天皇誕生日'],
  ['2027-03-21', '春分の日'],
  ['2027-03-22', '振替休日'],
  ['2027-04-29', '昭和の日'],
  ['2027-05-03', '憲法記念日'],
  ['2027-05-04', 'みどりの日'],
  ['2027-05-05', 'こどもの日'],
  ['2027-07-19', '海の日'],
  ['2027-08-11', '山の日'],
  ['2027-09-20', '敬老の日'],
  ['2027-09-23', '秋分の日'],
  ['2027-10-11', 'スポーツの日'],
  ['2027-11-03', '文化の日'],
  ['2027-11-23', '勤労感謝の日'],
]);
const holidays: HolidayLookup = (date) => HOLIDAYS.get(date) ?? null;

const EXTRA = new Map([
  ['2026-12-30', 'システムメンテナンス'],
  ['2026-12-26', '臨時休業'],
  ['2027-01-01', '臨時休業'],
  ['2027-01-12', '臨時休業'],
]);

describe('closedDayReason', () => {
  it.each([
    ['2026-11-23', '勤労感謝の日'],
    ['2026-11-24', null],
    ['2026-11-03', '文化の日'],
    ['2026-09-21', '敬老の日'],
    ['2026-09-22', '国民の休日'],
    ['2026-09-23', '秋分の日'],
    ['2026-09-24', null],
    ['2026-05-06', '振替休日'],
    // A holiday on a Sunday is named, not just 日曜日.
    ['2026-05-03', '憲法記念日'],
    ['2027-03-21', '春分の日'],
    ['2027-03-22', '振替休日'],
    ['2026-12-25', null],
    ['2026-12-26', '土曜日'],
    ['2026-12-27', '日曜日'],
    ['2026-12-28', null],
    ['2026-12-30', null],
    ['2026-12-31', '年末年始'],
    ['2027-01-01', '元日'],
    ['2027-01-02', '年末年始'],
    ['2027-01-03', '年末年始'],
    ['2027-01-04', null],
    ['2027-01-11', '成人の日'],
    ['2027-01-12', null],
    ['2026-02-28', '土曜日'],
    ['2026-03-01', '日曜日'],
    ['2026-03-02', null],
    // 12/31–1/3 close banks every year, whatever the lookup knows.
    ['2030-12-31', '年末年始'],
    ['2031-01-02', '年末年始'],
    ['2028-02-29', null],
  ])('%s → %s', (date, reason) => {
    expect(closedDayReason(date, holidays)).toBe(reason);
    expect(isBankBusinessDay(date, holidays)).toBe(reason === null);
  });

  it.each([
    ['2026-12-30', 'システムメンテナンス'],
    // The extra reason outranks the weekend but not a holiday or 年末年始.
    ['2026-12-26', '臨時休業'],
    ['2027-01-01', '元日'],
    ['2027-01-12', '臨時休業'],
    ['2026-12-29', null],
    ['2026-12-31', '年末年始'],
  ])('with extra closed days, %s → %s', (date, reason) => {
    expect(closedDayReason(date, holidays, EXTRA)).toBe(reason);
    expect(isBankBusinessDay(date, holidays, EXTRA)).toBe(reason === null);
  });

  it('asks the lookup with the ISO date', () => {
    const asked: string[] = [];
    closedDayReason('2026-11-23', (date) => {
      asked.push(date);
      return null;
    });
    expect(asked).toEqual(['2026-11-23']);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-1',
    '20261123',
    '2026/11/23',
    '2026-11-23T00:00',
    '',
    ' 2026-11-23',
  ])('rejects %j', (date) => {
    expect(() => closedDayReason(date, holidays)).toThrow(RangeError);
    expect(() => isBankBusinessDay(date, holidays)).toThrow(RangeError);
  });

  it('uses the Japanese reasons', () => {
    expect(CLOSED_DAY_REASON).toEqual({ SATURDAY: '土曜日', SUNDAY: '日曜日', YEAR_END: '年末年始' });
  });
});

describe('listClosedDays', () => {
  it('lists the year end across the year boundary', () => {
    expect(listClosedDays('2026-12-25', '2027-01-05', holidays)).toEqual([
      { date: '2026-12-26', reason: '土曜日' },
      { date: '2026-12-27', reason: '日曜日' },
      { date: '2026-12-31', reason: '年末年始' },
      { date: '2027-01-01', reason: '元日' },
      { date: '2027-01-02', reason: '年末年始' },
      { date: '2027-01-03', reason: '年末年始' },
    ]);
  });

  it('includes extra closed days', () => {
    expect(listClosedDays('2026-12-28', '2026-12-31', holidays, EXTRA)).toEqual([
      { date: '2026-12-30', reason: 'システムメンテナンス' },
      { date: '2026-12-31', reason: '年末年始' },
    ]);
  });

  it('lists a month with holidays', () => {
    expect(listClosedDays('2026-11-01', '2026-11-30', holidays)).toEqual([
      { date: '2026-11-01', reason: '日曜日' },
      { date: '2026-11-03', reason: '文化の日' },
      { date: '2026-11-07', reason: '土曜日' },
      { date: '2026-11-08', reason: '日曜日' },
      { date: '2026-11-14', reason: '土曜日' },
      { date: '2026-11-15', reason: '日曜日' },
      { date: '2026-11-21', reason: '土曜日' },
      { date: '2026-11-22', reason: '日曜日' },
      { date: '2026-11-23', reason: '勤労感謝の日' },
      { date: '2026-11-28', reason: '土曜日' },
      { date: '2026-11-29', reason: '日曜日' },
    ]);
  });

  it.each([
    ['2026-09-19', '2026-09-23', 5],
    ['2026-11-23', '2026-11-23', 1],
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-11-27', 0],
    // 104 weekend days, 17 weekday holidays, 1/2 and 12/31.
    ['2026-01-01', '2026-12-31', 123],
  ])('%s–%s (inclusive) has %i closed days', (from, to, count) => {
    expect(listClosedDays(from, to, holidays)).toHaveLength(count);
  });

  it.each([
    ['2026-01-01', '2027-12-31'],
    ['2027-01-01', '2028-12-31'],
    ['2026-01-01', '2028-01-01'],
  ])('allows %s–%s (up to 731 days)', (from, to) => {
    expect(() => listClosedDays(from, to, holidays)).not.toThrow();
  });

  it.each([
    ['2026-01-01', '2028-01-02'],
    ['2026-01-01', '2030-01-01'],
    // Backwards is a caller's bug, not an empty calendar.
    ['2026-11-24', '2026-11-23'],
    ['2026-02-30', '2026-03-31'],
    ['2026-03-01', '2026-03-32'],
  ])('rejects %s–%s', (from, to) => {
    expect(() => listClosedDays(from, to, holidays)).toThrow(RangeError);
  });

  it('has the documented maximum', () => {
    expect(MAX_CLOSED_DAYS_RANGE).toBe(731);
  });
});

describe('addBankBusinessDays', () => {
  it.each([
    // n = 0: the date itself when banks are open, else the next business day.
    ['2026-12-30', 0, '2026-12-30'],
    ['2026-12-31', 0, '2027-01-04'],
    ['2026-12-26', 0, '2026-12-28'],
    ['2026-11-23', 0, '2026-11-24'],
    ['2027-01-11', 0, '2027-01-12'],
    // n ≥ 1 counts from the day after.
    ['2026-12-30', 1, '2027-01-04'],
    ['2026-12-28', 3, '2027-01-04'],
    ['2026-12-31', 1, '2027-01-04'],
    ['2027-01-01', 2, '2027-01-05'],
    ['2027-01-08', 1, '2027-01-12'],
    ['2026-11-20', 1, '2026-11-24'],
    ['2026-09-18', 1, '2026-09-24'],
    ['2026-09-18', 2, '2026-09-25'],
    ['2026-05-01', 1, '2026-05-07'],
    ['2027-03-19', 1, '2027-03-23'],
    // Month boundaries.
    ['2026-02-27', 1, '2026-03-02'],
    ['2026-11-24', 5, '2026-12-01'],
    ['2026-12-01', 20, '2026-12-29'],
    ['2026-12-01', 21, '2026-12-30'],
    ['2026-12-01', 22, '2027-01-04'],
    ['2026-11-24', 1, '2026-11-25'],
  ])('%s + %i → %s', (date, n, expected) => {
    expect(addBankBusinessDays(date, n, holidays)).toBe(expected);
  });

  it.each([
    ['2026-12-29', 1, '2027-01-04'],
    ['2026-12-30', 0, '2027-01-04'],
    ['2027-01-08', 1, '2027-01-13'],
    ['2026-12-25', 0, '2026-12-25'],
  ])('with extra closed days, %s + %i → %s', (date, n, expected) => {
    expect(addBankBusinessDays(date, n, holidays, EXTRA)).toBe(expected);
  });

  it('counts 242 business days through 2026', () => {
    expect(addBankBusinessDays('2025-12-31', 242, holidays)).toBe('2026-12-30');
    expect(addBankBusinessDays('2025-12-31', 243, holidays)).toBe('2027-01-04');
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects n = %s', (n) => {
    expect(() => addBankBusinessDays('2026-11-24', n, holidays)).toThrow(RangeError);
  });

  it('rejects a malformed date', () => {
    expect(() => addBankBusinessDays('2026-11-31', 1, holidays)).toThrow(RangeError);
  });

  it('stops instead of looping when the lookup closes every day', () => {
    expect(() => addBankBusinessDays('2026-11-24', 1, () => '休日')).toThrow(RangeError);
  });
});

describe('jstDate', () => {
  it.each([
    ['2026-12-31T14:59:59.999Z', '2026-12-31'],
    ['2026-12-31T15:00:00Z', '2027-01-01'],
    ['2027-01-01T00:00:00+09:00', '2027-01-01'],
    ['2026-11-22T23:30:00+09:00', '2026-11-22'],
    ['2026-02-28T15:00:00Z', '2026-03-01'],
    ['2028-02-28T15:00:00Z', '2028-02-29'],
    ['2026-06-30T23:00:00-05:00', '2026-07-01'],
    ['2026-03-31T14:59:59Z', '2026-03-31'],
  ])('%s → %s', (instant, expected) => {
    expect(jstDate(new Date(instant))).toBe(expected);
  });

  it('agrees with Intl for Asia/Tokyo on every hour of a year', () => {
    const tokyo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000) {
      const instant = new Date(ms);
      if (jstDate(instant) !== tokyo.format(instant)) throw new Error(instant.toISOString());
    }
  });

  it('rejects an invalid Date', () => {
    expect(() => jstDate(new Date('nope'))).toThrow(RangeError);
  });
});
