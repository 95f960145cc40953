import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, buyers } from '../../db/schema.ts';
import { corporationBody, signUp, soleProprietorBody } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('business registration', () => {
  it('a new user has no business yet; registering as a corporation fills the login user of spec §3', async () => {
    const s = await signUp(t);
    const before = (await call('GET', '/users/information', s.headers)).json();
    expect(before).toMatchObject({ buyer_id: null, business_form: null, corporation: null, accepted_terms_version: null });
    const stats = await call('GET', '/invoices?from=0&size=1', s.headers);
    expect(stats.statusCode).toBe(403);
    expect(stats.json().status).toBe('registration_required');

    const res = await call('POST', '/users/corporation', s.headers, corporationBody());
    expect(res.statusCode).toBe(201);
    const after = (await call('GET', '/users/information', s.headers)).json();
    expect(after).toMatchObject({
      email_address: s.emailAddress,
      user_last_name: '試験',
      user_first_name: '花子',
      buyer_id: res.json().buyer_id,
      business_form: 1,
      phone_number: '0312345678',
      external_integration_client_ids: [],
      collection_enabled: false,
      sole_proprietor: null,
    });
    expect(after.corporation).toMatchObject({
      corporate_number: '7123456789012',
      postal_code: '1000005',
      address_building_name: null,
    });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'buyer.registered'));
    expect(audit.some((a) => a.buyerId === res.json().buyer_id)).toBe(true);
  });

  it('registers a sole proprietor with business and home addresses', async () => {
    const s = await signUp(t);
    expect((await call('POST', '/users/sole_proprietor', s.headers, soleProprietorBody())).statusCode).toBe(201);
    const info = (await call('GET', '/users/information', s.headers)).json();
    expect(info.business_form).toBe(2);
    expect(info.sole_proprietor).toMatchObject({
      business_name: 'やまだ商店',
      home_postal_code: '5300002',
      home_address_building_name: 'メゾン梅田101',
    });
  });

  it('a second registration is a 409 and creates no second buyer', async () => {
    const s = await signUp(t);
    const [first, second] = await Promise.all([
      call('POST', '/users/corporation', s.headers, corporationBody()),
      call('POST', '/users/corporation', s.headers, corporationBody()),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await call('POST', '/users/sole_proprietor', s.headers, soleProprietorBody());
    expect(again.statusCode).toBe(409);
    const mine = await t.db.select().from(buyers);
    expect(new Set(mine.map((b) => b.id)).size).toBe(mine.length);
  });

  it.each([
    ['kana not katakana', { corporate_name_kana: 'かぶしきがいしゃ' }, 'corporate_name_kana', '全角カタカナ'],
    ['法人番号 with a wrong check digit', { corporate_number: '1123456789012' }, 'corporate_number', '法人番号'],
    ['法人番号 of 12 digits', { corporate_number: '123456789012' }, 'corporate_number', '13桁'],
    ['postal code of 6 digits', { postal_code: '100-005' }, 'postal_code', '7桁'],
    ['a birthday that does not exist', { representative_birthday: '1990-02-30' }, 'representative_birthday', '存在する日付'],
    ['a birthday in the future', { representative_birthday: '2999-01-01' }, 'representative_birthday', '過去の日付'],
    ['an unknown prefecture', { address_state: 'ニューヨーク' }, 'address_state', '都道府県'],
    ['an unknown business category', { business_category_id: 4242 }, 'business_category_id', '業種'],
    ['a bad phone number', { phone_number: '12345' }, 'phone_number', '電話番号'],
  ])('refuses %s with a Japanese message on the field, and saves nothing', async (_label, override, field, message) => {
    const s = await signUp(t);
    const res = await call('POST', '/users/corporation', s.headers, corporationBody(override));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('validation_error');
    const fieldError = body.errors.find((e: { field: string }) => e.field === field);
    expect(fieldError?.message).toContain(message);
    expect((await call('GET', '/users/information', s.headers)).json().buyer_id).toBeNull();
  });

  it('POST /users/validation checks a form without saving it', async () => {
    const s = await signUp(t);
    const ok = await call('POST', '/users/validation', s.headers, { business_form: 1, corporation: corporationBody() });
    expect(ok.statusCode).toBe(200);
    const bad = await call('POST', '/users/validation', s.headers, {
      business_form: 2,
      sole_proprietor: soleProprietorBody({ home_postal_code: 'abc' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.some((e: { field: string }) => e.field.endsWith('home_postal_code'))).toBe(true);
    expect((await call('GET', '/users/information', s.headers)).json().buyer_id).toBeNull();
  });

  it('terms: only the version in force can be accepted; acceptance is recorded', async () => {
    const s = await signUp(t);
    const terms = (await t.app.inject({ method: 'GET', url: '/api/v1/terms' })).json();
    expect(terms.body).toContain('利用規約');
    expect((await call('PUT', '/users/license', s.headers, { terms_version: '1999-01-01' })).statusCode).toBe(400);
    expect((await call('PUT', '/users/license', s.headers, { terms_version: terms.version })).statusCode).toBe(200);
    const info = (await call('GET', '/users/information', s.headers)).json();
    expect(info.accepted_terms_version).toBe(info.current_terms_version);
  });

  it('business categories and system time are served', async () => {
    const s = await signUp(t);
    const categories = (await call('GET', '/business_categories', s.headers)).json().business_categories;
    expect(categories.length).toBeGreaterThan(10);
    expect(categories[0]).toEqual({ id: 1, name: '農業・林業・漁業' });
    const time = (await t.app.inject({ method: 'GET', url: '/api/v1/system/time' })).json();
    expect(time.timezone).toBe('Asia/Tokyo');
    expect(time.jst_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(time.jst_time).toMatch(/^\d{2}:\d{2}$/);
    const jst = new Date(new Date(time.now).getTime() + 9 * 3600_000).toISOString();
    expect(`${time.jst_date}T${time.jst_time}`).toBe(jst.slice(0, 16));
  });
});
