import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, oauthStore, partnerClients, partnerConnections, users } from '../../db/schema.ts';
import { errorHandler } from '../../platform/http/error-handler.ts';
import { requirePartner } from '../../platform/http/request-auth.ts';
import { registerRouteGuards, serveRoute } from '../../platform/http/serve-route.ts';
import { STRONG_PASSWORD, registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import {
  CookieJar,
  authorizeUrl,
  beginAuthorization,
  connectPartner,
  interactionCall,
  newPkce,
  registerPartnerClient,
  resumeAuthorization,
  tokenRequest,
} from '../../testing/partners.ts';
import { TEST_JWT_SECRET, type TestApp, createTestApp } from '../../testing/test-app.ts';
import { authenticatePartner } from './authenticate-partner.ts';
import { createOAuthServer } from './oauth-server.ts';

/*
 * RFC 9700's attacks on the code flow, each refused, and the partner guard. The guard is served
 * here on a small app of its own (one contract partner route, listPartnerSuppliers, which needs
 * suppliers:read): the same guard and scope check serve-route gives every partner route.
 */
let t: TestApp;
let buyer: Session & { buyerId: number };
let other: Session & { buyerId: number };
let guarded: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await registeredBuyer(t);
  other = await registeredBuyer(t);
  // The same keys and store as the app's server (both derive from the secret, both use the table).
  const server = createOAuthServer(t.deps, { jwtSecret: TEST_JWT_SECRET });
  guarded = Fastify();
  guarded.setValidatorCompiler(validatorCompiler);
  guarded.setSerializerCompiler(serializerCompiler);
  guarded.setErrorHandler(errorHandler);
  registerRouteGuards(guarded, { partner: authenticatePartner(t.deps, server) });
  await guarded.register(
    async (scope) => {
      serveRoute(scope, 'listPartnerSuppliers', (req) => {
        requirePartner(req);
        return { suppliers: [] };
      });
    },
    { prefix: '/api/v1' },
  );
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

const partnerCall = (authorization?: string) =>
  guarded.inject({ method: 'GET', url: '/api/v1/partner/suppliers', headers: authorization ? { authorization } : {} });

async function codeFor(session: Session, client: Awaited<ReturnType<typeof registerPartnerClient>>, scopes = client.scopes) {
  const pending = await beginAuthorization(t, client, { scopes });
  expect((await interactionCall(t, pending, 'session', { headers: session.headers })).statusCode).toBe(204);
  const consent = await interactionCall(t, pending, 'consent', { headers: session.headers });
  expect(consent.statusCode, consent.body).toBe(200);
  const back = await resumeAuthorization(t, pending, consent.json().redirect_to);
  return { code: back.searchParams.get('code')!, verifier: pending.pkce.verifier, back };
}

describe('the partner guard', () => {
  it('opens a partner route with the access token and sets the partner context', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['suppliers:read', 'payments:read'] });
    const res = await partnerCall(connection.headers.authorization);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses no token, garbage, the buyer web tokens and an operator token (401 with the Bearer challenge)', async () => {
    const op = await operatorSession(t, ['admin']);
    const attempts: [string, string | undefined][] = [
      ['no token', undefined],
      ['garbage', 'Bearer x.y.z'],
      ['an unknown opaque token', `Bearer ${'A'.repeat(43)}`],
      ['the buyer id token', buyer.headers.authorization],
      ['the buyer access token', `Bearer ${buyer.accessToken}`],
      ['the buyer refresh token', `Bearer ${buyer.refreshToken}`],
      ['the operator token', op.headers.authorization],
    ];
    for (const [label, authorization] of attempts) {
      const res = await partnerCall(authorization);
      expect(res.statusCode, label).toBe(401);
      expect(res.json().status, label).toBe('invalid_access_token');
      expect(res.headers['www-authenticate'], label).toMatch(/^Bearer realm="invoice-card-pay"/);
      if (authorization) expect(res.headers['www-authenticate'], label).toContain('error="invalid_token"');
    }
  });

  it('refuses a token without the route’s scope: 403 insufficient_scope naming it', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['payments:write'] });
    const res = await partnerCall(connection.headers.authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'insufficient_scope', message: expect.stringContaining('スコープ') });
    expect(res.headers['www-authenticate']).toContain('error="insufficient_scope", scope="suppliers:read"');
  });

  it('an access token opens no buyer route, alone or beside a buyer token', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['suppliers:read'] });
    for (const headers of [
      connection.headers,
      { ...connection.headers, 'x-access-token': connection.accessToken },
      { authorization: buyer.headers.authorization!, 'x-access-token': connection.accessToken },
    ]) {
      for (const url of ['/api/v1/users/information', '/api/v1/suppliers', '/api/v1/oauth/connections']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(401);
      }
    }
  });

  it('refuses an expired access token, and one of a user no longer active', async () => {
    const expired = await connectPartner(t, buyer, { scopes: ['suppliers:read'] });
    await t.db
      .update(oauthStore)
      .set({ payload: sql`jsonb_set(${oauthStore.payload}, '{exp}', to_jsonb(extract(epoch from now())::int - 5))` })
      .where(and(eq(oauthStore.model, 'AccessToken'), eq(oauthStore.id, expired.accessToken)));
    expect((await partnerCall(expired.headers.authorization)).statusCode).toBe(401);

    const leaver = await registeredBuyer(t);
    const connection = await connectPartner(t, leaver, { scopes: ['suppliers:read'] });
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'locked' }).where(eq(users.emailAddress, leaver.emailAddress));
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(401);
  });

  it('a partner route without scopes in the table cannot be registered', () => {
    // serve-route reads the table; the check is the same shape as the operator roles check.
    expect(() => serveRoute(Fastify(), 'listPartnerSuppliers', () => ({}) as never)).toThrow(/needs a partner guard/);
  });
});

