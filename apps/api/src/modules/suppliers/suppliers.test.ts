import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, invoices, notifications } from '../../db/schema.ts';
import { mizuhoAccountBody, registeredBuyer, supplierCorporationBody, type Session } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { changeSupplierStatus } from './change-supplier-status.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp();
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
});
afterAll(() => t.close());

const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: s.headers, ...(payload ? { payload } : {}) });

async function createSupplier(s: Session, overrides: Record<string, unknown> = {}) {
  const res = await call(s, 'POST', '/suppliers/corporation', supplierCorporationBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().supplier as { id: number };
}

describe('suppliers', () => {
  it('creates a corporation supplier as Unapproved, normalised, audited, and lists it in the enabled group', async () => {
    const res = await call(a, 'POST', '/suppliers/corporation', supplierCorporationBody());
    expect(res.statusCode).toBe(201);
    const { supplier, warnings } = res.json();
    expect(warnings).toEqual([]);
    expect(supplier).toMatchObject({
      business_form: 1,
      status: 'Unapproved',
      postal_code: '1630001',
      phone_number: '0300001111',
      accounts: [],
      last_payment_date: null,
    });
    const list = (await call(a, 'GET', '/suppliers?from=0&size=10&status=Approved,Escalation,Unapproved')).json();
    expect(list.suppliers.map((s: { id: number }) => s.id)).toContain(supplier.id);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'supplier.created'));
    expect(audit.some((r) => r.targetId === String(supplier.id))).toBe(true);
  });

  it('creates a sole-proprietor supplier without 法人番号', async () => {
    const body = supplierCorporationBody({ name: '山田デザイン事務所', name_kana: 'ヤマダデザインジムショ' });
    delete (body as Record<string, unknown>)['corporate_number'];
    const res = await call(a, 'POST', '/suppliers/sole_proprietor', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().supplier).toMatchObject({ business_form: 2, corporate_number: null });
  });

  it('warns (not refuses) when the same 法人番号 is registered twice', async () => {
    const number = '7000012050002';
    await createSupplier(a, { corporate_number: number, name: '国税庁' });
    const res = await call(
      a,
      'POST',
      '/suppliers/corporation',
      supplierCorporationBody({ corporate_number: number, name: '国税庁（別部署）' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings[0].code).toBe('duplicate_supplier');
  });

  it('refuses bad fields with Japanese messages on the field, and saves nothing', async () => {
    const before = (await call(a, 'GET', '/suppliers?from=0&size=1')).json().count_all;
    for (const [override, field] of [
      [{ corporate_number: '1123456789012' }, 'corporate_number'],
      [{ name_kana: 'サンプルinsatsu' }, 'name_kana'],
      [{ postal_code: '16300' }, 'postal_code'],
      [{ email_address: 'not-mail' }, 'email_address'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await call(a, 'POST', '/suppliers/corporation', supplierCorporationBody(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call(a, 'GET', '/suppliers?from=0&size=1')).json().count_all).toBe(before);
  });

  it('accounts: Zengin names from the directory, holder kana normalised, list/edit, duplicate warning', async () => {
    const supplier = await createSupplier(a);
    const created = await call(
      a,
      'POST',
      `/suppliers/${supplier.id}/accounts`,
      mizuhoAccountBody({ account_holder_name: 'かぶしきがいしゃ　さんぷるいんさつ', account_number: '12345' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json().account;
    expect(account).toMatchObject({
      bank_name: 'みずほ',
      branch_name: '本店',
      account_type: '2',
      account_number: '0012345',
      account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｲﾝｻﾂ',
    });
    expect(account.account_holder_name_display).toBe('カ）サンプルインサツ');
    const listed = (await call(a, 'GET', `/suppliers/${supplier.id}/accounts`)).json().accounts;
    expect(listed).toHaveLength(1);
    const other = await createSupplier(a, { name: '別会社' });
    const dup = await call(a, 'POST', `/suppliers/${other.id}/accounts`, mizuhoAccountBody({ account_number: '12345' }));
    expect(dup.statusCode).toBe(201);
    expect(dup.json().warnings[0].code).toBe('duplicate_account');
    const edited = await call(
      a,
      'PUT',
      `/suppliers/${supplier.id}/accounts/${account.id}`,
      mizuhoAccountBody({ branch_code: '110', account_type: '1' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().account).toMatchObject({ id: account.id, branch_code: '110', account_type: '1' });
    const list = (await call(a, 'GET', '/suppliers?from=0&size=50'))
      .json()
      .suppliers.find((s: { id: number }) => s.id === supplier.id);
    expect(list.bank_name).toBe('みずほ');
  });

  it('ゆうちょ: 記号・番号 become 店番・口座番号', async () => {
    const supplier = await createSupplier(a);
    const res = await call(a, 'POST', `/suppliers/${supplier.id}/accounts`, {
      bank_code: '9900',
      yucho_symbol: '12340',
      yucho_number: '12345671',
      account_holder_name: 'ヤマダ タロウ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().account).toMatchObject({
      bank_code: '9900',
      branch_code: '238',
      account_type: '2',
      account_number: '1234567',
    });
  });

  it.each([
    [{ bank_code: '0000' }, 'bank_code'],
    [{ branch_code: '999' }, 'branch_code'],
    [{ account_holder_name: '山田太郎' }, 'account_holder_name'],
    [{ account_type: '3' }, 'account_type'],
    [{ account_number: '12345678' }, 'account_number'],
  ])('refuses account %o', async (override, field) => {
    const supplier = await createSupplier(a);
    const res = await call(a, 'POST', `/suppliers/${supplier.id}/accounts`, mizuhoAccountBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('another buyer’s supplier and account are 404 on every endpoint, and unchanged', async () => {
    const supplier = await createSupplier(a);
    const acc = (await call(a, 'POST', `/suppliers/${supplier.id}/accounts`, mizuhoAccountBody())).json().account;
    const attempts = [
      call(b, 'GET', `/suppliers/${supplier.id}`),
      call(b, 'GET', `/suppliers/${supplier.id}/accounts`),
      call(b, 'POST', `/suppliers/${supplier.id}/accounts`, mizuhoAccountBody()),
      call(b, 'PUT', `/suppliers/${supplier.id}/accounts/${acc.id}`, mizuhoAccountBody({ account_number: '7777777' })),
      call(b, 'DELETE', `/suppliers/${supplier.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe('not_found');
    }
    expect((await call(b, 'GET', '/suppliers?from=0&size=100')).json().suppliers.map((s: { id: number }) => s.id)).not.toContain(
      supplier.id,
    );
    const mine = (await call(a, 'GET', `/suppliers/${supplier.id}`)).json();
    expect(mine.accounts[0].account_number).toBe('1234567');
    // an account id of another of my own suppliers is not mine to edit through this supplier either
    const second = await createSupplier(a);
    expect((await call(a, 'PUT', `/suppliers/${second.id}/accounts/${acc.id}`, mizuhoAccountBody())).statusCode).toBe(404);
  });

  it('delete is soft, refused while a payment is in flight, and the supplier disappears from lists', async () => {
    const busy = await createSupplier(a);
    await t.db
      .insert(invoices)
      .values({ buyerId: a.buyerId, supplierId: busy.id, type: 'InvoicePayment', status: 2, amount: 10000 });
    const refused = await call(a, 'DELETE', `/suppliers/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('処理中');
    const idle = await createSupplier(a);
    expect((await call(a, 'DELETE', `/suppliers/${idle.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', `/suppliers/${idle.id}`)).statusCode).toBe(404);
    expect((await call(a, 'DELETE', `/suppliers/${idle.id}`)).statusCode).toBe(404);
  });

  it('operator status changes: audited, notified, moving the supplier between groups; bad moves refused', async () => {
    const supplier = await createSupplier(a, { name: '審査対象株式会社' });
    await expect(
      changeSupplierStatus(t.db, { supplierId: supplier.id, to: 'Rejected', operator: 'ops', now: new Date() }),
    ).rejects.toThrow();
    await changeSupplierStatus(t.db, {
      supplierId: supplier.id,
      to: 'Rejected',
      reason: '口座名義が請求書と一致しません',
      operator: 'ops',
      now: new Date(),
    });
    const disabled = (await call(a, 'GET', '/suppliers?from=0&size=100&status=Rejected')).json();
    expect(disabled.suppliers.map((s: { id: number }) => s.id)).toContain(supplier.id);
    const detail = (await call(a, 'GET', `/suppliers/${supplier.id}`)).json();
    expect(detail).toMatchObject({ status: 'Rejected', status_reason: '口座名義が請求書と一致しません' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.buyerId, a.buyerId));
    expect(notes.some((n) => n.title.includes('審査対象株式会社') && n.title.includes('否認'))).toBe(true);
    await expect(
      changeSupplierStatus(t.db, { supplierId: supplier.id, to: 'Rejected', reason: 'x', operator: 'ops', now: new Date() }),
    ).rejects.toMatchObject({
      code: 'conflict',
      userMessage: expect.stringContaining('否認'),
    });
    await changeSupplierStatus(t.db, { supplierId: supplier.id, to: 'Approved', operator: 'ops', now: new Date() });
    expect((await call(a, 'GET', `/suppliers/${supplier.id}`)).json().status).toBe('Approved');
  });

  it('paging and name search: from/size walk the list, count_all stays the total, q matches kanji or kana', async () => {
    const c = await registeredBuyer(t);
    for (let i = 0; i < 7; i++)
      await createSupplier(c, { name: `ページ商事${i}`, name_kana: `ページショウジ${'ア'.repeat(i + 1)}` });
    await createSupplier(c, { name: '別件物産', name_kana: 'ベッケンブッサン' });
    const first = (await call(c, 'GET', '/suppliers?from=0&size=3')).json();
    const rest = (await call(c, 'GET', '/suppliers?from=3&size=10')).json();
    expect(first.count_all).toBe(8);
    expect(first.suppliers).toHaveLength(3);
    expect(rest.suppliers).toHaveLength(5);
    const ids = [...first.suppliers, ...rest.suppliers].map((x: { id: number }) => x.id);
    expect(new Set(ids).size).toBe(8);
    expect((await call(c, 'GET', `/suppliers?from=0&size=10&q=${encodeURIComponent('ページ')}`)).json().count_all).toBe(7);
    expect((await call(c, 'GET', `/suppliers?from=0&size=10&q=${encodeURIComponent('ベッケン')}`)).json().suppliers[0].name).toBe(
      '別件物産',
    );
  });

  it('payment history: GET /invoices?supplier_id lists only that supplier’s payments of the caller', async () => {
    const supplier = await createSupplier(a);
    await t.db.insert(invoices).values([
      {
        buyerId: a.buyerId,
        supplierId: supplier.id,
        type: 'InvoicePayment',
        status: 4,
        amount: 5000,
        transferDate: '2026-10-30',
      },
      { buyerId: a.buyerId, supplierId: null, type: 'InvoicePayment', status: 4, amount: 7000 },
    ]);
    const res = (await call(a, 'GET', `/invoices?from=0&size=10&supplier_id=${supplier.id}`)).json();
    expect(res.total_count).toBe(1);
    expect((await call(b, 'GET', `/invoices?from=0&size=10&supplier_id=${supplier.id}`)).json().total_count).toBe(0);
    expect((await call(a, 'GET', `/suppliers/${supplier.id}`)).json().last_payment_date).toBe('2026-10-30');
  });
});
