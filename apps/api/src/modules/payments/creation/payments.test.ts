import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BASE_TIME, twoBuyersAtBaseTime } from '../../../testing/invoice-fixtures.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, cardApprovals, gatewayOperations, invoices, outboxEmails, promotions } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import {
  TEST_CARDS,
  answerChallenge,
  api,
  approveCard,
  savedCard,
  supplierWithAccount,
  uploadedPdf,
} from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';
import { voidStaleApprovals } from '../cards/void-stale-approvals.ts';
import { runPaymentJobs } from '../lifecycle/payment-jobs.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
// Tuesday 2026-12-01 10:00 JST: earliest transfer Friday 2026-12-04.
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

const RETURN_PATH = '/payments/add/confirm';

/** The approval as the browser completes it (through the issuer's 3-D Secure page). */
async function approve(s: Session, body: Record<string, unknown>, key = randomUUID()) {
  return approveCard(t, s, { return_path: RETURN_PATH, ...body }, { 'idempotency-key': key });
}

/** The approval call alone: what the API answers before the browser goes anywhere. */
async function requestApproval(s: Session, body: Record<string, unknown>, key = randomUUID()) {
  return api(t, s).inject(
    'POST',
    '/invoices/credit_cards/approval',
    { return_path: RETURN_PATH, ...body },
    { 'idempotency-key': key },
  );
}

/** Everything a payment needs, ready to POST /invoices. */
async function readyPayment(s: Session, amount = 110_000, card: string = TEST_CARDS.jcbOk) {
  const { supplierId, accountId } = await supplierWithAccount(t, s);
  const fileId = await uploadedPdf(t, s);
  const cardId = await savedCard(t, s, card);
  const approval = await approve(s, { credit_card_id: cardId, amount });
  expect(approval.statusCode, approval.body).toBe(200);
  return {
    cardId,
    approvalId: approval.json().approval.id as number,
    body: {
      approval_id: approval.json().approval.id as number,
      file_id: fileId,
      supplier_id: supplierId,
      account_id: accountId,
      amount,
      due_date: '2026-12-25',
      transfer_date: '2026-12-10',
      invoice_number: 'INV-2026-120',
    },
  };
}

const createInvoice = (s: Session, body: Record<string, unknown>, key = randomUUID()) =>
  api(t, s).inject('POST', '/invoices', body, { 'idempotency-key': key });

describe('commission', () => {
  it('is 2.98 % rounded up, at least ¥330, tax included and shown', async () => {
    const res = await api(t, a).inject('GET', '/invoices/commission?amount=100000');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().commission).toEqual({
      amount: 100_000,
      commission_rate_basis_points: 298,
      minimum_commission: 330,
      commission: 2_980,
      discount: 0,
      commission_after_discount: 2_980,
      consumption_tax: 270,
      total: 102_980,
      promotion: null,
    });
    expect((await api(t, a).inject('GET', '/invoices/commission?amount=1000')).json().commission.commission).toBe(330);
  });

  it('follows the configured rate', async () => {
    const custom = await createTestApp({ env: { COMMISSION_RATE_BASIS_POINTS: '350', MIN_COMMISSION_YEN: '500' } });
    try {
      const s = await registeredBuyer(custom);
      const res = await api(custom, s).inject('GET', '/invoices/commission?amount=100000');
      expect(res.json().commission).toMatchObject({ commission: 3_500, total: 103_500, minimum_commission: 500 });
    } finally {
      await custom.close();
    }
  });

  it('for an existing payment answers its stored figures; another buyer’s payment is 404', async () => {
    const { body } = await readyPayment(a, 100_000);
    const created = await createInvoice(a, body);
    const id = created.json().invoice.id;
    const res = await api(t, a).inject('GET', `/invoices/commission?invoice_id=${id}`);
    expect(res.json().commission).toMatchObject({ amount: 100_000, commission: 2_980, consumption_tax: 270, total: 102_980 });
    expect((await api(t, b).inject('GET', `/invoices/commission?invoice_id=${id}`)).statusCode).toBe(404);
  });

  it('refuses amounts outside ¥1–¥10,000,000 and fractions', async () => {
    for (const amount of ['0', '10000001', '1.5', 'abc', '']) {
      const res = await api(t, a).inject('GET', `/invoices/commission?amount=${amount}`);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-ん]/);
    }
  });
});

