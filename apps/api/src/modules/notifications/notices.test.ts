import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notificationReads, notifications } from '../../db/schema.ts';
import { type Session } from '../../testing/fixtures.ts';
import { createdPayment, operatorMoves, twoBuyersAtBaseTime } from '../../testing/invoice-fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { supplierWithAccount } from '../../testing/payment-fixtures.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { changeSupplierStatus } from '../suppliers/change-supplier-status.ts';
import { paymentLinkPath } from './link-paths.ts';
import { notifyBuyer } from './notify.ts';
import { isInAppPath, publishNotice } from './publish-notice.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());

const call = (s: Session, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: s.headers });
const unreadCount = async (s: Session) =>
  (await call(s, 'GET', '/users/notifications?from=0&size=1')).json().count_unread as number;

describe('GET /users/notices/{id} and POST /users/notifications/{id}/confirmation', () => {
  it('shows the buyer’s own notice with its link; another buyer gets 404 for both calls', async () => {
    const id = await notifyBuyer(t.db, {
      buyerId: a.buyerId,
      category: 'payment',
      title: 'テストのお知らせ',
      body: '本文です。\n2行目です。',
      linkPath: '/payments/review/1',
      now: t.clock.now(),
    });
    const res = await call(a, 'GET', `/users/notices/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'テストのお知らせ',
      body: '本文です。\n2行目です。',
      category: 'payment',
      is_read: false,
      link_path: '/payments/review/1',
    });
    // The list has no link (the contract's list item carries none).
    const list = (await call(a, 'GET', '/users/notifications?from=0&size=100')).json().notifications;
    expect(list.find((n: { id: number }) => n.id === id)).not.toHaveProperty('link_path');

    const stolen = await call(b, 'GET', `/users/notices/${id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().status).toBe('not_found');
    expect((await call(b, 'POST', `/users/notifications/${id}/confirmation`)).statusCode).toBe(404);
    expect(await t.db.select().from(notificationReads).where(eq(notificationReads.notificationId, id))).toHaveLength(0);
    expect((await call(a, 'GET', '/users/notices/987654')).statusCode).toBe(404);
  });

  it('marks read once (idempotent) and answers the unread count', async () => {
    const before = await unreadCount(a);
    const id = await notifyBuyer(t.db, {
      buyerId: a.buyerId,
      category: 'info',
      title: '既読テスト',
      body: '本文',
      now: t.clock.now(),
    });
    expect(await unreadCount(a)).toBe(before + 1);
    const first = await call(a, 'POST', `/users/notifications/${id}/confirmation`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ count_unread: before });
    const again = await call(a, 'POST', `/users/notifications/${id}/confirmation`);
    expect(again.json()).toEqual({ count_unread: before });
    expect((await call(a, 'GET', `/users/notices/${id}`)).json()).toMatchObject({ is_read: true, link_path: null });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'notification.read'), eq(auditLogs.targetId, String(id))));
    expect(audits).toHaveLength(1);
  });
});

