import { createHash, randomBytes } from 'node:crypto';
import type { PartnerScope } from '@icp/contract';
import { partnerClients } from '../db/schema.ts';
import {
  newClientId,
  newClientSecret,
  newWebhookSecret,
  sealClientSecret,
  sealWebhookSecret,
} from '../modules/partner-clients/client-secrets.ts';
import type { Session } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/*
 * Partner apps for tests: a registered client (row written directly, secrets sealed as the
 * console seals them) and a connection made through the REAL authorization code flow with PKCE,
 * driven with app.inject (cookies carried by hand, as a browser would).
 */

export interface PartnerClient {
  clientId: string;
  /** Null for a public client. */
  clientSecret: string | null;
  webhookSecret: string | null;
  redirectUri: string;
  redirectUris: string[];
  scopes: PartnerScope[];
  clientType: 'confidential' | 'public';
}

export async function registerPartnerClient(
  t: TestApp,
  options: {
    scopes?: PartnerScope[];
    clientType?: 'confidential' | 'public';
    redirectUris?: string[];
    webhookUrl?: string;
    name?: string;
    logoDataUri?: string;
    status?: 'active' | 'revoked';
  } = {},
): Promise<PartnerClient> {
  const clientId = newClientId();
  const clientType = options.clientType ?? 'confidential';
  const clientSecret = clientType === 'confidential' ? newClientSecret() : null;
  const webhookSecret = options.webhookUrl ? newWebhookSecret() : null;
  const redirectUris = options.redirectUris ?? ['https://partner.example.test/callback'];
  const scopes = options.scopes ?? ['payments:write', 'payments:read', 'suppliers:read'];
  await t.db.insert(partnerClients).values({
    clientId,
    name: options.name ?? 'テスト会計クラウド',
    logoDataUri: options.logoDataUri ?? null,
    redirectUris,
    scopes,
    clientType,
    clientSecretSealed: clientSecret ? sealClientSecret(t.deps.secretBox, clientId, clientSecret) : null,
    webhookUrl: options.webhookUrl ?? null,
    webhookSecretSealed: webhookSecret ? sealWebhookSecret(t.deps.secretBox, clientId, webhookSecret) : null,
    status: options.status ?? 'active',
  });
  return { clientId, clientSecret, webhookSecret, redirectUri: redirectUris[0]!, redirectUris, scopes, clientType };
}

