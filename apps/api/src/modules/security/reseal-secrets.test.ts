import { API } from '@icp/contract';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema.ts';
import { SecretBox } from '../../platform/secret-box.ts';
import { STRONG_PASSWORD, signUp } from '../../testing/fixtures.ts';
import { TEST_JWT_SECRET, type TestApp, createTestApp } from '../../testing/test-app.ts';
import { totpSealContext } from '../auth/totp.ts';
import { resealSecrets } from './reseal-secrets.ts';

const NEW_SECRET = 'rotated-secret-box-key-rotated-secret-box-key';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
/** The app as deployed with these keys (the routes read deps.secretBox on every call). */
const useKeys = (...keys: { version: string; secret: string }[]) => {
  t.deps.secretBox = new SecretBox(keys);
};
const sealedOf = async (email: string) => {
  const [row] = await t.db
    .select({ id: users.id, secret: users.totpSecretSealed, pending: users.totpPendingSecretSealed })
    .from(users)
    .where(eq(users.emailAddress, email));
  return row!;
};

/** A TOTP login from the password to the session, with the app code of the next time step. */
async function logInWithApp(email: string, secret: string) {
  t.clock.advance(30_000);
  const login = await post('/login', { email_address: email, password: STRONG_PASSWORD });
  expect(login.json().method).toBe('totp');
  return post('/login_2auth', { login_token: login.json().login_token, code: await codeAt(secret) });
}

describe('rotating the secret-box key (npm run ops -- secrets:reseal)', () => {
  it('old values stay readable beside the new key, are re-sealed once, and the old key can then go', async () => {
    useKeys({ version: 'v1', secret: TEST_JWT_SECRET });
    const enrolled = await signUp(t);
    const secret = (await post(API.totp, { password: STRONG_PASSWORD }, enrolled.headers)).json().secret as string;
    expect((await post(API.totpConfirmation, { code: await codeAt(secret) }, enrolled.headers)).statusCode).toBe(200);
    const enrolling = await signUp(t);
    const pendingSecret = (await post(API.totp, { password: STRONG_PASSWORD }, enrolling.headers)).json().secret as string;
    expect((await sealedOf(enrolled.emailAddress)).secret).toMatch(/^v1\./);
    expect((await sealedOf(enrolling.emailAddress)).pending).toMatch(/^v1\./);

    // Step 1 of a rotation: the new key first, the old one kept for opening.
    useKeys({ version: 'v2', secret: NEW_SECRET }, { version: 'v1', secret: TEST_JWT_SECRET });
    expect((await logInWithApp(enrolled.emailAddress, secret)).statusCode).toBe(200);

    // Step 2: re-seal. Each user once, audited; a second run finds nothing to do.
    expect(await resealSecrets(t.deps, 'ops-tester')).toEqual({ resealed: 2, unreadable: [] });
    const after = await sealedOf(enrolled.emailAddress);
    expect(after.secret).toMatch(/^v2\./);
    expect((await sealedOf(enrolling.emailAddress)).pending).toMatch(/^v2\./);
    expect(t.deps.secretBox.open(after.secret!, totpSealContext(after.id))).toBe(secret);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'security.secrets_resealed'), eq(auditLogs.targetId, String(after.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'operator', actorId: 'ops-tester', detail: { from: ['v1'], to: 'v2' } });
    expect(await resealSecrets(t.deps, 'ops-tester')).toEqual({ resealed: 0, unreadable: [] });

    // Step 3: the old key is dropped; the app codes still log in and the pending enrolment still confirms.
    useKeys({ version: 'v2', secret: NEW_SECRET });
    expect((await logInWithApp(enrolled.emailAddress, secret)).statusCode).toBe(200);
    const confirmed = await post(API.totpConfirmation, { code: await codeAt(pendingSecret) }, enrolling.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('a value no configured key opens is reported and left untouched', async () => {
    useKeys({ version: 'v1', secret: TEST_JWT_SECRET });
    const user = await signUp(t);
    const secret = (await post(API.totp, { password: STRONG_PASSWORD }, user.headers)).json().secret as string;
    expect((await post(API.totpConfirmation, { code: await codeAt(secret) }, user.headers)).statusCode).toBe(200);
    const before = await sealedOf(user.emailAddress);

    // The v1 key was dropped before re-sealing: this user's value cannot be read any more.
    useKeys({ version: 'v3', secret: `${NEW_SECRET}-3` });
    const result = await resealSecrets(t.deps, 'ops-tester');
    expect(result.unreadable).toContain(before.id);
    expect((await sealedOf(user.emailAddress)).secret).toBe(before.secret);
  });
});
