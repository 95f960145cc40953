import { INVOICE_TABS, STATS_PROBE, INVOICE_STATUS, type InvoiceStatus } from '@icp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts, invoices, notificationReads, notifications, suppliers } from '../../../db/schema.ts';
import { registeredBuyer } from '../../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof registeredBuyer>>;
let b: Awaited<ReturnType<typeof registeredBuyer>>;

type Row = { status: InvoiceStatus; type: 'InvoicePayment' | 'InvoiceRequestBuyer'; action?: boolean };
/** One of each interesting combination for buyer A; buyer B gets a copy that A must never see. */
const ROWS: Row[] = [
  { status: 'InProgress', type: 'InvoicePayment' },
  { status: 'InProgress', type: 'InvoicePayment', action: true },
  { status: 'InProgressExaminationChecked', type: 'InvoiceRequestBuyer' },
  { status: 'InProgressExaminationCompleted', type: 'InvoicePayment' },
  { status: 'InProgressExaminationCompleted', type: 'InvoicePayment', action: true },
  { status: 'TransferCompleted', type: 'InvoicePayment' },
  { status: 'Cancel', type: 'InvoiceRequestBuyer' },
  { status: 'Expired', type: 'InvoiceRequestBuyer' },
  { status: 'WaitingForPayment', type: 'InvoiceRequestBuyer' },
  { status: 'BuyerNotRegistered', type: 'InvoiceRequestBuyer' },
];

beforeAll(async () => {
  t = await createTestApp();
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
  for (const buyer of [a, b]) {
    await t.db.insert(invoices).values(
      ROWS.map((r, i) => ({
        buyerId: buyer.buyerId,
        type: r.type,
        status: INVOICE_STATUS[r.status],
        isActionRequired: r.action ?? false,
        amount: 1000 * (i + 1),
      })),
    );
    await t.db.insert(suppliers).values([
      { buyerId: buyer.buyerId, businessForm: 1, name: '甲株式会社', nameKana: 'コウ', status: 'Approved' },
      { buyerId: buyer.buyerId, businessForm: 1, name: '乙株式会社', nameKana: 'オツ', status: 'Unapproved' },
      { buyerId: buyer.buyerId, businessForm: 2, name: '丙商店', nameKana: 'ヘイ', status: 'Rejected' },
      {
        buyerId: buyer.buyerId,
        businessForm: 2,
        name: '消えた商店',
        nameKana: 'キエタ',
        status: 'Approved',
        deletedAt: new Date(),
      },
    ]);
    await t.db.insert(drafts).values([{ buyerId: buyer.buyerId, data: {}, amount: 5000 }]);
  }
  const [own] = await t.db
    .insert(notifications)
    .values({ buyerId: a.buyerId, category: 'info', title: 'Aへ', body: '本文' })
    .returning();
  await t.db.insert(notifications).values({ buyerId: b.buyerId, category: 'info', title: 'Bへ', body: '本文' });
  await t.db.insert(notifications).values({ buyerId: null, category: 'notice', title: '全員へ', body: '本文' });
  await t.db.insert(notificationReads).values({ notificationId: own!.id, buyerId: a.buyerId });
});
afterAll(() => t.close());

const get = (url: string, headers = a.headers) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const probe = `from=${STATS_PROBE.from}&size=${STATS_PROBE.size}`;

function tabQuery(tab: keyof typeof INVOICE_TABS): string {
  const f = INVOICE_TABS[tab];
  const parts = [probe, `status=${f.statuses.join(',')}`, `type=${f.types.join(',')}`];
  if (f.isActionRequired !== undefined) parts.push(`is_action_required=${f.isActionRequired}`);
  return parts.join('&');
}

describe('the shell’s stats probes (spec §7) count real rows of the caller’s buyer only', () => {
  it.each([
    ['waiting', 2],
    ['review', 2],
    ['reviewActionRequired', 2],
    ['reserved', 2],
    ['history', 3],
  ] as const)('invoice tab %s counts %i', async (tab, expected) => {
    const res = await get(`/invoices?${tabQuery(tab)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total_count).toBe(expected);
    expect(res.json().invoices.length).toBeLessThanOrEqual(1);
  });

  it('review tab also reports how many need action; items are scoped and ordered action-first', async () => {
    const res = (
      await get(`/invoices?from=0&size=100&status=InProgress,InProgressExaminationChecked,InProgressExaminationCompleted`)
    ).json();
    expect(res.total_count).toBe(5);
    expect(res.total_count_is_action_required).toBe(2);
    expect(res.invoices[0].is_action_required).toBe(true);
    expect(res.invoices[0].display_id).toMatch(/^I-\d{8}$/);
    const all = (await get('/invoices?from=0&size=100')).json();
    const bIds = (await get('/invoices?from=0&size=100', b.headers)).json().invoices.map((i: { id: number }) => i.id);
    expect(all.total_count).toBe(ROWS.length);
    expect(all.invoices.some((i: { id: number }) => bIds.includes(i.id))).toBe(false);
  });

  it('repeated query keys work like comma lists', async () => {
    const res = (await get(`/invoices?${probe}&status=Cancel&status=Expired`)).json();
    expect(res.total_count).toBe(2);
  });

  it('suppliers: enabled group, disabled group, deleted ones never counted', async () => {
    expect((await get(`/suppliers?${probe}&status=Approved,Escalation,Unapproved`)).json().count_all).toBe(2);
    expect((await get(`/suppliers?${probe}&status=Rejected`)).json().count_all).toBe(1);
    const search = (await get(`/suppliers?from=0&size=10&q=${encodeURIComponent('株式')}`)).json();
    expect(search.suppliers.map((s: { name: string }) => s.name).sort()).toEqual(['乙株式会社', '甲株式会社']);
    expect((await get(`/suppliers?from=0&size=10&q=${encodeURIComponent('%')}`)).json().count_all).toBe(0);
  });

  it('drafts count, notifications count own + broadcast and unread per buyer', async () => {
    expect((await get(`/drafts?${probe}`)).json().count).toBe(1);
    const n = (await get(`/users/notifications?${probe}`)).json();
    expect(n.count_all).toBe(2);
    expect(n.count_unread).toBe(1);
    expect(n.notifications[0].title).toBe('全員へ');
    const nb = (await get(`/users/notifications?from=0&size=10`, b.headers)).json();
    expect(nb.count_unread).toBe(2);
    expect(nb.notifications.map((x: { title: string }) => x.title)).not.toContain('Aへ');
    const onlyUnread = (await get('/users/notifications?from=0&size=10&unread=true')).json().notifications;
    const onlyRead = (await get('/users/notifications?from=0&size=10&unread=false')).json().notifications;
    expect(onlyUnread.map((x: { title: string; is_read: boolean }) => [x.title, x.is_read])).toEqual([['全員へ', false]]);
    expect(onlyRead.map((x: { title: string; is_read: boolean }) => [x.title, x.is_read])).toEqual([['Aへ', true]]);
  });

  it('paging: size and from walk the list without overlap', async () => {
    const first = (await get('/invoices?from=0&size=4')).json().invoices.map((i: { id: number }) => i.id);
    const second = (await get('/invoices?from=4&size=4')).json().invoices.map((i: { id: number }) => i.id);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(4);
    expect(first.filter((id: number) => second.includes(id))).toEqual([]);
  });
});
