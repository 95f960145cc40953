import { type HolidayLookup, isBankBusinessDay } from '@icp/domain';

/*
 * The card acquirer's fee and settlement calendar, pure (docs/decisions/0022). Dates are
 * 'YYYY-MM-DD' calendar days in Japan; arithmetic is on UTC midnights as in bank-calendar.ts.
 */

export type AcquirerSettlementCycle = 'monthly' | 'semimonthly';

export interface SettlementPeriodDates {
  /** First day of the period. */
  start: string;
  /** The closing day (締め日), included. */
  end: string;
  /** The day the acquirer pays us for the period (a bank business day). */
  payDate: string;
}

const DAY_MS = 86_400_000;

function parts(isoDate: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`expected YYYY-MM-DD, got ${JSON.stringify(isoDate)}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) !== isoDate) throw new RangeError(`not a real date: ${isoDate}`);
  return { y, m, d };
}

/** The date of year y, month m (1-based, may run past 12 or below 1), day d (0 = the previous month's last day). */
function ymd(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const { y, m, d } = parts(isoDate);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** isoDate if banks are open, else the bank business day before it (前営業日). */
export function bankBusinessDayOnOrBefore(
  isoDate: string,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): string {
  let date = isoDate;
  for (let i = 0; i < 366; i++) {
    if (isBankBusinessDay(date, holidays, extraClosed)) return date;
    date = addDays(date, -1);
  }
  throw new RangeError(`no bank business day in the year before ${isoDate}`);
}

/** The last bank business day of year y, month m. */
export function lastBankBusinessDayOfMonth(
  y: number,
  m: number,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): string {
  return bankBusinessDayOnOrBefore(ymd(y, m + 1, 0), holidays, extraClosed);
}

/**
 * The period a capture or refund made on `isoDate` (JST) belongs to, and when it is paid.
 * - monthly: the calendar month (closes at month end), paid on the last bank business day of the
 *   following month (月末締め翌月末払い).
 * - semimonthly: the 1st–15th, paid on the last bank business day of the same month; the 16th–
 *   month end, paid on the 15th of the following month, or the bank business day before it when
 *   banks are closed (15日締め当月末払い・末日締め翌月15日払い).
 */
export function settlementPeriodFor(
  isoDate: string,
  cycle: AcquirerSettlementCycle,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): SettlementPeriodDates {
  const { y, m, d } = parts(isoDate);
  const monthEnd = ymd(y, m + 1, 0);
  if (cycle === 'monthly')
    return { start: ymd(y, m, 1), end: monthEnd, payDate: lastBankBusinessDayOfMonth(y, m + 1, holidays, extraClosed) };
  if (d <= 15)
    return { start: ymd(y, m, 1), end: ymd(y, m, 15), payDate: lastBankBusinessDayOfMonth(y, m, holidays, extraClosed) };
  return { start: ymd(y, m, 16), end: monthEnd, payDate: bankBusinessDayOnOrBefore(ymd(y, m + 1, 15), holidays, extraClosed) };
}

/**
 * The acquirer's fee on a captured card total: total × rate, rounded down to the yen (切り捨て),
 * computed per capture so that the period's fee is the sum of its captures' fees. Integer
 * arithmetic only (total × bps stays far below 2^53 for any real payment).
 */
export function acquirerFee(total: number, rateBps: number): number {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be whole yen ≥ 0, got ${total}`);
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000)
    throw new RangeError(`rate must be 0–10000 bps, got ${rateBps}`);
  const product = total * rateBps;
  if (!Number.isSafeInteger(product)) return Number((BigInt(total) * BigInt(rateBps)) / 10_000n);
  return Math.floor(product / 10_000);
}
