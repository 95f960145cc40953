import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquirerSettlementItems, acquirerSettlementPeriods, auditLogs, invoices, ledgerEntries } from '../../db/schema.ts';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves } from '../../testing/invoice-fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { fixedExtractor } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { verifyLedger } from '../payments/model/verify-ledger.ts';
import { acquirerFee } from '../payments/settlement/acquirer-schedule.ts';

// The card acquirer's settlement (issue 15 §4, docs/decisions/0022). Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL. The clock starts at BASE_TIME (Tuesday 2026-12-01 JST):
// December's captures close on 12/31 and are paid on Friday 2027-01-29.

type Ops = Awaited<ReturnType<typeof operatorSession>>;
let t: TestApp;
let a: Session & { buyerId: number };
let treasurer: Ops;
let admin: Ops;
let examiner: Ops;

const RATE = 250;

/** Moves the clock, with fresh operator sessions (tokens expire as the clock runs). */
async function at(instant: Date) {
  t.clock.set(instant);
  treasurer = await operatorSession(t, ['treasurer']);
  admin = await operatorSession(t, ['admin']);
  examiner = await operatorSession(t, ['examiner']);
}

let pending: Record<'first' | 'second' | 'january' | 'refunded', number>;

/**
 * The payments are made on BASE_TIME (the buyer's dates are fixed there) and captured later, each
 * on the day whose period the test is about.
 */
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor(), env: { ACQUIRER_FEE_RATE_BPS: String(RATE) } });
  await at(BASE_TIME);
  a = await registeredBuyer(t);
  pending = {
    first: (await createdPayment(t, a, 100_000)).id,
    second: (await createdPayment(t, a, 33_333)).id,
    january: (await createdPayment(t, a, 50_000)).id,
    refunded: (await createdPayment(t, a, 20_000)).id,
  };
});
afterAll(() => t.close());

const call = (o: { headers: Record<string, string> } | null, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: o?.headers ?? {},
    ...(payload !== undefined ? { payload } : {}),
  });

const totalOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.total;
const entriesOf = (id: number) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, id)).orderBy(ledgerEntries.id);
const periods = () => t.db.select().from(acquirerSettlementPeriods).orderBy(acquirerSettlementPeriods.periodStart);
const settlementEntries = () =>
  t.db.select().from(ledgerEntries).where(isNull(ledgerEntries.invoiceId)).orderBy(ledgerEntries.id);
const auditsOf = async (action: string) => t.db.select().from(auditLogs).where(eq(auditLogs.action, action));
async function balance(account: string): Promise<number> {
  const result = await t.db.execute(sql`
    select coalesce(sum(case when debit_account = ${account} then amount else -amount end), 0) as b
    from ledger_entries where debit_account = ${account} or credit_account = ${account}`);
  return Number((result as unknown as { rows: { b: string }[] }).rows[0]!.b);
}
async function expectLedgerClean() {
  const { problems } = await verifyLedger(t.db);
  expect(problems).toEqual([]);
}

/** The payment captured by the examination (審査完了) on the clock's day. */
async function captured(id: number) {
  await operatorMoves(t, id, ['complete']);
  return { id, total: await totalOf(id) };
}

let first: { id: number; total: number };
let second: { id: number; total: number };
let refunded: { id: number; total: number };
let december: number;

