import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, operatorSessions, operators } from '../../db/schema.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { registeredBuyer } from '../../testing/fixtures.ts';
import { OPERATOR_PASSWORD, operatorSession } from '../../testing/operators.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { createOperator } from './create-operator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, ...(payload ? { payload } : {}), headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/ops/auth/me', headers });
/** The authenticator app's code `offsetSeconds` from the test clock (30 s steps). */
const codeOf = async (secret: string, offsetSeconds = 0) =>
  await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** An operator created as the CLI does: a password, no authenticator yet. */
async function newOperator(roles: ('examiner' | 'treasurer' | 'admin')[] = ['examiner']) {
  counter += 1;
  const emailAddress = `new-op${counter}-${Date.now().toString(36)}@example.co.jp`;
  const { operatorId } = await t.db.transaction((tx) =>
    createOperator(tx, t.deps.secretBox, {
      emailAddress,
      name: `新人 ${counter}`,
      roles,
      password: OPERATOR_PASSWORD,
      createdBy: null,
    }),
  );
  return { operatorId, emailAddress };
}

async function actions(operatorId: number) {
  const rows = await t.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.actorId, String(operatorId)));
  return rows.filter((r) => r.actorType === 'operator').map((r) => r.action);
}

/** First login: password → enrolment secret → its code → a token. */
async function enrolAndLogIn(emailAddress: string) {
  const login = await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const { login_token, enrolment } = login.json();
  const verified = await post('/ops/auth/totp', { login_token, code: await codeOf(enrolment.secret) });
  expect(verified.statusCode, verified.body).toBe(200);
  return { secret: enrolment.secret as string, token: verified.json().token as string };
}

