import { randomUUID } from 'node:crypto';
import { EXAMINATION_STALE_MESSAGE, REQUEST_ACTION_TEMPLATES } from '@icp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, gatewayOperations, invoices, ledgerEntries, notifications, suppliers } from '../../db/schema.ts';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { BASE_TIME, DUE_DATE, TRANSFER_DATE, approvalFor } from '../../testing/invoice-fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { TEST_CARDS, api, fixedExtractor, savedCard, supplierWithAccount, uploadedPdf } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

/*
 * The examination console through HTTP: queue, detail, actions, supplier review, and who may
 * call them. The reader "finds" the same fields on every document, so the detail's mismatches
 * are known: 110,000 yen instead of 100,000, another due date, account and holder.
 */
const READ = {
  total_amount: 110_000,
  due_date: '2026-12-31',
  bank_code: '0001',
  branch_code: '100',
  account_type: '2' as const,
  account_number: '7654321',
  account_holder: 'ｶ)ﾍﾞﾂﾒｲｷﾞ',
  registration_number: 'T6012345678901',
};

type Buyer = Session & { buyerId: number };
let t: TestApp;
let a: Buyer;
let b: Buyer;
let examiner: Awaited<ReturnType<typeof operatorSession>>;
let cards: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor(READ) });
  t.clock.set(BASE_TIME);
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
  examiner = await operatorSession(t, ['examiner'], { name: '審査 一郎' });
  cards = new Map();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

const ops = (headers: Record<string, string> = examiner.headers) => ({
  get: (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/ops${path}`, headers }),
  post: (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/ops${path}`, headers, payload }),
});

async function cardOf(s: Buyer): Promise<number> {
  const known = cards.get(s.buyerId);
  if (known) return known;
  const id = await savedCard(t, s, TEST_CARDS.jcbOk);
  cards.set(s.buyerId, id);
  return id;
}

