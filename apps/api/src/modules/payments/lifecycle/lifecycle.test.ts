import { randomUUID } from 'node:crypto';
import { EXAMINATION_STALE_MESSAGE } from '@icp/contract';
import { INVOICE_STATUS } from '@icp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { BASE_TIME } from '../../../testing/invoice-fixtures.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  auditLogs,
  gatewayOperations,
  invoiceStatusHistory,
  invoices,
  ledgerEntries,
  notifications,
  outboxEmails,
} from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import {
  api,
  approveCard,
  fixedExtractor,
  savedCard,
  supplierWithAccount,
  uploadedPdf,
} from '../../../testing/payment-fixtures.ts';
import { operatorSession } from '../../../testing/operators.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';
import { expireRequests } from './expire-requests.ts';
import {
  listFailedGatewayOperations,
  MAX_ATTEMPTS,
  processGatewayOperations,
  retryGatewayOperation,
} from '../cards/gateway-operations.ts';
import { operatorTransition } from './operator-transition.ts';
import { applyTransition, transitionInvoice } from './transition.ts';
import { verifyLedger } from '../model/verify-ledger.ts';

const operator = { type: 'operator', name: 'ops-test' } as const;
let t: TestApp;
let a: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
  a = await registeredBuyer(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

/** A payment as the buyer creates it in the browser: InProgress with an authorised card. */
async function createdPayment(s: Session = a, amount = 100_000): Promise<number> {
  const { supplierId, accountId } = await supplierWithAccount(t, s);
  const cardId = await savedCard(t, s);
  const approval = await approveCard(
    t,
    s,
    { credit_card_id: cardId, amount, return_path: '/payments/add/confirm' },
    { 'idempotency-key': randomUUID() },
  );
  const res = await api(t, s).inject(
    'POST',
    '/invoices',
    {
      approval_id: approval.json().approval.id,
      file_id: await uploadedPdf(t, s),
      supplier_id: supplierId,
      account_id: accountId,
      amount,
      due_date: '2026-12-25',
      transfer_date: '2026-12-10',
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invoice.id;
}

const row = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const history = async (id: number) =>
  t.db.select().from(invoiceStatusHistory).where(eq(invoiceStatusHistory.invoiceId, id)).orderBy(invoiceStatusHistory.id);
const ledger = async (id: number) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, id)).orderBy(ledgerEntries.id);
const authIdOf = async (id: number) => {
  const rows = await t.db.execute(
    sql`select a.gateway_auth_id from card_approvals a join invoices i on i.approval_id = a.id where i.id = ${id}`,
  );
  return (rows as unknown as { rows: { gateway_auth_id: string }[] }).rows[0]!.gateway_auth_id;
};

describe('payment lifecycle', () => {
  it('check → action required → buyer fixes → complete (capture) → transfer: history, notices, mails and a balanced ledger', async () => {
    const id = await createdPayment();
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'check', actor: operator });
    expect((await row(id)).status).toBe(INVOICE_STATUS.InProgressExaminationChecked);

    await transitionInvoice(t.deps, {
      invoiceId: id,
      transition: 'request_action',
      actor: operator,
      reason: '請求書の宛名をご確認ください。',
    });
    expect(await row(id)).toMatchObject({ isActionRequired: true, actionRequiredReason: '請求書の宛名をご確認ください。' });
    // Nothing completes while the buyer has something to fix.
    await expect(transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator })).rejects.toMatchObject({
      code: 'conflict',
    });

    await t.db.transaction((tx) =>
      applyTransition(t.deps, tx, {
        invoiceId: id,
        transition: 'buyer_edit',
        actor: { type: 'buyer', buyerId: a.buyerId, userId: 1, ip: null },
        patch: { memo: '宛名を修正しました' },
      }),
    );
    expect(await row(id)).toMatchObject({
      status: INVOICE_STATUS.InProgress,
      isActionRequired: false,
      actionRequiredReason: null,
      memo: '宛名を修正しました',
    });

    await transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator });
    expect((await row(id)).status).toBe(INVOICE_STATUS.InProgressExaminationCompleted);
    // The card charge is captured at the acquirer, once, for the whole authorised total.
    const order = t.simulator.orders.get(await authIdOf(id))!;
    expect(order).toMatchObject({ status: 'captured', capturedAmount: order.authorizedAmount });
    expect(order.transactions.filter((txn: { command: string }) => txn.command === 'Capture')).toHaveLength(1);

    await transitionInvoice(t.deps, { invoiceId: id, transition: 'transfer', actor: operator });
    expect((await row(id)).status).toBe(INVOICE_STATUS.TransferCompleted);

    expect((await history(id)).map((h) => [h.status, h.isActionRequired])).toEqual([
      [1, false],
      [2, false],
      [2, true],
      [1, false],
      [3, false],
      [4, false],
    ]);
    expect((await ledger(id)).map((e) => [e.entryType, e.debitAccount, e.creditAccount, e.amount])).toEqual([
      ['authorization', 'card_authorized', 'authorization_hold', 102_980],
      ['capture', 'authorization_hold', 'card_authorized', 102_980],
      ['capture', 'card_clearing', 'supplier_payable', 100_000],
      ['commission', 'card_clearing', 'commission_revenue', 2_980],
      // The acquirer's fee, 2.50 % of 102,980 rounded down (docs/decisions/0022).
      ['acquirer_fee', 'acquirer_fee', 'card_clearing', 2_574],
      ['transfer', 'supplier_payable', 'bank', 100_000],
    ]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.buyerId, a.buyerId));
    expect(notes.some((n) => n.title.includes('対応をお願いします') && n.body.includes('宛名をご確認'))).toBe(true);
    expect(notes.some((n) => n.title.includes('振込が完了しました'))).toBe(true);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, a.emailAddress));
    expect(mails.filter((m) => m.subject.includes('I-')).length).toBeGreaterThanOrEqual(6);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'invoice'), eq(auditLogs.targetId, String(id))));
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'invoice.created',
        'invoice.check',
        'invoice.request_action',
        'invoice.buyer_edit',
        'invoice.complete',
        'invoice.transfer',
      ]),
    );
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('complete and transfer record the JST days they really happened, whatever day was planned', async () => {
    const id = await createdPayment();
    expect(await row(id)).toMatchObject({ transferDate: '2026-12-10', capturedOn: null, transferredOn: null });
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'check', actor: operator });
    // 23:30 UTC on 3 Dec is already 4 Dec in Japan.
    t.clock.set(new Date('2026-12-03T23:30:00Z'));
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator });
    expect(await row(id)).toMatchObject({ capturedOn: '2026-12-04', transferredOn: null });
    // The transfer was made a day later than planned (10 Dec): the receipt must say the 11th.
    t.clock.set(new Date('2026-12-11T09:15:00+09:00'));
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'transfer', actor: operator });
    expect(await row(id)).toMatchObject({ transferDate: '2026-12-10', capturedOn: '2026-12-04', transferredOn: '2026-12-11' });
  });

  it('cancel before the examination completes voids the authorisation at the gateway; the ledger nets to zero', async () => {
    const id = await createdPayment();
    await transitionInvoice(t.deps, {
      invoiceId: id,
      transition: 'cancel',
      actor: { type: 'buyer', buyerId: a.buyerId, userId: 1, ip: null },
    });
    expect((await row(id)).status).toBe(INVOICE_STATUS.Cancel);
    const [op] = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.invoiceId, id));
    expect(op).toMatchObject({ kind: 'void', status: 'done' });
    // Voided at the acquirer: it can no longer be captured.
    expect(t.simulator.orders.get(await authIdOf(id))).toMatchObject({ status: 'cancelled', capturedAmount: 0 });
    expect((await t.deps.cardGateway.capture({ authId: await authIdOf(id), amount: 1 })).ok).toBe(false);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('an operator cancels a completed payment: refunded once, even when asked twice', async () => {
    const id = await createdPayment();
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator });
    expect(await operatorTransition(t.deps, id, 'cancel')).toBe('cancel_completed');
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'cancel_completed', actor: operator, reason: '重複請求のため' });
    await expect(
      transitionInvoice(t.deps, { invoiceId: id, transition: 'cancel_completed', actor: operator }),
    ).rejects.toMatchObject({ code: 'conflict' });
    const ops = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.invoiceId, id));
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ kind: 'refund', status: 'done' });
    expect((await ledger(id)).filter((e) => e.entryType === 'refund').map((e) => e.amount)).toEqual([100_000, 2_980]);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('a refund whose answer was lost is asked again with the same refund id: done, and refunded once', async () => {
    const id = await createdPayment();
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator });
    const gateway = t.deps.cardGateway!;
    const refund = gateway.refund.bind(gateway);
    // The gateway refunds, but the answer never reaches us (timeout, or a crash before our commit).
    gateway.refund = async (input) => {
      await refund(input);
      throw new Error('socket hang up');
    };
    try {
      await transitionInvoice(t.deps, { invoiceId: id, transition: 'cancel_completed', actor: operator });
    } finally {
      gateway.refund = refund;
    }
    const [lost] = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.invoiceId, id));
    expect(lost).toMatchObject({ kind: 'refund', status: 'pending', attempts: 1 });

    // It waits its back-off (1 minute), then goes again with the same refund id.
    expect(await processGatewayOperations(t.deps)).toBe(0);
    t.clock.advance(60_000);
    expect(await processGatewayOperations(t.deps)).toBe(1);
    const [retried] = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.invoiceId, id));
    expect(retried).toMatchObject({ status: 'done', attempts: 2 });
    const auth = t.simulator.orders.get(await authIdOf(id))!;
    expect(auth).toMatchObject({ status: 'cancelled', refundedAmount: auth.capturedAmount });
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('a refund the gateway keeps refusing backs off without holding up the others, then gives up for an operator', async () => {
    const stuck = await createdPayment();
    const fine = await createdPayment();
    for (const id of [stuck, fine]) await transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator });
    const gateway = t.deps.cardGateway!;
    const refund = gateway.refund.bind(gateway);
    const stuckAuth = await authIdOf(stuck);
    // The gateway is down for this payment only.
    gateway.refund = async (input) => (input.authId === stuckAuth ? { ok: false, resultCode: 'network_error' } : refund(input));
    const opOf = async (id: number) =>
      (await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.invoiceId, id)))[0]!;
    try {
      await transitionInvoice(t.deps, { invoiceId: stuck, transition: 'cancel_completed', actor: operator });
      await transitionInvoice(t.deps, { invoiceId: fine, transition: 'cancel_completed', actor: operator });
      // The one behind the stuck refund went through.
      expect(await opOf(fine)).toMatchObject({ status: 'done', attempts: 1 });
      const waits: number[] = [];
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        const op = await opOf(stuck);
        expect(op).toMatchObject({ status: 'pending', attempts: attempt });
        waits.push((op.nextAttemptAt.getTime() - t.clock.now().getTime()) / 60_000);
        expect(await processGatewayOperations(t.deps)).toBe(0);
        expect((await opOf(stuck)).attempts).toBe(attempt);
        t.clock.set(op.nextAttemptAt);
        await processGatewayOperations(t.deps);
      }
      expect(waits).toEqual([1, 5, 15, 30, 60, 120, 360]);
      expect(await opOf(stuck)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      const [gaveUp] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'gateway_operation.gave_up'), eq(auditLogs.targetId, String(stuck))));
      expect(gaveUp).toMatchObject({ actorType: 'system', detail: { kind: 'refund', attempts: MAX_ATTEMPTS } });
      expect((await listFailedGatewayOperations(t.deps)).map((op) => op.invoiceId)).toContain(stuck);
    } finally {
      gateway.refund = refund;
    }

    // The gateway is back: an operator retries once, and the refund is made.
    const retried = await retryGatewayOperation(t.deps, { operationId: (await opOf(stuck)).id, operator: 'ops-test' });
    expect(retried).toMatchObject({ status: 'done', attempts: 1 });
    const auth = t.simulator.orders.get(stuckAuth)!;
    expect(auth).toMatchObject({ status: 'cancelled', refundedAmount: auth.capturedAmount });
    const [requeued] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'gateway_operation.requeued'), eq(auditLogs.targetId, String(stuck))));
    expect(requeued).toMatchObject({ actorType: 'operator', actorId: 'ops-test' });
    // Only failed operations can be put back: a second retry is refused and changes nothing.
    await expect(retryGatewayOperation(t.deps, { operationId: retried.id, operator: 'ops-test' })).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('refused moves change nothing and say why in Japanese; the buyer cannot cancel after completion', async () => {
    const id = await createdPayment();
    const before = (await history(id)).length;
    await expect(transitionInvoice(t.deps, { invoiceId: id, transition: 'transfer', actor: operator })).rejects.toMatchObject({
      code: 'conflict',
      userMessage: expect.stringContaining('申請中'),
    });
    await transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator });
    await expect(
      transitionInvoice(t.deps, {
        invoiceId: id,
        transition: 'cancel',
        actor: { type: 'buyer', buyerId: a.buyerId, userId: 1, ip: null },
      }),
    ).rejects.toMatchObject({ code: 'conflict', userMessage: expect.stringContaining('キャンセルできません') });
    await expect(
      transitionInvoice(t.deps, { invoiceId: id, transition: 'request_action', actor: operator }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect((await history(id)).length).toBe(before + 1);
    // Another buyer's payment is not found, not refused.
    const other = await registeredBuyer(t);
    await expect(
      transitionInvoice(t.deps, {
        invoiceId: id,
        transition: 'cancel',
        actor: { type: 'buyer', buyerId: other.buyerId, userId: 1, ip: null },
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the console moves a payment through the same use case, refusing what the examiner no longer sees', async () => {
    const id = await createdPayment();
    const examiner = await operatorSession(t, ['examiner']);
    const complete = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/ops/examination/${id}/complete`,
        headers: examiner.headers,
        payload: { expected_status: 'InProgress', expected_action_required: false },
      });
    const res = await complete();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'InProgressExaminationCompleted', is_action_required: false });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'invoice.complete'), eq(auditLogs.targetId, String(id))));
    expect(audit).toMatchObject({ actorType: 'operator', actorId: String(examiner.operatorId) });
    const refused = await complete();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXAMINATION_STALE_MESSAGE);
  });

  it('the database refuses to rewrite the ledger', async () => {
    const id = await createdPayment();
    await expect(t.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.invoiceId, id))).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries).where(eq(ledgerEntries.invoiceId, id))).rejects.toThrow();
    expect((await ledger(id))[0]!.amount).toBe(102_980);
  });

  it('verifyLedger finds a payment whose entries do not match its status', async () => {
    const id = await createdPayment();
    await t.db.update(invoices).set({ status: INVOICE_STATUS.TransferCompleted }).where(eq(invoices.id, id));
    const { problems } = await verifyLedger(t.db);
    expect(problems.some((p) => p.invoiceId === id)).toBe(true);
    await t.db.update(invoices).set({ status: INVOICE_STATUS.InProgress }).where(eq(invoices.id, id));
  });

  it('requests past their deadline expire; paid ones do not', async () => {
    const [request] = await t.db
      .insert(invoices)
      .values({
        buyerId: a.buyerId,
        type: 'InvoiceRequestBuyer',
        status: INVOICE_STATUS.WaitingForPayment,
        amount: 50_000,
        sellerName: '株式会社リクエスト',
        requestExpiresAt: new Date(BASE_TIME.getTime() - 1000),
      })
      .returning();
    const [future] = await t.db
      .insert(invoices)
      .values({
        buyerId: a.buyerId,
        type: 'InvoiceRequestBuyer',
        status: INVOICE_STATUS.WaitingForPayment,
        amount: 50_000,
        sellerName: '株式会社リクエスト',
        requestExpiresAt: new Date(BASE_TIME.getTime() + 86_400_000),
      })
      .returning();
    expect((await expireRequests(t.deps)).expired).toBeGreaterThanOrEqual(1);
    expect((await row(request!.id)).status).toBe(INVOICE_STATUS.Expired);
    expect((await row(future!.id)).status).toBe(INVOICE_STATUS.WaitingForPayment);
  });
});

// PGlite runs one session at a time: races only mean something on PostgreSQL (docs/design.md §8).
describe.skipIf(inject('dbTemplate').kind !== 'postgres')('concurrent transitions (PostgreSQL)', () => {
  it('two operators completing at once: one capture, one history row, the other refused', async () => {
    const id = await createdPayment();
    const results = await Promise.allSettled([
      transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator }),
      transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: { type: 'operator', name: 'ops-2' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await history(id)).filter((h) => h.status === INVOICE_STATUS.InProgressExaminationCompleted)).toHaveLength(1);
    expect((await ledger(id)).filter((e) => e.entryType === 'capture')).toHaveLength(2);
  });

  it('buyer cancel against operator complete: exactly one wins and the ledger agrees', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await createdPayment();
      const results = await Promise.allSettled([
        transitionInvoice(t.deps, {
          invoiceId: id,
          transition: 'cancel',
          actor: { type: 'buyer', buyerId: a.buyerId, userId: 1, ip: null },
        }),
        transitionInvoice(t.deps, { invoiceId: id, transition: 'complete', actor: operator }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const status = (await row(id)).status;
      expect([INVOICE_STATUS.Cancel, INVOICE_STATUS.InProgressExaminationCompleted]).toContain(status);
    }
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });
});
