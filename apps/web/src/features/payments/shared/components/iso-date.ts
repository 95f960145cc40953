// Calendar arithmetic on 'YYYY-MM-DD' strings at UTC midnight: a transfer date is a day in
// Japan, and a local-time Date would shift it on a machine in another zone.

const DAY_MS = 86_400_000;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(toMs(s)) && fromMs(toMs(s)) === s;

export const addDays = (iso: string, n: number) => fromMs(toMs(iso) + n * DAY_MS);

/** 0 = Sunday. */
export const weekdayOf = (iso: string) => new Date(toMs(iso)).getUTCDay();

export const weekdayLabel = (iso: string) => WEEKDAYS[weekdayOf(iso)] ?? '';

/** "2026-12-01" → "2026/12/01（火）". */
export const formatDateWithWeekday = (iso: string) => `${iso.replaceAll('-', '/')}（${weekdayLabel(iso)}）`;

/** "2026-12" of a date. */
export const monthOf = (iso: string) => iso.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The days of a month's calendar page, Sunday first; null pads the first week. */
export function calendarDays(month: string): (string | null)[] {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = 1; d <= count; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  return cells;
}
