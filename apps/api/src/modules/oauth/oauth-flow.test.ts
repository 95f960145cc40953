import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, oauthStore } from '../../db/schema.ts';
import { STRONG_PASSWORD, registeredBuyer, type Session } from '../../testing/fixtures.ts';
import {
  CookieJar,
  beginAuthorization,
  connectPartner,
  interactionCall,
  registerPartnerClient,
  resumeAuthorization,
  tokenRequest,
} from '../../testing/partners.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { sweepOAuthStore } from './sweep-oauth-store.ts';

let t: TestApp;
let buyer: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp();
  buyer = await registeredBuyer(t);
});
afterAll(() => t.close());

describe('the authorization code flow', () => {
  it('connects a logged-in buyer straight to consent (fixture flow)', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['payments:write', 'payments:read'] });
    expect(connection.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(connection.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/oauth/connections', headers: buyer.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().connections).toEqual([
      expect.objectContaining({
        client_id: connection.clientId,
        name: 'テスト会計クラウド',
        scopes: [expect.objectContaining({ scope: 'payments:write' }), expect.objectContaining({ scope: 'payments:read' })],
      }),
    ]);
  });

  it('logs in with password and the mailed code, then asks for consent naming the app and scopes', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:write', 'suppliers:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:write'], state: 'st-123' });

    const start = await t.app.inject({ method: 'GET', url: `/api/v1/oauth/interactions/${pending.uid}` });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe(`/oauth/authorize?uid=${pending.uid}`);

    const before = await interactionCall(t, pending, 'details');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      uid: pending.uid,
      prompt: 'login',
      client: { client_id: client.clientId, name: 'テスト会計クラウド', logo_data_uri: null },
      scopes: [{ scope: 'payments:write', title: '請求書の送信', description: expect.any(String) }],
      redirect_host: 'partner.example.test',
      login_email_address: null,
    });

    const login = await interactionCall(t, pending, 'login', {
      payload: { email_address: buyer.emailAddress, password: STRONG_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().next).toBe('two_factor');
    const code = await t.lastCodeTo(buyer.emailAddress);
    const verified = await interactionCall(t, pending, 'two-factor', {
      payload: { login_token: login.json().login_token, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const webTokens = verified.json();
    expect(webTokens.access_token).toBeTruthy();

    const after = await interactionCall(t, pending, 'details');
    expect(after.json().prompt).toBe('consent');
    expect(after.json().login_email_address).toMatch(/\*/);

    const headers = { authorization: `Bearer ${webTokens.id_token}`, 'x-access-token': webTokens.access_token };
    const consent = await interactionCall(t, pending, 'consent', { headers });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json().redirect_to).toMatch(/^\/oauth\/auth\/[A-Za-z0-9_-]+$/);
    const back = await resumeAuthorization(t, pending, consent.json().redirect_to);
    expect(`${back.origin}${back.pathname}`).toBe(client.redirectUri);
    // The state comes back exactly as sent: the client checks it against its own (mix-up defence).
    expect(back.searchParams.get('state')).toBe('st-123');
    expect(back.searchParams.get('iss')).toBe('http://localhost:3000/oauth');

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'oauth.consent_granted'), eq(auditLogs.targetId, client.clientId)));
    expect(audit).toMatchObject({
      actorType: 'user',
      buyerId: buyer.buyerId,
      detail: { scopes: ['payments:write'], replaced_grants: 0 },
    });

    const token = await tokenRequest(t, client, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: client.redirectUri,
      code_verifier: pending.pkce.verifier,
    });
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json()).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 600,
      scope: 'payments:write',
      token_type: 'Bearer',
    });
  });
});

describe('the same browser, two users one after the other', () => {
  it('each authorization starts from its own login: the first user’s provider session does not carry over', async () => {
    const second = await registeredBuyer(t);
    const jar = new CookieJar();
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    for (const user of [buyer, second]) {
      const pending = await beginAuthorization(t, client, { scopes: ['payments:read'], jar });
      expect((await interactionCall(t, pending, 'details')).json().prompt).toBe('login');
      expect((await interactionCall(t, pending, 'session', { headers: user.headers })).statusCode).toBe(204);
      const consent = await interactionCall(t, pending, 'consent', { headers: user.headers });
      expect(consent.statusCode, consent.body).toBe(200);
      const back = await resumeAuthorization(t, pending, consent.json().redirect_to);
      expect(back.searchParams.get('code'), String(back)).toBeTruthy();
    }
  });

  it('the interaction cookie is scoped to its own API path and the resume cookie to its resume URL', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const url = `/oauth/auth?${new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      scope: 'payments:read',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })}`;
    const res = await t.app.inject({ method: 'GET', url });
    const uid = String(res.headers.location).split('/').pop();
    const cookies = [res.headers['set-cookie']].flat().map(String);
    expect(cookies.find((c) => c.startsWith('_oauth_interaction='))).toMatch(
      new RegExp(`path=/api/v1/oauth/interactions/${uid};.*httponly`, 'i'),
    );
    expect(cookies.find((c) => c.startsWith('_oauth_resume='))).toMatch(new RegExp(`path=/oauth/auth/${uid};`, 'i'));
    expect(cookies.every((c) => /samesite=lax/i.test(c))).toBe(true);
  });
});