describe('capture: the fee is posted and the capture lands in its period', () => {
  it('posts Dr acquirer_fee / Cr card_clearing and opens the month’s period with its pay date', async () => {
    first = await captured(pending.first);
    const fee = acquirerFee(first.total, RATE);
    expect(fee).toBeGreaterThan(0);
    const entries = await entriesOf(first.id);
    const feeEntries = entries.filter((e) => e.entryType === 'acquirer_fee');
    expect(feeEntries).toMatchObject([{ debitAccount: 'acquirer_fee', creditAccount: 'card_clearing', amount: fee }]);
    // card_clearing now holds exactly what the acquirer will pay for it.
    const clearing = entries.reduce(
      (sum, e) => sum + (e.debitAccount === 'card_clearing' ? e.amount : e.creditAccount === 'card_clearing' ? -e.amount : 0),
      0,
    );
    expect(clearing).toBe(first.total - fee);

    const [period, ...others] = await periods();
    expect(others).toEqual([]);
    expect(period).toMatchObject({
      cycle: 'monthly',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      expectedPayDate: '2027-01-29',
      grossCaptured: first.total,
      refunds: 0,
      fee,
      netExpected: first.total - fee,
      status: 'expected',
    });
    december = period!.id;
    const items = await t.db.select().from(acquirerSettlementItems).where(eq(acquirerSettlementItems.invoiceId, first.id));
    expect(items).toMatchObject([{ periodId: december, kind: 'capture', occurredOn: '2026-12-01', gross: first.total, fee }]);
    await expectLedgerClean();
  });

  it('a second capture in the month adds to the same period; each fee is rounded on its own', async () => {
    await at(new Date('2026-12-15T16:00:00+09:00'));
    second = await captured(pending.second);
    refunded = await captured(pending.refunded);
    const [period, ...others] = await periods();
    expect(others).toEqual([]);
    const gross = first.total + second.total + refunded.total;
    const fees = acquirerFee(first.total, RATE) + acquirerFee(second.total, RATE) + acquirerFee(refunded.total, RATE);
    expect(period).toMatchObject({ id: december, grossCaptured: gross, fee: fees, netExpected: gross - fees });
    expect(await balance('card_clearing')).toBe(period!.netExpected);
    expect(await balance('acquirer_fee')).toBe(fees);
    await expectLedgerClean();
  });

  it('a capture at 00:30 JST on 1/1 belongs to January, not December', async () => {
    await at(new Date('2027-01-01T00:30:00+09:00'));
    const january = await captured(pending.january);
    const rows = await periods();
    expect(rows.map((p) => [p.periodStart, p.periodEnd, p.expectedPayDate])).toEqual([
      ['2026-12-01', '2026-12-31', '2027-01-29'],
      ['2027-01-01', '2027-01-31', '2027-02-26'],
    ]);
    expect(rows[1]!.grossCaptured).toBe(january.total);
    await expectLedgerClean();
  });
});

describe('refund after capture', () => {
  it('goes into the period of the refund (a December capture refunded in January); the fee is not returned', async () => {
    await at(new Date('2027-01-05T10:00:00+09:00'));
    const fee = acquirerFee(refunded.total, RATE);
    const decemberBefore = (await periods())[0]!;
    await operatorMoves(t, refunded.id, ['cancel_completed']);
    const [decemberAfter, january] = await periods();
    expect(decemberAfter).toEqual(decemberBefore);
    const items = await t.db.select().from(acquirerSettlementItems).where(eq(acquirerSettlementItems.invoiceId, refunded.id));
    expect(items.map((i) => [i.kind, i.periodId, i.occurredOn, i.gross, i.fee])).toEqual([
      ['capture', december, '2026-12-15', refunded.total, fee],
      ['refund', january!.id, '2027-01-05', refunded.total, 0],
    ]);
    expect(january!.refunds).toBe(refunded.total);
    expect(january!.netExpected).toBe(january!.grossCaptured - refunded.total - january!.fee);
    // The fee entry stays: the payment's card_clearing is −fee, which the acquirer deducts.
    const entries = await entriesOf(refunded.id);
    expect(entries.filter((e) => e.entryType === 'acquirer_fee').map((e) => e.amount)).toEqual([fee]);
    await expectLedgerClean();
  });
});

