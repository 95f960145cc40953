import { randomUUID } from 'node:crypto';
import { partnerPrePaymentSchema, partnerSuppliersResponseSchema } from '@icp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoiceFiles, prePayments } from '../../db/schema.ts';
import type { Session } from '../../testing/fixtures.ts';
import { BASE_TIME, DUE_DATE, TRANSFER_DATE, approvalFor, twoBuyersAtBaseTime } from '../../testing/invoice-fixtures.ts';
import { type PartnerConnection, connectPartner, registerPartnerClient } from '../../testing/partners.ts';
import { TEST_CARDS, api, samplePdf, samplePng, savedCard, supplierWithAccount } from '../../testing/payment-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * The partner API over HTTP with real access tokens (the authorization code flow of
 * testing/partners.ts), then the buyer paying what the partner sent.
 */

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
/** The app connected by buyer a, with every scope. */
let partner: PartnerConnection;

beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
  const client = await registerPartnerClient(t, { redirectUris: ['https://partner.example.test/callback'] });
  partner = await connectPartner(t, a, { client });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

async function sampleBody(overrides: Record<string, unknown> = {}) {
  // Distinct bytes each time: the same bytes twice would be a likely duplicate payment (ADR 0013).
  const pdf = Buffer.from(await samplePdf(1, { subject: randomUUID() }));
  return {
    supplier: { name: '株式会社パートナー商事', business_form: 1, corporate_number: '7123456789012' },
    bank_account: {
      bank_code: '0001',
      branch_code: '100',
      account_type: '2',
      account_number: '2345678',
      holder_name: 'カ）パートナーショウジ',
    },
    amount: 55_000,
    due_date: DUE_DATE,
    invoice_number: 'P-0001',
    partner_reference: 'ext-42',
    invoice_file: { file_name: 'invoice.pdf', content_base64: pdf.toString('base64') },
    return_url: 'https://partner.example.test/invoices/42',
    ...overrides,
  };
}

