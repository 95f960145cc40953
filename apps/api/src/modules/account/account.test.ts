import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, buyers, notifications, outboxEmails, users } from '../../db/schema.ts';
import {
  STRONG_PASSWORD,
  corporationBody,
  logIn,
  registeredBuyer,
  signUp,
  soleProprietorBody,
  type Session,
} from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Throttling counts per IP too: each test that gets passwords wrong comes from its own address. */
const freshIp = () => `10.1.0.${++ipCounter}`;
const call = (s: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: s?.headers ?? {},
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });

const auditOf = (buyerId: number | null, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), buyerId === null ? undefined : eq(auditLogs.buyerId, buyerId)))
    .orderBy(desc(auditLogs.id));

/** The corporation form minus what PUT /users/corporation does not take (振込名義人, 担当者). */
function corporationUpdate(overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = corporationBody(overrides);
  for (const key of ['transfer_person_name', 'user_last_name', 'user_first_name', 'phone_number', 'business_category_id'])
    delete body[key];
  return body;
}
function soleProprietorUpdate(overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = soleProprietorBody(overrides);
  for (const key of ['transfer_person_name', 'user_last_name', 'user_first_name', 'phone_number', 'business_category_id'])
    delete body[key];
  return body;
}

describe('PUT /users/user_name', () => {
  it('changes the name, answers the login user and audits old and new', async () => {
    const s = await registeredBuyer(t);
    const res = await call(s, 'PUT', '/users/user_name', { user_last_name: ' 佐藤 ', user_first_name: '次郎' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_last_name: '佐藤', user_first_name: '次郎', email_address: s.emailAddress });
    const [audit] = await auditOf(s.buyerId, 'user.name_changed');
    expect(audit?.detail).toEqual({
      from: { last_name: '試験', first_name: '花子' },
      to: { last_name: '佐藤', first_name: '次郎' },
    });
  });

  it('refuses empty or long names and unknown fields; nothing changes', async () => {
    const s = await registeredBuyer(t);
    for (const body of [
      { user_last_name: '', user_first_name: '次郎' },
      { user_last_name: 'あ'.repeat(31), user_first_name: '次郎' },
      { user_last_name: '佐藤', user_first_name: '次郎', buyer_id: 1 },
    ]) {
      const res = await call(s, 'PUT', '/users/user_name', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status).toBe('validation_error');
    }
    expect((await call(s, 'GET', '/users/information')).json().user_last_name).toBe('試験');
    expect((await call(null, 'PUT', '/users/user_name', { user_last_name: 'a', user_first_name: 'b' })).statusCode).toBe(401);
  });
});

describe('PUT /users/transfer_person_name', () => {
  it('registration stores 振込名義人 as Zengin half-width kana', async () => {
    const s = await registeredBuyer(t);
    const info = (await call(s, 'GET', '/users/information')).json();
    expect(info.corporation.transfer_person_name).toBe('ﾃｽﾄｼﾖｳｶｲ');
  });

  it.each([['カ）テスト'], ['ｶ)ﾃｽﾄ'], ['株式会社テスト']])(
    '%s is stored as ｶ)ﾃｽﾄ and audited with old and new',
    async (input) => {
      const s = await registeredBuyer(t);
      const res = await call(s, 'PUT', '/users/transfer_person_name', { transfer_person_name: input });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().corporation.transfer_person_name).toBe('ｶ)ﾃｽﾄ');
      const [buyer] = await t.db.select().from(buyers).where(eq(buyers.id, s.buyerId));
      expect(buyer?.transferPersonName).toBe('ｶ)ﾃｽﾄ');
      const [audit] = await auditOf(s.buyerId, 'transfer_person_name.changed');
      expect(audit?.detail).toEqual({ from: 'ﾃｽﾄｼﾖｳｶｲ', to: 'ｶ)ﾃｽﾄ' });
    },
  );

  it('names the characters a bank cannot carry, and changes nothing', async () => {
    const s = await registeredBuyer(t);
    const res = await call(s, 'PUT', '/users/transfer_person_name', { transfer_person_name: 'テスト＠商事!' });
    expect(res.statusCode).toBe(400);
    const error = res.json().errors.find((e: { field: string }) => e.field === 'transfer_person_name');
    expect(error.message).toContain('＠');
    expect(error.message).toContain('!');
    expect((await call(s, 'PUT', '/users/transfer_person_name', { transfer_person_name: '' })).statusCode).toBe(400);
    expect((await call(s, 'GET', '/users/information')).json().corporation.transfer_person_name).toBe('ﾃｽﾄｼﾖｳｶｲ');
    expect(await auditOf(s.buyerId, 'transfer_person_name.changed')).toHaveLength(0);
  });

  it('a user without a business gets registration_required', async () => {
    const s = await signUp(t);
    const res = await call(s, 'PUT', '/users/transfer_person_name', { transfer_person_name: 'ﾃｽﾄ' });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('registration_required');
  });
});

