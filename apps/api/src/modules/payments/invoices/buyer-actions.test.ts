import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, cardApprovals, gatewayOperations, invoices, ledgerEntries } from '../../../db/schema.ts';
import { mizuhoAccountBody, type Session } from '../../../testing/fixtures.ts';
import {
  BASE_TIME,
  DUE_DATE,
  TRANSFER_DATE,
  approvalFor,
  createdPayment,
  operatorMoves,
  twoBuyersAtBaseTime,
} from '../../../testing/invoice-fixtures.ts';
import { api, savedCard, supplierWithAccount, uploadedPdf } from '../../../testing/payment-fixtures.ts';
import { type TestApp } from '../../../testing/test-app.ts';
import { verifyLedger } from '../model/verify-ledger.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

const cancel = (s: Session, id: number, body: unknown = {}) => api(t, s).inject('PUT', `/invoices/${id}/cancel`, body);
const edit = (s: Session, id: number, body: Record<string, unknown>, key: string = randomUUID()) =>
  api(t, s).inject('PUT', `/invoices/${id}`, body, { 'idempotency-key': key });
const row = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const approval = async (id: number) => (await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, id)))[0]!;
const voids = (invoiceId: number) =>
  t.db
    .select()
    .from(gatewayOperations)
    .where(and(eq(gatewayOperations.invoiceId, invoiceId), eq(gatewayOperations.kind, 'void')));
const dates = { due_date: DUE_DATE, transfer_date: TRANSFER_DATE };

