import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Tx } from '../../../db/client.ts';
import { acquirerSettlementItems, acquirerSettlementPeriods, bankClosedDays } from '../../../db/schema.ts';
import { nationalHolidays } from '../../banks/closed-days.ts';
import { type PaymentFigures, post } from '../model/ledger.ts';
import { addDays, acquirerFee, settlementPeriodFor } from './acquirer-schedule.ts';

type Period = typeof acquirerSettlementPeriods.$inferSelect;
type SettlementConfig = Config['acquirerSettlement'];

/** Extra bank closed days (the console's 休業日) around a period's pay date. */
async function extraClosedAround(tx: Tx, from: string, to: string): Promise<Map<string, string>> {
  const rows = await tx
    .select()
    .from(bankClosedDays)
    .where(and(gte(bankClosedDays.date, from), lte(bankClosedDays.date, to)));
  return new Map(rows.map((r) => [r.date, r.reason]));
}

/**
 * The open period (status expected) a capture or refund of `isoDate` goes into, locked FOR UPDATE.
 * The period containing the day when one exists (whatever cycle cut it), else a new one cut by
 * the configured cycle. A period already received takes nothing more: the movement goes into
 * the next open period (it can only happen to a movement committed around the closing midnight
 * after the treasurer recorded the payment; recording is refused before the period has closed).
 */
async function openPeriodFor(tx: Tx, config: SettlementConfig, isoDate: string): Promise<Period> {
  let day = isoDate;
  for (let i = 0; i < 60; i++) {
    let [period] = await tx
      .select()
      .from(acquirerSettlementPeriods)
      .where(and(lte(acquirerSettlementPeriods.periodStart, day), gte(acquirerSettlementPeriods.periodEnd, day)))
      .limit(1)
      .for('update');
    if (!period) {
      const extra = await extraClosedAround(tx, day, addDays(day, 80));
      const dates = settlementPeriodFor(day, config.cycle, nationalHolidays, extra);
      await tx
        .insert(acquirerSettlementPeriods)
        .values({ cycle: config.cycle, periodStart: dates.start, periodEnd: dates.end, expectedPayDate: dates.payDate })
        .onConflictDoNothing();
      [period] = await tx
        .select()
        .from(acquirerSettlementPeriods)
        .where(eq(acquirerSettlementPeriods.periodStart, dates.start))
        .limit(1)
        .for('update');
    }
    if (!period) throw new Error(`no settlement period for ${day}`);
    if (period.status === 'expected') return period;
    day = addDays(period.periodEnd, 1);
  }
  throw new Error(`no open settlement period after ${isoDate}`);
}

/** Adds the item once (unique per payment and kind) and its figures to the period's. */
async function addItem(
  tx: Tx,
  config: SettlementConfig,
  item: { invoiceId: number; kind: 'capture' | 'refund'; occurredOn: string; gross: number; fee: number },
): Promise<void> {
  const [existing] = await tx
    .select({ id: acquirerSettlementItems.id })
    .from(acquirerSettlementItems)
    .where(and(eq(acquirerSettlementItems.invoiceId, item.invoiceId), eq(acquirerSettlementItems.kind, item.kind)));
  if (existing) return;
  const period = await openPeriodFor(tx, config, item.occurredOn);
  const [inserted] = await tx
    .insert(acquirerSettlementItems)
    .values({ ...item, periodId: period.id })
    .onConflictDoNothing()
    .returning({ id: acquirerSettlementItems.id });
  if (!inserted) return;
  const captured = item.kind === 'capture' ? item.gross : 0;
  const refunded = item.kind === 'refund' ? item.gross : 0;
  await tx
    .update(acquirerSettlementPeriods)
    .set({
      grossCaptured: sql`${acquirerSettlementPeriods.grossCaptured} + ${captured}`,
      refunds: sql`${acquirerSettlementPeriods.refunds} + ${refunded}`,
      fee: sql`${acquirerSettlementPeriods.fee} + ${item.fee}`,
      netExpected: sql`${acquirerSettlementPeriods.netExpected} + ${captured - refunded - item.fee}`,
      updatedAt: sql`now()`,
    })
    .where(eq(acquirerSettlementPeriods.id, period.id));
}

/**
 * At capture, in the capture's transaction: the acquirer's fee (Dr acquirer_fee / Cr
 * card_clearing, idempotent by the capture's reference) and the capture's place in its period.
 */
export async function settleCapture(
  tx: Tx,
  config: SettlementConfig,
  input: { figures: PaymentFigures; capturedOn: string; reference: string },
): Promise<void> {
  const fee = acquirerFee(input.figures.total, config.feeRateBps);
  await post(tx, 'acquirerFee', { ...input.figures, acquirerFee: fee }, input.reference);
  if (input.figures.total <= 0) return;
  await addItem(tx, config, {
    invoiceId: input.figures.invoiceId,
    kind: 'capture',
    occurredOn: input.capturedOn,
    gross: input.figures.total,
    fee,
  });
}

/**
 * At a refund after capture: the acquirer deducts the refunded total from the period of the
 * refund; its fee on the capture is not returned (docs/decisions/0022), so no fee entry moves.
 */
export async function settleRefund(tx: Tx, config: SettlementConfig, input: { figures: PaymentFigures; refundedOn: string }) {
  if (input.figures.total <= 0) return;
  await addItem(tx, config, {
    invoiceId: input.figures.invoiceId,
    kind: 'refund',
    occurredOn: input.refundedOn,
    gross: input.figures.total,
    fee: 0,
  });
}