describe('promotion codes', () => {
  beforeAll(async () => {
    const now = new Date('2026-12-01T00:00:00+09:00');
    await t.db.insert(promotions).values([
      {
        code: 'HALF',
        description: '手数料50%オフ',
        discountType: 'rate',
        discountValue: 5_000,
        startsAt: new Date('2026-11-01T00:00:00+09:00'),
        endsAt: new Date('2027-01-01T00:00:00+09:00'),
        maxUsesPerBuyer: 1,
      },
      {
        code: 'YEN500',
        description: '手数料500円引き',
        discountType: 'amount',
        discountValue: 500,
        startsAt: new Date('2026-11-01T00:00:00+09:00'),
        maxUsesPerBuyer: 3,
      },
      {
        code: 'LATER',
        description: '来月から',
        discountType: 'rate',
        discountValue: 10_000,
        startsAt: new Date('2027-01-01T00:00:00+09:00'),
      },
      {
        code: 'OVER',
        description: '終了',
        discountType: 'rate',
        discountValue: 10_000,
        startsAt: new Date('2026-10-01T00:00:00+09:00'),
        endsAt: now,
      },
      {
        code: 'OFF',
        description: '停止',
        discountType: 'rate',
        discountValue: 10_000,
        startsAt: new Date('2026-10-01T00:00:00+09:00'),
        active: false,
      },
    ]);
  });

  it('applies a rate or an amount off the commission (case-insensitive)', async () => {
    const half = await api(t, a).inject('POST', '/invoices/promotion', { promotion_code: 'half', amount: 100_000 });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().promotion).toMatchObject({
      code: 'HALF',
      discount_type: 'rate',
      discount_value: 5_000,
      valid_until: '2026-12-31',
    });
    expect(half.json().commission).toMatchObject({
      commission: 2_980,
      discount: 1_490,
      commission_after_discount: 1_490,
      total: 101_490,
      consumption_tax: 135,
    });
    const yen = await api(t, a).inject('POST', '/invoices/promotion', { promotion_code: 'YEN500', amount: 1_000 });
    expect(yen.json().commission).toMatchObject({ commission: 330, discount: 330, total: 1_000 });
  });

  it.each([
    ['NOPE', '見つかりません'],
    ['OFF', '見つかりません'],
    ['LATER', '2027年1月1日から'],
    ['OVER', '有効期限'],
  ])('%s is refused: %s', async (code, words) => {
    const res = await api(t, a).inject('POST', '/invoices/promotion', { promotion_code: code, amount: 100_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(words);
    expect(res.json().errors[0].field).toBe('promotion_code');
  });

  it('counts uses per buyer: a used single-use code is refused for that buyer only', async () => {
    const ready = await readyPaymentWithPromotion(a, 'HALF');
    expect((await createInvoice(a, ready)).statusCode).toBe(201);
    const again = await api(t, a).inject('POST', '/invoices/promotion', { promotion_code: 'HALF', amount: 100_000 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('すでにご利用済み');
    expect((await api(t, b).inject('POST', '/invoices/promotion', { promotion_code: 'HALF', amount: 100_000 })).statusCode).toBe(
      200,
    );
  });

  async function readyPaymentWithPromotion(s: Session, code: string) {
    const { body, cardId } = await readyPayment(s, 100_000);
    const approval = await approve(s, { credit_card_id: cardId, amount: 100_000, promotion_code: code });
    expect(approval.json().approval).toMatchObject({ discount: 1_490, total: 101_490, promotion_code: code });
    return { ...body, approval_id: approval.json().approval.id, promotion_code: code };
  }
});

describe('earliest transfer date', () => {
  it.each([
    ['2026-12-01T10:00:00+09:00', '2026-12-04'],
    ['2026-12-01T15:00:00+09:00', '2026-12-07'],
    ['2026-12-28T15:01:00+09:00', '2027-01-05'],
  ])('applied at %s → %s', async (now, earliest) => {
    t.clock.set(new Date(now));
    // Sessions expire with the clock: log in at that moment.
    const s = await registeredBuyer(t);
    const res = await api(t, s).inject('GET', '/invoices/transfer_date');
    expect(res.json()).toMatchObject({ earliest_transfer_date: earliest, cutoff_time: '15:00', examination_business_days: 3 });
  });
});

describe('card approval', () => {
  it('authorises amount + commission on a saved card, audited', async () => {
    const cardId = await savedCard(t, a);
    const res = await approve(a, { credit_card_id: cardId, amount: 110_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approval).toMatchObject({
      status: 'authorized',
      amount: 110_000,
      commission: 3_278,
      total: 113_278,
      card_brand: 'JCB',
      card_last4: '0007',
      // Authenticated by the issuer (G011), then authorised by the card company (A001).
      result_code: 'G011A00100000000',
    });
    // Authorised once the browser came back from the issuer's page (frictionless here).
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'card_approval.challenge_authorized'));
    expect(audit.some((r) => r.targetId === String(res.json().approval.id))).toBe(true);
  });

  it('a declined card answers 402 with the gateway’s Japanese message, again on replay', async () => {
    const cardId = await savedCard(t, a, TEST_CARDS.jcbInsufficient);
    const key = randomUUID();
    const res = await approve(a, { credit_card_id: cardId, amount: 5_000 }, key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      status: 'card_declined',
      message: 'カードの利用可能額を超えています。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
    });
    const replay = await approve(a, { credit_card_id: cardId, amount: 5_000 }, key);
    expect(replay.statusCode).toBe(402);
  });

  it('3-D Secure: challenge page, then the result decides', async () => {
    const cardId = await savedCard(t, a, TEST_CARDS.jcb3dsPass);
    const first = await requestApproval(a, { credit_card_id: cardId, amount: 20_000 });
    expect(first.json().approval.status).toBe('challenge_required');
    const challengeUrl: string = first.json().approval.challenge_url;
    expect(challengeUrl).toMatch(/\/gateway\/3ds\//);
    // The browser passes the issuer's page and comes back to our confirm page with the orderId.
    const landed = await answerChallenge(t, challengeUrl, 'authenticate');
    expect(landed).toMatch(new RegExp(`^${RETURN_PATH}\\?auth_id=icp-`));
    const done = await api(t, a).inject('POST', `/invoices/credit_cards/approval/${first.json().approval.id}/challenge`);
    expect(done.json().approval).toMatchObject({ status: 'authorized', challenge_url: null });

    const failing = await savedCard(t, a, TEST_CARDS.jcb3dsFail);
    const second = await requestApproval(a, { credit_card_id: failing, amount: 20_000 });
    await answerChallenge(t, second.json().approval.challenge_url, 'authenticate');
    const failed = await api(t, a).inject('POST', `/invoices/credit_cards/approval/${second.json().approval.id}/challenge`);
    expect(failed.statusCode).toBe(402);
    expect(failed.json().message).toContain('本人認証');
  });

  it('the same Idempotency-Key with another body is 422; without a key 400', async () => {
    const cardId = await savedCard(t, a);
    const key = randomUUID();
    expect((await approve(a, { credit_card_id: cardId, amount: 1_000 }, key)).statusCode).toBe(200);
    const other = await approve(a, { credit_card_id: cardId, amount: 2_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().status).toBe('idempotency_mismatch');
    const none = await api(t, a).inject('POST', '/invoices/credit_cards/approval', {
      credit_card_id: cardId,
      amount: 1_000,
      return_path: RETURN_PATH,
    });
    expect(none.statusCode).toBe(400);
  });

  it('another buyer’s card or approval is 404', async () => {
    const cardId = await savedCard(t, a);
    expect((await approve(b, { credit_card_id: cardId, amount: 1_000 })).statusCode).toBe(404);
    const mine = await approve(a, { credit_card_id: cardId, amount: 1_000 });
    expect(
      (await api(t, b).inject('POST', `/invoices/credit_cards/approval/${mine.json().approval.id}/challenge`)).statusCode,
    ).toBe(404);
  });

  it('refuses return paths outside our payment screens', async () => {
    const cardId = await savedCard(t, a);
    for (const return_path of ['https://evil.example/x', '//evil.example', '/signin', '/payments/../../x']) {
      expect((await approve(a, { credit_card_id: cardId, amount: 1_000, return_path })).statusCode, return_path).toBe(400);
    }
  });
});

describe('POST /invoices', () => {
  it('creates the payment InProgress with its display id, dates and charged total, in one transaction with audit and mail', async () => {
    const { body } = await readyPayment(a);
    const res = await createInvoice(a, body);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().invoice;
    expect(invoice).toMatchObject({
      status: 'InProgress',
      supplier_name: '株式会社サンプル印刷',
      amount: 110_000,
      commission: 3_278,
      discount: 0,
      total: 113_278,
      due_date: '2026-12-25',
      transfer_date: '2026-12-10',
      examination_due_date: '2026-12-03',
      card_brand: 'JCB',
      card_last4: '0007',
    });
    expect(invoice.display_id).toBe(`I-${String(invoice.id).padStart(8, '0')}`);
    const review = await api(t, a).inject(
      'GET',
      '/invoices?status=InProgress,InProgressExaminationChecked&type=InvoicePayment&from=0&size=1',
    );
    expect(review.json().total_count).toBeGreaterThanOrEqual(1);
    const [approval] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, body.approval_id));
    expect(approval!.status).toBe('used');
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'invoice.created'));
    expect(audit.some((r) => r.targetId === String(invoice.id))).toBe(true);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, a.emailAddress));
    expect(mails.some((m) => m.subject.includes(invoice.display_id) && m.textBody.includes('¥113,278'))).toBe(true);
  });

  it('a replay with the same key returns the same payment; another body with that key is 422', async () => {
    const { body } = await readyPayment(a);
    const key = randomUUID();
    const first = await createInvoice(a, body, key);
    const again = await createInvoice(a, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().invoice.id).toBe(first.json().invoice.id);
    expect((await createInvoice(a, { ...body, memo: '変更' }, key)).statusCode).toBe(422);
    // A new key cannot reuse the approval: one authorisation pays one invoice.
    const reuse = await createInvoice(a, body);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toContain('すでに別の支払');
  });

  it('refuses transfer dates against the calendar with a field error and creates nothing', async () => {
    const { body } = await readyPayment(a);
    const before = await t.db.select().from(invoices).where(eq(invoices.buyerId, a.buyerId));
    for (const [dates, field, words] of [
      [{ transfer_date: '2026-12-03' }, 'transfer_date', '2026年12月4日以降'],
      [{ transfer_date: '2026-12-05' }, 'transfer_date', '銀行営業日'],
      [{ transfer_date: '2026-12-28', due_date: '2026-12-25' }, 'transfer_date', 'お支払期限以前'],
      [{ transfer_date: '2026-12-04', due_date: '2026-12-03' }, 'due_date', 'お支払期限までに振込できません'],
      [{ due_date: '2026-02-30' }, 'due_date', '正しい日付'],
    ] as const) {
      const res = await createInvoice(a, { ...body, ...dates });
      expect(res.statusCode, JSON.stringify(dates)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
      expect(res.json().errors[0].message).toContain(words);
    }
    expect(await t.db.select().from(invoices).where(eq(invoices.buyerId, a.buyerId))).toHaveLength(before.length);
  });

  it('the amount must be the approved one; an approval awaiting 3-D Secure cannot pay', async () => {
    const { body } = await readyPayment(a);
    expect((await createInvoice(a, { ...body, amount: 110_001 })).statusCode).toBe(400);
    const cardId = await savedCard(t, a, TEST_CARDS.jcb3dsPass);
    const pending = await requestApproval(a, { credit_card_id: cardId, amount: body.amount });
    const res = await createInvoice(a, { ...body, approval_id: pending.json().approval.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('本人認証');
  });

  it('another buyer’s supplier, account, file or approval is 404/400 and nothing is created', async () => {
    const mine = await readyPayment(a);
    const theirs = await readyPayment(b);
    const count = async () => (await t.db.select().from(invoices)).length;
    const before = await count();
    for (const [field, value] of [
      ['supplier_id', theirs.body.supplier_id],
      ['account_id', theirs.body.account_id],
      ['file_id', theirs.body.file_id],
      ['approval_id', theirs.body.approval_id],
    ] as const) {
      const res = await createInvoice(a, { ...mine.body, [field]: value });
      expect([400, 404], `${field}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await count()).toBe(before);
  });

  it('a file pays one invoice only', async () => {
    const first = await readyPayment(a);
    expect((await createInvoice(a, first.body)).statusCode).toBe(201);
    const second = await readyPayment(a);
    const res = await createInvoice(a, { ...second.body, file_id: first.body.file_id });
    expect(res.statusCode).toBe(409);
  });
});

describe('gateway result messages', () => {
  it('turn a 16-character code into Japanese', async () => {
    const res = await api(t, a).inject('GET', '/v_result_message/AC30000000000000');
    expect(res.json()).toEqual({
      code: 'AC30000000000000',
      message: 'カードの利用可能額が不足しています。カード会社にお問い合わせください。',
    });
    // VeriTrans's own codes (決済結果コード一覧): a limit decline, and one after 3-D Secure.
    expect((await api(t, a).inject('GET', '/v_result_message/AG44000000000000')).json().message).toContain(
      '利用可能額を超えています',
    );
    expect((await api(t, a).inject('GET', '/v_result_message/G011AG6400000000')).json().message).toContain('有効期限');
    expect((await api(t, a).inject('GET', '/v_result_message/short')).statusCode).toBe(400);
    expect((await api(t, null).inject('GET', '/v_result_message/AC30000000000000')).statusCode).toBe(401);
  });
});

describe('unused approvals', () => {
  it('are voided after an hour, at the gateway too, and can no longer pay', async () => {
    const { body } = await readyPayment(a);
    t.clock.advance(30 * 60 * 1000);
    expect(await voidStaleApprovals(t.deps)).toBe(0);
    t.clock.advance(31 * 60 * 1000);
    expect(await voidStaleApprovals(t.deps)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, body.approval_id));
    expect(row!.status).toBe('voided');
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'card_approval.voided'));
    expect(audit.some((r) => r.targetId === String(body.approval_id))).toBe(true);
    // The release is queued with the status change, and the sweep carries it out.
    const [queued] = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.approvalId, body.approval_id));
    expect(queued).toMatchObject({ kind: 'void', status: 'pending', authId: row!.gatewayAuthId, invoiceId: null });
    await runPaymentJobs(t.deps);
    const [done] = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.id, queued!.id));
    expect(done!.status).toBe('done');
    // The gateway released the hold: it can no longer be captured.
    expect((await t.deps.cardGateway!.capture({ authId: row!.gatewayAuthId!, amount: row!.total })).ok).toBe(false);
    expect(await voidStaleApprovals(t.deps)).toBe(0);
  });

  it('an approval left pending by a crash after the gateway answered is resolved and its hold released', async () => {
    const { body } = await readyPayment(a);
    const [approved] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, body.approval_id));
    // What a process killed between the gateway's answer and our commit leaves behind: the
    // gateway holds the money under the orderId, our row still says pending and knows no authId.
    await t.db
      .update(cardApprovals)
      .set({ status: 'pending', gatewayAuthId: null, resultCode: null })
      .where(eq(cardApprovals.id, approved!.id));
    t.clock.advance(30 * 60 * 1000);
    await runPaymentJobs(t.deps);
    expect((await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, approved!.id)))[0]!.status).toBe('pending');
    t.clock.advance(31 * 60 * 1000);
    await runPaymentJobs(t.deps);
    const [row] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, approved!.id));
    // The same orderId found the same authorisation (not a second one), and it was released.
    expect(row).toMatchObject({ status: 'voided', gatewayAuthId: approved!.gatewayAuthId });
    const ops = await t.db.select().from(gatewayOperations).where(eq(gatewayOperations.approvalId, approved!.id));
    expect(ops.map((op) => [op.kind, op.status])).toEqual([['void', 'done']]);
    expect((await t.deps.cardGateway!.capture({ authId: approved!.gatewayAuthId!, amount: approved!.total })).ok).toBe(false);
    // Nothing is left to resolve, and the approval can no longer pay.
    expect(await voidStaleApprovals(t.deps)).toBe(0);
    expect((await createInvoice(a, body)).statusCode).not.toBe(201);
  });

  it('a used approval is never voided', async () => {
    const { body } = await readyPayment(a);
    expect((await createInvoice(a, body)).statusCode).toBe(201);
    t.clock.advance(2 * 60 * 60 * 1000);
    await voidStaleApprovals(t.deps);
    const [row] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, body.approval_id));
    expect(row!.status).toBe('used');
  });
});
