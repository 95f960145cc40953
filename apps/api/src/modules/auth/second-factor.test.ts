import { API } from '@icp/contract';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxEmails } from '../../db/schema.ts';
import { STRONG_PASSWORD, type Session, logIn, registeredBuyer, sessionFrom, signUp } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
const secrets = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
const mailCount = async (to: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).length;
const info = (s: Session) => t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: s.headers });

/** Signs up, enrols the authenticator app and logs out: the state of a TOTP user at the login page. */
async function totpUser(options: { registered?: boolean } = {}) {
  const s = options.registered ? await registeredBuyer(t) : await signUp(t);
  const enrol = await post(API.totp, { password: STRONG_PASSWORD }, s.headers);
  const secret = enrol.json().secret as string;
  secrets.set(s.emailAddress, secret);
  const confirmed = await post(API.totpConfirmation, { code: await codeAt(secret) }, s.headers);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect((await post('/logout', {}, s.headers)).statusCode).toBe(204);
  // The confirmation used this time step: the next code comes from the next one.
  t.clock.advance(30_000);
  return { s, secret, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

async function startLogin(email: string) {
  const res = await post('/login', { email_address: email, password: STRONG_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { next: string; method: string; login_token: string; masked_email_address: string; expires_in: number };
}

describe('login with an authenticator app', () => {
  it('asks for the app code, mails nothing, and the app code logs in', async () => {
    const { s, secret } = await totpUser();
    const mailsBefore = await mailCount(s.emailAddress);
    const login = await startLogin(s.emailAddress);
    expect(login).toMatchObject({ next: 'two_factor', method: 'totp', masked_email_address: '', expires_in: 600 });
    expect(await mailCount(s.emailAddress)).toBe(mailsBefore);

    const verified = await post('/login_2auth', { login_token: login.login_token, code: await codeAt(secret) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await info(sessionFrom(s.emailAddress, verified.json()))).statusCode).toBe(200);
  });

  it('a code works once: the same code on a second login is refused', async () => {
    const { s, secret } = await totpUser();
    const code = await codeAt(secret);
    const first = await startLogin(s.emailAddress);
    expect((await post('/login_2auth', { login_token: first.login_token, code })).statusCode).toBe(200);
    const second = await startLogin(s.emailAddress);
    const replay = await post('/login_2auth', { login_token: second.login_token, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().status).toBe('invalid_code');
    expect(replay.json().message).toContain('あと4回');
    // an earlier step is refused too, the next step is fine
    expect((await post('/login_2auth', { login_token: second.login_token, code: await codeAt(secret, -30) })).statusCode).toBe(
      400,
    );
    t.clock.advance(30_000);
    expect((await post('/login_2auth', { login_token: second.login_token, code: await codeAt(secret) })).statusCode).toBe(200);
  });

  it('five wrong codes end the login attempt, even for the right code afterwards', async () => {
    const { s, secret } = await totpUser();
    const { login_token } = await startLogin(s.emailAddress);
    const right = await codeAt(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++)
      expect((await post('/login_2auth', { login_token, code: wrong })).json().status).toBe('invalid_code');
    // a wrong recovery code counts as a miss as well
    expect((await post('/login_2auth', { login_token, code: 'aaaaa-aaaaa' })).json().status).toBe('code_expired');
    const res = await post('/login_2auth', { login_token, code: right });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('code_expired');
  });

  it('resend has nothing to send for an app login', async () => {
    const { s } = await totpUser();
    const mailsBefore = await mailCount(s.emailAddress);
    const { login_token } = await startLogin(s.emailAddress);
    t.clock.advance(61_000);
    const res = await post('/login_2auth/resend', { login_token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'validation_error',
      message: '認証アプリに表示されている認証コードを入力してください。',
    });
    expect(await mailCount(s.emailAddress)).toBe(mailsBefore);
  });

  it('a recovery code logs in once, any spelling; the user is told how many are left', async () => {
    const { s, recoveryCodes } = await totpUser({ registered: true });
    const [first, second] = recoveryCodes as [string, string];
    const login = await startLogin(s.emailAddress);
    const ok = await post('/login_2auth', { login_token: login.login_token, code: first.toUpperCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, s.emailAddress))
      .orderBy(desc(outboxEmails.id))
      .limit(2);
    expect(mails.map((m) => m.subject)).toContain('【請求書カード払い】リカバリーコードが使用されました（残り9個）');
    const [notice] = await t.db.select().from(notifications).orderBy(desc(notifications.id)).limit(1);
    expect(notice).toMatchObject({
      buyerId: expect.any(Number),
      category: 'security',
      title: 'リカバリーコードが使用されました（残り9個）',
    });

    const again = await startLogin(s.emailAddress);
    const reused = await post('/login_2auth', { login_token: again.login_token, code: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().status).toBe('invalid_code');
    // without the hyphen it is the same code
    const noHyphen = second.replace('-', '');
    expect((await post('/login_2auth', { login_token: again.login_token, code: noHyphen })).statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/v1${API.securitySettings}`,
      headers: (await logInWithApp(s.emailAddress)).headers,
    });
    expect(settings.json().recovery_codes_remaining).toBe(8);
  });

  it('regenerated recovery codes replace the old ones', async () => {
    const { s, recoveryCodes } = await totpUser();
    const session = await logInWithApp(s.emailAddress);
    const fresh = (await post(API.recoveryCodes, { password: STRONG_PASSWORD }, session.headers)).json()
      .recovery_codes as string[];
    const login = await startLogin(s.emailAddress);
    expect((await post('/login_2auth', { login_token: login.login_token, code: recoveryCodes[0]! })).statusCode).toBe(400);
    expect((await post('/login_2auth', { login_token: login.login_token, code: fresh[0]! })).statusCode).toBe(200);
  });

  it('after disabling, login e-mails a code again and app codes no longer work', async () => {
    const { s, secret } = await totpUser();
    const session = await logInWithApp(s.emailAddress);
    expect((await post(API.totpDisable, { password: STRONG_PASSWORD }, session.headers)).statusCode).toBe(200);
    t.clock.advance(30_000);
    const login = await startLogin(s.emailAddress);
    expect(login.method).toBe('email');
    expect(login.masked_email_address).not.toBe('');
    const appCode = await codeAt(secret);
    const mailed = await t.lastCodeTo(s.emailAddress);
    if (appCode !== mailed) {
      expect((await post('/login_2auth', { login_token: login.login_token, code: appCode })).json().status).toBe('invalid_code');
    }
    expect((await post('/login_2auth', { login_token: login.login_token, code: mailed })).statusCode).toBe(200);
  });

  it('a login attempt started before TOTP was switched on cannot be finished with the mailed code', async () => {
    const s = await signUp(t);
    const login = await startLogin(s.emailAddress);
    const mailed = await t.lastCodeTo(s.emailAddress);
    const { secret } = (await post(API.totp, { password: STRONG_PASSWORD }, s.headers)).json();
    expect((await post(API.totpConfirmation, { code: await codeAt(secret) }, s.headers)).statusCode).toBe(200);
    expect((await post('/login_2auth', { login_token: login.login_token, code: mailed })).json().status).toBe('code_expired');
  });

  it('an e-mail user sending a recovery-shaped code gets invalid_code', async () => {
    const s = await signUp(t);
    const login = await startLogin(s.emailAddress);
    const res = await post('/login_2auth', { login_token: login.login_token, code: 'abcde-fghjk' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('invalid_code');
    expect(
      (await post('/login_2auth', { login_token: login.login_token, code: await t.lastCodeTo(s.emailAddress) })).statusCode,
    ).toBe(200);
  });
});

describe('races (meaningful on PostgreSQL: PGlite runs one statement at a time)', () => {
  it('the same app code sent four times at once logs in once', async () => {
    const { s, secret } = await totpUser();
    const { login_token } = await startLogin(s.emailAddress);
    const code = await codeAt(secret);
    const results = await Promise.all(Array.from({ length: 4 }, () => post('/login_2auth', { login_token, code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('one recovery code raced on one attempt is used once', async () => {
    const { s, recoveryCodes } = await totpUser();
    const { login_token } = await startLogin(s.emailAddress);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post('/login_2auth', { login_token, code: recoveryCodes[0]! })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const session = await logInWithApp(s.emailAddress);
    const settings = await t.app.inject({ method: 'GET', url: `/api/v1${API.securitySettings}`, headers: session.headers });
    expect(settings.json().recovery_codes_remaining).toBe(9);
  });

  it('two different recovery codes raced on one attempt use up only the winner', async () => {
    const { s, recoveryCodes } = await totpUser();
    const { login_token } = await startLogin(s.emailAddress);
    const results = await Promise.all(recoveryCodes.slice(0, 3).map((code) => post('/login_2auth', { login_token, code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const session = await logInWithApp(s.emailAddress);
    const settings = await t.app.inject({ method: 'GET', url: `/api/v1${API.securitySettings}`, headers: session.headers });
    expect(settings.json().recovery_codes_remaining).toBe(9);
  });
});

describe('login alert', () => {
  it('mails the time (JST), device and IP after the second factor when on', async () => {
    const s = await signUp(t);
    t.clock.set(new Date('2026-07-04T23:05:00Z'));
    const login = await post('/login', { email_address: s.emailAddress, password: STRONG_PASSWORD });
    const code = await t.lastCodeTo(s.emailAddress);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login_2auth',
      remoteAddress: '198.51.100.23',
      headers: { 'user-agent': CHROME_WINDOWS },
      payload: { login_token: login.json().login_token, code },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.lastMailTo(s.emailAddress);
    expect(mail?.subject).toBe('【請求書カード払い】新しいログインがありました');
    expect(mail?.textBody).toContain('日時：2026年7月5日 08:05');
    expect(mail?.textBody).toContain('端末：Chrome（Windows）');
    expect(mail?.textBody).toContain('IPアドレス：198.51.100.23');
    expect(mail?.textBody).toContain('お心当たりのない場合');
    expect(mail?.htmlBody).toContain('Chrome（Windows）');
  });

  it('sends nothing when switched off', async () => {
    const s = await signUp(t);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1${API.securitySettings}`,
          headers: s.headers,
          payload: { login_alert_enabled: false },
        })
      ).statusCode,
    ).toBe(200);
    await logIn(t, s.emailAddress);
    expect((await t.lastMailTo(s.emailAddress))?.subject).toContain('ログイン認証コード');
  });

  it('a failed second factor sends no alert', async () => {
    const s = await signUp(t);
    const login = await startLogin(s.emailAddress);
    const code = await t.lastCodeTo(s.emailAddress);
    await post('/login_2auth', { login_token: login.login_token, code: code === '000000' ? '111111' : '000000' });
    expect((await t.lastMailTo(s.emailAddress))?.subject).toContain('ログイン認証コード');
  });
});

/** A TOTP user's full login with the app's code; each call takes the next time step so codes never collide. */
async function logInWithApp(email: string): Promise<Session> {
  t.clock.advance(30_000);
  const { login_token } = await startLogin(email);
  const res = await post('/login_2auth', { login_token, code: await codeAt(secrets.get(email)!) });
  expect(res.statusCode, res.body).toBe(200);
  return sessionFrom(email, res.json());
}
