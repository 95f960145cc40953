import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { type CreatePrePaymentRequest, createPrePaymentRequestSchema } from '@icp/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLogs,
  invoiceFiles,
  invoices,
  partnerClients,
  prePayments,
  supplierAccounts,
  suppliers,
  users,
  webhookDeliveries,
} from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type Session } from '../../testing/fixtures.ts';
import { BASE_TIME, DUE_DATE, TRANSFER_DATE, approvalFor, twoBuyersAtBaseTime } from '../../testing/invoice-fixtures.ts';
import { TEST_CARDS, api, samplePdf, savedCard, supplierWithAccount } from '../../testing/payment-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { runPaymentJobs } from '../payments/lifecycle/payment-jobs.ts';
import { createPartnerPrePayment } from './create-partner-pre-payment.ts';
import { getPartnerPrePayment, listPartnerPrePayments } from './partner-reads.ts';

/*
 * The pre-payment use cases without an OAuth token (the partner's side is called as its route
 * would call it), the buyer's routes, and paying through POST /invoices with pre_id.
 */

let t: TestApp;
let a: Session & { buyerId: number; userId: number };
let b: Session & { buyerId: number; userId: number };
let clientId: string;
let otherClientId: string;

async function userIdOf(s: Session): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, s.emailAddress));
  return row!.id;
}

async function partnerClient(name: string): Promise<string> {
  const id = `test_${randomBytes(8).toString('hex')}`;
  await t.db.insert(partnerClients).values({
    clientId: id,
    name,
    redirectUris: ['http://localhost:4100/callback', 'https://app.example.jp/oauth/callback'],
    scopes: ['payments:write', 'payments:read', 'suppliers:read'],
    clientType: 'public',
    // Never reached in these tests: the delivery job is not run.
    webhookUrl: 'http://localhost:9/webhooks',
  });
  return id;
}