/** A payment of `s` to the given supplier account (a new supplier and account when none). */
async function payment(
  s: Buyer,
  opts: { amount?: number; to?: { supplierId: number; accountId: number }; invoiceNumber?: string; dueDate?: string } = {},
) {
  const amount = opts.amount ?? 100_000;
  const to = opts.to ?? (await supplierWithAccount(t, s));
  const approvalId = await approvalFor(t, s, await cardOf(s), amount);
  const res = await api(t, s).inject(
    'POST',
    '/invoices',
    {
      approval_id: approvalId,
      file_id: await uploadedPdf(t, s),
      supplier_id: to.supplierId,
      account_id: to.accountId,
      amount,
      due_date: opts.dueDate ?? DUE_DATE,
      transfer_date: TRANSFER_DATE,
      invoice_number: opts.invoiceNumber ?? `INV-${randomUUID().slice(0, 8)}`,
      duplicate_confirmed: true,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().invoice.id as number, ...to };
}

const expected = (status: 'InProgress' | 'InProgressExaminationChecked' = 'InProgress', actionRequired = false) => ({
  expected_status: status,
  expected_action_required: actionRequired,
});

const queue = async (query = '', headers = examiner.headers) => {
  const res = await ops(headers).get(`/examination${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; flags: string[]; [k: string]: unknown }[]; next_after: number | null };
};
const queueIds = async (query = '') => (await queue(query)).items.map((i) => i.id);

describe('who may examine', () => {
  it('refuses buyers (401), operators without the examiner role (403) and no token (401)', async () => {
    const p = await payment(a);
    const treasurer = await operatorSession(t, ['treasurer']);
    const admin = await operatorSession(t, ['admin']);
    const calls: [string, string, object?][] = [
      ['GET', '/examination'],
      ['GET', `/examination/${p.id}`],
      ['GET', `/examination/${p.id}/file`],
      ['POST', `/examination/${p.id}/check`, expected()],
      ['POST', `/examination/${p.id}/request-action`, { ...expected(), reason_template: 'unreadable' }],
      ['POST', `/examination/${p.id}/complete`, expected()],
      ['POST', `/examination/${p.id}/cancel`, { ...expected(), reason: 'x' }],
      ['GET', '/suppliers'],
      ['POST', `/suppliers/${p.supplierId}/review`, { decision: 'approve' }],
    ];
    for (const [method, path, payload] of calls) {
      const url = `/api/v1/ops${path}`;
      const inject = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(payload ? { payload } : {}) });
      expect((await inject(a.headers)).statusCode, `buyer ${method} ${path}`).toBe(401);
      expect((await inject({})).statusCode, `none ${method} ${path}`).toBe(401);
      for (const other of [treasurer, admin]) {
        const res = await inject(other.headers);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().message).toBe('この操作を行う権限がありません。');
      }
    }
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, p.id));
    expect(row!.status).toBe(1);
    const [supplier] = await t.db.select().from(suppliers).where(eq(suppliers.id, p.supplierId));
    expect(supplier!.status).toBe('Unapproved');
  });
});

describe('the queue', () => {
  it('lists 申請中 and 確認済 oldest first with age, days left, flags and filters', async () => {
    const p1 = await payment(a, { amount: 100_000 });
    const p2 = await payment(b, { amount: 200_000 });
    const p3 = await payment(a, { amount: 300_000, to: { supplierId: p1.supplierId, accountId: p1.accountId } });
    const done = await payment(a);
    await ops().post(`/examination/${done.id}/complete`, expected());
    // Three hours later (a fresh session: an operator's idles out after 15 minutes).
    t.clock.set(new Date(BASE_TIME.getTime() + 3 * 3_600_000 + 60_000));
    const later = await operatorSession(t, ['examiner']);
    const page = await queue('', later.headers);
    t.clock.set(BASE_TIME);
    const ids = page.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([p1.id, p2.id, p3.id]));
    expect(ids).not.toContain(done.id);
    const first = page.items.find((i) => i.id === p1.id)!;
    expect(first).toMatchObject({
      display_id: expect.stringMatching(/^I-0+\d+$/),
      buyer: { id: a.buyerId, name: expect.any(String) },
      supplier: { id: p1.supplierId, name: '株式会社サンプル印刷', status: 'Unapproved' },
      amount: 100_000,
      status: 'InProgress',
      status_label: '申請中',
      is_action_required: false,
      age_hours: 3,
      transfer_date: TRANSFER_DATE,
      // Tuesday 12/01 → Thursday 12/10: 2, 3, 4, 7, 8, 9, 10.
      transfer_days_left: 7,
    });
    // Every new supplier starts unapproved; the same bank account is in both buyers' lists.
    expect(first.flags).toEqual(
      expect.arrayContaining(['first_payment_to_account', 'account_used_by_other_buyer', 'supplier_not_approved']),
    );
    expect(page.items.find((i) => i.id === p3.id)!.flags).not.toContain('first_payment_to_account');

    expect(await queueIds(`buyer_id=${b.buyerId}`)).toEqual([p2.id]);
    expect(await queueIds(`supplier_id=${p1.supplierId}`)).toEqual([p1.id, p3.id]);
    expect(await queueIds(`buyer_id=${a.buyerId}&amount_min=150000&amount_max=300000`)).toEqual([p3.id]);
    expect(await queueIds(`buyer_id=${a.buyerId}&flag=first_payment_to_account`)).not.toContain(p3.id);
    expect(await queueIds(`buyer_id=${a.buyerId}&flag=first_payment_to_account`)).toContain(p1.id);

    // Checked and correction-waiting payments stay in the queue, marked; the filters find them.
    expect((await ops().post(`/examination/${p2.id}/check`, expected())).statusCode).toBe(200);
    expect(
      (await ops().post(`/examination/${p3.id}/request-action`, { ...expected(), reason_template: 'unreadable' })).statusCode,
    ).toBe(200);
    expect(await queueIds(`status=InProgressExaminationChecked&buyer_id=${b.buyerId}`)).toEqual([p2.id]);
    expect(await queueIds(`action_required=yes&buyer_id=${a.buyerId}`)).toEqual([p3.id]);
    expect(await queueIds(`action_required=no&buyer_id=${a.buyerId}`)).toContain(p1.id);
    const marked = (await queue(`buyer_id=${a.buyerId}`)).items.find((i) => i.id === p3.id)!;
    expect(marked.is_action_required).toBe(true);
    expect((await queue(`buyer_id=${b.buyerId}`)).items[0]!.status_label).toBe('確認済');

    // Keyset paging: after the first id, the rest.
    const all = await queueIds(`buyer_id=${a.buyerId}`);
    expect(await queueIds(`buyer_id=${a.buyerId}&after=${all[0]}`)).toEqual(all.slice(1));
  });

  it('pages 50 at a time', async () => {
    const c = await registeredBuyer(t);
    const to = await supplierWithAccount(t, c);
    const ids: number[] = [];
    for (let i = 0; i < 51; i++) ids.push((await payment(c, { to, amount: 1000 + i })).id);
    const first = await queue(`buyer_id=${c.buyerId}`);
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(0, 50));
    expect(first.next_after).toBe(ids[49]);
    const second = await queue(`buyer_id=${c.buyerId}&after=${first.next_after}`);
    expect(second.items.map((i) => i.id)).toEqual([ids[50]]);
    expect(second.next_after).toBeNull();
  }, 120_000);

  it('flags duplicates and amounts far above the buyer history', async () => {
    const c = await registeredBuyer(t);
    const to = await supplierWithAccount(t, c, { name: '株式会社重複テスト' });
    const original = await payment(c, { to, invoiceNumber: 'DUP-1' });
    const again = await payment(c, { to, invoiceNumber: 'dup-1', amount: 123_456 });
    const flagsOf = async (id: number) => (await queue(`buyer_id=${c.buyerId}`)).items.find((i) => i.id === id)!.flags;
    expect(await flagsOf(again.id)).toContain('possible_duplicate');
    expect(await flagsOf(original.id)).toContain('possible_duplicate');
    expect(await queueIds(`buyer_id=${c.buyerId}&flag=possible_duplicate`)).toEqual([original.id, again.id]);

    // No captured history: 1,000,000 yen or more is flagged, less is not.
    const big = await payment(c, { to, amount: 1_000_000 });
    expect(await flagsOf(big.id)).toContain('amount_far_above_history');
    expect(await flagsOf(original.id)).not.toContain('amount_far_above_history');
    // With a captured 100,000: more than 300,000 is flagged, 300,000 is not.
    expect((await ops().post(`/examination/${original.id}/complete`, expected())).statusCode).toBe(200);
    const over = await payment(c, { to, amount: 300_001 });
    const at = await payment(c, { to, amount: 300_000 });
    expect(await flagsOf(over.id)).toContain('amount_far_above_history');
    expect(await flagsOf(at.id)).not.toContain('amount_far_above_history');
    expect(await queueIds(`buyer_id=${c.buyerId}&flag=amount_far_above_history`)).toEqual([big.id, over.id]);
  }, 60_000);
});

describe('the detail', () => {
  it('shows what was entered, what was read, the mismatches, flags, history and the file', async () => {
    const p = await payment(a, { amount: 100_000 });
    const res = await ops().get(`/examination/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.payment).toMatchObject({
      id: p.id,
      status: 'InProgress',
      buyer: { id: a.buyerId },
      supplier: { id: p.supplierId, status: 'Unapproved', status_label: '未承認', corporate_number: '6012345678901' },
      account: {
        bank_code: '0001',
        branch_code: '100',
        account_type: '2',
        account_type_label: '普通',
        account_number: '1234567',
      },
      amount: 100_000,
      due_date: DUE_DATE,
      transfer_date: TRANSFER_DATE,
      registration_number: 'T6012345678901',
    });
    expect(detail.extraction.fields.total_amount.value).toBe(110_000);
    const byField = Object.fromEntries(detail.mismatches.map((m: { field: string }) => [m.field, m]));
    expect(Object.keys(byField).sort()).toEqual(['amount', 'bank_account', 'due_date', 'holder_name']);
    expect(byField.amount).toMatchObject({ label: '金額', entered: '100000', read: '110000' });
    expect(byField.due_date).toMatchObject({ entered: DUE_DATE, read: '2026-12-31' });
    expect(byField.bank_account.read).toContain('7654321');
    expect(detail.flags.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['first_payment_to_account', 'supplier_not_approved']),
    );
    for (const flag of detail.flags) expect(flag.explanation).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(detail.history).toEqual([expect.objectContaining({ status: 'InProgress', actor_type: 'user' })]);
    expect(detail.allowed_actions).toEqual(['check', 'request_action', 'complete', 'cancel']);
    expect(detail.file).toMatchObject({ content_type: 'application/pdf', url: `/api/v1/ops/examination/${p.id}/file` });

    const file = await t.app.inject({ method: 'GET', url: detail.file.url, headers: examiner.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; /);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await ops().get('/examination/99999999')).statusCode).toBe(404);
  });
});

