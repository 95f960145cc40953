import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, cardApprovals, invoices, notifications, requestKeys } from '../../../db/schema.ts';
import { logIn, type Session } from '../../../testing/fixtures.ts';
import { BASE_TIME, approvalFor, createdPayment, operatorMoves, twoBuyersAtBaseTime } from '../../../testing/invoice-fixtures.ts';
import { api, savedCard } from '../../../testing/payment-fixtures.ts';
import { type TestApp } from '../../../testing/test-app.ts';
import { verifyLedger } from '../model/verify-ledger.ts';
import { createPaymentRequest } from './create-request.ts';
import { canonicalRequestKey } from './request-key-format.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

const HOUR = 3_600_000;
const REFUSED = {
  status: '2',
  message: '請求支払の有効期限が切れているか、無効です。お手数ですが、請求元の事業者様へ直接お問い合わせください。',
};

function request(s: Session, overrides: Partial<Parameters<typeof createPaymentRequest>[1]> = {}) {
  return createPaymentRequest(t.db, {
    buyerEmail: s.emailAddress,
    sellerName: '山田製作所',
    amount: 50_000,
    dueDate: '2026-12-25',
    expiresAt: new Date(BASE_TIME.getTime() + 14 * 24 * HOUR),
    operator: 'ops-test',
    now: BASE_TIME,
    ...overrides,
  });
}
const lookUp = (s: Session, key: string) => api(t, s).inject('GET', `/invoices/request_keys/${encodeURIComponent(key)}`);
const link = (s: Session, key: unknown) => api(t, s).inject('POST', '/invoices/request_keys', { request_key: key });
const pay = (s: Session, id: number, body: Record<string, unknown>, key: string = randomUUID()) =>
  api(t, s).inject('PUT', `/invoices/${id}/request_buyer`, body, { 'idempotency-key': key });
const row = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('creating a request (ops)', () => {
  it('makes a 未登録 request for a registered buyer with a readable random key, its expiry in list and detail', async () => {
    const r = await request(a);
    expect(r.key).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(r.buyerDocumentNumber).toBe(r.displayId);
    expect(await row(r.invoiceId)).toMatchObject({
      buyerId: a.buyerId,
      type: 'InvoiceRequestBuyer',
      status: 6,
      amount: 50_000,
      total: 0,
      sellerName: '山田製作所',
      dueDate: '2026-12-25',
    });
    const waiting = (
      await api(t, a).inject(
        'GET',
        '/invoices?status=WaitingForPayment,BuyerNotRegistered&type=InvoiceRequestBuyer&is_action_required=false',
      )
    ).json();
    const listed = waiting.invoices.find((i: { id: number }) => i.id === r.invoiceId);
    // The buyer is told until when the request can be paid, on the list and the detail.
    const expiresAt = new Date(BASE_TIME.getTime() + 14 * 24 * HOUR).toISOString();
    expect(listed).toMatchObject({ status: 'BuyerNotRegistered', request_expires_at: expiresAt });
    const detail = (await api(t, a).inject('GET', `/invoices/${r.invoiceId}?invoice_display_type=waiting`)).json().invoice;
    // 未登録 is the seller's view of this status: the buyer reads that the request waits for its key.
    expect(detail).toMatchObject({
      status_label: '請求キー登録待ち',
      request_expires_at: expiresAt,
      seller_name: '山田製作所',
      supplier: null,
      can_pay: false,
      can_cancel: false,
    });
    expect(detail.timeline.map((e: { label: string }) => e.label)).toEqual(['請求キー登録待ち']);
  });

  it('refuses unknown buyers, taken keys and bad figures', async () => {
    await request(a, { key: 'TAKEN-KEY-01' });
    await expect(request(a, { key: 'taken-key-01' })).rejects.toThrow('すでに使われています');
    await expect(request(a, { buyerEmail: 'nobody@example.com' })).rejects.toThrow('見つかりません');
    await expect(request(a, { amount: 0 })).rejects.toThrow('請求金額');
    await expect(request(a, { dueDate: '2026-02-30' })).rejects.toThrow('支払期限');
    await expect(request(a, { expiresAt: new Date(BASE_TIME.getTime() - 1) })).rejects.toThrow('有効期限');
    await expect(request(a, { key: 'ab$' })).rejects.toThrow('請求キー');
  });
});