describe('operator broadcast (notice:publish)', () => {
  it('is visible to every buyer, with separate read state; audited as the operator', async () => {
    const [aBefore, bBefore] = [await unreadCount(a), await unreadCount(b)];
    const { id } = await publishNotice(t.db, {
      title: 'メンテナンスのお知らせ',
      body: '12月10日 2:00〜4:00 はご利用いただけません。',
      linkPath: '/toppage',
      operator: 'ops-test',
      now: t.clock.now(),
    });
    expect(await unreadCount(a)).toBe(aBefore + 1);
    expect(await unreadCount(b)).toBe(bBefore + 1);
    expect((await call(b, 'GET', `/users/notices/${id}`)).json()).toMatchObject({ link_path: '/toppage', is_read: false });

    expect((await call(a, 'POST', `/users/notifications/${id}/confirmation`)).json().count_unread).toBe(aBefore);
    expect((await call(a, 'GET', `/users/notices/${id}`)).json().is_read).toBe(true);
    expect((await call(b, 'GET', `/users/notices/${id}`)).json().is_read).toBe(false);
    expect(await unreadCount(b)).toBe(bBefore + 1);

    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'notice.published'));
    expect(audit).toMatchObject({ actorType: 'operator', actorId: 'ops-test', targetId: String(id), buyerId: null });
  });

  it('to one buyer only: the other buyer gets 404', async () => {
    const { id } = await publishNotice(t.db, {
      title: '個別のご連絡',
      body: 'ご確認ください。',
      buyerId: b.buyerId,
      operator: 'ops-test',
      now: t.clock.now(),
    });
    expect((await call(b, 'GET', `/users/notices/${id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/users/notices/${id}`)).statusCode).toBe(404);
  });

  it('the console publishes to one buyer (an admin operator; e2e and the demo use it)', async () => {
    const admin = await operatorSession(t, ['admin']);
    const publish = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/ops/admin/notices', headers: admin.headers, payload });
    const res = await publish({ buyer_id: a.buyerId, title: '年末年始のお知らせ', body: '本文' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect((await call(a, 'GET', `/users/notices/${id}`)).json().title).toBe('年末年始のお知らせ');
    expect((await call(b, 'GET', `/users/notices/${id}`)).statusCode).toBe(404);
    expect((await publish({ buyer_id: 987654, title: 'x', body: 'y' })).statusCode).toBe(404);
    const examiner = await operatorSession(t, ['examiner']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops/admin/notices',
      headers: examiner.headers,
      payload: { title: 'x', body: 'y' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses links leaving the site, empty text and unknown buyers; nothing is written', async () => {
    const count = async () => (await t.db.select().from(notifications)).length;
    const before = await count();
    const base = { title: 'x', body: 'y', operator: 'ops-test', now: t.clock.now() };
    for (const linkPath of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/a b', '/\\evil'])
      await expect(publishNotice(t.db, { ...base, linkPath })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(publishNotice(t.db, { ...base, title: ' ' })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(publishNotice(t.db, { ...base, buyerId: 987654 })).rejects.toMatchObject({ code: 'not_found' });
    expect(await count()).toBe(before);
    expect(isInAppPath('/payments/review/12?x=1')).toBe(true);
  });
});

describe('notifications link to what they are about', () => {
  it('a supplier decision links to the supplier', async () => {
    const { supplierId } = await supplierWithAccount(t, a);
    await changeSupplierStatus(t.db, { supplierId, to: 'Approved', operator: 'ops-test', now: t.clock.now() });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.buyerId, a.buyerId), eq(notifications.category, 'supplier')))
      .orderBy(desc(notifications.id));
    expect(note?.linkPath).toBe(`/suppliers/${supplierId}`);
  });

  it('a payment move links to the payment’s detail under the tab it now shows in', async () => {
    const p = await createdPayment(t, a);
    const latest = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.buyerId, a.buyerId), eq(notifications.category, 'payment')))
          .orderBy(desc(notifications.id))
      )[0]?.linkPath;
    await operatorMoves(t, p.id, ['check']);
    expect(await latest()).toBe(`/payments/review/${p.id}`);
    await operatorMoves(t, p.id, ['complete']);
    expect(await latest()).toBe(`/payments/reserved/${p.id}`);
    await operatorMoves(t, p.id, ['transfer']);
    expect(await latest()).toBe(`/payments/history/${p.id}`);
  });

  it('maps each status to the web’s tab', () => {
    const base = { id: 7, type: 'InvoicePayment' as const, isActionRequired: false };
    expect(paymentLinkPath({ ...base, status: 'InProgress' })).toBe('/payments/review/7');
    expect(paymentLinkPath({ ...base, status: 'InProgressExaminationCompleted', isActionRequired: true })).toBe(
      '/payments/review/7',
    );
    expect(paymentLinkPath({ ...base, status: 'Cancel' })).toBe('/payments/history/7');
    expect(paymentLinkPath({ ...base, type: 'InvoiceRequestBuyer', status: 'WaitingForPayment' })).toBe('/payments/waiting/7');
    expect(paymentLinkPath({ ...base, type: 'InvoiceRequestSeller', status: 'InProgress' })).toBeNull();
  });
});
