import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_RECEIPT_ISSUER } from '../../../config.ts';
import { promotions } from '../../../db/schema.ts';
import { logIn, type Session } from '../../../testing/fixtures.ts';
import {
  BASE_TIME,
  DUE_DATE,
  TRANSFER_DATE,
  createdPayment,
  operatorMoves,
  twoBuyersAtBaseTime,
} from '../../../testing/invoice-fixtures.ts';
import { api, approveCard, savedCard, supplierWithAccount, uploadedPdf } from '../../../testing/payment-fixtures.ts';
import { type TestApp } from '../../../testing/test-app.ts';
import { loadPdfjs } from '../../invoice-files/pdfjs.mjs';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());

/** Moves the clock (days ahead, so the buyers log in again: sessions would have expired). */
async function at(iso: string) {
  t.clock.set(new Date(iso));
  a = { ...a, ...(await logIn(t, a.emailAddress)) };
  b = { ...b, ...(await logIn(t, b.emailAddress)) };
}

beforeEach(() => at(BASE_TIME.toISOString()));

/** A payment with the promotion HALF (50 % off the commission), as the confirm step makes it. */
async function promotedPayment(s: Session, amount: number): Promise<number> {
  const { supplierId, accountId } = await supplierWithAccount(t, s);
  const cardId = await savedCard(t, s);
  const approval = await approveCard(
    t,
    s,
    { credit_card_id: cardId, amount, promotion_code: 'HALF', return_path: '/payments/add/confirm' },
    { 'idempotency-key': randomUUID() },
  );
  expect(approval.statusCode, approval.body).toBe(200);
  const res = await api(t, s).inject(
    'POST',
    '/invoices',
    {
      approval_id: approval.json().approval.id,
      promotion_code: 'HALF',
      file_id: await uploadedPdf(t, s),
      supplier_id: supplierId,
      account_id: accountId,
      amount,
      due_date: DUE_DATE,
      transfer_date: TRANSFER_DATE,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invoice.id;
}

/** The PDF's text with the layout's spaces and line breaks taken out. */
const flat = (s: string) => s.replace(/\s+/g, '');

const receiptUrl = (s: Session, id: number) => api(t, s).inject('GET', `/invoices/${id}/receipts/download/url`);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const doc = await task.promise;
    const parts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return parts.join('\n');
  } finally {
    await task.destroy();
  }
}

