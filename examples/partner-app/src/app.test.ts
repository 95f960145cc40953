import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrePaymentRequestSchema } from '@icp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerApp, type PartnerApp } from './app.ts';
import { readConfig } from './config.ts';
import { sampleInvoice } from './sample-invoice.ts';
import { signWebhook } from './webhook-verifier.ts';

/*
 * The demo partner against a stand-in for 請求書カード払い that checks what the real one checks:
 * RFC 8414 metadata at the path-inserted well-known URL, PKCE S256, state, client_secret_basic,
 * refresh token rotation (a reused one is refused), revocation, Bearer + Idempotency-Key on the
 * partner API and the request body against the contract's schema. The browser is played by fetch.
 */

const CLIENT_ID = 'demo-partner-app';
const CLIENT_SECRET = 'demo-partner-secret-2026';
const WEBHOOK_SECRET = 'whsec_ZGVtby1wYXJ0bmVyLXdlYmhvb2stc2VjcmV0LTIwMjY=';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)));
const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => resolve(s));
  });

interface FakeServer {
  server: Server;
  issuer: string;
  redirectUri: string;
  codes: Map<string, { challenge: string; redirectUri: string; scope: string }>;
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
  usedRefreshTokens: Set<string>;
  revoked: string[];
  authorizeParams: URLSearchParams | null;
  accessTokenLifetime: number;
  refreshes: number;
  prePayments: Record<string, unknown>[];
  idempotencyKeys: string[];
}

function fakeIcp(redirectUri: string): FakeServer {
  const fake = {
    redirectUri,
    codes: new Map(),
    accessTokens: new Set<string>(),
    refreshTokens: new Set<string>(),
    usedRefreshTokens: new Set<string>(),
    revoked: [] as string[],
    authorizeParams: null as URLSearchParams | null,
    accessTokenLifetime: 3600,
    refreshes: 0,
    prePayments: [] as Record<string, unknown>[],
    idempotencyKeys: [] as string[],
  } as FakeServer;
  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const tokens = (scope: string) => {
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    fake.accessTokens.add(access);
    fake.refreshTokens.add(refresh);
    return { access_token: access, token_type: 'Bearer', expires_in: fake.accessTokenLifetime, refresh_token: refresh, scope };
  };
  fake.server = createServer(async (req, res) => {
    const url = new URL(req.url!, fake.issuer);
    const origin = new URL(fake.issuer).origin;
    if (url.pathname === '/.well-known/oauth-authorization-server/oauth') {
      return json(res, 200, {
        issuer: fake.issuer,
        authorization_endpoint: `${origin}/oauth/auth`,
        token_endpoint: `${origin}/oauth/token`,
        revocation_endpoint: `${origin}/oauth/token/revocation`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
        authorization_response_iss_parameter_supported: true,
      });
    }
    if (url.pathname === '/oauth/auth') {
      // The login, the second factor and 許可する happen here in the real thing.
      const p = url.searchParams;
      fake.authorizeParams = p;
      if (
        p.get('client_id') !== CLIENT_ID ||
        p.get('redirect_uri') !== fake.redirectUri ||
        p.get('code_challenge_method') !== 'S256'
      ) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(fake.redirectUri);
      if (p.get('prompt_test') === 'deny') back.searchParams.set('error', 'access_denied');
      else {
        const code = randomBytes(12).toString('hex');
        fake.codes.set(code, {
          challenge: p.get('code_challenge')!,
          redirectUri: p.get('redirect_uri')!,
          scope: p.get('scope')!,
        });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', p.get('state')!);
      back.searchParams.set('iss', fake.issuer);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname.startsWith('/oauth/token')) {
      // RFC 6749 §2.3.1: id and secret are form-urlencoded before base64 (openid-client encodes even '-').
      const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':')
        .map((part) => decodeURIComponent(part.replaceAll('+', ' ')));
      if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return json(res, 401, { error: 'invalid_client' });
      const form = new URLSearchParams(await body(req));
      if (url.pathname === '/oauth/token/revocation') {
        fake.revoked.push(form.get('token')!);
        fake.accessTokens.delete(form.get('token')!);
        fake.refreshTokens.delete(form.get('token')!);
        res.writeHead(200);
        return res.end();
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = fake.codes.get(form.get('code')!);
        fake.codes.delete(form.get('code')!);
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!code || code.challenge !== challenge || code.redirectUri !== form.get('redirect_uri')) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        return json(res, 200, tokens(code.scope));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const old = form.get('refresh_token')!;
        if (!fake.refreshTokens.has(old) || fake.usedRefreshTokens.has(old)) return json(res, 400, { error: 'invalid_grant' });
        fake.usedRefreshTokens.add(old);
        fake.refreshTokens.delete(old);
        fake.refreshes += 1;
        return json(res, 200, tokens('payments:write payments:read suppliers:read'));
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname.startsWith('/api/v1/partner/')) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !fake.accessTokens.has(token)) return json(res, 401, { status: 'invalid_access_token' });
      if (req.method === 'POST' && url.pathname === '/api/v1/partner/pre_payments') {
        const key = req.headers['idempotency-key'];
        if (typeof key !== 'string') return json(res, 400, { status: 'validation_error', message: 'Idempotency-Key' });
        fake.idempotencyKeys.push(key);
        const parsed = createPrePaymentRequestSchema.safeParse(JSON.parse(await body(req)));
        if (!parsed.success) {
          return json(res, 400, {
            status: 'validation_error',
            message: '入力内容に誤りがあります。',
            errors: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
          });
        }
        const preId = `pre_${randomBytes(12).toString('hex')}`;
        const created = {
          pre_id: preId,
          status: 'pending',
          partner_reference: parsed.data.partner_reference ?? null,
          supplier_name: parsed.data.supplier.name,
          amount: parsed.data.amount,
          due_date: parsed.data.due_date ?? null,
          invoice_number: parsed.data.invoice_number ?? null,
          payment_url: `${origin}/oauth/payments/${preId}/add/invoiceinfo`,
          expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          created_at: new Date().toISOString(),
          payment: null,
          return_url: parsed.data.return_url,
          file_bytes: Buffer.from(parsed.data.invoice_file.content_base64, 'base64').length,
        };
        fake.prePayments.unshift(created);
        return json(res, 201, created);
      }
      if (req.method === 'GET' && url.pathname === '/api/v1/partner/pre_payments') {
        return json(res, 200, { pre_payments: fake.prePayments, next_after: null });
      }
      const one = fake.prePayments.find((p) => url.pathname === `/api/v1/partner/pre_payments/${String(p['pre_id'])}`);
      return one ? json(res, 200, one) : json(res, 404, { status: 'not_found' });
    }
    json(res, 404, {});
  });
  return fake;
}