describe('PUT /invoices/{id}/cancel', () => {
  it('cancels a payment under examination, voids its authorisation and records why', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['check']);
    const res = await cancel(a, p.id, { reason: '重複して申請しました' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({
      status: 'Cancel',
      status_label: 'キャンセル',
      can_cancel: false,
      can_edit: false,
    });
    expect(res.json().invoice.timeline.at(-1)).toMatchObject({ status: 'Cancel', note: '重複して申請しました' });
    const [op] = await voids(p.id);
    expect(op).toMatchObject({ status: 'done', authId: (await approval(p.approvalId)).gatewayAuthId });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'invoice.cancel'), eq(auditLogs.targetId, String(p.id))));
    expect(audit).toHaveLength(1);
    expect((await verifyLedger(t.db)).problems.filter((x) => x.invoiceId === p.id)).toEqual([]);
  });

  it('also while the buyer is asked to correct it; the body may be empty', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['request_action'], '請求書が不鮮明です。');
    const res = await cancel(a, p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice.status).toBe('Cancel');
  });

  it('refuses completed examinations, transfers and repeats with 409 and says why', async () => {
    const reserved = await createdPayment(t, a);
    await operatorMoves(t, reserved.id, ['check', 'complete']);
    const res = await cancel(a, reserved.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('審査が完了した支払');
    expect(res.json().message).toContain('お問い合わせ');
    expect((await row(reserved.id)).status).toBe(3);

    await operatorMoves(t, reserved.id, ['transfer']);
    expect((await cancel(a, reserved.id)).statusCode).toBe(409);

    const cancelled = await createdPayment(t, a);
    expect((await cancel(a, cancelled.id)).statusCode).toBe(200);
    expect((await cancel(a, cancelled.id)).statusCode).toBe(409);
  });

  it('another buyer’s payment is 404 and stays as it was; bad bodies are 400', async () => {
    const p = await createdPayment(t, a);
    expect((await cancel(b, p.id)).statusCode).toBe(404);
    expect((await row(p.id)).status).toBe(1);
    for (const body of [{ reason: 1 }, { reason: 'x'.repeat(201) }, { reason: 'x', extra: true }, []]) {
      const res = await cancel(a, p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect((await row(p.id)).status).toBe(1);
  });
});

describe('PUT /invoices/{id} (correcting a payment sent back)', () => {
  it('only while the examination asks for a correction; needs an Idempotency-Key', async () => {
    const p = await createdPayment(t, a);
    const refused = await edit(a, p.id, { ...dates, memo: '修正' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('修正を求められていない');
    const noKey = await api(t, a).inject('PUT', `/invoices/${p.id}`, { ...dates });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].field).toBe('Idempotency-Key');
  });

  it('new file, another account of the same supplier, number, memo and dates → back to 申請中', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['check', 'request_action'], '振込先口座が請求書と異なります。');
    const account = await api(t, a).inject(
      'POST',
      `/suppliers/${p.supplierId}/accounts`,
      mizuhoAccountBody({ account_number: '7654321' }),
    );
    expect(account.statusCode, account.body).toBe(201);
    const accountId = account.json().account.id as number;
    const fileId = await uploadedPdf(t, a);
    const body = {
      file_id: fileId,
      account_id: accountId,
      invoice_number: 'INV-2',
      memo: '口座を修正しました',
      due_date: '2026-12-28',
      transfer_date: '2026-12-11',
    };
    const key = randomUUID();
    const res = await edit(a, p.id, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({
      status: 'InProgress',
      is_action_required: false,
      action_required_reason: null,
      can_edit: false,
      file: { id: fileId },
      account: { id: accountId, account_number: '7654321' },
      invoice_number: 'INV-2',
      memo: '口座を修正しました',
      due_date: '2026-12-28',
      transfer_date: '2026-12-11',
      amount: 100_000,
      total: 102_980,
    });
    expect(res.json().invoice.timeline.map((e: { status: string }) => e.status)).toEqual([
      'InProgress',
      'InProgressExaminationChecked',
      'InProgressExaminationChecked',
      'InProgress',
    ]);
    expect((await approval(p.approvalId)).status).toBe('used');
    expect(await voids(p.id)).toEqual([]);

    // The same request again replays the answer; the same key with another body is 422.
    const again = await edit(a, p.id, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().invoice.id).toBe(p.id);
    expect((await edit(a, p.id, { ...body, memo: '別の内容' }, key)).statusCode).toBe(422);
    const elsewhere = await createdPayment(t, a);
    await operatorMoves(t, elsewhere.id, ['request_action'], '確認');
    expect((await edit(a, elsewhere.id, body, key)).statusCode).toBe(422);
  });

  it('refuses other suppliers’ accounts, others’ or used files and impossible dates', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['request_action'], '確認');
    const otherSupplier = await supplierWithAccount(t, a, { name: '別の支払先株式会社' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ account_id: otherSupplier.accountId }, 400, 'account_id'],
      [{ file_id: await uploadedPdf(t, b) }, 404, ''],
      [{ file_id: (await createdPayment(t, a)).fileId }, 409, 'file_id'],
      [{ transfer_date: '2026-12-02' }, 400, 'transfer_date'],
      [{ due_date: '2026-12-03', transfer_date: '2026-12-03' }, 400, 'due_date'],
      [{ transfer_date: '2026-12-12' }, 400, 'transfer_date'],
    ];
    for (const [change, status, field] of cases) {
      const res = await edit(a, p.id, { ...dates, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(status);
      if (field) expect(res.json().errors[0].field).toBe(field);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect((await row(p.id)).isActionRequired).toBe(true);
  });

  it('another buyer’s payment is 404', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['request_action'], '確認');
    expect((await edit(b, p.id, { ...dates })).statusCode).toBe(404);
    expect((await row(p.id)).isActionRequired).toBe(true);
  });

  describe('a new amount', () => {
    it('needs a new approval for exactly that amount, of this buyer, unused', async () => {
      const p = await createdPayment(t, a);
      await operatorMoves(t, p.id, ['request_action'], '金額が請求書と異なります。');
      const cases: [Record<string, unknown>, number, string][] = [
        [{ amount: 120_000 }, 400, 'approval_id'],
        [{ amount: 120_000, approval_id: await approvalFor(t, a, p.cardId, 110_000) }, 400, 'amount'],
        [{ amount: 120_000, approval_id: await approvalFor(t, b, await savedCard(t, b), 120_000) }, 400, 'approval_id'],
        [{ amount: 120_000, approval_id: (await createdPayment(t, a, 120_000)).approvalId }, 409, 'approval_id'],
        [{ approval_id: await approvalFor(t, a, p.cardId, 100_000) }, 400, 'approval_id'],
      ];
      for (const [change, status, field] of cases) {
        const res = await edit(a, p.id, { ...dates, ...change });
        expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(status);
        expect(res.json().errors[0].field).toBe(field);
      }
      expect((await row(p.id)).amount).toBe(100_000);
      expect((await approval(p.approvalId)).status).toBe('used');
    });

    it('takes the new approval’s figures and card, voids the old authorisation, keeps the ledger balanced', async () => {
      const p = await createdPayment(t, a);
      await operatorMoves(t, p.id, ['check', 'request_action'], '金額が請求書と異なります。');
      const newApproval = await approvalFor(t, a, p.cardId, 120_000);
      const res = await edit(a, p.id, { ...dates, amount: 120_000, approval_id: newApproval });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().invoice).toMatchObject({
        status: 'InProgress',
        amount: 120_000,
        commission: 3_576,
        consumption_tax: 325,
        total: 123_576,
      });
      const updated = await row(p.id);
      expect(updated.approvalId).toBe(newApproval);
      expect((await approval(newApproval)).status).toBe('used');
      const old = await approval(p.approvalId);
      expect(old.status).toBe('voided');
      expect(await voids(p.id)).toMatchObject([{ authId: old.gatewayAuthId, amount: 102_980, status: 'done' }]);
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, p.id));
      expect(entries.map((e) => [e.entryType, e.amount])).toEqual([
        ['authorization', 102_980],
        ['void', 102_980],
        ['authorization', 123_576],
      ]);
      expect((await verifyLedger(t.db)).problems.filter((x) => x.invoiceId === p.id)).toEqual([]);

      // Completing it later captures the new authorisation, not the voided one.
      await operatorMoves(t, p.id, ['complete']);
      expect((await row(p.id)).status).toBe(3);
    });

    // gateway_operations_once_idx is per authorisation: the correction's void of the old hold must not
    // swallow the cancel's void of the new one.
    it('a later cancel voids the new authorisation too', async () => {
      const p = await createdPayment(t, a);
      await operatorMoves(t, p.id, ['request_action'], '金額が請求書と異なります。');
      const newApproval = await approvalFor(t, a, p.cardId, 90_000);
      expect((await edit(a, p.id, { ...dates, amount: 90_000, approval_id: newApproval })).statusCode).toBe(200);
      expect((await cancel(a, p.id)).statusCode).toBe(200);
      const authIds = (await voids(p.id)).map((op) => op.authId).sort();
      expect(authIds).toEqual([(await approval(p.approvalId)).gatewayAuthId, (await approval(newApproval)).gatewayAuthId].sort());
    });
  });
});