describe('PUT /users/corporation and /users/sole_proprietor (登録情報)', () => {
  it('updates a corporation; the audit lists the changed fields and the legal ones with old and new values', async () => {
    const s = await registeredBuyer(t);
    const res = await call(
      s,
      'PUT',
      '/users/corporation',
      corporationUpdate({
        corporate_name: '株式会社新テスト商会',
        address_city: '千代田区大手町',
        address_building_name: '大手町ビル',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().corporation).toMatchObject({
      corporate_name: '株式会社新テスト商会',
      address_city: '千代田区大手町',
      address_building_name: '大手町ビル',
      transfer_person_name: 'ﾃｽﾄｼﾖｳｶｲ',
    });
    const [audit] = await auditOf(s.buyerId, 'company.updated');
    expect(audit?.actorType).toBe('user');
    expect(audit?.detail).toEqual({
      business_form: 1,
      changed_fields: ['corporate_name', 'address_city', 'address_building_name'],
      legal_changes: { corporate_name: { from: '株式会社テスト商会', to: '株式会社新テスト商会' } },
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.buyerId, s.buyerId))
      .orderBy(desc(notifications.id));
    expect(notice).toMatchObject({ category: 'account', linkPath: '/myaccount/company' });
    expect(notice?.body).toContain('法人名');

    // The same form again changes nothing and writes nothing.
    const again = await call(
      s,
      'PUT',
      '/users/corporation',
      corporationUpdate({
        corporate_name: '株式会社新テスト商会',
        address_city: '千代田区大手町',
        address_building_name: '大手町ビル',
      }),
    );
    expect(again.statusCode).toBe(200);
    expect(await auditOf(s.buyerId, 'company.updated')).toHaveLength(1);

    // An emptied building name is stored as null.
    const cleared = await call(s, 'PUT', '/users/corporation', corporationUpdate({ address_building_name: '' }));
    expect(cleared.json().corporation.address_building_name).toBeNull();
  });

  it('records representative changes with old and new values (法人番号 too)', async () => {
    const s = await registeredBuyer(t);
    const res = await call(
      s,
      'PUT',
      '/users/corporation',
      corporationUpdate({
        representative_name: '新任 次郎',
        representative_name_kana: 'シンニン ジロウ',
        corporate_number: '1234567890123',
      }),
    );
    // 1234567890123 has a wrong check digit: refused, nothing saved.
    expect(res.statusCode).toBe(400);
    expect(await auditOf(s.buyerId, 'company.updated')).toHaveLength(0);
    const ok = await call(
      s,
      'PUT',
      '/users/corporation',
      corporationUpdate({ representative_name: '新任 次郎', representative_name_kana: 'シンニン ジロウ' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [audit] = await auditOf(s.buyerId, 'company.updated');
    expect(audit?.detail).toMatchObject({
      changed_fields: ['representative_name', 'representative_name_kana'],
      legal_changes: {
        representative_name: { from: '試験 太郎', to: '新任 次郎' },
        representative_name_kana: { from: 'シケン タロウ', to: 'シンニン ジロウ' },
      },
    });
  });

  it('bad input is 400 on the field and changes nothing', async () => {
    const s = await registeredBuyer(t);
    for (const [override, field] of [
      [{ corporate_name_kana: 'かぶしきがいしゃ' }, 'corporate_name_kana'],
      [{ postal_code: '12' }, 'postal_code'],
      [{ address_state: 'ニューヨーク' }, 'address_state'],
      [{ representative_birthday: '2999-01-01' }, 'representative_birthday'],
    ] as const) {
      const res = await call(s, 'PUT', '/users/corporation', corporationUpdate(override));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.some((e: { field: string }) => e.field === field)).toBe(true);
    }
    // 振込名義人 has its own call; the company form refuses it as an unknown field.
    const withName = await call(s, 'PUT', '/users/corporation', { ...corporationUpdate(), transfer_person_name: 'ﾃｽﾄ' });
    expect(withName.statusCode).toBe(400);
    expect((await call(s, 'GET', '/users/information')).json().corporation.corporate_name).toBe('株式会社テスト商会');
    expect(await auditOf(s.buyerId, 'company.updated')).toHaveLength(0);
  });

  it('only the business form the buyer registered with can be edited', async () => {
    const corp = await registeredBuyer(t);
    const wrong = await call(corp, 'PUT', '/users/sole_proprietor', soleProprietorUpdate());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status).toBe('validation_error');
    expect(wrong.json().message).toContain('法人として登録されている');

    const sole = await signUp(t);
    expect((await call(sole, 'POST', '/users/sole_proprietor', soleProprietorBody())).statusCode).toBe(201);
    const wrongToo = await call(sole, 'PUT', '/users/corporation', corporationUpdate());
    expect(wrongToo.statusCode).toBe(400);
    expect(wrongToo.json().message).toContain('個人事業主として登録されている');

    const none = await signUp(t);
    const unregistered = await call(none, 'PUT', '/users/corporation', corporationUpdate());
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().status).toBe('registration_required');
  });

  it('updates a sole proprietor, with the representative names as legal changes', async () => {
    const s = await signUp(t);
    const registered = await call(s, 'POST', '/users/sole_proprietor', soleProprietorBody());
    const buyerId = registered.json().buyer_id as number;
    const res = await call(
      s,
      'PUT',
      '/users/sole_proprietor',
      soleProprietorUpdate({
        representative_last_name: '川田',
        representative_last_name_kana: 'カワダ',
        home_address_city: '大阪市中央区',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sole_proprietor).toMatchObject({ representative_last_name: '川田', home_address_city: '大阪市中央区' });
    const [audit] = await auditOf(buyerId, 'company.updated');
    expect(audit?.detail).toEqual({
      business_form: 2,
      changed_fields: ['representative_last_name', 'representative_last_name_kana', 'home_address_city'],
      legal_changes: {
        representative_last_name: { from: '山田', to: '川田' },
        representative_last_name_kana: { from: 'ヤマダ', to: 'カワダ' },
      },
    });
  });
});

describe('PUT /users/password', () => {
  const NEW_PASSWORD = 'yama-no-ue-2027-kaze';

  it('changes the password: other sessions end at once, this one stays, the old password stops working', async () => {
    const a = await registeredBuyer(t);
    const b = await logIn(t, a.emailAddress);
    const res = await call(a, 'PUT', '/users/password', { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('パスワードを変更しました');

    expect((await call(a, 'GET', '/users/information')).statusCode).toBe(200);
    const other = await call(b, 'GET', '/users/information');
    expect(other.statusCode).toBe(401);
    expect(other.json().status).toBe('invalid_access_token');
    const refresh = await call(null, 'POST', '/users/token', { refresh_token: b.refreshToken });
    expect(refresh.statusCode).toBe(401);

    const oldLogin = await call(null, 'POST', '/login', { email_address: a.emailAddress, password: STRONG_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    await logIn(t, a.emailAddress, NEW_PASSWORD);

    // The login just made sent a code; the change notice came before it.
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, a.emailAddress));
    const notice = mails.find((m) => m.subject.includes('パスワード変更のお知らせ'));
    expect(notice?.textBody).toContain('変更を行った端末以外のすべての端末からログアウトしました');
    const [audit] = await auditOf(a.buyerId, 'password.changed');
    expect(audit?.detail).toEqual({ other_sessions_revoked: 1 });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.buyerId, a.buyerId), eq(notifications.category, 'security')));
    expect(note?.title).toBe('パスワードを変更しました');
  });

  it('a wrong current password is incorrect_password on current_password, counted in the login throttle', async () => {
    const a = await registeredBuyer(t);
    const [before] = await t.db.select().from(users).where(eq(users.emailAddress, a.emailAddress));
    const res = await call(
      a,
      'PUT',
      '/users/password',
      { current_password: 'not-my-password', new_password: NEW_PASSWORD },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'incorrect_password',
      errors: [{ field: 'current_password', message: '現在のパスワードが正しくありません。' }],
    });
    const [after] = await t.db.select().from(users).where(eq(users.emailAddress, a.emailAddress));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(await auditOf(a.buyerId, 'password.reauth_failed')).toHaveLength(1);
  });

  it('after 10 misses even the right password is refused (429), and the login form is throttled too', async () => {
    const a = await registeredBuyer(t);
    // Misses from several addresses: the per-account count still reaches 10.
    for (let i = 0; i < 10; i++) {
      const body = { current_password: `wrong-${i}`, new_password: NEW_PASSWORD };
      const miss = await call(a, 'PUT', '/users/password', body, i % 2 === 0 ? freshIp() : '10.2.0.1');
      expect(miss.statusCode).toBe(400);
    }
    const right = await call(
      a,
      'PUT',
      '/users/password',
      { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
      freshIp(),
    );
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json().message).toContain('分ほど待って');
    const login = await call(null, 'POST', '/login', { email_address: a.emailAddress, password: STRONG_PASSWORD }, freshIp());
    expect(login.statusCode).toBe(429);
  });

  it('the new password follows the sign-up policy: not weak, not the e-mail, not the current one', async () => {
    const a = await registeredBuyer(t);
    for (const [newPassword, text] of [
      [STRONG_PASSWORD, '現在のパスワードとは異なる'],
      ['password1234', '推測されやすい'],
      [a.emailAddress, 'メールアドレス'],
      ['short', '12文字以上'],
    ] as const) {
      const res = await call(a, 'PUT', '/users/password', { current_password: STRONG_PASSWORD, new_password: newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      const messages = JSON.stringify(res.json().errors);
      expect(messages).toContain('new_password');
      expect(messages).toContain(text);
    }
    expect(await auditOf(a.buyerId, 'password.changed')).toHaveLength(0);
    await logIn(t, a.emailAddress, STRONG_PASSWORD);
  });
});