/** A browser of one: keeps the cookies the app sets and follows nothing by itself. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      if (/Max-Age=0/.test(c)) jar.delete(k!);
      else jar.set(k!, v!);
    }
    return res;
  };
}

let fake: FakeServer;
let app: PartnerApp;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  const probe = createServer();
  const appPort = await listen(probe);
  await new Promise((r) => probe.close(r));
  base = `http://localhost:${appPort}`;
  fake = fakeIcp(`${base}/callback`);
  const icpPort = await listen(fake.server);
  fake.issuer = `http://localhost:${icpPort}/oauth`;
  const config = readConfig({ PARTNER_PORT: String(appPort), ICP_ISSUER: fake.issuer });
  app = createPartnerApp(config, (line) => {
    logs.push(line);
    if (process.env.DEBUG_PARTNER) console.log(line);
  });
  await new Promise<void>((r) => app.server.listen(appPort, r));
});

afterAll(async () => {
  await new Promise((r) => app.server.close(r));
  await new Promise((r) => fake.server.close(r));
});

async function connect(go: ReturnType<typeof browser>): Promise<Response> {
  const start = await go(`${base}/connect`, { method: 'POST' });
  expect(start.status).toBe(303);
  const authorize = await go(start.headers.get('location')!);
  expect(authorize.status).toBe(302);
  return go(authorize.headers.get('location')!);
}

function sampleFormBody(idempotencyKey: string, overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ ...sampleInvoice(), idempotency_key: idempotencyKey, ...overrides });
}

describe('the demo partner app', () => {
  it('shows 未連携 and the connect button first', async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('請求書カード払いと連携する');
    expect(html).toContain('未連携');
  });

  it('sends a browser that came by 127.0.0.1 to the registered host first (its cookie lives there)', async () => {
    const res = await fetch(base.replace('localhost', '127.0.0.1') + '/status', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/status`);
  });

  it('connects: PKCE S256 + state at the authorization endpoint, the code exchanged with client_secret_basic', async () => {
    const go = browser();
    const back = await connect(go);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/?notice=connected');
    const p = fake.authorizeParams!;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('payments:write payments:read suppliers:read');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(app.oauth.tokens?.scope).toBe('payments:write payments:read suppliers:read');
    const top = await (await go(`${base}/?notice=connected`)).text();
    expect(top).toContain('請求書カード払いと連携しました。');
    expect(top).toContain('連携を解除する');
    expect(top).toContain('支払状況の確認');
  });

  it('refuses a callback from another browser, or a replayed one (state bound to the cookie, single use)', async () => {
    const go = browser();
    const start = await go(`${base}/connect`, { method: 'POST' });
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = authorize.headers.get('location')!;
    const stranger = await fetch(callback, { redirect: 'manual' });
    expect(stranger.headers.get('location')).toBe('/?error=no_pending_authorization');
    // The same browser, now: its pending authorization is still there, once.
    expect((await go(callback)).headers.get('location')).toBe('/?notice=connected');
    expect((await go(callback)).headers.get('location')).toBe('/?error=no_pending_authorization');
  });

  it('refuses a callback whose state was swapped', async () => {
    const go = browser();
    const start = await go(`${base}/connect`, { method: 'POST' });
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    callback.searchParams.set('state', 'someone-elses-state');
    const res = await go(callback.href);
    expect(res.headers.get('location')).toMatch(/^\/\?error=/);
    expect(res.headers.get('location')).not.toContain('connected');
  });

  it('sends the invoice with its PDF and an Idempotency-Key, shows the answer and the pay button', async () => {
    await connect(browser());
    const res = await fetch(`${base}/invoices`, {
      method: 'POST',
      body: sampleFormBody('6f1c2b1e-8d4a-4a57-9d59-0b7c5f0f2a11'),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const sent = fake.prePayments[0]!;
    expect(res.headers.get('location')).toBe(`/invoices/${String(sent['pre_id'])}`);
    expect(fake.idempotencyKeys.at(-1)).toBe('6f1c2b1e-8d4a-4a57-9d59-0b7c5f0f2a11');
    expect(sent['file_bytes']).toBeGreaterThan(1000);
    expect(sent['return_url']).toBe(`${base}/return?ref=${encodeURIComponent(String(sent['partner_reference']))}`);
    const page = await (await fetch(`${base}${res.headers.get('location')!}`)).text();
    expect(page).toContain('請求書カード払いで支払う');
    expect(page).toContain(String(sent['payment_url']));
    expect(page).toContain('株式会社サンプル商事');
  });

  it('shows the API’s own messages when it refuses the invoice', async () => {
    await connect(browser());
    const res = await fetch(`${base}/invoices`, {
      method: 'POST',
      body: sampleFormBody(crypto.randomUUID(), { bank_code: '12' }),
    });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain('金融機関コードは4桁の数字で入力してください。');
    expect(page).toContain('value="12"');
  });

  it('refreshes an expiring access token once, with rotation, before calling the API', async () => {
    fake.accessTokenLifetime = 5; // inside the 30-second margin: the next call refreshes first
    await connect(browser());
    fake.accessTokenLifetime = 3600;
    const before = fake.refreshes;
    const oldRefresh = app.oauth.tokens!.refreshToken!;
    const [a, b] = await Promise.all([fetch(`${base}/status`), fetch(`${base}/status`)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(fake.refreshes - before).toBe(1);
    expect(app.oauth.tokens!.refreshToken).not.toBe(oldRefresh);
    expect(app.oauth.tokens!.refreshCount).toBe(1);
    expect(await a.text()).toContain('株式会社サンプル商事');
  });

  it('after the buyer disconnected us (refresh refused), asks to connect again', async () => {
    await connect(browser());
    const tokens = app.oauth.tokens!;
    fake.accessTokens.delete(tokens.accessToken);
    fake.refreshTokens.delete(tokens.refreshToken!);
    const page = await (await fetch(`${base}/status`)).text();
    expect(page).toContain('もう一度連携してください');
    expect(app.oauth.tokens).toBeNull();
  });

  it('takes a signed webhook once, refuses a tampered or unsigned one, and shows it on 支払状況', async () => {
    await connect(browser());
    const preId = String(fake.prePayments[0]!['pre_id']);
    const id = `evt_${randomBytes(18).toString('base64url')}`;
    const event = JSON.stringify({
      id,
      type: 'pre_payment.paid',
      created_at: new Date().toISOString(),
      data: {
        pre_id: preId,
        partner_reference: 'DEMO-REF',
        payment: {
          display_id: 'I-00000042',
          status: 'InProgress',
          is_action_required: false,
          amount: 55000,
          transfer_date: null,
          transferred_on: null,
        },
      },
    });
    const post = (raw: string, signedBody = raw, timestamp = Math.floor(Date.now() / 1000)) =>
      fetch(`${base}/webhooks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(WEBHOOK_SECRET, id, timestamp, signedBody),
        },
        body: raw,
      });
    const rejectedBefore = app.state.rejectedWebhooks;
    expect((await post(event, event.replace('InProgress', 'TransferCompleted'))).status).toBe(401);
    expect((await post(event, event, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401);
    expect((await fetch(`${base}/webhooks`, { method: 'POST', body: event })).status).toBe(401);
    expect(app.state.rejectedWebhooks - rejectedBefore).toBe(3);

    expect((await post(event)).status).toBe(204);
    expect((await post(event)).status).toBe(204); // a retry: acknowledged, not recorded twice
    expect(app.state.events.filter((e) => e.id === id)).toHaveLength(1);

    const page = await (await fetch(`${base}/status`)).text();
    expect(page).toContain('pre_payment.paid');
    expect(page).toContain('I-00000042');
    expect(page).toContain('検証済み');
    const back = await (
      await fetch(`${base}/return?ref=${encodeURIComponent(String(fake.prePayments[0]!['partner_reference']))}`)
    ).text();
    expect(back).toContain('お支払いの申請を受け付けました');
  });

  it('disconnects: revokes the refresh and the access token, forgets them', async () => {
    await connect(browser());
    const { accessToken, refreshToken } = app.oauth.tokens!;
    const res = await fetch(`${base}/disconnect`, { method: 'POST', redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/?notice=disconnected');
    expect(fake.revoked.slice(-2)).toEqual([refreshToken, accessToken]);
    expect(app.oauth.tokens).toBeNull();
    expect(await (await fetch(`${base}/`)).text()).toContain('請求書カード払いと連携する');
  });

  it('refuses a cross-site form post', async () => {
    const res = await fetch(`${base}/disconnect`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(res.status).toBe(403);
  });
});
