import { type TransferSchedule, jstDate, transferSchedule } from '@icp/domain';
import { and, gte, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { bankClosedDays } from '../../../db/schema.ts';
import { nationalHolidays } from '../../banks/closed-days.ts';

/** Far enough ahead for any due date a buyer may pick (the year-end closure included). */
const LOOKAHEAD_DAYS = 400;

/** The operator's extra closed days from today on, for the calendar rules. */
export async function extraClosedDays(tx: Tx, now: Date): Promise<Map<string, string>> {
  const from = jstDate(now);
  const to = jstDate(new Date(now.getTime() + LOOKAHEAD_DAYS * 86_400_000));
  const rows = await tx
    .select()
    .from(bankClosedDays)
    .where(and(gte(bankClosedDays.date, from), lte(bankClosedDays.date, to)));
  return new Map(rows.map((r) => [r.date, r.reason]));
}

export async function currentTransferSchedule(
  tx: Tx,
  now: Date,
): Promise<TransferSchedule & { extraClosed: Map<string, string> }> {
  const extraClosed = await extraClosedDays(tx, now);
  return { ...transferSchedule(now, nationalHolidays, extraClosed), extraClosed };
}
