import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notifications, outboxEmails, sessions, users } from '../../db/schema.ts';
import { STRONG_PASSWORD, logIn, registeredBuyer, signUp, uniqueEmail, type Session } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Throttling counts per IP too: each test that gets passwords wrong comes from its own address. */
const freshIp = () => `10.3.0.${++ipCounter}`;
const call = (s: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: s?.headers ?? {},
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
const startChange = (s: Session, emailAddress: string, password = STRONG_PASSWORD, ip?: string) =>
  call(s, 'PUT', '/users/email_address', { email_address: emailAddress, password }, ip);
const verify = (s: Session, code: string) => call(s, 'POST', '/users/verify_email_auth_code', { code });
const mailsTo = (address: string) =>
  t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)).orderBy(outboxEmails.id);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail change', () => {
  it('full journey: code to the new address, notice to the old, 5 misses kill the code, success ends every session', async () => {
    const s = await registeredBuyer(t);
    const other = await logIn(t, s.emailAddress);
    const oldAddress = s.emailAddress;
    const newAddress = uniqueEmail('moved').toUpperCase();

    const started = await startChange(s, newAddress);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ masked_email_address: 'm****@e***', expires_in: 600 });
    const lowerNew = newAddress.toLowerCase();
    const firstCode = await t.lastCodeTo(lowerNew);
    const notice = (await mailsTo(oldAddress)).at(-1)!;
    expect(notice.subject).toContain('メールアドレス変更の手続きが開始されました');
    expect(notice.textBody).toContain('m****@e***');
    expect(notice.textBody).not.toContain(lowerNew);
    expect(notice.textBody).not.toMatch(/認証コード：\d{6}/);

    // Nothing has changed yet: the old address still logs in.
    expect((await t.db.select().from(users).where(eq(users.emailAddress, oldAddress))).length).toBe(1);

    // Five misses kill the code; the right code then no longer works.
    for (let i = 1; i <= 4; i++) {
      const miss = await verify(s, wrong(firstCode));
      expect(miss.statusCode).toBe(400);
      expect(miss.json().status).toBe('invalid_code');
      expect(miss.json().message).toContain(`あと${5 - i}回`);
    }
    const fifth = await verify(s, wrong(firstCode));
    expect(fifth.json().status).toBe('code_expired');
    expect((await verify(s, firstCode)).json().status).toBe('code_expired');

    // A new request replaces it; the right code completes the change.
    expect((await startChange(s, lowerNew)).statusCode).toBe(200);
    const code = await t.lastCodeTo(lowerNew);
    const done = await verify(s, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      email_address: lowerNew,
      message: 'メールアドレスを変更しました。新しいメールアドレスで再度ログインしてください。',
    });

    // Every session ended, this one included.
    for (const session of [s, other]) {
      const res = await call(session, 'GET', '/users/information');
      expect(res.statusCode).toBe(401);
    }
    const [user] = await t.db.select().from(users).where(eq(users.emailAddress, lowerNew));
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(live.every((row) => row.revokedReason === 'email_changed' || row.revokedAt !== null)).toBe(true);
    expect(live.filter((row) => row.revokedReason === 'email_changed')).toHaveLength(2);

    // The old address no longer logs in; the new one does.
    const oldLogin = await call(null, 'POST', '/login', { email_address: oldAddress, password: STRONG_PASSWORD }, freshIp());
    expect(oldLogin.statusCode).toBe(401);
    const fresh = await logIn(t, lowerNew);
    expect((await call(fresh, 'GET', '/users/information')).json().email_address).toBe(lowerNew);

    // Both addresses were told; the audit keeps both; the buyer has a notification.
    expect((await mailsTo(oldAddress)).some((m) => m.subject.includes('メールアドレス変更のお知らせ'))).toBe(true);
    expect((await mailsTo(lowerNew)).some((m) => m.subject.includes('メールアドレス変更のお知らせ'))).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'email.changed'), eq(auditLogs.buyerId, s.buyerId)));
    expect(audit?.detail).toMatchObject({ from: oldAddress, to: lowerNew, sessions_revoked: 2 });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.buyerId, s.buyerId), eq(notifications.category, 'account')))
      .orderBy(desc(notifications.id));
    expect(note?.title).toBe('ログイン用メールアドレスを変更しました');
  });

  it('needs the current password; misses count in the login throttle and are audited', async () => {
    const s = await registeredBuyer(t);
    const target = uniqueEmail('target');
    const res = await startChange(s, target, 'not-my-password', freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'incorrect_password', errors: [{ field: 'password' }] });
    expect(await mailsTo(target)).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'password.reauth_failed'), eq(auditLogs.buyerId, s.buyerId)));
    expect(audits[0]?.detail).toEqual({ purpose: 'email_change' });

    for (let i = 0; i < 9; i++) expect((await startChange(s, target, `nope-${i}`, freshIp())).statusCode).toBe(400);
    const throttled = await startChange(s, target, STRONG_PASSWORD, freshIp());
    expect(throttled.statusCode).toBe(429);
    expect(await mailsTo(target)).toHaveLength(0);
  });

  it('refuses the current address (400) and an address another user holds (409 email_taken)', async () => {
    const s = await registeredBuyer(t);
    const same = await startChange(s, s.emailAddress.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('email_address');

    const otherUser = await signUp(t);
    const taken = await startChange(s, otherUser.emailAddress);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 'email_taken', errors: [{ field: 'email_address' }] });

    const invalid = await startChange(s, 'not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'email_change.requested'))).not.toContainEqual(
      expect.objectContaining({ buyerId: s.buyerId }),
    );
  });

  it('an address taken between the request and the code is refused at the code (email_taken), and the code is spent', async () => {
    const s = await registeredBuyer(t);
    const wanted = uniqueEmail('wanted');
    expect((await startChange(s, wanted)).statusCode).toBe(200);
    const code = await t.lastCodeTo(wanted);
    await signUp(t, wanted);
    const res = await verify(s, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe('email_taken');
    expect((await verify(s, code)).json().status).toBe('code_expired');
    expect((await call(s, 'GET', '/users/information')).json().email_address).toBe(s.emailAddress);
  });

  it('caps codes per hour (429) and a code without a request is code_expired', async () => {
    const s = await registeredBuyer(t);
    expect((await verify(s, '123456')).json().status).toBe('code_expired');
    const target = uniqueEmail('flood');
    for (let i = 0; i < 6; i++) expect((await startChange(s, target)).statusCode).toBe(200);
    const seventh = await startChange(s, target);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().status).toBe('too_many_requests');
    expect(await mailsTo(target)).toHaveLength(6);
  });

  it('a user without a business can change the address too (no notification, still audited)', async () => {
    const s = await signUp(t);
    const target = uniqueEmail('plain');
    expect((await startChange(s, target)).statusCode).toBe(200);
    const res = await verify(s, await t.lastCodeTo(target));
    expect(res.statusCode, res.body).toBe(200);
    await logIn(t, target);
  });
});