describe('recording the acquirer’s payment (入金を記録)', () => {
  const path = () => `/ops/money/acquirer_settlements/${december}/receipt`;

  it('the list shows what the acquirer owes per period (treasurer and admin)', async () => {
    for (const o of [treasurer, admin]) {
      const res = await call(o, 'GET', '/ops/money/acquirer_settlements');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.fee_rate_bps).toBe(RATE);
      expect(body.cycle).toBe('monthly');
      expect(body.periods.map((p: { period_start: string }) => p.period_start)).toEqual(['2027-01-01', '2026-12-01']);
      const rows = await periods();
      expect(body.owed_total).toBe(rows.reduce((s, p) => s + p.netExpected, 0));
      expect(body.owed_total).toBe(await balance('card_clearing'));
      expect(body.periods[1]).toMatchObject({ status: 'expected', status_label: '入金待ち', closed: true, item_count: 3 });
      expect(body.periods[0]).toMatchObject({ closed: false, item_count: 2 });
    }
  });

  it('is refused to an examiner, an admin and without a token; nothing changes', async () => {
    const body = { received_amount: 1, received_on: '2027-01-29' };
    expect((await call(examiner, 'POST', path(), body)).statusCode).toBe(403);
    expect((await call(admin, 'POST', path(), body)).statusCode).toBe(403);
    expect((await call(examiner, 'GET', '/ops/money/acquirer_settlements')).statusCode).toBe(403);
    expect((await call(null, 'POST', path(), body)).statusCode).toBe(401);
    expect((await periods()).every((p) => p.status === 'expected')).toBe(true);
  });

  it('refuses a period that has not closed yet', async () => {
    await at(new Date('2027-01-29T10:00:00+09:00'));
    const january = (await periods()).find((p) => p.periodStart === '2027-01-01')!;
    const res = await call(treasurer, 'POST', `/ops/money/acquirer_settlements/${january.id}/receipt`, {
      received_amount: january.netExpected,
      received_on: '2027-01-29',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('締め日');
  });

  it('refuses an amount other than expected without a reason: 400 in Japanese, nothing written', async () => {
    const [period] = await periods();
    const before = {
      entries: (await settlementEntries()).length,
      audits: (await auditsOf('ops.money.record_acquirer_settlement')).length,
    };
    const res = await call(treasurer, 'POST', path(), { received_amount: period!.netExpected - 100, received_on: '2027-01-29' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().status).toBe('validation_error');
    expect(res.json().message).toMatch(/差額の理由を入力してください/);
    expect(res.json().errors).toEqual([{ field: 'reason', message: expect.stringContaining('差額の理由') }]);
    expect((await periods())[0]).toMatchObject({ status: 'expected', receivedAmount: null });
    expect((await settlementEntries()).length).toBe(before.entries);
    expect((await auditsOf('ops.money.record_acquirer_settlement')).length).toBe(before.audits);
  });

  it('records the expected amount: Dr bank / Cr card_clearing, received, audited; the ledger verifies', async () => {
    const [period] = await periods();
    const openBefore = await balance('card_clearing');
    const res = await call(treasurer, 'POST', path(), { received_amount: period!.netExpected, received_on: '2027-01-29' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().period).toMatchObject({
      id: december,
      status: 'received',
      status_label: '入金済',
      received_amount: period!.netExpected,
      received_on: '2027-01-29',
      received_by: { id: treasurer.operatorId, name: treasurer.name },
      difference_reason: null,
    });
    expect(await settlementEntries()).toMatchObject([
      {
        entryType: 'settlement',
        debitAccount: 'bank',
        creditAccount: 'card_clearing',
        amount: period!.netExpected,
        reference: `settlement:${december}`,
      },
    ]);
    expect(await balance('card_clearing')).toBe(openBefore - period!.netExpected);
    const audits = await auditsOf('ops.money.record_acquirer_settlement');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: String(treasurer.operatorId), targetId: String(december) });
    expect(audits[0]!.detail).toMatchObject({
      net_expected: period!.netExpected,
      received_amount: period!.netExpected,
      difference: 0,
    });
    await expectLedgerClean();
  });

  it('a retry of the same record is a no-op; a different one is a conflict', async () => {
    const [period] = await periods();
    const again = await call(treasurer, 'POST', path(), { received_amount: period!.receivedAmount, received_on: '2027-01-29' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().period.status).toBe('received');
    expect(await settlementEntries()).toHaveLength(1);
    expect(await auditsOf('ops.money.record_acquirer_settlement')).toHaveLength(1);
    const other = await call(treasurer, 'POST', path(), { received_amount: 1, received_on: '2027-01-28', reason: '誤り' });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().message).toContain('記録済み');
    await expectLedgerClean();
  });

  it('refuses a received date before the close or in the future, and an unknown period', async () => {
    await at(new Date('2027-02-26T15:00:00+09:00'));
    const january = (await periods()).find((p) => p.periodStart === '2027-01-01')!;
    const on = (received_on: string) =>
      call(treasurer, 'POST', `/ops/money/acquirer_settlements/${january.id}/receipt`, {
        received_amount: january.netExpected,
        received_on,
      });
    const early = await on('2027-01-31');
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().errors[0].field).toBe('received_on');
    expect((await on('2027-02-27')).statusCode).toBe(400);
    const missing = await call(treasurer, 'POST', '/ops/money/acquirer_settlements/999999/receipt', {
      received_amount: 1,
      received_on: '2027-02-26',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('精算期間が見つかりません。');
    expect((await periods()).find((p) => p.id === january.id)!.status).toBe('expected');
  });

  it('a different amount with a reason: the difference is posted and the reason audited', async () => {
    await at(new Date('2027-02-26T15:00:00+09:00'));
    const january = (await periods()).find((p) => p.periodStart === '2027-01-01')!;
    const received = january.netExpected - 7;
    const res = await call(treasurer, 'POST', `/ops/money/acquirer_settlements/${january.id}/receipt`, {
      received_amount: received,
      received_on: '2027-02-26',
      reason: 'カード会社の手数料計算の端数（期間合計で計算）',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().period).toMatchObject({ received_amount: received, difference_reason: expect.stringContaining('端数') });
    const entries = (await settlementEntries()).filter((e) => e.reference.startsWith(`settlement:${january.id}`));
    expect(entries.map((e) => [e.debitAccount, e.creditAccount, e.amount])).toEqual([
      ['bank', 'card_clearing', received],
      ['acquirer_settlement_difference', 'card_clearing', 7],
    ]);
    const [audit] = (await auditsOf('ops.money.record_acquirer_settlement')).filter((r) => r.targetId === String(january.id));
    expect(audit!.detail).toMatchObject({ difference: -7, reason: 'カード会社の手数料計算の端数（期間合計で計算）' });
    // Nothing is owed for closed and received periods any more.
    expect(await balance('card_clearing')).toBe(0);
    await expectLedgerClean();
  });
});

describe('ledger:verify', () => {
  it('catches a fee entry nobody’s period knows, and a tampered period', async () => {
    await expectLedgerClean();
    const fee = acquirerFee(second.total, RATE);
    // The ledger refuses UPDATE and DELETE: a tamperer can only add. An extra fee on a payment…
    await t.db.insert(ledgerEntries).values({
      invoiceId: second.id,
      buyerId: a.buyerId,
      entryType: 'acquirer_fee',
      debitAccount: 'acquirer_fee',
      creditAccount: 'card_clearing',
      amount: 10,
      reference: 'tampered',
    });
    let { problems } = await verifyLedger(t.db);
    expect(problems.map((p) => p.problem)).toEqual(
      expect.arrayContaining([
        `acquirer fee ${fee + 10} ≠ fee ${fee} of its settlement period`,
        expect.stringContaining('card_clearing'),
        expect.stringContaining('acquirer_fee'),
      ]),
    );
    expect(problems.find((p) => p.problem.startsWith('acquirer fee'))!.invoiceId).toBe(second.id);
    // …and a period whose figures no longer add up to its items.
    await t.db
      .update(acquirerSettlementPeriods)
      .set({ fee: sql`fee + 1`, netExpected: sql`net_expected - 1` })
      .where(eq(acquirerSettlementPeriods.periodStart, '2027-01-01'));
    ({ problems } = await verifyLedger(t.db));
    const periodProblem = problems.find((p) => p.periodId !== undefined);
    expect(periodProblem).toMatchObject({ invoiceId: 0, status: '精算' });
    expect(periodProblem!.problem).toContain('明細の合計');
  });
});
