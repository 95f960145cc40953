import {
  INVOICE_TABS,
  type InvoiceTab,
  includedConsumptionTax,
  isInvoiceInTab,
  INVOICE_STATUS,
  type InvoiceStatus,
} from '@icp/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, suppliers } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves, twoBuyersAtBaseTime } from '../../../testing/invoice-fixtures.ts';
import { api } from '../../../testing/payment-fixtures.ts';
import { type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

const get = (s: Session, path: string) => api(t, s).inject('GET', path);

describe('GET /invoices/{id}', () => {
  it('shows supplier, account, card, file, amounts with tax, timeline and what the buyer may do', async () => {
    const p = await createdPayment(t, a, 100_000);
    const res = await get(a, `/invoices/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().invoice;
    expect(d).toMatchObject({
      id: p.id,
      display_id: `I-${String(p.id).padStart(8, '0')}`,
      type: 'InvoicePayment',
      status: 'InProgress',
      status_label: '申請中',
      is_action_required: false,
      action_required_reason: null,
      supplier: { id: p.supplierId, name: '株式会社サンプル印刷' },
      account: { id: p.accountId, account_type: '2' },
      amount: 100_000,
      commission: 2_980,
      discount: 0,
      consumption_tax: includedConsumptionTax(2_980),
      total: 102_980,
      invoice_number: 'INV-1',
      due_date: '2026-12-25',
      transfer_date: '2026-12-10',
      card: { brand: 'JCB', last4: '0007' },
      file: { id: p.fileId, content_type: 'application/pdf', page_count: 1 },
      can_cancel: true,
      can_edit: false,
      can_pay: false,
      receipt_available: false,
    });
    expect(d.consumption_tax).toBe(270);
    expect(d.timeline.map((e: { status: string; label: string }) => [e.status, e.label])).toEqual([['InProgress', '申請中']]);
  });

  it('another buyer’s id, or an unknown one, is 404; bad ids and display types are 400', async () => {
    const p = await createdPayment(t, a);
    expect((await get(b, `/invoices/${p.id}`)).statusCode).toBe(404);
    expect((await get(a, '/invoices/987654321')).statusCode).toBe(404);
    for (const path of [
      `/invoices/abc`,
      `/invoices/0`,
      `/invoices/${p.id}?invoice_display_type=draft`,
      `/invoices/${p.id}?x=1`,
    ]) {
      const res = await get(a, path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });

  it('invoice_display_type must match the list the invoice is in now (spec §4 tabs)', async () => {
    const p = await createdPayment(t, a);
    const shown = async (type: string) => (await get(a, `/invoices/${p.id}?invoice_display_type=${type}`)).statusCode;
    expect([await shown('review'), await shown('reserved'), await shown('history'), await shown('waiting')]).toEqual([
      200, 404, 404, 404,
    ]);

    await operatorMoves(t, p.id, ['request_action'], '請求書の金額が読み取れません。鮮明な画像を添付してください。');
    const sentBack = (await get(a, `/invoices/${p.id}?invoice_display_type=review`)).json().invoice;
    expect(sentBack).toMatchObject({
      is_action_required: true,
      action_required_reason: '請求書の金額が読み取れません。鮮明な画像を添付してください。',
      can_edit: true,
      can_cancel: true,
    });
    expect(sentBack.timeline.at(-1)).toMatchObject({
      status: 'InProgress',
      label: '申請中（修正のお願い）',
      note: '請求書の金額が読み取れません。鮮明な画像を添付してください。',
    });

    const other = await createdPayment(t, a);
    await operatorMoves(t, other.id, ['check', 'complete']);
    const reserved = await get(a, `/invoices/${other.id}?invoice_display_type=reserved`);
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().invoice).toMatchObject({ status_label: '振込予約済', can_cancel: false, can_edit: false });
    expect(reserved.json().invoice.timeline.map((e: { label: string }) => e.label)).toEqual(['申請中', '審査中', '振込予約済']);
    expect((await get(a, `/invoices/${other.id}?invoice_display_type=review`)).statusCode).toBe(404);

    await operatorMoves(t, other.id, ['transfer']);
    const done = (await get(a, `/invoices/${other.id}?invoice_display_type=history`)).json().invoice;
    expect(done).toMatchObject({ status: 'TransferCompleted', receipt_available: true });
  });
});

describe('static /invoices/… paths keep working beside /invoices/{id}', () => {
  it('commission, transfer_date, credit_cards and request_keys are not taken for ids', async () => {
    expect((await get(a, '/invoices/commission?amount=1000')).statusCode).toBe(200);
    expect((await get(a, '/invoices/transfer_date')).statusCode).toBe(200);
    expect((await get(a, '/invoices/credit_cards')).statusCode).toBe(200);
    const key = await get(a, '/invoices/request_keys/ABCDEFGH');
    expect(key.statusCode, key.body).toBe(200);
    expect(key.json().request_key.key_status).toBe(3);
    // No GET at the bare path: it falls through to /invoices/{id} and is refused as an id.
    expect((await get(a, '/invoices/request_keys')).statusCode).toBe(400);
  });
});

describe('GET /invoices filters (name, amount, transfer date) within every tab', () => {
  type Seed = {
    status: InvoiceStatus;
    type: 'InvoicePayment' | 'InvoiceRequestBuyer';
    action?: boolean;
    supplier?: 'alpha' | 'acme';
    seller?: string;
    amount: number;
    date: string | null;
  };
  const SEEDS: Seed[] = [
    { status: 'InProgress', type: 'InvoicePayment', supplier: 'alpha', amount: 50_000, date: '2026-12-10' },
    { status: 'InProgress', type: 'InvoicePayment', supplier: 'acme', amount: 150_000, date: '2026-12-20', action: true },
    { status: 'InProgressExaminationChecked', type: 'InvoicePayment', supplier: 'acme', amount: 80_000, date: '2026-12-15' },
    {
      status: 'InProgressExaminationChecked',
      type: 'InvoiceRequestBuyer',
      seller: '山田製作所',
      amount: 30_000,
      date: '2026-12-11',
    },
    { status: 'InProgressExaminationCompleted', type: 'InvoicePayment', supplier: 'alpha', amount: 200_000, date: '2026-12-24' },
    {
      status: 'InProgressExaminationCompleted',
      type: 'InvoicePayment',
      supplier: 'acme',
      amount: 90_000,
      date: '2026-12-18',
      action: true,
    },
    {
      status: 'InProgressExaminationCompleted',
      type: 'InvoiceRequestBuyer',
      seller: 'ACME Trading',
      amount: 60_000,
      date: '2026-12-21',
    },
    { status: 'TransferCompleted', type: 'InvoicePayment', supplier: 'alpha', amount: 120_000, date: '2026-11-30' },
    { status: 'Cancel', type: 'InvoicePayment', supplier: 'acme', amount: 10_000, date: '2026-12-05' },
    { status: 'Expired', type: 'InvoiceRequestBuyer', seller: '山田製作所', amount: 40_000, date: null },
    { status: 'WaitingForPayment', type: 'InvoiceRequestBuyer', seller: '山田製作所', amount: 70_000, date: null },
    { status: 'BuyerNotRegistered', type: 'InvoiceRequestBuyer', seller: '佐藤商店', amount: 25_000, date: null },
  ];
  let c: Session & { buyerId: number };
  const ids = new Map<number, Seed>();

  beforeAll(async () => {
    c = await registeredBuyer(t);
    const [alpha, acme] = await t.db
      .insert(suppliers)
      .values([
        { buyerId: c.buyerId, businessForm: 1, name: '株式会社アルファ', nameKana: 'アルファ', status: 'Approved' },
        { buyerId: c.buyerId, businessForm: 1, name: 'ACME商事', nameKana: 'アクメ', status: 'Approved' },
      ])
      .returning();
    // Another buyer's supplier of the same name must never make buyer c's search match.
    const [foreign] = await t.db
      .insert(suppliers)
      .values({ buyerId: b.buyerId, businessForm: 1, name: '株式会社アルファ', nameKana: 'アルファ', status: 'Approved' })
      .returning();
    const rows = await t.db
      .insert(invoices)
      .values(
        SEEDS.map((s) => ({
          buyerId: c.buyerId,
          type: s.type,
          status: INVOICE_STATUS[s.status],
          isActionRequired: s.action ?? false,
          supplierId: s.supplier === 'alpha' ? alpha!.id : s.supplier === 'acme' ? acme!.id : null,
          sellerName: s.seller ?? null,
          amount: s.amount,
          transferDate: s.date,
        })),
      )
      .returning({ id: invoices.id });
    rows.forEach((r, i) => ids.set(r.id, SEEDS[i]!));
    await t.db.insert(invoices).values({
      buyerId: b.buyerId,
      type: 'InvoicePayment',
      status: INVOICE_STATUS.InProgress,
      supplierId: foreign!.id,
      amount: 50_000,
      transferDate: '2026-12-10',
    });
  });

  const SUPPLIER_NAMES = { alpha: '株式会社アルファ', acme: 'ACME商事' } as const;
  const nameOf = (s: Seed) => (s.supplier ? SUPPLIER_NAMES[s.supplier] : s.seller!);

  type Filter = { q?: string; amount_min?: number; amount_max?: number; date_from?: string; date_to?: string };
  const FILTERS: Filter[] = [
    { q: 'アルファ' },
    { q: 'acme' },
    { q: '山田' },
    { amount_min: 60_000 },
    { amount_max: 60_000 },
    { amount_min: 50_000, amount_max: 90_000 },
    { date_from: '2026-12-11' },
    { date_to: '2026-12-15' },
    { date_from: '2026-12-10', date_to: '2026-12-20', q: 'ACME' },
  ];
  const matches = (s: Seed, f: Filter) =>
    (f.q === undefined || nameOf(s).toLowerCase().includes(f.q.toLowerCase())) &&
    (f.amount_min === undefined || s.amount >= f.amount_min) &&
    (f.amount_max === undefined || s.amount <= f.amount_max) &&
    (f.date_from === undefined || (s.date !== null && s.date >= f.date_from)) &&
    (f.date_to === undefined || (s.date !== null && s.date <= f.date_to));

  const TABS = Object.keys(INVOICE_TABS) as InvoiceTab[];
  it.each(TABS.flatMap((tab) => FILTERS.map((f) => [tab, f] as const)))('tab %s with %o', async (tab, f) => {
    const filter = INVOICE_TABS[tab];
    const params = new URLSearchParams({
      from: '0',
      size: '100',
      status: filter.statuses.join(','),
      type: filter.types.join(','),
    });
    if (filter.isActionRequired !== undefined) params.set('is_action_required', String(filter.isActionRequired));
    for (const [k, v] of Object.entries(f)) params.set(k, String(v));
    const res = await get(c, `/invoices?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [...ids]
      .filter(
        ([, s]) => isInvoiceInTab(tab, { status: s.status, type: s.type, isActionRequired: s.action ?? false }) && matches(s, f),
      )
      .map(([id]) => id)
      .sort((x, y) => x - y);
    const got = res
      .json()
      .invoices.map((i: { id: number }) => i.id)
      .sort((x: number, y: number) => x - y);
    expect(got).toEqual(expected);
    expect(res.json().total_count).toBe(expected.length);
  });

  it('names of requests are the seller’s; search is literal and scoped to the buyer', async () => {
    const all = (await get(c, '/invoices?from=0&size=100&q=%E5%B1%B1%E7%94%B0')).json();
    expect(all.total_count).toBe(3);
    expect(new Set(all.invoices.map((i: { supplier_name: string }) => i.supplier_name))).toEqual(new Set(['山田製作所']));
    expect((await get(c, '/invoices?from=0&size=100&q=%25')).json().total_count).toBe(0);
    expect((await get(c, '/invoices?from=0&size=100&q=_')).json().total_count).toBe(0);
    expect((await get(b, `/invoices?from=0&size=100&q=${encodeURIComponent('アルファ')}`)).json().total_count).toBe(1);
  });

  it('refuses ranges that cannot be meant and dates that do not exist', async () => {
    for (const query of [
      'amount_min=90000&amount_max=10000',
      'date_from=2026-12-20&date_to=2026-12-01',
      'date_from=2026-02-30',
      'date_to=2026-13-01',
      'date_from=20261201',
      'amount_min=-1',
      'amount_max=abc',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await get(c, `/invoices?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
  });
});