function send(connection: { headers: Record<string, string> }, body: unknown, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/partner/pre_payments',
    headers: { ...connection.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
}

function partnerGet(connection: { headers: Record<string, string> }, path: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/partner${path}`, headers: connection.headers });
}

async function written() {
  const [pre] = await t.db.select({ n: count() }).from(prePayments);
  const [files] = await t.db.select({ n: count() }).from(invoiceFiles);
  return { pre: pre!.n, files: files!.n };
}

describe('POST /partner/pre_payments', () => {
  it('answers 201 with the pre-payment and the URL to send the user to', async () => {
    const res = await send(partner, await sampleBody());
    expect(res.statusCode, res.body).toBe(201);
    const body = partnerPrePaymentSchema.parse(res.json());
    expect(body.pre_id).toMatch(/^pre_[A-Za-z0-9]{24}$/);
    expect(body).toMatchObject({
      status: 'pending',
      partner_reference: 'ext-42',
      supplier_name: '株式会社パートナー商事',
      amount: 55_000,
      due_date: DUE_DATE,
      invoice_number: 'P-0001',
      payment: null,
      payment_url: `${t.deps.config.publicUrl}/oauth/payments/${body.pre_id}/add/invoiceinfo`,
    });
    const [row] = await t.db.select().from(prePayments).where(eq(prePayments.id, body.pre_id));
    expect(row).toMatchObject({ buyerId: a.buyerId, clientId: partner.clientId, holderName: 'ｶ)ﾊﾟ-ﾄﾅ-ｼﾖｳｼﾞ' });
  });

  it('accepts a PNG invoice too', async () => {
    const res = await send(
      partner,
      await sampleBody({ invoice_file: { file_name: 'scan.png', content_base64: samplePng(40, 60).toString('base64') } }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('replays the same key and body as the first answer; another body with that key is 422', async () => {
    const body = await sampleBody({ partner_reference: 'replayed' });
    const key = randomUUID();
    const first = await send(partner, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await written();
    const again = await send(partner, body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await send(partner, { ...body, amount: 56_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/操作キー/);
    expect(await written()).toEqual(before);
  });

  it('requires an Idempotency-Key', async () => {
    const before = await written();
    const res = await send(partner, await sampleBody(), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect(await written()).toEqual(before);
  });

  const account = (overrides: Record<string, string>) => ({
    bank_account: {
      bank_code: '0001',
      branch_code: '100',
      account_type: '2',
      account_number: '1',
      holder_name: 'ﾃｽﾄ',
      ...overrides,
    },
  });
  const refusals: [string, () => Promise<unknown>, number, RegExp][] = [
    ['a holder name with kanji', async () => sampleBody(account({ holder_name: '山田太郎' })), 400, /山|使用できない/],
    ['an unknown bank', async () => sampleBody(account({ bank_code: '9999' })), 400, /金融機関が見つかりません/],
    ['an unknown branch', async () => sampleBody(account({ branch_code: '998' })), 400, /支店が見つかりません/],
    [
      'a 法人番号 with a wrong check digit',
      async () => sampleBody({ supplier: { name: '株式会社誤り', business_form: 1, corporate_number: '1123456789012' } }),
      400,
      /法人番号が正しくありません/,
    ],
    ['an amount over the limit', async () => sampleBody({ amount: 10_000_001 }), 400, /10,000,000円以下/],
    ['a due date that does not exist', async () => sampleBody({ due_date: '2026-02-30' }), 400, /YYYY-MM-DD/],
    [
      'a file that is no PDF',
      async () =>
        sampleBody({
          invoice_file: { file_name: 'invoice.pdf', content_base64: Buffer.from('MZ not a pdf').toString('base64') },
        }),
      422,
      /JPG・PNG・PDF/,
    ],
    [
      'a PDF named .png',
      async () =>
        sampleBody({
          invoice_file: { file_name: 'invoice.png', content_base64: Buffer.from(await samplePdf()).toString('base64') },
        }),
      422,
      /拡張子と内容が一致しません/,
    ],
    [
      'a file over 10 MB',
      async () =>
        sampleBody({
          invoice_file: { file_name: 'big.pdf', content_base64: 'A'.repeat(Math.ceil((10 * 1024 * 1024 + 3) / 3) * 4) },
        }),
      413,
      /10MBまで/,
    ],
    [
      'a return_url on a foreign origin',
      async () => sampleBody({ return_url: 'https://attacker.example/partner.example.test' }),
      400,
      /リダイレクトURI/,
    ],
  ];
  it.each(refusals)('refuses %s with a Japanese message and writes nothing', async (_name, body, status, message) => {
    const before = await written();
    const res = await send(partner, await body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await written()).toEqual(before);
  });

  it('refuses a body larger than the route allows before reading it all', async () => {
    const before = await written();
    const res = await send(partner, { padding: 'x'.repeat(15 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/大きすぎます/);
    expect(await written()).toEqual(before);
  });

  it('refuses a token without payments:write with 403, writing nothing', async () => {
    const readOnly = await connectPartner(t, a, { scopes: ['payments:read'] });
    const before = await written();
    const res = await send(readOnly, await sampleBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/スコープ/);
    expect(await written()).toEqual(before);
    expect((await partnerGet(readOnly, '/suppliers')).statusCode).toBe(403);
    expect((await partnerGet(readOnly, '/pre_payments')).statusCode).toBe(200);
  });

  it('refuses a buyer’s own web tokens: the partner API takes access tokens only', async () => {
    const res = await send({ headers: a.headers }, await sampleBody());
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /partner/pre_payments and /partner/suppliers', () => {
  it('shows a pre-payment only to the app that sent it, for the buyer who connected it', async () => {
    const sent = (await send(partner, await sampleBody({ partner_reference: 'scoped' }))).json();
    const own = await partnerGet(partner, `/pre_payments/${sent.pre_id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(sent);

    const otherApp = await connectPartner(t, a);
    const sameAppOtherBuyer = await connectPartner(t, b, { client: partner.client });
    for (const connection of [otherApp, sameAppOtherBuyer]) {
      const res = await partnerGet(connection, `/pre_payments/${sent.pre_id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('支払データが見つかりません。');
      const list = await partnerGet(connection, '/pre_payments');
      expect(list.json().pre_payments.map((p: { pre_id: string }) => p.pre_id)).not.toContain(sent.pre_id);
    }
    const list = await partnerGet(partner, '/pre_payments?status=pending&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().pre_payments.map((p: { pre_id: string }) => p.pre_id)).toContain(sent.pre_id);
  });

  it('lists the buyer’s suppliers without their accounts', async () => {
    await supplierWithAccount(t, a, { name: '株式会社一覧用', corporate_number: '7010001008844' });
    const res = await partnerGet(partner, '/suppliers');
    expect(res.statusCode, res.body).toBe(200);
    const body = partnerSuppliersResponseSchema.parse(res.json());
    expect(body.suppliers).toContainEqual(
      expect.objectContaining({
        name: '株式会社一覧用',
        business_form: 1,
        corporate_number: '7010001008844',
        status: 'Unapproved',
      }),
    );
    expect(res.body).not.toMatch(/account|1234567/);
    const other = await connectPartner(t, b);
    expect((await partnerGet(other, '/suppliers')).json().suppliers.map((s: { name: string }) => s.name)).not.toContain(
      '株式会社一覧用',
    );
  });
});

describe('from the partner to a payment', () => {
  it('the buyer prepares and pays it; the partner then reads the payment’s status', async () => {
    const sent = (
      await send(
        partner,
        await sampleBody({ supplier: { name: '株式会社通し', business_form: 1, corporate_number: '8010001008843' } }),
      )
    ).json();
    const shown = await api(t, a).inject('GET', `/oauth/pre_payments/${sent.pre_id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const prepared = await api(t, a).inject('POST', `/oauth/pre_payments/${sent.pre_id}/prepare`);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const again = await api(t, a).inject('POST', `/oauth/pre_payments/${sent.pre_id}/prepare`);
    expect(again.json()).toEqual({ ...prepared.json(), supplier_created: false, account_created: false });

    const cardId = await savedCard(t, a, TEST_CARDS.jcb3dsPass);
    // 3-D Secure: the approval goes through the issuer's page (approveCard follows it).
    const approvalId = await approvalFor(t, a, cardId, 55_000);
    const paid = await api(t, a).inject(
      'POST',
      '/invoices',
      {
        approval_id: approvalId,
        file_id: shown.json().pre_payment.file.id,
        supplier_id: prepared.json().supplier_id,
        account_id: prepared.json().account_id,
        amount: 55_000,
        due_date: DUE_DATE,
        transfer_date: TRANSFER_DATE,
        pre_id: sent.pre_id,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(201);

    const read = await partnerGet(partner, `/pre_payments/${sent.pre_id}`);
    expect(read.json()).toMatchObject({
      status: 'paid',
      payment: { display_id: paid.json().invoice.display_id, status: 'InProgress', amount: 55_000, transfer_date: TRANSFER_DATE },
    });
    const paidList = await partnerGet(partner, '/pre_payments?status=paid');
    expect(paidList.json().pre_payments.map((p: { pre_id: string }) => p.pre_id)).toContain(sent.pre_id);
  });
});