describe('operator login: password, then the authenticator (enrolled at first login)', () => {
  it('first login shows the secret; its code confirms the enrolment and opens the console', async () => {
    const { operatorId, emailAddress } = await newOperator(['examiner', 'treasurer']);
    const login = await post('/ops/auth/login', { email_address: emailAddress.toUpperCase(), password: OPERATOR_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const body = login.json();
    expect(body.enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    // The QR code encodes the same link, as an SVG the CSP's img-src data: allows.
    expect(body.enrolment.qr_code_data_uri).toMatch(/^data:image\/svg\+xml;base64,/);
    // A second password step before the code keeps the same pending secret (the app already holds it).
    const again = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    expect(again.enrolment.secret).toBe(body.enrolment.secret);
    // ...and replaces the first attempt.
    expect(
      (await post('/ops/auth/totp', { login_token: body.login_token, code: await codeOf(body.enrolment.secret) })).statusCode,
    ).toBe(400);

    const verified = await post('/ops/auth/totp', { login_token: again.login_token, code: await codeOf(body.enrolment.secret) });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json();
    expect(session.operator).toEqual({
      id: operatorId,
      name: expect.any(String),
      email_address: emailAddress,
      roles: ['examiner', 'treasurer'],
    });
    expect(session.expires_in).toBe(12 * 60 * 60);
    const who = await me(bearer(session.token));
    expect(who.statusCode).toBe(200);
    expect(who.json().operator.id).toBe(operatorId);
    expect(who.json().idle_timeout_seconds).toBe(900);

    const [row] = await t.db.select().from(operators).where(eq(operators.id, operatorId));
    expect(row!.totpSecretSealed).not.toBeNull();
    expect(row!.totpPendingSecretSealed).toBeNull();
    expect(row!.totpSecretSealed).not.toContain(body.enrolment.secret);

    // Enrolled: the next login asks for the code only.
    t.clock.advance(31_000);
    const next = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    expect(next.enrolment).toBeNull();
    expect(
      (await post('/ops/auth/totp', { login_token: next.login_token, code: await codeOf(body.enrolment.secret) })).statusCode,
    ).toBe(200);
    expect(await actions(operatorId)).toEqual(
      expect.arrayContaining(['ops.auth.password_ok', 'ops.auth.totp_enrolled', 'ops.auth.login_succeeded']),
    );
  });

  it('a code works once: the same code on a new attempt is refused (replay)', async () => {
    const { emailAddress } = await newOperator();
    const { secret } = await enrolAndLogIn(emailAddress);
    const next = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    const replay = await post('/ops/auth/totp', { login_token: next.login_token, code: await codeOf(secret) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().status).toBe('invalid_code');
    t.clock.advance(30_000);
    expect((await post('/ops/auth/totp', { login_token: next.login_token, code: await codeOf(secret) })).statusCode).toBe(200);
  });

  it('one code on two racing attempts logs in once', async () => {
    const { emailAddress } = await newOperator();
    const { secret } = await enrolAndLogIn(emailAddress);
    t.clock.advance(30_000);
    const one = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    const code = await codeOf(secret);
    const results = await Promise.all([
      post('/ops/auth/totp', { login_token: one.login_token, code }),
      post('/ops/auth/totp', { login_token: one.login_token, code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('the login token is single use, lives 10 minutes and dies after 5 wrong codes', async () => {
    const { emailAddress } = await newOperator();
    const { secret } = await enrolAndLogIn(emailAddress);
    t.clock.advance(30_000);
    let login = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/ops/auth/totp', { login_token: login.login_token, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().status).toBe(i < 4 ? 'invalid_code' : 'code_expired');
    }
    const dead = await post('/ops/auth/totp', { login_token: login.login_token, code: await codeOf(secret) });
    expect(dead.json().status).toBe('code_expired');

    login = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    t.clock.advance(10 * MINUTE_MS + 1000);
    expect((await post('/ops/auth/totp', { login_token: login.login_token, code: await codeOf(secret) })).json().status).toBe(
      'code_expired',
    );

    t.clock.advance(30_000);
    login = (await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).json();
    expect((await post('/ops/auth/totp', { login_token: login.login_token, code: await codeOf(secret) })).statusCode).toBe(200);
    t.clock.advance(30_000);
    expect((await post('/ops/auth/totp', { login_token: login.login_token, code: await codeOf(secret) })).statusCode).toBe(400);
  });

  it('unknown address, wrong password and disabled operator answer alike (audited when the operator exists)', async () => {
    const { operatorId, emailAddress } = await newOperator();
    const wrong = await post('/ops/auth/login', { email_address: emailAddress, password: 'not-the-password-9' });
    const unknown = await post('/ops/auth/login', { email_address: 'ghost-operator@example.co.jp', password: OPERATOR_PASSWORD });
    await t.db.update(operators).set({ disabledAt: t.clock.now() }).where(eq(operators.id, operatorId));
    const disabled = await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD });
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrong.json());
    }
    expect(wrong.json().status).toBe('login_failed');
    expect((await actions(operatorId)).filter((a) => a === 'ops.auth.login_failed')).toHaveLength(2);
  });

  it('10 failures in 15 minutes → 429, even with the right password; the buyers’ login keeps its own count', async () => {
    const { emailAddress } = await newOperator();
    // Earlier tests' failures from this test client's address leave the window first.
    t.clock.advance(16 * MINUTE_MS);
    for (let i = 0; i < 10; i++) {
      expect((await post('/ops/auth/login', { email_address: emailAddress, password: `wrong-password-${i}` })).statusCode).toBe(
        401,
      );
    }
    const blocked = await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The buyers' login keeps its own counters.
    const buyerLogin = await post('/login', { email_address: 'someone@example.co.jp', password: 'whatever-password' });
    expect(buyerLogin.statusCode).toBe(401);
    t.clock.advance(16 * MINUTE_MS);
    expect((await post('/ops/auth/login', { email_address: emailAddress, password: OPERATOR_PASSWORD })).statusCode).toBe(200);
  });
});

describe('operator sessions', () => {
  it('end after 15 idle minutes; use within the window keeps them alive', async () => {
    const op = await operatorSession(t, ['examiner']);
    t.clock.advance(14 * MINUTE_MS);
    expect((await me(op.headers)).statusCode).toBe(200);
    t.clock.advance(14 * MINUTE_MS);
    expect((await me(op.headers)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE_MS + 1000);
    const idle = await me(op.headers);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ status: 'invalid_access_token', message: 'ログインしてください。' });
  });

  it('touch last_used_at at most once a minute', async () => {
    const op = await operatorSession(t, ['examiner']);
    const lastUsed = async () =>
      (await t.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, op.operatorId)))[0]!.lastUsedAt.getTime();
    const start = await lastUsed();
    t.clock.advance(30_000);
    await me(op.headers);
    expect(await lastUsed()).toBe(start);
    t.clock.advance(31_000);
    await me(op.headers);
    expect(await lastUsed()).toBe(t.clock.now().getTime());
  });

  it('end at 12 hours even when used', async () => {
    const op = await operatorSession(t, ['examiner']);
    for (let i = 0; i < 12 * 6; i++) {
      t.clock.advance(10 * MINUTE_MS);
      if (i < 12 * 6 - 1) expect((await me(op.headers)).statusCode).toBe(200);
    }
    expect((await me(op.headers)).statusCode).toBe(401);
  });

  it('logout revokes the session at once (audited); a disabled operator is out at once', async () => {
    const op = await operatorSession(t, ['admin']);
    const out = await post('/ops/auth/logout', undefined, op.headers);
    expect(out.statusCode).toBe(204);
    expect((await me(op.headers)).statusCode).toBe(401);
    expect(await actions(op.operatorId)).toContain('ops.auth.logout');

    const other = await operatorSession(t, ['examiner']);
    expect((await me(other.headers)).statusCode).toBe(200);
    await t.db.update(operators).set({ disabledAt: t.clock.now() }).where(eq(operators.id, other.operatorId));
    expect((await me(other.headers)).statusCode).toBe(401);
  });

  it('a buyer token never opens the console, an operator token never a buyer route', async () => {
    const buyer = await registeredBuyer(t);
    const op = await operatorSession(t, ['examiner', 'treasurer', 'admin']);
    expect((await me(buyer.headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${buyer.accessToken}` })).statusCode).toBe(401);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: op.headers });
    expect(info.statusCode).toBe(401);
    const sessions = await t.db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.operatorId, op.operatorId)));
    expect(sessions).toHaveLength(1);
  });
});
