import { API } from '@icp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notifications, recoveryCodes, users } from '../../db/schema.ts';
import { STRONG_PASSWORD, type Session, registeredBuyer, signUp } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, s: Session, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: s.headers, ...(payload ? { payload } : {}) });
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.emailAddress, email)))[0]!;

async function enrol(s: Session) {
  const res = await call('POST', API.totp, s, { password: STRONG_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { secret: string; otpauth_uri: string; qr_code_data_uri: string };
}

describe('TOTP enrolment', () => {
  it('starts with the password: a Base32 secret, an otpauth URI for this account and an SVG QR code; login is unchanged', async () => {
    const s = await signUp(t);
    const body = await enrol(s);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(body.otpauth_uri)).toContain(`otpauth://totp/請求書カード払い:${s.emailAddress}`);
    expect(uri.searchParams.get('secret')).toBe(body.secret);
    expect(uri.searchParams.get('issuer')).toBe('請求書カード払い');
    expect(body.qr_code_data_uri).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.qr_code_data_uri.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');

    const row = await userRow(s.emailAddress);
    expect(row.twoFactorMethod).toBe('email');
    expect(row.totpSecretSealed).toBeNull();
    // Stored sealed, never as the secret itself.
    expect(row.totpPendingSecretSealed).toMatch(/^v1\./);
    expect(row.totpPendingSecretSealed).not.toContain(body.secret);
    expect((await call('GET', API.securitySettings, s)).json().two_factor_method).toBe('email');
  });

  it('a wrong password is incorrect_password on the password field and counts toward the login throttle', async () => {
    const s = await signUp(t);
    const wrong = await call('POST', API.totp, s, { password: 'not-my-password-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'incorrect_password', errors: [{ field: 'password' }] });
    expect(wrong.json().message).toBe('現在のパスワードが正しくありません。');
    expect((await userRow(s.emailAddress)).totpPendingSecretSealed).toBeNull();
    for (let i = 0; i < 9; i++) await call('POST', API.totp, s, { password: `wrong-${i}-wrong-wrong` });
    const throttled = await call('POST', API.totp, s, { password: STRONG_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().status).toBe('too_many_requests');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // and the login itself is throttled for this account too
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email_address: s.emailAddress, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
  });

  it('confirmation without a started enrolment is a clear validation_error', async () => {
    const s = await signUp(t);
    const res = await call('POST', API.totpConfirmation, s, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('validation_error');
    expect(res.json().message).toContain('認証アプリの設定');
  });

  it('a wrong code is invalid_code and changes nothing', async () => {
    const s = await registeredBuyer(t);
    const { secret } = await enrol(s);
    const right = await codeAt(secret);
    const res = await call('POST', API.totpConfirmation, s, { code: right === '000000' ? '111111' : '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('invalid_code');
    const row = await userRow(s.emailAddress);
    expect(row.twoFactorMethod).toBe('email');
    expect(row.totpSecretSealed).toBeNull();
    expect(row.totpPendingSecretSealed).not.toBeNull();
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).toHaveLength(0);
  });

  it('a right code switches login to TOTP, answers ten recovery codes once, and tells the user by notice and mail', async () => {
    const s = await registeredBuyer(t);
    const { secret } = await enrol(s);
    const res = await call('POST', API.totpConfirmation, s, { code: await codeAt(secret) });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    const row = await userRow(s.emailAddress);
    expect(row.twoFactorMethod).toBe('totp');
    expect(row.totpSecretSealed).toMatch(/^v1\./);
    expect(row.totpSecretSealed).not.toContain(secret);
    expect(row.totpPendingSecretSealed).toBeNull();
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpLastStep).toBe(Math.floor(t.clock.now().getTime() / 30_000));
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((r) => r.codeHash.includes(code.replace('-', '')))).toBe(false);

    const settings = (await call('GET', API.securitySettings, s)).json();
    expect(settings).toMatchObject({ two_factor_method: 'totp', recovery_codes_remaining: 10, login_alert_enabled: true });
    expect(settings.totp_enabled_at).toBe(t.clock.now().toISOString());
    expect((await t.lastMailTo(s.emailAddress))?.subject).toBe('【請求書カード払い】2段階認証（認証アプリ）を設定しました');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.buyerId, s.buyerId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({ category: 'security', title: '2段階認証（認証アプリ）を設定しました' });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, String(row.id)), eq(auditLogs.action, 'security.totp_enabled')));
    expect(audit).toBeDefined();

    // The pending secret is gone: the same confirmation cannot run twice.
    expect((await call('POST', API.totpConfirmation, s, { code: await codeAt(secret) })).json().status).toBe('validation_error');
  });

  it('accepts a code one step old (clock drift) but not two', async () => {
    const s = await signUp(t);
    const { secret } = await enrol(s);
    expect((await call('POST', API.totpConfirmation, s, { code: await codeAt(secret, -65) })).statusCode).toBe(400);
    expect((await call('POST', API.totpConfirmation, s, { code: await codeAt(secret, -30) })).statusCode).toBe(200);
  });

  it('a user without a registered business gets no broadcast notice', async () => {
    const s = await signUp(t);
    const before = await t.db.select().from(notifications);
    const { secret } = await enrol(s);
    expect((await call('POST', API.totpConfirmation, s, { code: await codeAt(secret) })).statusCode).toBe(200);
    expect(await t.db.select().from(notifications)).toHaveLength(before.length);
  });
});

describe('recovery codes and disabling', () => {
  async function totpUser() {
    const s = await registeredBuyer(t);
    const { secret } = await enrol(s);
    const codes = (await call('POST', API.totpConfirmation, s, { code: await codeAt(secret) })).json().recovery_codes as string[];
    return { s, secret, codes };
  }

  it('regenerates ten new codes with the password; the old ones are gone', async () => {
    const { s, codes } = await totpUser();
    const wrong = await call('POST', API.recoveryCodes, s, { password: 'wrong-password-here' });
    expect(wrong.json().status).toBe('incorrect_password');
    const res = await call('POST', API.recoveryCodes, s, { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => codes.includes(c))).toEqual([]);
    const row = await userRow(s.emailAddress);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).toHaveLength(10);
    expect((await t.lastMailTo(s.emailAddress))?.subject).toContain('リカバリーコードを再発行しました');
  });

  it('refuses to issue recovery codes while login uses e-mail codes', async () => {
    const s = await signUp(t);
    const res = await call('POST', API.recoveryCodes, s, { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('validation_error');
  });

  it('disable needs the password, then returns login to e-mail codes and deletes the secret and the codes', async () => {
    const { s } = await totpUser();
    const wrong = await call('POST', API.totpDisable, s, { password: 'wrong-password-here' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 'incorrect_password', errors: [{ field: 'password' }] });
    expect((await userRow(s.emailAddress)).twoFactorMethod).toBe('totp');

    const res = await call('POST', API.totpDisable, s, { password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ two_factor_method: 'email', totp_enabled_at: null, recovery_codes_remaining: 0 });
    const row = await userRow(s.emailAddress);
    expect(row).toMatchObject({
      twoFactorMethod: 'email',
      totpSecretSealed: null,
      totpPendingSecretSealed: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).toHaveLength(0);
    expect((await t.lastMailTo(s.emailAddress))?.subject).toContain('2段階認証（認証アプリ）を解除しました');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.buyerId, s.buyerId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.title).toBe('2段階認証（認証アプリ）を解除しました');
  });
});

describe('login alert switch', () => {
  it('PUT turns the alert off and on, with an audit row', async () => {
    const s = await signUp(t);
    const off = await call('PUT', API.securitySettings, s, { login_alert_enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().login_alert_enabled).toBe(false);
    expect((await userRow(s.emailAddress)).loginAlertEnabled).toBe(false);
    const row = await userRow(s.emailAddress);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, String(row.id)), eq(auditLogs.action, 'security.login_alert_changed')));
    expect(audits.map((a) => a.detail)).toEqual([{ login_alert_enabled: false }]);
    expect((await call('PUT', API.securitySettings, s, { login_alert_enabled: true })).json().login_alert_enabled).toBe(true);
  });

  it('bad bodies are 400 and change nothing', async () => {
    const s = await signUp(t);
    for (const payload of [{}, { login_alert_enabled: 'no' }, { login_alert_enabled: false, extra: 1 }]) {
      const res = await call('PUT', API.securitySettings, s, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('validation_error');
    }
    for (const payload of [{}, { code: '12345' }, { code: 'abcdef' }]) {
      expect((await call('POST', API.totpConfirmation, s, payload)).statusCode).toBe(400);
    }
    expect((await call('POST', API.totp, s, { password: '' })).statusCode).toBe(400);
    const row = await userRow(s.emailAddress);
    expect(row).toMatchObject({ loginAlertEnabled: true, twoFactorMethod: 'email', totpPendingSecretSealed: null });
  });

  it('every call needs a session', async () => {
    for (const [method, url] of [
      ['GET', API.securitySettings],
      ['PUT', API.securitySettings],
      ['POST', API.totp],
      ['POST', API.totpConfirmation],
      ['POST', API.totpDisable],
      ['POST', API.recoveryCodes],
      ['POST', API.otherSessionsRevocation],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/v1${url}` });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
