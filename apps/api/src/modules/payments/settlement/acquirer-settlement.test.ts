import { INVOICE_STATUS } from '@icp/domain';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquirerSettlementItems, acquirerSettlementPeriods, invoices, ledgerEntries } from '../../../db/schema.ts';
import { registeredBuyer } from '../../../testing/fixtures.ts';
import { operatorSession } from '../../../testing/operators.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';
import { type PaymentFigures, post } from '../model/ledger.ts';
import { verifyLedger } from '../model/verify-ledger.ts';
import { acquirerFee } from './acquirer-schedule.ts';
import { settleCapture, settleRefund } from './acquirer-settlement.ts';

/*
 * The settlement module straight on the database, without the card gateway: payments are rows
 * inserted here and captured by the same postings the capture transition makes. (The transitions
 * themselves are covered by payouts/acquirer-settlements.test.ts.) Semimonthly cycle at 3.25 %.
 */

const CONFIG = { feeRateBps: 325, cycle: 'semimonthly' } as const;
let t: TestApp;
let buyerId: number;
let treasurer: { headers: Record<string, string>; operatorId: number };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { ACQUIRER_FEE_RATE_BPS: '325', ACQUIRER_SETTLEMENT_CYCLE: 'semimonthly' } });
  t.clock.set(new Date('2027-03-20T10:00:00+09:00'));
  buyerId = (await registeredBuyer(t)).buyerId;
  treasurer = await operatorSession(t, ['treasurer']);
});
afterAll(() => t.close());

async function payment(amount: number, commission: number): Promise<PaymentFigures> {
  const [row] = await t.db
    .insert(invoices)
    .values({
      buyerId,
      type: 'InvoicePayment',
      status: INVOICE_STATUS.InProgressExaminationCompleted,
      amount,
      commission,
      total: amount + commission,
    })
    .returning();
  const figures = { invoiceId: row!.id, buyerId, amount, commission, discount: 0, total: amount + commission };
  // The card hold taken when it was made (the capture releases it).
  await t.db.transaction((tx) => post(tx, 'authorization', figures, `approval:direct-${row!.id}`));
  return figures;
}

/** What the `complete` transition posts, in one transaction. */
async function capture(figures: PaymentFigures, capturedOn: string) {
  const reference = `approval:direct-${++seq}`;
  const run = () =>
    t.db.transaction(async (tx) => {
      await post(tx, 'capture', figures, reference);
      await settleCapture(tx, CONFIG, { figures, capturedOn, reference });
    });
  await run();
  return run; // for a retry
}

const periodsNow = () => t.db.select().from(acquirerSettlementPeriods).orderBy(acquirerSettlementPeriods.periodStart);
const itemsOf = (invoiceId: number) =>
  t.db.select().from(acquirerSettlementItems).where(eq(acquirerSettlementItems.invoiceId, invoiceId));
async function clean() {
  expect((await verifyLedger(t.db)).problems).toEqual([]);
}