describe('actions', () => {
  it('check, then complete: captured once, ledger, audit with the operator id', async () => {
    const p = await payment(a);
    const checked = await ops().post(`/examination/${p.id}/check`, expected());
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().payment).toMatchObject({ status: 'InProgressExaminationChecked', status_label: '確認済' });
    // The screen still says 申請中: someone else moved it.
    const stale = await ops().post(`/examination/${p.id}/complete`, expected());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EXAMINATION_STALE_MESSAGE);
    const completed = await ops().post(`/examination/${p.id}/complete`, expected('InProgressExaminationChecked'));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().payment.status).toBe('InProgressExaminationCompleted');
    const captures = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, p.id));
    // One capture posting: hold → card, clearing → payable, and its commission.
    expect(captures.filter((e) => e.entryType === 'capture')).toHaveLength(2);
    expect(captures.filter((e) => e.entryType === 'commission')).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'invoice'), eq(auditLogs.targetId, String(p.id))));
    const byAction = Object.fromEntries(audits.map((r) => [r.action, r]));
    for (const action of ['invoice.check', 'invoice.complete']) {
      expect(byAction[action]).toMatchObject({ actorType: 'operator', actorId: String(examiner.operatorId) });
      expect(byAction[action]!.detail).toMatchObject({ operator_name: '審査 一郎' });
    }
    const detail = (await ops().get(`/examination/${p.id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({
      actor_type: 'operator',
      actor_id: String(examiner.operatorId),
      actor_name: '審査 一郎',
    });
    expect(detail.allowed_actions).toEqual([]);
  });

  it('request-action: the buyer sees the template and the text; nothing else is possible until the buyer fixes it', async () => {
    const p = await payment(a);
    const bad = await ops().post(`/examination/${p.id}/request-action`, { ...expected(), reason_template: 'other' });
    expect(bad.statusCode).toBe(400);
    const res = await ops().post(`/examination/${p.id}/request-action`, {
      ...expected(),
      reason_template: 'amount_mismatch',
      reason_text: '請求書の合計は110,000円です。',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reason = `${REQUEST_ACTION_TEMPLATES.amount_mismatch}\n請求書の合計は110,000円です。`;
    expect(res.json().payment).toMatchObject({ is_action_required: true, action_required_reason: reason });

    const seen = await api(t, a).inject('GET', `/invoices/${p.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().invoice).toMatchObject({ is_action_required: true, action_required_reason: reason });
    const notes = await t.db.select().from(notifications).where(eq(notifications.buyerId, a.buyerId));
    expect(notes.some((n) => n.body.includes('請求書の合計は110,000円です。'))).toBe(true);

    const detail = (await ops().get(`/examination/${p.id}`)).json();
    expect(detail.allowed_actions).toEqual(['cancel']);
    // The screen is current but the buyer must correct first.
    const refused = await ops().post(`/examination/${p.id}/complete`, expected('InProgress', true));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('修正待ち');
  });

  it('cancel needs a reason and voids the authorisation', async () => {
    const p = await payment(a);
    expect((await ops().post(`/examination/${p.id}/cancel`, { ...expected(), reason: '  ' })).statusCode).toBe(400);
    const res = await ops().post(`/examination/${p.id}/cancel`, { ...expected(), reason: '重複した申請のため' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe('Cancel');
    const voids = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.invoiceId, p.id));
    expect(voids.map((v) => v.kind)).toEqual(['void']);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'invoice.cancel'), eq(auditLogs.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: String(examiner.operatorId) });
    expect(audit!.detail).toMatchObject({ reason: '重複した申請のため' });
    // Nothing left to examine.
    expect((await ops().post(`/examination/${p.id}/cancel`, { ...expected(), reason: 'x' })).statusCode).toBe(409);
  });
});