describe('a double click on 許可する', () => {
  it('two consents at once both answer, and the authorization ends with one live connection', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    await interactionCall(t, pending, 'session', { headers: buyer.headers });
    const [a, b] = await Promise.all([
      interactionCall(t, pending, 'consent', { headers: buyer.headers }),
      interactionCall(t, pending, 'consent', { headers: buyer.headers }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const back = await resumeAuthorization(t, pending, a!.json().redirect_to);
    const token = await tokenRequest(t, client, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: client.redirectUri,
      code_verifier: pending.pkce.verifier,
    });
    expect(token.statusCode, token.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/oauth/connections', headers: buyer.headers });
    expect(list.json().connections.filter((c: { client_id: string }) => c.client_id === client.clientId)).toHaveLength(1);
  });
});

describe('the provider’s endpoints, and only them', () => {
  it('serves RFC 8414 metadata at the path-inserted URL and under the issuer, on the public origin', async () => {
    const inserted = await t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server/oauth' });
    const underIssuer = await t.app.inject({ method: 'GET', url: '/oauth/.well-known/oauth-authorization-server' });
    expect(inserted.statusCode).toBe(200);
    expect(underIssuer.json()).toEqual(inserted.json());
    const metadata = inserted.json();
    expect(metadata).toMatchObject({
      issuer: 'http://localhost:3000/oauth',
      authorization_endpoint: 'http://localhost:3000/oauth/auth',
      token_endpoint: 'http://localhost:3000/oauth/token',
      revocation_endpoint: 'http://localhost:3000/oauth/token/revocation',
      jwks_uri: 'http://localhost:3000/oauth/jwks',
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['payments:write', 'payments:read', 'suppliers:read'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      authorization_response_iss_parameter_supported: true,
    });
    for (const absent of [
      'userinfo_endpoint',
      'end_session_endpoint',
      'registration_endpoint',
      'introspection_endpoint',
      'pushed_authorization_request_endpoint',
      'device_authorization_endpoint',
      'claims_supported',
      'dpop_signing_alg_values_supported',
    ]) {
      expect(metadata, absent).not.toHaveProperty(absent);
    }
    const jwks = await t.app.inject({ method: 'GET', url: '/oauth/jwks' });
    expect(jwks.json().keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519' })]);
    expect(JSON.stringify(jwks.json())).not.toContain('"d"');
  });

  it('leaves the SPA’s /oauth pages alone, and has no userinfo, logout or registration endpoint', async () => {
    for (const url of [
      '/oauth/authorize?uid=abcdefghij',
      '/oauth/onetime-password',
      '/oauth/payments/selection',
      '/oauth/me',
      '/oauth/session/end',
      '/oauth/reg',
      '/oauth/request',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      // No web build in tests: the not-found handler answers (with one, index.html would).
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status).toBe('not_found');
    }
  });

  it('a code used twice at the same moment gives tokens once', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    await interactionCall(t, pending, 'session', { headers: buyer.headers });
    const consent = await interactionCall(t, pending, 'consent', { headers: buyer.headers });
    const back = await resumeAuthorization(t, pending, consent.json().redirect_to);
    const form = {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: client.redirectUri,
      code_verifier: pending.pkce.verifier,
    };
    const answers = await Promise.all([
      tokenRequest(t, client, form),
      tokenRequest(t, client, form),
      tokenRequest(t, client, form),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().error === 'invalid_grant')).toBe(true);
  });

  it('the job sweep deletes expired rows only', async () => {
    await t.db.insert(oauthStore).values([
      { model: 'AccessToken', id: 'sweep-expired', payload: {}, expiresAt: new Date(Date.now() - 60_000) },
      { model: 'AccessToken', id: 'sweep-live', payload: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await sweepOAuthStore(t.deps)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: oauthStore.id })
      .from(oauthStore)
      .where(sql`${oauthStore.id} IN ('sweep-expired', 'sweep-live')`);
    expect(left.map((r) => r.id)).toEqual(['sweep-live']);
  });
});
