// Bank business days (docs/design.md §6): banks close on Saturdays, Sundays, national holidays
// (including 振替休日 and 国民の休日) and 12/31–1/3. The holiday table changes by cabinet
// order, so it is injected rather than baked in, which also keeps this module pure.
//
// Dates are 'YYYY-MM-DD' strings and all arithmetic is on UTC midnights: a transfer date is
// a calendar day in Japan, and a local-time Date would shift it on any machine not in JST.

/** The national holiday's name for an ISO date (振替休日 included), or null. */
export type HolidayLookup = (isoDate: string) => string | null;

export interface ClosedDay {
  date: string;
  reason: string;
}

export const CLOSED_DAY_REASON = {
  SATURDAY: '土曜日',
  SUNDAY: '日曜日',
  YEAR_END: '年末年始',
} as const;

/** Two years, leap day included: enough for any calendar the screens show. */
export const MAX_CLOSED_DAYS_RANGE = 731;

// A year without a single business day would be a broken lookup, not a calendar.
const MAX_CONSECUTIVE_CLOSED_DAYS = 366;

const DAY_MS = 86_400_000;
/** Japan Standard Time is UTC+9 all year (no daylight saving), so a fixed offset is exact. */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const YEAR_END_DAYS = new Set(['12-31', '01-01', '01-02', '01-03']);

function toUtcMs(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match) {
    const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    // Date.UTC rolls 02-30 over to 03-02; the round trip catches it.
    if (fromUtcMs(ms) === isoDate) return ms;
  }
  throw new RangeError(`expected a real date as YYYY-MM-DD, got ${JSON.stringify(isoDate)}`);
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Why banks are closed on the date, or null on a business day. A day with several reasons
 * gives the most specific: the holiday's name (元日 rather than 年末年始), then 年末年始,
 * then the extra closed day's reason, then 土曜日 / 日曜日.
 */
export function closedDayReason(
  isoDate: string,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): string | null {
  const ms = toUtcMs(isoDate);
  const holiday = holidays(isoDate);
  if (holiday !== null) return holiday;
  if (YEAR_END_DAYS.has(isoDate.slice(5))) return CLOSED_DAY_REASON.YEAR_END;
  const extra = extraClosed?.get(isoDate);
  if (extra !== undefined) return extra;
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return CLOSED_DAY_REASON.SATURDAY;
  if (weekday === 0) return CLOSED_DAY_REASON.SUNDAY;
  return null;
}

export function isBankBusinessDay(isoDate: string, holidays: HolidayLookup, extraClosed?: ReadonlyMap<string, string>): boolean {
  return closedDayReason(isoDate, holidays, extraClosed) === null;
}

/** Every closed day from fromIso to toIso, both included, in date order. */
export function listClosedDays(
  fromIso: string,
  toIso: string,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): ClosedDay[] {
  const from = toUtcMs(fromIso);
  const to = toUtcMs(toIso);
  if (to < from) throw new RangeError(`${toIso} is before ${fromIso}`);
  const days = (to - from) / DAY_MS + 1;
  if (days > MAX_CLOSED_DAYS_RANGE) {
    throw new RangeError(`at most ${MAX_CLOSED_DAYS_RANGE} days at a time, asked for ${days}`);
  }
  const closed: ClosedDay[] = [];
  for (let ms = from; ms <= to; ms += DAY_MS) {
    const date = fromUtcMs(ms);
    const reason = closedDayReason(date, holidays, extraClosed);
    if (reason !== null) closed.push({ date, reason });
  }
  return closed;
}

/**
 * The n-th bank business day after isoDate (n ≥ 1). With n = 0, isoDate itself if banks are
 * open that day, else the next business day — "the earliest transfer date on or after".
 */
export function addBankBusinessDays(
  isoDate: string,
  n: number,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be a whole number ≥ 0, got ${n}`);
  let ms = toUtcMs(isoDate);
  let remaining = n;
  let closedRun = 0;
  // n = 0 examines the start date itself; otherwise counting starts the day after.
  if (n > 0) ms += DAY_MS;
  for (;;) {
    const date = fromUtcMs(ms);
    if (isBankBusinessDay(date, holidays, extraClosed)) {
      closedRun = 0;
      if (remaining <= 1) return date;
      remaining--;
    } else if (++closedRun > MAX_CONSECUTIVE_CLOSED_DAYS) {
      throw new RangeError(`no bank business day in the ${MAX_CONSECUTIVE_CLOSED_DAYS} days up to ${date}`);
    }
    ms += DAY_MS;
  }
}

/** The calendar date in Japan at an instant. JST is UTC+9 all year (no daylight saving). */
export function jstDate(instant: Date): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('invalid Date');
  return fromUtcMs(ms + JST_OFFSET_MS);
}