describe('settleCapture / settleRefund on the database', () => {
  it('semimonthly: the 1st–15th and the 16th–end are two periods with their own pay dates', async () => {
    const a = await payment(100_000, 2_980);
    const b = await payment(50_000, 1_490);
    await capture(a, '2027-03-02');
    await capture(b, '2027-03-16');
    const rows = await periodsNow();
    expect(rows.map((p) => [p.cycle, p.periodStart, p.periodEnd, p.expectedPayDate])).toEqual([
      ['semimonthly', '2027-03-01', '2027-03-15', '2027-03-31'],
      ['semimonthly', '2027-03-16', '2027-03-31', '2027-04-15'],
    ]);
    expect(rows[0]).toMatchObject({ grossCaptured: a.total, fee: acquirerFee(a.total, 325) });
    expect(acquirerFee(a.total, 325)).toBe(3_346); // 102,980 × 3.25 % = 3,346.85, rounded down
    await clean();
  });

  it('a retried capture or refund adds nothing: one item, one fee entry, the period counted once', async () => {
    const p = await payment(10_000, 330);
    const retry = await capture(p, '2027-03-03');
    const before = (await periodsNow())[0]!;
    await retry();
    await retry();
    expect(await itemsOf(p.invoiceId)).toHaveLength(1);
    const fees = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, p.invoiceId));
    expect(fees.filter((e) => e.entryType === 'acquirer_fee')).toHaveLength(1);
    expect((await periodsNow())[0]).toMatchObject({ grossCaptured: before.grossCaptured, fee: before.fee });

    await t.db.update(invoices).set({ status: INVOICE_STATUS.Cancel }).where(eq(invoices.id, p.invoiceId));
    const refund = () =>
      t.db.transaction(async (tx) => {
        await post(tx, 'refund', p, 'approval:refund');
        await settleRefund(tx, CONFIG, { figures: p, refundedOn: '2027-03-20' });
      });
    await refund();
    await refund();
    expect((await itemsOf(p.invoiceId)).map((i) => [i.kind, i.gross, i.fee])).toEqual([
      ['capture', p.total, acquirerFee(p.total, 325)],
      ['refund', p.total, 0],
    ]);
    expect((await periodsNow())[1]!.refunds).toBe(p.total);
    await clean();
  });

  it('a capture dated in a period already received goes into the next open period', async () => {
    const first = (await periodsNow())[0]!;
    // The acquirer paid the first half of March (recorded through the console).
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ops/money/acquirer_settlements/${first.id}/receipt`,
      headers: treasurer.headers,
      payload: { received_amount: first.netExpected, received_on: '2027-03-19' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const late = await payment(20_000, 596);
    await capture(late, '2027-03-15');
    const [item] = await itemsOf(late.invoiceId);
    const second = (await periodsNow())[1]!;
    expect(item).toMatchObject({ periodId: second.id, occurredOn: '2027-03-15' });
    expect((await periodsNow())[0]).toMatchObject({ status: 'received', grossCaptured: first.grossCaptured });
    await clean();
  });

  it('concurrent first captures of a new period make one period with every capture counted once', async () => {
    const payments = [];
    for (let i = 0; i < 6; i++) payments.push(await payment(10_000 + i, 330));
    await Promise.all(payments.map((p, i) => capture(p, `2027-06-0${1 + (i % 3)}`)));
    const june = (await periodsNow()).filter((x) => x.periodStart.startsWith('2027-06'));
    expect(june).toHaveLength(1);
    expect(june[0]).toMatchObject({
      grossCaptured: payments.reduce((sum, p) => sum + p.total, 0),
      fee: payments.reduce((sum, p) => sum + acquirerFee(p.total, 325), 0),
    });
    await clean();
  });

  it('a negative net (refunds above captures) is recorded as a payment to the acquirer', async () => {
    const p = await payment(200_000, 5_960);
    await capture(p, '2027-04-02');
    await t.db.update(invoices).set({ status: INVOICE_STATUS.Cancel }).where(eq(invoices.id, p.invoiceId));
    await t.db.transaction(async (tx) => {
      await post(tx, 'refund', p, 'approval:refund-april');
      await settleRefund(tx, CONFIG, { figures: p, refundedOn: '2027-04-20' });
    });
    const april = (await periodsNow()).find((x) => x.periodStart === '2027-04-16')!;
    expect(april.netExpected).toBe(-p.total);
    t.clock.set(new Date('2027-05-14T10:00:00+09:00'));
    const operator = await operatorSession(t, ['treasurer']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ops/money/acquirer_settlements/${april.id}/receipt`,
      headers: operator.headers,
      payload: { received_amount: april.netExpected, received_on: '2027-05-14' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await t.db.select().from(ledgerEntries).where(isNull(ledgerEntries.invoiceId));
    expect(entries.filter((e) => e.reference === `settlement:${april.id}`)).toMatchObject([
      { debitAccount: 'card_clearing', creditAccount: 'bank', amount: p.total },
    ]);
    await clean();
  });
});