describe('supplier review', () => {
  it('lists suppliers waiting for a decision and records approve / escalate / reject', async () => {
    const c = await registeredBuyer(t);
    const p = await payment(c);
    const list = await ops().get(`/suppliers?buyer_id=${c.buyerId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: p.supplierId, status: 'Unapproved', status_label: '未承認', payments_waiting: 1 }),
    ]);

    const noReason = await ops().post(`/suppliers/${p.supplierId}/review`, { decision: 'escalate' });
    expect(noReason.statusCode).toBe(400);
    const escalated = await ops().post(`/suppliers/${p.supplierId}/review`, { decision: 'escalate', reason: '登記を確認中です' });
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(escalated.json().supplier).toMatchObject({ status: 'Escalation', status_reason: '登記を確認中です' });
    const approved = await ops().post(`/suppliers/${p.supplierId}/review`, { decision: 'approve' });
    expect(approved.json().supplier).toMatchObject({ status: 'Approved', status_label: '承認済み', status_reason: null });
    expect((await ops().post(`/suppliers/${p.supplierId}/review`, { decision: 'approve' })).statusCode).toBe(409);
    expect((await ops().get(`/suppliers?buyer_id=${c.buyerId}`)).json().items).toEqual([]);
    expect((await ops().get(`/suppliers?buyer_id=${c.buyerId}&status=Approved`)).json().items).toHaveLength(1);
    expect((await ops().post('/suppliers/99999999/review', { decision: 'approve' })).statusCode).toBe(404);

    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'supplier.status_changed'), eq(auditLogs.targetId, String(p.supplierId))));
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      expect(audit).toMatchObject({ actorType: 'operator', actorId: String(examiner.operatorId) });
      expect(audit.detail).toMatchObject({ operator_name: '審査 一郎' });
    }
    // The examination flag follows.
    const flags = (await queue(`buyer_id=${c.buyerId}`)).items[0]!.flags;
    expect(flags).not.toContain('supplier_not_approved');
  });
});
