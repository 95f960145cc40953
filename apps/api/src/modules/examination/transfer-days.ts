import { type HolidayLookup, isBankBusinessDay, jstDate } from '@icp/domain';

const DAY_MS = 86_400_000;
const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Bank business days from today (JST) until the transfer date: the business days after today up
 * to and including it (0 = the transfer is today or on the next closed days; a Friday→Monday
 * transfer is 1). A date already past counts back in calendar days (−1 = yesterday).
 */
export function transferDaysLeft(
  transferDate: string | null,
  now: Date,
  holidays: HolidayLookup,
  extraClosed: ReadonlyMap<string, string>,
): number | null {
  if (transferDate === null) return null;
  const today = toMs(jstDate(now));
  const target = toMs(transferDate);
  if (Number.isNaN(target)) return null;
  if (target < today) return Math.round((target - today) / DAY_MS);
  let n = 0;
  // Bounded: a transfer date is at most about a year ahead.
  for (let ms = today + DAY_MS; ms <= target && n < 400; ms += DAY_MS)
    if (isBankBusinessDay(fromMs(ms), holidays, extraClosed)) n++;
  return n;
}

/** Whole hours since an instant. */
export function ageHours(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000));
}
