import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves } from '../../testing/invoice-fixtures.ts';
import { api, fixedExtractor } from '../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
});
afterAll(() => t.close());

/** Moves the clock (days ahead, so the buyers log in again: sessions would have expired). */
async function at(iso: string) {
  t.clock.set(new Date(iso));
  a = { ...a, ...(await logIn(t, a.emailAddress)) };
  b = { ...b, ...(await logIn(t, b.emailAddress)) };
}

beforeEach(() => at(BASE_TIME.toISOString()));

const receiptUrl = (s: Session, id: number) => api(t, s).inject('GET', `/invoices/${id}/receipts/download/url`);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
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
    await operatorMoves(t, p.id, ['check', 'complete', 'transfer']);
    await at('2026-12-10T18:00:00+09:00');
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

    const text = await pdfText(bytes);
    for (const expected of [
      '支払完了通知書',
      '領収書',
      '株式会社テスト商会 御中',
      displayId,
      '株式会社サンプル印刷',
      '***4567',
      '普通',
      '¥100,000',
      '¥2,980（うち消費税 ¥270）',
      '¥102,980',
      'JCB 末尾0000',
      '振込日 2026年12月10日',
      '発行日 2026年12月10日',
      '請求書カード払い',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('1234567');
  });

  it('is rendered once and reused: the issue date stays that of the first download', async () => {
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['check', 'complete', 'transfer']);
    await at('2026-12-11T09:00:00+09:00');
    const [first, concurrent] = await Promise.all([receiptUrl(a, p.id), receiptUrl(a, p.id)]);
    expect([first.statusCode, concurrent.statusCode]).toEqual([200, 200]);
    const path = join(t.filesDir, `receipts/${a.buyerId}/${p.id}`);
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