/** Cookies as a browser keeps them: by name and path, sent to paths under theirs. */
export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
      const key = `${name}\u0000${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  /** The Cookie header for a request to `url` (path only). */
  header(url: string): string {
    const path = new URL(url, 'http://localhost').pathname;
    return [...this.#cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request URL (/oauth/auth?…), PKCE S256 unless told otherwise. */
export function authorizeUrl(
  client: Pick<PartnerClient, 'clientId' | 'redirectUri'>,
  options: { scopes: readonly string[]; state?: string; pkce?: Pkce | null; extra?: Record<string, string> },
): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: options.scopes.join(' '),
    state: options.state ?? randomBytes(12).toString('base64url'),
  });
  if (options.pkce !== null) {
    const pkce = options.pkce ?? newPkce();
    params.set('code_challenge', pkce.challenge);
    params.set('code_challenge_method', 'S256');
  }
  for (const [key, value] of Object.entries(options.extra ?? {})) params.set(key, value);
  return `/oauth/auth?${params}`;
}

/** A browser in the middle of an authorization: its cookies and the interaction's uid. */
export interface PendingAuthorization {
  jar: CookieJar;
  uid: string;
  pkce: Pkce;
  state: string;
}

/** GET /oauth/auth → 303 to the interaction; answers the browser's cookies and the uid. */
export async function beginAuthorization(
  t: TestApp,
  client: Pick<PartnerClient, 'clientId' | 'redirectUri'>,
  options: { scopes: readonly string[]; state?: string; jar?: CookieJar },
): Promise<PendingAuthorization> {
  const jar = options.jar ?? new CookieJar();
  const pkce = newPkce();
  const state = options.state ?? randomBytes(12).toString('base64url');
  const url = authorizeUrl(client, { scopes: options.scopes, state, pkce });
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: jar.header(url) } });
  jar.store(res.headers['set-cookie']);
  const location = String(res.headers.location ?? '');
  const uid = location.match(/^\/api\/v1\/oauth\/interactions\/([A-Za-z0-9_-]+)$/)?.[1];
  if (res.statusCode !== 303 || !uid)
    throw new Error(`authorization did not start an interaction: ${res.statusCode} ${location} ${res.body}`);
  return { jar, uid, pkce, state };
}

/** An /api/v1 call of the SPA during the interaction, with the browser's cookies. */
export async function interactionCall(
  t: TestApp,
  pending: Pick<PendingAuthorization, 'jar' | 'uid'>,
  step: 'details' | 'login' | 'two-factor' | 'session' | 'consent' | 'deny',
  options: { headers?: Record<string, string>; payload?: unknown } = {},
) {
  const url = `/api/v1/oauth/interactions/${pending.uid}/${step}`;
  const res = await t.app.inject({
    method: step === 'details' ? 'GET' : 'POST',
    url,
    headers: { ...options.headers, cookie: pending.jar.header(url) },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  pending.jar.store(res.headers['set-cookie']);
  return res;
}

/** Follows redirect_to (the resume endpoint): answers the redirect to the app (code + state, or an error). */
export async function resumeAuthorization(
  t: TestApp,
  pending: Pick<PendingAuthorization, 'jar'>,
  redirectTo: string,
): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: redirectTo, headers: { cookie: pending.jar.header(redirectTo) } });
  pending.jar.store(res.headers['set-cookie']);
  const location = res.headers.location;
  if (res.statusCode !== 303 || typeof location !== 'string')
    throw new Error(`resume did not redirect: ${res.statusCode} ${res.body}`);
  return new URL(location, 'http://localhost');
}

/** POST /oauth/token with a form body, authenticated as the client (HTTP Basic, or `none` for public clients). */
export async function tokenRequest(
  t: TestApp,
  client: Pick<PartnerClient, 'clientId' | 'clientSecret'>,
  form: Record<string, string>,
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams(form);
  if (client.clientSecret) {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_id', client.clientId);
  }
  return t.app.inject({ method: 'POST', url: '/oauth/token', headers, payload: body.toString() });
}

export interface PartnerConnection {
  client: PartnerClient;
  clientId: string;
  clientSecret: string | null;
  accessToken: string;
  refreshToken: string;
  /** For partner routes: `{ authorization: 'Bearer <access token>' }`. */
  headers: { authorization: string };
}

/**
 * Connects a partner app for the buyer of `session` through the real code flow: authorize with
 * PKCE → interaction → the logged-in shortcut (continueOAuthAsBuyer) → consent → resume → token.
 * Registers a client with `scopes` unless one is given.
 */
export async function connectPartner(
  t: TestApp,
  session: Session,
  options: { scopes?: PartnerScope[]; client?: PartnerClient } = {},
): Promise<PartnerConnection> {
  const scopes = options.scopes ?? options.client?.scopes ?? ['payments:write', 'payments:read', 'suppliers:read'];
  const client = options.client ?? (await registerPartnerClient(t, { scopes }));
  const pending = await beginAuthorization(t, client, { scopes });
  const continued = await interactionCall(t, pending, 'session', { headers: session.headers });
  if (continued.statusCode !== 204) throw new Error(`continueOAuthAsBuyer failed: ${continued.statusCode} ${continued.body}`);
  const consent = await interactionCall(t, pending, 'consent', { headers: session.headers });
  if (consent.statusCode !== 200) throw new Error(`consent failed: ${consent.statusCode} ${consent.body}`);
  const back = await resumeAuthorization(t, pending, consent.json().redirect_to);
  const code = back.searchParams.get('code');
  if (!code || back.searchParams.get('state') !== pending.state) throw new Error(`no code at the redirect URI: ${back}`);
  const token = await tokenRequest(t, client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: pending.pkce.verifier,
  });
  if (token.statusCode !== 200) throw new Error(`token request failed: ${token.statusCode} ${token.body}`);
  const { access_token: accessToken, refresh_token: refreshToken } = token.json();
  return {
    client,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    accessToken,
    refreshToken,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}