beforeAll(async () => {
  const two = await twoBuyersAtBaseTime();
  t = two.t;
  a = { ...two.a, userId: await userIdOf(two.a) };
  b = { ...two.b, userId: await userIdOf(two.b) };
  clientId = await partnerClient('テスト会計クラウド');
  otherClientId = await partnerClient('別の請求書アプリ');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

async function pdfBase64(): Promise<string> {
  // Distinct bytes each time: the same bytes twice would be a likely duplicate payment (ADR 0013).
  return Buffer.from(await samplePdf(1, { subject: randomUUID() })).toString('base64');
}

async function sampleBody(overrides: Partial<CreatePrePaymentRequest> = {}): Promise<CreatePrePaymentRequest> {
  return {
    supplier: { name: '株式会社テスト商事', business_form: 1, corporate_number: '7123456789012' },
    bank_account: {
      bank_code: '0001',
      branch_code: '100',
      account_type: '2',
      account_number: '7654321',
      holder_name: 'カ）テストショウジ',
    },
    amount: 110_000,
    due_date: DUE_DATE,
    invoice_number: 'INV-2026-001',
    partner_reference: 'acct-123',
    invoice_file: { file_name: '請求書.pdf', content_base64: await pdfBase64() },
    return_url: 'https://app.example.jp/invoices/123',
    ...overrides,
  };
}

/** As the route calls it: the body parsed by the contract's schema, the partner from the token. */
function create(body: CreatePrePaymentRequest, opts: { buyer?: typeof a; client?: string; key?: string } = {}) {
  const buyer = opts.buyer ?? a;
  return createPartnerPrePayment(t.deps, {
    partner: { clientId: opts.client ?? clientId, userId: buyer.userId, buyerId: buyer.buyerId },
    idempotencyKey: opts.key ?? randomUUID(),
    body: createPrePaymentRequestSchema.parse(body),
    ip: null,
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function storedFiles(): string[] {
  return readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

async function rowCounts() {
  const [pre] = await t.db.select({ n: count() }).from(prePayments);
  const [files] = await t.db.select({ n: count() }).from(invoiceFiles);
  return { pre: pre!.n, files: files!.n, stored: storedFiles().length };
}

describe('a partner sends an invoice (use case)', () => {
  it('keeps the pre-payment, its file as the buyer’s invoice file, and an audit row', async () => {
    const { prePayment, replayed } = await create(await sampleBody());
    expect(replayed).toBe(false);
    expect(prePayment.pre_id).toMatch(/^pre_[A-Za-z0-9]{24}$/);
    expect(prePayment).toMatchObject({
      status: 'pending',
      partner_reference: 'acct-123',
      supplier_name: '株式会社テスト商事',
      amount: 110_000,
      due_date: DUE_DATE,
      invoice_number: 'INV-2026-001',
      payment: null,
      payment_url: `${t.deps.config.publicUrl}/oauth/payments/${prePayment.pre_id}/add/invoiceinfo`,
    });
    expect(new Date(prePayment.expires_at).getTime() - BASE_TIME.getTime()).toBe(30 * 86_400_000);
    const [row] = await t.db.select().from(prePayments).where(eq(prePayments.id, prePayment.pre_id));
    expect(row).toMatchObject({ buyerId: a.buyerId, clientId, userId: a.userId, accountNumber: '7654321' });
    // Zengin half-width kana, small kana made large (ョ → ﾖ).
    expect(row!.holderName).toBe('ｶ)ﾃｽﾄｼﾖｳｼﾞ');
    const [file] = await t.db.select().from(invoiceFiles).where(eq(invoiceFiles.id, row!.fileId!));
    expect(file).toMatchObject({ buyerId: a.buyerId, contentType: 'application/pdf', pageCount: 1, fileName: '請求書.pdf' });
    expect(file!.storageKey).toMatch(new RegExp(`^invoices/${a.buyerId}/`));
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pre_payment.created'), eq(auditLogs.targetId, prePayment.pre_id)));
    expect(audit).toMatchObject({ buyerId: a.buyerId, actorId: String(a.userId) });
  });

  it('answers a replay with the same key and body with the same pre-payment; another body with that key is 422', async () => {
    const body = await sampleBody({ partner_reference: 'replay-1' });
    const key = randomUUID();
    const first = await create(body, { key });
    const before = await rowCounts();
    const again = await create(body, { key });
    expect(again.replayed).toBe(true);
    expect(again.prePayment).toEqual(first.prePayment);
    const other = await refusal(create({ ...body, amount: 99_000 }, { key }));
    expect(other.httpStatus).toBe(422);
    expect(other.userMessage).toMatch(/操作キー/);
    expect(await rowCounts()).toEqual(before);
    // Keys belong to one app: another app may use the same key for its own invoice.
    const elsewhere = await create(body, { key, client: otherClientId });
    expect(elsewhere.replayed).toBe(false);
  });

  it('holds T-numbers and 法人番号 to the check digit and to each other', async () => {
    const fromT = await create(
      await sampleBody({
        supplier: { name: '株式会社登録番号', business_form: 1, invoice_registration_number: 'T7123456789012' },
      }),
    );
    const [row] = await t.db.select().from(prePayments).where(eq(prePayments.id, fromT.prePayment.pre_id));
    expect(row).toMatchObject({ corporateNumber: '7123456789012', invoiceRegistrationNumber: 'T7123456789012' });
  });

  const refusals: [string, () => Promise<CreatePrePaymentRequest>, number, string, RegExp][] = [
    [
      'a holder name that is not kana',
      () =>
        sampleBody({
          bank_account: {
            bank_code: '0001',
            branch_code: '100',
            account_type: '2',
            account_number: '1',
            holder_name: '山田太郎',
          },
        }),
      400,
      'bank_account.holder_name',
      /使用できない文字|山田太郎|山/,
    ],
    [
      'an unknown bank',
      () =>
        sampleBody({
          bank_account: { bank_code: '9999', branch_code: '100', account_type: '2', account_number: '1', holder_name: 'ﾃｽﾄ' },
        }),
      400,
      'bank_account.bank_code',
      /金融機関が見つかりません/,
    ],
    [
      'an unknown branch',
      () =>
        sampleBody({
          bank_account: { bank_code: '0001', branch_code: '998', account_type: '2', account_number: '1', holder_name: 'ﾃｽﾄ' },
        }),
      400,
      'bank_account.branch_code',
      /支店が見つかりません/,
    ],
    [
      'a T-number with a wrong check digit',
      () => sampleBody({ supplier: { name: '株式会社誤り', business_form: 1, invoice_registration_number: 'T1123456789012' } }),
      400,
      'supplier.invoice_registration_number',
      /登録番号が正しくありません/,
    ],
    [
      'a corporation without 法人番号 or T-number',
      () => sampleBody({ supplier: { name: '株式会社番号なし', business_form: 1 } }),
      400,
      'supplier.corporate_number',
      /法人番号または登録番号/,
    ],
    [
      'a sole proprietor with a 法人番号',
      () => sampleBody({ supplier: { name: '山田商店', business_form: 2, corporate_number: '7123456789012' } }),
      400,
      'supplier.corporate_number',
      /個人事業主/,
    ],
    [
      'a return_url on another origin',
      () => sampleBody({ return_url: 'https://evil.example.com/app.example.jp' }),
      400,
      'return_url',
      /リダイレクトURI/,
    ],
    [
      'a file that is not what its name says',
      async () =>
        sampleBody({
          invoice_file: { file_name: 'invoice.pdf', content_base64: Buffer.from('hello, not a pdf').toString('base64') },
        }),
      422,
      'invoice_file',
      /JPG・PNG・PDF/,
    ],
    [
      'a file over the size limit',
      async () =>
        sampleBody({
          invoice_file: { file_name: 'big.pdf', content_base64: 'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4) },
        }),
      413,
      'invoice_file',
      /MBまで/,
    ],
    [
      'content that is not base64',
      async () => sampleBody({ invoice_file: { file_name: 'invoice.pdf', content_base64: '%%%not-base64%%%' } }),
      400,
      'invoice_file',
      /base64/,
    ],
  ];
  it.each(refusals)('refuses %s in Japanese and writes nothing', async (_name, body, status, field, message) => {
    const before = await rowCounts();
    const error = await refusal(create(await body()));
    expect(error.httpStatus).toBe(status);
    expect(error.userMessage).toMatch(message);
    expect(error.fieldErrors?.[0]?.field).toBe(field);
    expect(await rowCounts()).toEqual(before);
  });

  it('shows a partner only its own pre-payments for the buyer who connected it', async () => {
    const mine = await create(await sampleBody({ partner_reference: 'mine' }));
    const scopeA = { clientId, buyerId: a.buyerId };
    expect((await getPartnerPrePayment(t.deps, { partner: scopeA, preId: mine.prePayment.pre_id })).pre_id).toBe(
      mine.prePayment.pre_id,
    );
    for (const partner of [
      { clientId: otherClientId, buyerId: a.buyerId },
      { clientId, buyerId: b.buyerId },
    ]) {
      const error = await refusal(getPartnerPrePayment(t.deps, { partner, preId: mine.prePayment.pre_id }));
      expect(error.httpStatus).toBe(404);
      const list = await listPartnerPrePayments(t.deps, { partner, limit: 100 });
      expect(list.pre_payments.map((p) => p.pre_id)).not.toContain(mine.prePayment.pre_id);
    }
  });

  it('pages the partner’s list newest first with next_after', async () => {
    const partner = { clientId: await partnerClient('ページング'), buyerId: a.buyerId };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.set(new Date(BASE_TIME.getTime() + i * 1000));
      ids.push((await create(await sampleBody({ partner_reference: `p${i}` }), { client: partner.clientId })).prePayment.pre_id);
    }
    const first = await listPartnerPrePayments(t.deps, { partner, limit: 2 });
    expect(first.pre_payments.map((p) => p.pre_id)).toEqual([ids[2], ids[1]]);
    expect(first.next_after).toBe(ids[1]);
    const second = await listPartnerPrePayments(t.deps, { partner, limit: 2, after: first.next_after! });
    expect(second.pre_payments.map((p) => p.pre_id)).toEqual([ids[0]]);
    expect(second.next_after).toBeNull();
  });
});

describe('the buyer opens and prepares a pre-payment', () => {
  it('lists the pending ones newest first with their app, and no other buyer’s', async () => {
    const older = await create(await sampleBody({ partner_reference: 'older' }));
    t.clock.set(new Date(BASE_TIME.getTime() + 60_000));
    const newer = await create(await sampleBody({ partner_reference: 'newer' }), { client: otherClientId });
    const res = await api(t, a).inject('GET', '/oauth/pre_payments');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().pre_payments.map((p: { pre_id: string }) => p.pre_id);
    expect(ids.indexOf(newer.prePayment.pre_id)).toBeLessThan(ids.indexOf(older.prePayment.pre_id));
    expect(ids.indexOf(older.prePayment.pre_id)).toBeGreaterThanOrEqual(0);
    const shown = res.json().pre_payments.find((p: { pre_id: string }) => p.pre_id === newer.prePayment.pre_id);
    expect(shown.client).toEqual({ client_id: otherClientId, name: '別の請求書アプリ', logo_data_uri: null });
    const other = await api(t, b).inject('GET', '/oauth/pre_payments');
    expect(other.json().pre_payments).toEqual([]);
  });

  it('shows one with bank names, the holder in full width, its file, and no match yet; another buyer gets 404', async () => {
    const { prePayment } = await create(
      await sampleBody({ supplier: { name: '株式会社照合前', business_form: 1, corporate_number: '7010001008844' } }),
    );
    const res = await api(t, a).inject('GET', `/oauth/pre_payments/${prePayment.pre_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pre_payment).toMatchObject({
      pre_id: prePayment.pre_id,
      status: 'pending',
      client: { client_id: clientId, name: 'テスト会計クラウド' },
      supplier_name: '株式会社照合前',
      corporate_number: '7010001008844',
      bank_code: '0001',
      bank_name: 'みずほ',
      branch_code: '100',
      branch_name: '本店',
      holder_name: 'ｶ)ﾃｽﾄｼﾖｳｼﾞ',
      holder_name_display: 'カ）テストシヨウジ',
      amount: 110_000,
      file: { content_type: 'application/pdf', page_count: 1, file_name: '請求書.pdf' },
      matched_supplier_id: null,
      matched_account_id: null,
      invoice_id: null,
      return_url: 'https://app.example.jp/invoices/123',
    });
    const other = await api(t, b).inject('GET', `/oauth/pre_payments/${prePayment.pre_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('支払データが見つかりません。');
    expect((await api(t, b).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`)).statusCode).toBe(404);
  });

  it('registers the supplier (Unapproved) and the account once; a second prepare creates nothing', async () => {
    const { prePayment } = await create(
      await sampleBody({ supplier: { name: '株式会社新規登録', business_form: 1, corporate_number: '8010001008843' } }),
    );
    const first = await api(t, a).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ supplier_created: true, account_created: true });
    const [supplier] = await t.db.select().from(suppliers).where(eq(suppliers.id, first.json().supplier_id));
    expect(supplier).toMatchObject({
      buyerId: a.buyerId,
      name: '株式会社新規登録',
      corporateNumber: '8010001008843',
      status: 'Unapproved',
    });
    const [account] = await t.db.select().from(supplierAccounts).where(eq(supplierAccounts.id, first.json().account_id));
    expect(account).toMatchObject({
      supplierId: supplier!.id,
      bankName: 'みずほ',
      branchName: '本店',
      accountNumber: '7654321',
      holderName: 'ｶ)ﾃｽﾄｼﾖｳｼﾞ',
    });

    const second = await api(t, a).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`);
    expect(second.json()).toEqual({ ...first.json(), supplier_created: false, account_created: false });
    const [{ n }] = (await t.db.select({ n: count() }).from(suppliers).where(eq(suppliers.corporateNumber, '8010001008843'))) as [
      { n: number },
    ];
    expect(n).toBe(1);
    const shown = await api(t, a).inject('GET', `/oauth/pre_payments/${prePayment.pre_id}`);
    expect(shown.json().pre_payment).toMatchObject({ matched_supplier_id: supplier!.id, matched_account_id: account!.id });
  });

  it('matches the buyer’s supplier by 法人番号 and adds only the missing account', async () => {
    const { supplierId, accountId } = await supplierWithAccount(t, a, {
      name: '株式会社既存',
      corporate_number: '9010001008842',
    });
    const { prePayment } = await create(
      await sampleBody({ supplier: { name: '(株)既存', business_form: 1, corporate_number: '9010001008842' } }),
    );
    const shown = await api(t, a).inject('GET', `/oauth/pre_payments/${prePayment.pre_id}`);
    expect(shown.json().pre_payment).toMatchObject({ matched_supplier_id: supplierId, matched_account_id: null });
    const prepared = await api(t, a).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`);
    expect(prepared.json()).toMatchObject({ supplier_id: supplierId, supplier_created: false, account_created: true });
    expect(prepared.json().account_id).not.toBe(accountId);
  });

  it('matches a sole proprietor by name and its existing account', async () => {
    const { prePayment } = await create(
      await sampleBody({
        supplier: { name: '山田デザイン事務所', business_form: 2 },
        bank_account: {
          bank_code: '0001',
          branch_code: '100',
          account_type: '2',
          account_number: '1112223',
          holder_name: 'ﾔﾏﾀﾞ ﾀﾛｳ',
        },
      }),
    );
    const first = await api(t, a).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`);
    expect(first.json()).toMatchObject({ supplier_created: true, account_created: true });
    const [supplier] = await t.db.select().from(suppliers).where(eq(suppliers.id, first.json().supplier_id));
    expect(supplier).toMatchObject({ businessForm: 2, corporateNumber: null });
    const { prePayment: again } = await create(
      await sampleBody({
        supplier: { name: '山田デザイン事務所', business_form: 2 },
        bank_account: {
          bank_code: '0001',
          branch_code: '100',
          account_type: '2',
          account_number: '1112223',
          holder_name: 'ﾔﾏﾀﾞ ﾀﾛｳ',
        },
      }),
    );
    const second = await api(t, a).inject('POST', `/oauth/pre_payments/${again.pre_id}/prepare`);
    expect(second.json()).toEqual({ ...first.json(), supplier_created: false, account_created: false });
  });
});

describe('paying a pre-payment through POST /invoices', () => {
  async function preparedPrePayment(overrides: Partial<CreatePrePaymentRequest> = {}) {
    const { prePayment } = await create(await sampleBody(overrides));
    const prepared = await api(t, a).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const shown = await api(t, a).inject('GET', `/oauth/pre_payments/${prePayment.pre_id}`);
    return { preId: prePayment.pre_id, prepared: prepared.json(), fileId: shown.json().pre_payment.file.id as number };
  }

  async function pay(
    p: Awaited<ReturnType<typeof preparedPrePayment>>,
    opts: { amount?: number; key?: string; approvalId?: number } = {},
  ) {
    const amount = opts.amount ?? 110_000;
    const approvalId = opts.approvalId ?? (await approvalFor(t, a, await savedCard(t, a, TEST_CARDS.jcbOk), amount));
    const body = {
      approval_id: approvalId,
      file_id: p.fileId,
      supplier_id: p.prepared.supplier_id,
      account_id: p.prepared.account_id,
      amount,
      due_date: DUE_DATE,
      transfer_date: TRANSFER_DATE,
      invoice_number: 'INV-2026-001',
      pre_id: p.preId,
    };
    return {
      res: await api(t, a).inject('POST', '/invoices', body, { 'idempotency-key': opts.key ?? randomUUID() }),
      approvalId,
    };
  }

  it('links the payment, marks the pre-payment paid, audits it and queues the partner’s webhook', async () => {
    const p = await preparedPrePayment({
      supplier: { name: '株式会社支払先', business_form: 1, corporate_number: '1010001008841' },
    });
    const key = randomUUID();
    const { res, approvalId } = await pay(p, { key });
    expect(res.statusCode, res.body).toBe(201);
    const invoiceId = res.json().invoice.id;
    const [row] = await t.db.select().from(prePayments).where(eq(prePayments.id, p.preId));
    expect(row).toMatchObject({ status: 'paid', invoiceId });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pre_payment.paid'), eq(auditLogs.targetId, p.preId)));
    expect(audits).toHaveLength(1);
    const events = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'pre_payment.paid'));
    const event = events.find((e) => JSON.parse(e.body).data.pre_id === p.preId);
    expect(event).toMatchObject({ clientId, buyerId: a.buyerId, status: 'pending' });

    // The partner now reads the payment's progress.
    const seen = await getPartnerPrePayment(t.deps, { partner: { clientId, buyerId: a.buyerId }, preId: p.preId });
    expect(seen).toMatchObject({ status: 'paid', payment: { status: 'InProgress', amount: 110_000, is_action_required: false } });

    // The browser's retry of the same request: the same payment, linked once.
    const replay = await pay(p, { key, approvalId });
    expect(replay.res.statusCode, replay.res.body).toBe(201);
    expect(replay.res.json().invoice.id).toBe(invoiceId);
    const after = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pre_payment.paid'), eq(auditLogs.targetId, p.preId)));
    expect(after).toHaveLength(1);

    // Not payable any more: prepare and a second payment are refused.
    const prepare = await api(t, a).inject('POST', `/oauth/pre_payments/${p.preId}/prepare`);
    expect(prepare.statusCode).toBe(409);
    expect(prepare.json().message).toMatch(/すでにお支払いの申請が済んでいます/);
    const second = await pay(p);
    expect(second.res.statusCode).toBe(409);
    const [{ n }] = (await t.db.select({ n: count() }).from(invoices).where(eq(invoices.fileId, p.fileId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses another amount, supplier, account or file than the partner sent, writing nothing', async () => {
    const p = await preparedPrePayment({
      supplier: { name: '株式会社不一致', business_form: 1, corporate_number: '2010001008840' },
    });
    const [{ n: before }] = (await t.db.select({ n: count() }).from(invoices).where(eq(invoices.buyerId, a.buyerId))) as [
      { n: number },
    ];

    const wrongAmount = await pay(p, { amount: 120_000 });
    expect(wrongAmount.res.statusCode).toBe(409);
    expect(wrongAmount.res.json().message).toMatch(/請求金額が連携アプリから届いた請求書の金額と異なります/);

    const other = await supplierWithAccount(t, a, { name: '株式会社別の支払先', corporate_number: '5010001008846' });
    const wrongSupplier = await pay({
      ...p,
      prepared: { ...p.prepared, supplier_id: other.supplierId, account_id: other.accountId },
    });
    expect(wrongSupplier.res.statusCode).toBe(409);
    expect(wrongSupplier.res.json().errors[0].field).toBe('supplier_id');

    const otherAccount = await api(t, a).inject('POST', `/suppliers/${p.prepared.supplier_id}/accounts`, {
      bank_code: '0001',
      branch_code: '100',
      account_type: '2',
      account_number: '9999999',
      account_holder_name: 'ｶ)ﾌｲﾁ',
    });
    const wrongAccount = await pay({ ...p, prepared: { ...p.prepared, account_id: otherAccount.json().account.id } });
    expect(wrongAccount.res.statusCode).toBe(409);
    expect(wrongAccount.res.json().errors[0].field).toBe('account_id');

    const [{ n: after }] = (await t.db.select({ n: count() }).from(invoices).where(eq(invoices.buyerId, a.buyerId))) as [
      { n: number },
    ];
    expect(after).toBe(before);
    const [row] = await t.db.select().from(prePayments).where(eq(prePayments.id, p.preId));
    expect(row).toMatchObject({ status: 'pending', invoiceId: null });
  });

  it('refuses another buyer’s pre_id as not found', async () => {
    const p = await preparedPrePayment();
    const { prePayment } = await create(await sampleBody(), { buyer: b });
    const res = await pay({ ...p, preId: prePayment.pre_id });
    expect(res.res.statusCode).toBe(404);
    expect(res.res.json().message).toBe('支払データが見つかりません。');
  });
});

describe('expiry', () => {
  it('turns unpaid pre-payments past 30 days into expired by the jobs’ sweep, with an audit row', async () => {
    const partner = { clientId: await partnerClient('期限切れ'), buyerId: a.buyerId };
    const { prePayment } = await create(await sampleBody(), { client: partner.clientId });
    // Its 30 days over (moving the clock that far would end the buyer's session too).
    await t.db
      .update(prePayments)
      .set({ expiresAt: new Date(BASE_TIME.getTime() - 1000) })
      .where(eq(prePayments.id, prePayment.pre_id));
    // Already expired for readers before the sweep.
    expect((await getPartnerPrePayment(t.deps, { partner, preId: prePayment.pre_id })).status).toBe('expired');
    const prepare = await api(t, a).inject('POST', `/oauth/pre_payments/${prePayment.pre_id}/prepare`);
    expect(prepare.statusCode).toBe(409);
    expect(prepare.json().message).toMatch(/受付期限を過ぎました/);
    const listed = await api(t, a).inject('GET', '/oauth/pre_payments');
    expect(listed.json().pre_payments.map((p: { pre_id: string }) => p.pre_id)).not.toContain(prePayment.pre_id);

    await runPaymentJobs(t.deps);
    const [row] = await t.db.select().from(prePayments).where(eq(prePayments.id, prePayment.pre_id));
    expect(row!.status).toBe('expired');
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pre_payment.expired'), eq(auditLogs.targetId, prePayment.pre_id)));
    expect(audits).toHaveLength(1);
    const expired = await listPartnerPrePayments(t.deps, { partner, status: 'expired', limit: 10 });
    expect(expired.pre_payments.map((p) => p.pre_id)).toEqual([prePayment.pre_id]);
  });
});