describe('GET /invoices/{id}/receipts/download/url', () => {
  it('after the transfer: a signed link to a small Japanese PDF with everything a receipt needs', async () => {
    const p = await createdPayment(t, a, 100_000);
    await operatorMoves(t, p.id, ['check', 'complete']);
    // Transferred on the 11th although planned for the 10th: the receipt says when it happened.
    await at('2026-12-11T10:00:00+09:00');
    await operatorMoves(t, p.id, ['transfer']);
    await at('2026-12-11T18:00:00+09:00');
    const res = await receiptUrl(a, p.id);
    expect(res.statusCode, res.body).toBe(200);
    const { download_url, expires_at } = res.json();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(t.clock.now().getTime());

    const file = await t.app.inject({ method: 'GET', url: download_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const displayId = `I-${String(p.id).padStart(8, '0')}`;
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(`領収書_${displayId}.pdf`)}`,
    );
    const bytes = file.rawPayload;
    // The font is embedded as a subset: a whole Noto Sans JP would be megabytes.
    expect(bytes.length).toBeLessThan(100_000);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toContain(displayId);

    const text = flat(await pdfText(bytes));
    for (const expected of [
      '支払完了通知書',
      '領収書',
      '適格請求書',
      '株式会社テスト商会御中',
      displayId,
      // The issuer (development's demo values): name, address and registration number.
      DEMO_RECEIPT_ISSUER.name,
      DEMO_RECEIPT_ISSUER.address,
      '登録番号T7123456789012',
      '株式会社サンプル印刷',
      '***4567',
      '普通',
      '請求金額（支払先へのお振込額）¥100,000',
      '取引年月日（カード決済日）2026年12月1日',
      '手数料（税込・10%対象）¥2,980',
      'うち消費税額（10%）¥270',
      '税率10%対象¥2,980（うち消費税額¥270）',
      '消費税額は1円未満切り捨て',
      '¥102,980',
      'JCB末尾0007',
      '振込日2026年12月11日',
      'お振込みは、2026年12月11日に完了しています',
      '発行日2026年12月11日',
      '請求書カード払い',
    ])
      expect(text, expected).toContain(expected);
    // The account number is masked (the registration number happens to contain the same digits).
    expect(text.replaceAll(DEMO_RECEIPT_ISSUER.registrationNumber, '')).not.toContain('1234567');
    // No promotion: no before/after lines.
    expect(text).not.toContain('割引前');
    // The planned date is not the transfer date any more.
    expect(text).not.toContain('2026年12月10日');
  });

  it('with a promotion: the commission before and after it, and the tax of what was actually charged', async () => {
    await t.db
      .insert(promotions)
      .values({
        code: 'HALF',
        description: '手数料50%オフ',
        discountType: 'rate',
        discountValue: 5_000,
        startsAt: new Date('2026-11-01T00:00:00+09:00'),
        maxUsesPerBuyer: 5,
      })
      .onConflictDoNothing();
    // ¥343,780 → commission ¥10,245; 50 % off → ¥5,122 off, ¥5,123 charged, tax floor(5,123 × 10/110) = ¥465.
    const id = await promotedPayment(a, 343_780);
    await at('2026-12-03T11:00:00+09:00');
    await operatorMoves(t, id, ['check', 'complete']);
    await at('2026-12-09T15:00:00+09:00');
    await operatorMoves(t, id, ['transfer']);

    const detail = (await api(t, a).inject('GET', `/invoices/${id}`)).json().invoice;
    expect(detail).toMatchObject({
      commission: 10_245,
      discount: 5_122,
      commission_after_discount: 5_123,
      consumption_tax_rate_percent: 10,
      consumption_tax: 465,
      total: 348_903,
      transfer_date: TRANSFER_DATE,
      captured_on: '2026-12-03',
      transferred_on: '2026-12-09',
      cancelled_on: null,
    });

    const file = await t.app.inject({ method: 'GET', url: (await receiptUrl(a, id)).json().download_url });
    const text = flat(await pdfText(file.rawPayload));
    for (const expected of [
      '登録番号T7123456789012',
      '手数料（割引前・税込）¥10,245',
      'プロモーション割引（HALF）-¥5,122',
      '手数料（税込・10%対象）¥5,123',
      'うち消費税額（10%）¥465',
      '税率10%対象¥5,123（うち消費税額¥465）',
      '消費税額は1円未満切り捨て',
      '領収金額（カードご請求額・税込）¥348,903',
      '取引年月日（カード決済日）2026年12月3日',
      '振込日2026年12月9日',
    ])
      expect(text, expected).toContain(expected);
    // The old receipt put the tax of the discounted fee beside the undiscounted fee.
    expect(text).not.toContain('¥10,245（うち消費税');
  });

  it('is rendered once and reused: the issue date stays that of the first download', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['check', 'complete', 'transfer']);
    await at('2026-12-11T09:00:00+09:00');
    const [first, concurrent] = await Promise.all([receiptUrl(a, p.id), receiptUrl(a, p.id)]);
    expect([first.statusCode, concurrent.statusCode]).toEqual([200, 200]);
    const path = join(t.filesDir, `receipts/v2/${a.buyerId}/${p.id}`);
    const stored = readFileSync(path);
    await at('2027-01-20T09:00:00+09:00');
    expect((await receiptUrl(a, p.id)).statusCode).toBe(200);
    expect(readFileSync(path).equals(stored)).toBe(true);
    expect(await pdfText(stored)).toContain('発行日 2026年12月11日');
  });

  it('before the transfer it is 409; another buyer’s or an unknown payment is 404', async () => {
    const p = await createdPayment(t, a);
    const early = await receiptUrl(a, p.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('振込完了後');
    await operatorMoves(t, p.id, ['check', 'complete', 'transfer']);
    expect((await receiptUrl(b, p.id)).statusCode).toBe(404);
    expect((await receiptUrl(a, 987_654_321)).statusCode).toBe(404);
    expect((await receiptUrl(a, p.id)).statusCode).toBe(200);
  });
});
