import holidayJp from '@holiday-jp/holiday_jp';
import { type HolidayLookup, listClosedDays } from '@icp/domain';
import { and, gte, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bankClosedDays } from '../../db/schema.ts';

/** National holidays incl. substitute holidays, from @holiday-jp/holiday_jp (data to 2050). */
export const nationalHolidays: HolidayLookup = (isoDate) =>
  (holidayJp.holidays as Record<string, { name: string } | undefined>)[isoDate]?.name ?? null;

/** GET /banks/closed_day: weekends, holidays, 12/31–1/3 and the configured extra closed days. */
export async function closedDaysBetween(tx: Tx, from: string, to: string) {
  const extra = await tx
    .select()
    .from(bankClosedDays)
    .where(and(gte(bankClosedDays.date, from), lte(bankClosedDays.date, to)));
  return listClosedDays(from, to, nationalHolidays, new Map(extra.map((d) => [d.date, d.reason])));
}
