import { API } from '@icp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions } from '../../db/schema.ts';
import { STRONG_PASSWORD, type Session, sessionFrom, signUp } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};

/** Password + mailed code from a given browser and address. */
async function logInFrom(email: string, userAgent: string, ip: string): Promise<Session> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email_address: email, password: STRONG_PASSWORD },
  });
  const code = await t.lastCodeTo(email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login_2auth',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { login_token: login.json().login_token, code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionFrom(email, res.json());
}

const settings = (s: Session) => t.app.inject({ method: 'GET', url: `/api/v1${API.securitySettings}`, headers: s.headers });
const revoke = (s: Session, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1${API.session.replace(':id', encodeURIComponent(id))}`, headers: s.headers });
const revokeOthers = (s: Session) =>
  t.app.inject({ method: 'POST', url: `/api/v1${API.otherSessionsRevocation}`, headers: s.headers });
const info = (s: Session) => t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: s.headers });

describe('session list', () => {
  it('shows live sessions, newest use first, with device labels, addresses and the current one marked', async () => {
    const signedUp = await signUp(t);
    t.clock.advance(16 * 60_000);
    const pc = await logInFrom(signedUp.emailAddress, UA.chromeWindows, '192.0.2.10');
    t.clock.advance(2 * 60_000);
    const phone = await logInFrom(signedUp.emailAddress, UA.safariIphone, '192.0.2.20');
    const fromPc = (await settings(pc)).json().sessions as { device: string; current: boolean }[];
    expect(fromPc).toHaveLength(3);
    expect(fromPc.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome（Windows）']);

    // 32 minutes after sign-up: that session is idle beyond 30 minutes and is no longer listed.
    t.clock.advance(14 * 60_000);
    const res = await settings(phone);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions as { id: string; device: string; ip_address: string; current: boolean }[];
    expect(list.map((s) => s.device)).toEqual(['Safari（iPhone）', 'Chrome（Windows）']);
    expect(list.map((s) => s.ip_address)).toEqual(['192.0.2.20', '192.0.2.10']);
    expect(list.map((s) => s.current)).toEqual([true, false]);
  });

  it('revoking the other session makes its tokens answer 401 at once; its refresh token is dead too', async () => {
    const { emailAddress } = await signUp(t);
    const a = await logInFrom(emailAddress, UA.chromeWindows, '192.0.2.10');
    const b = await logInFrom(emailAddress, UA.safariIphone, '192.0.2.20');
    const listed = (await settings(a)).json().sessions as { id: string; device: string }[];
    const target = listed.find((s) => s.device === 'Safari（iPhone）')!;

    const res = await revoke(a, target.id);
    expect(res.statusCode).toBe(200);
    expect((res.json().sessions as { id: string }[]).map((s) => s.id)).not.toContain(target.id);
    const denied = await info(b);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().status).toBe('invalid_access_token');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/token',
      payload: { refresh_token: b.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await info(a)).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'security.session_revoked'), eq(auditLogs.targetId, target.id)));
    expect(audit).toBeDefined();
    // Already ended: a second attempt is 404.
    expect((await revoke(a, target.id)).statusCode).toBe(404);
  });

  it('revoking the current session answers 204 and logs this client out', async () => {
    const { emailAddress } = await signUp(t);
    const a = await logInFrom(emailAddress, UA.chromeWindows, '192.0.2.10');
    const current = ((await settings(a)).json().sessions as { id: string; current: boolean }[]).find((s) => s.current)!;
    const res = await revoke(a, current.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await info(a)).statusCode).toBe(401);
  });

  it('signs out every other session and keeps this one', async () => {
    const { emailAddress, ...first } = await signUp(t);
    const others = [
      { emailAddress, ...first },
      await logInFrom(emailAddress, UA.safariIphone, '192.0.2.20'),
      await logInFrom(emailAddress, UA.safariIphone, '192.0.2.21'),
    ];
    const keep = await logInFrom(emailAddress, UA.chromeWindows, '192.0.2.10');
    expect((await settings(keep)).json().sessions).toHaveLength(4);
    const res = await revokeOthers(keep);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions).toMatchObject([{ current: true, device: 'Chrome（Windows）' }]);
    for (const s of others) expect((await info(s)).statusCode).toBe(401);
    expect((await info(keep)).statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'security.other_sessions_revoked'));
    expect(audit?.detail).toEqual({ revoked: 3 });
  });

  it("another user's session, an unknown id and a malformed id are all 404, and nothing is revoked", async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const theirId = ((await settings(theirs)).json().sessions as { id: string }[])[0]!.id;
    for (const id of [
      theirId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '1',
      "'; drop table sessions; --",
      'x'.repeat(90),
    ]) {
      const res = await revoke(mine, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ status: 'not_found' });
    }
    expect((await revoke(mine, 'x'.repeat(900))).statusCode).toBe(404);
    expect((await revoke(mine, 'x'.repeat(1100))).statusCode).toBe(414);
    expect((await info(theirs)).statusCode).toBe(200);
    expect((await info(mine)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, theirId));
    expect(row?.revokedAt).toBeNull();
  });

  it('needs a live session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/users/security_settings/sessions/abc' })).statusCode).toBe(401);
  });
});
