import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RECEIPT_ISSUER } from '../../../config.ts';
import type { Session } from '../../../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves, twoBuyersAtBaseTime } from '../../../testing/invoice-fixtures.ts';
import { api } from '../../../testing/payment-fixtures.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { invoiceDisplayId } from '@icp/domain';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
const ids = {} as Record<'transferred' | 'later' | 'reserved' | 'refunded' | 'cancelled' | 'review' | 'other', number>;

/** The moves of one payment, with the clock at `day` (JST 10:00) for the capture, then back. */
async function movedOn(day: string, id: number, moves: Parameters<typeof operatorMoves>[2]) {
  t.clock.set(new Date(`${day}T10:00:00+09:00`));
  await operatorMoves(t, id, moves);
  t.clock.set(BASE_TIME);
}

beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
  // Buyer A: transferred (captured 12-01 and 12-05), captured but still cancellable, captured then
  // refunded, cancelled before capture, and one still in examination.
  ids.transferred = (await createdPayment(t, a, 110_000, { name: '株式会社アルファ' })).id;
  await movedOn('2026-12-01', ids.transferred, ['check', 'complete', 'transfer']);
  ids.later = (await createdPayment(t, a, 55_000, { name: '有限会社ベータ' })).id;
  await movedOn('2026-12-01', ids.later, ['check']);
  await movedOn('2026-12-05', ids.later, ['complete', 'transfer']);
  ids.reserved = (await createdPayment(t, a, 77_000)).id;
  await movedOn('2026-12-01', ids.reserved, ['check', 'complete']);
  ids.refunded = (await createdPayment(t, a, 88_000)).id;
  await movedOn('2026-12-01', ids.refunded, ['check', 'complete', 'cancel_completed']);
  ids.cancelled = (await createdPayment(t, a, 99_000)).id;
  await movedOn('2026-12-01', ids.cancelled, ['cancel']);
  ids.review = (await createdPayment(t, a, 66_000)).id;
  // Buyer B: one transferred payment of its own.
  ids.other = (await createdPayment(t, b, 44_000, { name: '株式会社ガンマ' })).id;
  await movedOn('2026-12-01', ids.other, ['check', 'complete', 'transfer']);
}, 120_000);
afterAll(() => t.close());

const exportOf = (s: Session | null, query: string) => api(t, s).inject('GET', `/invoices/journal_export?${query}`);

function genericRows(body: Buffer): string[][] {
  expect(body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
  // No cell in these payments holds a comma or quote, so a plain split reads them.
  return body
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(',').map((c) => c.replace(/^"|"$/g, '')));
}

describe('GET /invoices/journal_export', () => {
  it('answers the settled payments of the period for the caller only, as a download', async () => {
    const res = await exportOf(a, 'format=generic&from=2026-12-01&to=2026-12-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toBe(
      '仕訳_汎用_20261201-20261231.csv',
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const rows = genericRows(res.rawPayload);
    const paymentIds = new Set(rows.slice(1).map((r) => r[0]));
    expect([...paymentIds]).toEqual([invoiceDisplayId(ids.transferred), invoiceDisplayId(ids.later)]);
    // Never another buyer's payment, nor one that can still be cancelled, nor a cancelled one.
    const text = res.rawPayload.toString('utf8');
    for (const other of [ids.other, ids.reserved, ids.refunded, ids.cancelled, ids.review])
      expect(text).not.toContain(invoiceDisplayId(other));
    expect(text).not.toContain('株式会社ガンマ');
    const first = rows.filter((r) => r[0] === invoiceDisplayId(ids.transferred));
    expect(first.map((r) => [r[1], r[2], r[5]])).toEqual([
      ['2026-12-01', '買掛金', '110000'],
      ['2026-12-01', '支払手数料', expect.stringMatching(/^\d+$/)],
    ]);
    expect(first[1]![13]).toBe(DEMO_RECEIPT_ISSUER.registrationNumber);
  });

  it('filters by the day of the card charge, both ends included', async () => {
    const early = genericRows((await exportOf(a, 'format=generic&from=2026-12-01&to=2026-12-04')).rawPayload);
    expect(new Set(early.slice(1).map((r) => r[0]))).toEqual(new Set([invoiceDisplayId(ids.transferred)]));
    const late = genericRows((await exportOf(a, 'format=generic&from=2026-12-05&to=2026-12-05')).rawPayload);
    expect(new Set(late.slice(1).map((r) => r[0]))).toEqual(new Set([invoiceDisplayId(ids.later)]));
    const none = genericRows((await exportOf(a, 'format=generic&from=2026-11-01&to=2026-11-30')).rawPayload);
    expect(none).toHaveLength(1);
  });

  it('gives the other buyer only its own payment', async () => {
    const rows = genericRows((await exportOf(b, 'format=generic&from=2026-12-01&to=2026-12-31')).rawPayload);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set([invoiceDisplayId(ids.other)]));
  });

  it('serves each product format in its encoding', async () => {
    for (const [format, header] of [
      ['freee', '日付,伝票番号'],
      ['moneyforward', '取引No,取引日'],
    ] as const) {
      const res = await exportOf(a, `format=${format}&from=2026-12-01&to=2026-12-31`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
      expect(iconv.decode(res.rawPayload, 'Shift_JIS').startsWith(header)).toBe(true);
    }
    const yayoi = await exportOf(a, 'format=yayoi&from=2026-12-01&to=2026-12-31');
    const lines = iconv.decode(yayoi.rawPayload, 'Shift_JIS').split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.every((l) => l.startsWith('2000,,,2026/12/0'))).toBe(true);
    expect(lines.some((l) => l.includes('株式会社アルファ'))).toBe(true);
  });

  it('refuses bad input with a Japanese message, and callers without a session', async () => {
    for (const query of [
      'format=excel&from=2026-12-01&to=2026-12-31',
      'from=2026-12-01&to=2026-12-31',
      'format=freee&from=2026-13-01&to=2026-12-31',
      'format=freee&from=2026-02-30&to=2026-03-31',
      'format=freee&from=20261201&to=2026-12-31',
      'format=freee&to=2026-12-31',
      'format=freee&from=2026-12-31&to=2026-12-01',
      'format=freee&from=2026-01-01&to=2027-01-01',
      'format=freee&from=2026-12-01&to=2026-12-31&buyer_id=1',
    ]) {
      const res = await exportOf(a, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect((await exportOf(a, 'format=freee&from=2026-12-31&to=2026-12-01')).json().message).toBe(
      '終了日は開始日以降の日付を指定してください。',
    );
    expect((await exportOf(a, 'format=freee&from=2026-01-01&to=2027-01-01')).json().message).toBe(
      '期間は1年以内で指定してください。',
    );
    expect((await exportOf(a, 'format=freee&from=2026-01-01&to=2026-12-31')).statusCode).toBe(200);
    expect((await exportOf(null, 'format=freee&from=2026-12-01&to=2026-12-31')).statusCode).toBe(401);
  });
});