describe('RFC 9700 abuse cases', () => {
  it('redirect URI mismatch: no redirect to the app, our error page instead', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    for (const redirectUri of [
      'https://evil.example.test/callback',
      `${client.redirectUri}/more`,
      `${client.redirectUri}?x=1`,
      client.redirectUri.replace('https:', 'http:'),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: authorizeUrl({ ...client, redirectUri }, { scopes: ['payments:read'] }),
      });
      expect(res.statusCode, redirectUri).toBe(303);
      expect(res.headers.location, redirectUri).toMatch(/^\/error\/[^/]+\/[^/]+$/);
      expect(decodeURIComponent(String(res.headers.location))).toContain('戻り先URL');
    }
    // And a missing redirect_uri is not filled in from the registration (exact match only).
    const missing = await t.app.inject({
      method: 'GET',
      url: authorizeUrl(client, { scopes: ['payments:read'] }).replace(/&redirect_uri=[^&]+/, ''),
    });
    expect(missing.headers.location).toMatch(/^\/error\//);
  });

  it('an unknown or stopped app gets the error page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ clientId: 'nobody-knows-me', redirectUri: 'https://x.test/cb' }, { scopes: ['payments:read'] }),
    });
    expect(res.statusCode).toBe(303);
    expect(decodeURIComponent(String(res.headers.location))).toContain('利用が停止');
  });

  it('PKCE: missing code_challenge and the plain method are refused at the app’s redirect URI', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const noChallenge = await t.app.inject({
      method: 'GET',
      url: authorizeUrl(client, { scopes: ['payments:read'], pkce: null, state: 's1' }),
    });
    const plain = await t.app.inject({
      method: 'GET',
      url: authorizeUrl(client, {
        scopes: ['payments:read'],
        pkce: null,
        state: 's2',
        extra: { code_challenge: newPkce().verifier, code_challenge_method: 'plain' },
      }),
    });
    for (const [res, state] of [
      [noChallenge, 's1'],
      [plain, 's2'],
    ] as const) {
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(client.redirectUri);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('state')).toBe(state);
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('PKCE: the token request needs the right verifier', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    for (const verifier of [undefined, newPkce().verifier, 'short']) {
      const { code } = await codeFor(buyer, client);
      const form: Record<string, string> = { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri };
      if (verifier) form.code_verifier = verifier;
      const res = await tokenRequest(t, client, form);
      expect(res.statusCode, String(verifier)).toBe(400);
      expect(['invalid_grant', 'invalid_request']).toContain(res.json().error);
    }
  });

  it('the token request must name the same redirect URI', async () => {
    const client = await registerPartnerClient(t, {
      scopes: ['payments:read'],
      redirectUris: ['https://a.example.test/cb', 'https://b.example.test/cb'],
    });
    const { code, verifier } = await codeFor(buyer, client);
    const res = await tokenRequest(t, client, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://b.example.test/cb',
      code_verifier: verifier,
    });
    expect(res.json().error).toBe('invalid_grant');
  });

  it('code reuse: the second use fails and revokes the tokens of the first', async () => {
    const client = await registerPartnerClient(t, { scopes: ['suppliers:read'] });
    const { code, verifier } = await codeFor(buyer, client);
    const form = { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier };
    const first = await tokenRequest(t, client, form);
    expect(first.statusCode).toBe(200);
    expect((await partnerCall(`Bearer ${first.json().access_token}`)).statusCode).toBe(200);
    const second = await tokenRequest(t, client, form);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_grant');
    expect((await partnerCall(`Bearer ${first.json().access_token}`)).statusCode).toBe(401);
    const refresh = await tokenRequest(t, client, { grant_type: 'refresh_token', refresh_token: first.json().refresh_token });
    expect(refresh.json().error).toBe('invalid_grant');
    // The connection went with the grant.
    const [connection] = await t.db.select().from(partnerConnections).where(eq(partnerConnections.clientId, client.clientId));
    expect(connection?.revokedAt).not.toBeNull();
  });

  it('state is echoed exactly as the app sent it (the app compares it with its own)', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const state = 'a+b/c=d&e é 状態';
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'], state });
    await interactionCall(t, pending, 'session', { headers: buyer.headers });
    const consent = await interactionCall(t, pending, 'consent', { headers: buyer.headers });
    const back = await resumeAuthorization(t, pending, consent.json().redirect_to);
    expect(back.searchParams.get('state')).toBe(state);
  });

  it('refresh tokens rotate, and reusing a rotated one revokes the grant (the new access token stops working)', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['suppliers:read'] });
    const rotated = await tokenRequest(t, connection.client, {
      grant_type: 'refresh_token',
      refresh_token: connection.refreshToken,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json();
    expect(fresh.refresh_token).not.toBe(connection.refreshToken);
    expect(fresh.scope).toBe('suppliers:read');
    expect((await partnerCall(`Bearer ${fresh.access_token}`)).statusCode).toBe(200);

    const reuse = await tokenRequest(t, connection.client, {
      grant_type: 'refresh_token',
      refresh_token: connection.refreshToken,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    expect((await partnerCall(`Bearer ${fresh.access_token}`)).statusCode).toBe(401);
    const next = await tokenRequest(t, connection.client, { grant_type: 'refresh_token', refresh_token: fresh.refresh_token });
    expect(next.json().error).toBe('invalid_grant');
  });

  it('a stopped app: the token endpoint answers invalid_client and its tokens are refused at once', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['suppliers:read'] });
    await t.db
      .update(partnerClients)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(partnerClients.clientId, connection.clientId));
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(401);
    const refresh = await tokenRequest(t, connection.client, {
      grant_type: 'refresh_token',
      refresh_token: connection.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().error).toBe('invalid_client');
  });

  it('a wrong client secret is invalid_client; the secret in the form body (client_secret_post) works', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const { code, verifier } = await codeFor(buyer, client);
    const form = { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier };
    const wrong = await tokenRequest(t, { clientId: client.clientId, clientSecret: 'not-the-secret' }, form);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, client_id: client.clientId, client_secret: client.clientSecret! }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(200);
  });

  it('a public app uses PKCE alone and gets rotating refresh tokens too', async () => {
    const client = await registerPartnerClient(t, { scopes: ['suppliers:read'], clientType: 'public' });
    const connection = await connectPartner(t, buyer, { client });
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(200);
    const rotated = await tokenRequest(t, client, { grant_type: 'refresh_token', refresh_token: connection.refreshToken });
    expect(rotated.statusCode, rotated.body).toBe(200);
  });

  it('scope overreach: a scope the app is not registered for (or openid) is invalid_scope', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    for (const scopes of [
      ['payments:read', 'payments:write'],
      ['openid', 'payments:read'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: authorizeUrl(client, { scopes, state: 'x' }) });
      const location = new URL(String(res.headers.location));
      expect(location.searchParams.get('error'), scopes.join(' ')).toBe('invalid_scope');
      expect(location.searchParams.get('state')).toBe('x');
    }
    // At refresh too: a token cannot be widened.
    const connection = await connectPartner(t, buyer, { client });
    const wider = await tokenRequest(t, client, {
      grant_type: 'refresh_token',
      refresh_token: connection.refreshToken,
      scope: 'payments:read payments:write',
    });
    expect(wider.json().error).toBe('invalid_scope');
  });

  it('an interaction acted on without its cookie (another browser) is refused', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    const elsewhere = { jar: new CookieJar(), uid: pending.uid };
    for (const step of ['details', 'session', 'consent', 'deny'] as const) {
      const res = await interactionCall(t, elsewhere, step, { headers: buyer.headers });
      expect(res.statusCode, step).toBe(404);
      expect(res.json().status).toBe('not_found');
    }
    // Another interaction's cookie does not open this one either.
    const mine = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    const crossed = await interactionCall(t, { jar: mine.jar, uid: pending.uid }, 'details');
    expect(crossed.statusCode).toBe(404);
    // Nothing was recorded: the real browser still starts at the login.
    expect((await interactionCall(t, pending, 'details')).json().prompt).toBe('login');
  });

  it('the interaction’s password step is throttled like POST /login', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const victim = await registeredBuyer(t);
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await interactionCall(t, pending, 'login', {
        payload: { email_address: victim.emailAddress, password: `wrong-${i}-password` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The right password is refused too while throttled.
    const right = await interactionCall(t, pending, 'login', {
      payload: { email_address: victim.emailAddress, password: STRONG_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('consent by another user than the interaction’s is 403', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    await interactionCall(t, pending, 'session', { headers: buyer.headers });
    const res = await interactionCall(t, pending, 'consent', { headers: other.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe('forbidden');
    // Consent before anyone logged in the interaction: also 403.
    const fresh = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    expect((await interactionCall(t, fresh, 'consent', { headers: buyer.headers })).statusCode).toBe(403);
  });

  it('denying sends the app access_denied with its state', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'], state: 'deny-me' });
    const denied = await interactionCall(t, pending, 'deny');
    expect(denied.statusCode).toBe(200);
    const back = await resumeAuthorization(t, pending, denied.json().redirect_to);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('deny-me');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('a resumed authorization cannot be resumed again (the resume cookie and interaction are gone)', async () => {
    const client = await registerPartnerClient(t, { scopes: ['payments:read'] });
    const pending = await beginAuthorization(t, client, { scopes: ['payments:read'] });
    await interactionCall(t, pending, 'session', { headers: buyer.headers });
    const consent = await interactionCall(t, pending, 'consent', { headers: buyer.headers });
    const redirectTo = consent.json().redirect_to;
    await resumeAuthorization(t, pending, redirectTo);
    const again = await t.app.inject({ method: 'GET', url: redirectTo, headers: { cookie: pending.jar.header(redirectTo) } });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/^\/error\//);
  });
});

describe('connections and revocation', () => {
  it('disconnecting revokes the app’s tokens at once; another buyer or an unknown app is 404', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['suppliers:read'] });
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: buyer.headers });
    expect(info.json().external_integration_client_ids).toContain(connection.clientId);

    const url = `/api/v1/oauth/connections/${connection.clientId}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/oauth/connections/unknown-client-1', headers: buyer.headers }))
        .statusCode,
    ).toBe(404);
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url, headers: buyer.headers });
    expect(res.statusCode).toBe(204);
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(401);
    const refresh = await tokenRequest(t, connection.client, {
      grant_type: 'refresh_token',
      refresh_token: connection.refreshToken,
    });
    expect(refresh.json().error).toBe('invalid_grant');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: buyer.headers });
    expect(after.json().external_integration_client_ids).not.toContain(connection.clientId);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/oauth/connections', headers: buyer.headers });
    expect(list.json().connections.map((c: { client_id: string }) => c.client_id)).not.toContain(connection.clientId);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'oauth.connection_revoked'));
    expect(audits.some((a) => a.targetId === connection.clientId)).toBe(true);
    // Gone is gone: a second disconnect is 404.
    expect((await t.app.inject({ method: 'DELETE', url, headers: buyer.headers })).statusCode).toBe(404);
  });

  it('connecting again replaces the previous grant (its tokens stop working)', async () => {
    const client = await registerPartnerClient(t, { scopes: ['suppliers:read'] });
    const first = await connectPartner(t, buyer, { client });
    const second = await connectPartner(t, buyer, { client });
    expect((await partnerCall(first.headers.authorization)).statusCode).toBe(401);
    expect((await partnerCall(second.headers.authorization)).statusCode).toBe(200);
    const active = await t.db.select().from(partnerConnections).where(eq(partnerConnections.clientId, client.clientId));
    expect(active.filter((c) => c.revokedAt === null)).toHaveLength(1);
  });

  it('the revocation endpoint (RFC 7009): an access token stops at once; a refresh token takes its grant', async () => {
    const connection = await connectPartner(t, buyer, { scopes: ['suppliers:read'] });
    const revoke = (token: string, hint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token/revocation',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString('base64')}`,
        },
        payload: new URLSearchParams({ token, token_type_hint: hint }).toString(),
      });
    // Revoking the access token revokes every token of its grant (RFC 7009 §2.1 allows it; the
    // library does it), the refresh token included; the connection stays: the app may ask again.
    expect((await revoke(connection.accessToken, 'access_token')).statusCode).toBe(200);
    expect((await partnerCall(connection.headers.authorization)).statusCode).toBe(401);
    const dead = await tokenRequest(t, connection.client, {
      grant_type: 'refresh_token',
      refresh_token: connection.refreshToken,
    });
    expect(dead.json().error).toBe('invalid_grant');

    const next = await connectPartner(t, buyer, { client: connection.client });
    const rotated = await tokenRequest(t, next.client, { grant_type: 'refresh_token', refresh_token: next.refreshToken });
    expect(rotated.statusCode).toBe(200);
    expect((await revoke(rotated.json().refresh_token, 'refresh_token')).statusCode).toBe(200);
    expect((await partnerCall(`Bearer ${rotated.json().access_token}`)).statusCode).toBe(401);
    // Revoking a refresh token takes the grant, and the connection with it.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/oauth/connections', headers: buyer.headers });
    expect(list.json().connections.map((c: { client_id: string }) => c.client_id)).not.toContain(next.clientId);
    // Another app cannot revoke this app's tokens (and learns nothing: 200 either way, RFC 7009 §2.2).
    expect((await revoke('unknown-token-value', 'access_token')).statusCode).toBe(200);
  });
});