describe('GET /invoices/request_keys/{key}', () => {
  it('valid and unused for its buyer, whatever the case and hyphens; invalid for anyone else', async () => {
    const r = await request(a);
    for (const key of [r.key, r.key.toLowerCase(), r.key.replace(/-/g, '')]) {
      const res = await lookUp(a, key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().request_key).toMatchObject({
        key: canonicalRequestKey(r.key),
        key_status: 1,
        is_used: false,
        invoice_id: null,
        doc_number: null,
        seller_name: '山田製作所',
        amount: 50_000,
      });
    }
    const other = (await lookUp(b, r.key)).json().request_key;
    expect(other).toEqual({
      key: canonicalRequestKey(r.key),
      key_status: 3,
      is_used: false,
      invoice_id: null,
      doc_number: null,
      seller_name: null,
      amount: null,
      expires_at: null,
    });
    expect((await lookUp(a, 'NOSUCHKEY1')).json().request_key).toMatchObject({ key_status: 3, seller_name: null });
  });

  it('expired after its deadline, invalid once withdrawn; bad keys are 400', async () => {
    const expired = await request(a, {
      now: new Date(BASE_TIME.getTime() - 2 * HOUR),
      expiresAt: new Date(BASE_TIME.getTime() - HOUR),
    });
    expect((await lookUp(a, expired.key)).json().request_key).toMatchObject({ key_status: 2, amount: 50_000 });
    const withdrawn = await request(a);
    await operatorMoves(t, withdrawn.invoiceId, ['cancel_request']);
    expect((await lookUp(a, withdrawn.key)).json().request_key.key_status).toBe(3);
    for (const key of ['ab$cd!', 'abc', 'x'.repeat(65)]) {
      const res = await lookUp(a, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });
});

describe('POST /invoices/request_keys', () => {
  it('links a valid key once: 未登録 → 支払待ち; repeating answers with the same request', async () => {
    const r = await request(a, { documentNumber: 'SEI-2026-001' });
    const res = await link(a, r.key.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ invoice_id: r.invoiceId, buyer_document_number: 'SEI-2026-001' });
    expect((await row(r.invoiceId)).status).toBe(7);
    const [key] = await t.db.select().from(requestKeys).where(eq(requestKeys.invoiceId, r.invoiceId));
    expect(key).toMatchObject({ linkedBuyerId: a.buyerId });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'invoice.link_request'), eq(auditLogs.targetId, String(r.invoiceId))));
    expect(audit).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.buyerId, a.buyerId))).not.toHaveLength(0);

    const again = await link(a, r.key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ invoice_id: r.invoiceId, buyer_document_number: 'SEI-2026-001' });
    expect((await lookUp(a, r.key)).json().request_key).toMatchObject({
      key_status: 1,
      is_used: true,
      invoice_id: r.invoiceId,
      doc_number: 'SEI-2026-001',
    });
    const detail = (await api(t, a).inject('GET', `/invoices/${r.invoiceId}?invoice_display_type=waiting`)).json().invoice;
    expect(detail).toMatchObject({ status: 'WaitingForPayment', status_label: '支払待ち', can_pay: true });
  });

  it('every key that cannot be linked is the same 400 with status "2" (spec §8), and changes nothing', async () => {
    const others = await request(b);
    const expired = await request(a, {
      now: new Date(BASE_TIME.getTime() - 2 * HOUR),
      expiresAt: new Date(BASE_TIME.getTime() - HOUR),
    });
    const withdrawn = await request(a);
    await operatorMoves(t, withdrawn.invoiceId, ['cancel_request']);
    const invalidated = await request(a);
    await t.db.update(requestKeys).set({ status: 3 }).where(eq(requestKeys.invoiceId, invalidated.invoiceId));
    for (const key of [others.key, expired.key, withdrawn.key, invalidated.key, 'NOSUCHKEY1']) {
      const res = await link(a, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    expect((await row(others.invoiceId)).status).toBe(6);
    expect((await row(expired.invoiceId)).status).toBe(6);
    const [key] = await t.db.select().from(requestKeys).where(eq(requestKeys.invoiceId, others.invoiceId));
    expect(key!.linkedBuyerId).toBeNull();
  });

  it('malformed bodies are ordinary 400s', async () => {
    for (const body of [{}, { request_key: 1 }, { request_key: 'a$' }, { request_key: 'ABCDEFGH', extra: 1 }]) {
      const res = await api(t, a).inject('POST', '/invoices/request_keys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().status).toBe('validation_error');
    }
  });
});

describe('PUT /invoices/{id}/request_buyer', () => {
  async function linkedRequest(s: Session = a, overrides: Parameters<typeof request>[1] = {}) {
    const r = await request(s, overrides);
    expect((await link(s, r.key)).statusCode).toBe(200);
    return r;
  }

  it('pays a waiting request with an approval for exactly its amount → 申請中 with card and commission', async () => {
    const r = await linkedRequest();
    const cardId = await savedCard(t, a);
    const approvalId = await approvalFor(t, a, cardId, 50_000);
    const key = randomUUID();
    const body = { approval_id: approvalId, transfer_date: '2026-12-10' };
    const res = await pay(a, r.invoiceId, body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({
      status: 'InProgress',
      type: 'InvoiceRequestBuyer',
      seller_name: '山田製作所',
      amount: 50_000,
      commission: 1_490,
      consumption_tax: 135,
      total: 51_490,
      card: { brand: 'JCB', last4: '0007' },
      transfer_date: '2026-12-10',
      due_date: '2026-12-25',
      examination_due_date: '2026-12-03',
      can_pay: false,
      can_cancel: true,
    });
    expect(res.json().invoice.timeline.map((e: { label: string }) => e.label)).toEqual([
      '請求キー登録待ち',
      '支払待ち',
      '申請中',
    ]);
    const [approval] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, approvalId));
    expect(approval!.status).toBe('used');
    expect((await verifyLedger(t.db)).problems.filter((p) => p.invoiceId === r.invoiceId)).toEqual([]);
    const review = (
      await api(t, a).inject(
        'GET',
        '/invoices?status=InProgress,InProgressExaminationChecked&type=InvoicePayment,InvoiceRequestBuyer&is_action_required=false',
      )
    ).json();
    expect(review.invoices.map((i: { id: number }) => i.id)).toContain(r.invoiceId);

    expect((await pay(a, r.invoiceId, body, key)).statusCode).toBe(200);
    expect((await pay(a, r.invoiceId, { ...body, transfer_date: '2026-12-11' }, key)).statusCode).toBe(422);
    const second = await pay(a, r.invoiceId, {
      approval_id: await approvalFor(t, a, cardId, 50_000),
      transfer_date: '2026-12-10',
    });
    expect(second.statusCode).toBe(409);
  });

  it('refuses what is not a payable request of this buyer, wrong approvals and late dates', async () => {
    const cardId = await savedCard(t, a);
    const unlinked = await request(a);
    const r = await linkedRequest();
    const lapsed = await linkedRequest(a, { expiresAt: new Date(BASE_TIME.getTime() + HOUR) });
    const payment = await createdPayment(t, a, 50_000);
    const ok = () => approvalFor(t, a, cardId, 50_000);
    const cases: [number, Record<string, unknown>, number][] = [
      [unlinked.invoiceId, { approval_id: await ok(), transfer_date: '2026-12-10' }, 409],
      [payment.id, { approval_id: await ok(), transfer_date: '2026-12-10' }, 409],
      [r.invoiceId, { approval_id: await approvalFor(t, a, cardId, 49_999), transfer_date: '2026-12-10' }, 400],
      [r.invoiceId, { approval_id: await approvalFor(t, b, await savedCard(t, b), 50_000), transfer_date: '2026-12-10' }, 400],
      [r.invoiceId, { approval_id: payment.approvalId, transfer_date: '2026-12-10' }, 409],
      [r.invoiceId, { approval_id: await ok(), transfer_date: '2026-12-28' }, 400],
      [r.invoiceId, { approval_id: await ok(), transfer_date: '2026-12-02' }, 400],
    ];
    for (const [id, body, status] of cases) {
      const res = await pay(a, id, body);
      expect(res.statusCode, `${id} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect(await row(r.invoiceId)).toMatchObject({ status: 7, approvalId: null, total: 0 });

    // Past its deadline but not yet swept to 期限切れ by the expiry job: still refused.
    const approvalId = await ok();
    t.clock.set(new Date(BASE_TIME.getTime() + 2 * HOUR));
    const later = await logIn(t, a.emailAddress);
    const res = await pay(later, lapsed.invoiceId, { approval_id: approvalId, transfer_date: '2026-12-10' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('有効期限');
    expect((await row(lapsed.invoiceId)).status).toBe(7);
  });

  it('a paid request sent back for correction keeps the seller’s amount', async () => {
    const r = await linkedRequest();
    const cardId = await savedCard(t, a);
    const paid = await pay(a, r.invoiceId, { approval_id: await approvalFor(t, a, cardId, 50_000), transfer_date: '2026-12-10' });
    expect(paid.statusCode, paid.body).toBe(200);
    await operatorMoves(t, r.invoiceId, ['request_action'], '振込希望日をご確認ください。');
    const edit = (body: Record<string, unknown>) =>
      api(t, a).inject('PUT', `/invoices/${r.invoiceId}`, body, { 'idempotency-key': randomUUID() });
    const dates = { due_date: '2026-12-25', transfer_date: '2026-12-11' };
    const refused = await edit({ ...dates, amount: 40_000, approval_id: await approvalFor(t, a, cardId, 40_000) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('amount');
    const fixed = await edit(dates);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().invoice).toMatchObject({ status: 'InProgress', amount: 50_000, transfer_date: '2026-12-11' });
  });

  it('another buyer’s request is 404; the Idempotency-Key is required', async () => {
    const r = await linkedRequest();
    const approvalId = await approvalFor(t, b, await savedCard(t, b), 50_000);
    expect((await pay(b, r.invoiceId, { approval_id: approvalId, transfer_date: '2026-12-10' })).statusCode).toBe(404);
    const noKey = await api(t, a).inject('PUT', `/invoices/${r.invoiceId}/request_buyer`, {
      approval_id: approvalId,
      transfer_date: '2026-12-10',
    });
    expect(noKey.statusCode).toBe(400);
    expect((await row(r.invoiceId)).status).toBe(7);
  });
});
