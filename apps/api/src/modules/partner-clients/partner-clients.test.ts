import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES, type RouteName } from '@icp/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, oauthStore, partnerClients, partnerConnections, users, webhookDeliveries } from '../../db/schema.ts';
import { registeredBuyer } from '../../testing/fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { verifyWebhookSignature } from '../webhooks/sign-webhook.ts';
import { openClientSecret, openWebhookSecret } from './client-secrets.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof operatorSession>>;
let examiner: Awaited<ReturnType<typeof operatorSession>>;
let treasurer: Awaited<ReturnType<typeof operatorSession>>;
let server: Server;
let hookUrl: string;
let status = 200;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  t = await createTestApp();
  admin = await operatorSession(t, ['admin'], { name: '管理 一郎' });
  examiner = await operatorSession(t, ['examiner']);
  treasurer = await operatorSession(t, ['treasurer', 'examiner']);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Method = 'GET' | 'POST';
const call = (who: { headers: Record<string, string> }, method: Method, path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: who.headers, ...(payload ? { payload } : {}) });

async function lastAudit(action: string) {
  const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(desc(auditLogs.id)).limit(1);
  return row;
}

const newApp = (overrides: Record<string, unknown> = {}) => ({
  name: 'テスト会計クラウド',
  client_type: 'confidential',
  redirect_uris: ['https://partner.example.com/callback', 'http://localhost:4100/callback'],
  scopes: ['payments:write', 'payments:read'],
  webhook_url: hookUrl,
  ...overrides,
});

const ROUTE_CASES: [RouteName, string, object?][] = [
  ['opsListPartnerClients', '/ops/partner-clients'],
  ['opsCreatePartnerClient', '/ops/partner-clients', newApp()],
  ['opsRevokePartnerClient', '/ops/partner-clients/abcdefghijkl/revoke'],
  ['opsListWebhookDeliveries', '/ops/webhook-deliveries'],
  ['opsGetWebhookDelivery', '/ops/webhook-deliveries/1'],
  ['opsReplayWebhookDelivery', '/ops/webhook-deliveries/1/replay'],
];

describe('roles', () => {
  it.each(ROUTE_CASES)('%s is for admins only (examiner, treasurer → 403)', async (name, path, body) => {
    for (const who of [examiner, treasurer]) {
      const res = await call(who, ROUTES[name].method as Method, path, body);
      expect(res.statusCode, `${name} ${res.body}`).toBe(403);
    }
    const anonymous = await t.app.inject({ method: ROUTES[name].method as Method, url: `/api/v1${path}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['GET', '/ops/webhook-deliveries?limit=abc'],
    ['GET', '/ops/webhook-deliveries?limit=100000'],
    ['GET', '/ops/webhook-deliveries?before_id=-1'],
    ['GET', '/ops/webhook-deliveries?status=x'],
    ['GET', '/ops/webhook-deliveries?unknown=1'],
    ['GET', `/ops/webhook-deliveries?client_id=${'x'.repeat(65)}`],
    ['GET', '/ops/webhook-deliveries/abc'],
    ['GET', '/ops/webhook-deliveries/0'],
    ['GET', '/ops/webhook-deliveries/99999999999999999999'],
    ['POST', '/ops/webhook-deliveries/1.5/replay'],
    ['POST', '/ops/partner-clients/x/revoke'],
    ['POST', '/ops/partner-clients/%00%00%00%00%00%00%00%00/revoke'],
  ] as const)('%s %s is a 4xx with a Japanese message', async (method, path) => {
    const res = await call(admin, method, path);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('a broken or oversized body is a 4xx', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops/partner-clients',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    const extra = await call(admin, 'POST', '/ops/partner-clients', newApp({ client_secret: 'mine' }));
    expect(extra.statusCode).toBe(400);
    const logo = await call(
      admin,
      'POST',
      '/ops/partner-clients',
      newApp({ logo_data_uri: `data:image/png;base64,${'A'.repeat(150_000)}` }),
    );
    expect(logo.statusCode).toBe(400);
    expect(logo.json().errors[0].message).toBe('ロゴは100KB以内の画像にしてください。');
  });
});

describe('partner apps', () => {
  it('registers an app: secrets answered once, kept sealed, never listed; audited without them', async () => {
    const res = await call(admin, 'POST', '/ops/partner-clients', newApp());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.client).toMatchObject({
      name: 'テスト会計クラウド',
      client_type: 'confidential',
      status: 'active',
      connection_count: 0,
      webhook_url: hookUrl,
      revoked_at: null,
      logo_data_uri: null,
    });
    expect(body.client.client_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(body.webhook_secret.slice(6), 'base64')).toHaveLength(32);

    const [row] = await t.db.select().from(partnerClients).where(eq(partnerClients.clientId, body.client.client_id));
    expect(row!.clientSecretSealed).not.toContain(body.client_secret);
    expect(openClientSecret(t.deps.secretBox, row!.clientId, row!.clientSecretSealed)).toBe(body.client_secret);
    expect(openWebhookSecret(t.deps.secretBox, row!.clientId, row!.webhookSecretSealed)).toBe(body.webhook_secret);
    expect(row!.createdByOperatorId).toBe(admin.operatorId);

    const list = await call(admin, 'GET', '/ops/partner-clients');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(body.client_secret);
    expect(list.body).not.toContain(body.webhook_secret);
    expect(list.json().clients.find((c: { client_id: string }) => c.client_id === body.client.client_id)).toEqual(body.client);

    const audit = await lastAudit('partner_client.create');
    expect(audit).toMatchObject({ actorType: 'operator', actorId: String(admin.operatorId), targetId: body.client.client_id });
    expect(JSON.stringify(audit!.detail)).not.toContain(body.client_secret);
    expect(JSON.stringify(audit!.detail)).not.toContain(body.webhook_secret);
  });

  it('a public app gets no client secret; an app without a webhook URL no webhook secret', async () => {
    const res = await call(admin, 'POST', '/ops/partner-clients', newApp({ client_type: 'public', webhook_url: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      client_secret: null,
      webhook_secret: null,
      client: { client_type: 'public', webhook_url: null },
    });
  });

  it('refuses bad input field by field with Japanese messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ redirect_uris: ['http://partner.example.com/cb'] }, 'redirect_uris'],
      [{ redirect_uris: ['https://partner.example.com/cb#x'] }, 'redirect_uris'],
      [{ redirect_uris: [] }, 'redirect_uris'],
      [{ scopes: [] }, 'scopes'],
      [{ scopes: ['admin'] }, 'scopes'],
      [{ webhook_url: 'ftp://partner.example.com/hooks' }, 'webhook_url'],
      // Not a URL at all: a 400, never a 500 from the URL check itself.
      [{ webhook_url: 'not a url' }, 'webhook_url'],
      [{ redirect_uris: ['not a url'] }, 'redirect_uris'],
      [{ name: '' }, 'name'],
      [{ client_type: 'other' }, 'client_type'],
      [{ logo_data_uri: 'data:text/html;base64,PGI+' }, 'logo_data_uri'],
    ];
    for (const [override, field] of cases) {
      const res = await call(admin, 'POST', '/ops/partner-clients', newApp(override));
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(
        errors.some((e) => e.field.startsWith(field) && /[ぁ-んァ-ヶ一-龠]/.test(e.message)),
        `${field}: ${res.body}`,
      ).toBe(true);
    }
  });

  it('revokes an app: its connections end and every token of their grants is deleted at once', async () => {
    const created = (await call(admin, 'POST', '/ops/partner-clients', newApp())).json();
    const other = (await call(admin, 'POST', '/ops/partner-clients', newApp({ name: '別アプリ' }))).json();
    const clientId: string = created.client.client_id;
    const buyer = await registeredBuyer(t);
    const [user] = await t.db.select().from(users).where(eq(users.emailAddress, buyer.emailAddress));
    const connect = (cid: string, grantId: string) =>
      t.db
        .insert(partnerConnections)
        .values({ buyerId: buyer.buyerId, userId: user!.id, clientId: cid, grantId, scopes: ['payments:read'] });
    await connect(clientId, 'grant-a');
    await connect(other.client.client_id, 'grant-other');
    const token = (model: string, id: string, grantId: string | null, payload: Record<string, unknown> = {}) => ({
      model,
      id,
      grantId,
      payload: { grantId, ...payload },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await t.db
      .insert(oauthStore)
      .values([
        token('AccessToken', 'at-a', 'grant-a', { clientId }),
        token('RefreshToken', 'rt-a', 'grant-a', { clientId }),
        token('Grant', 'grant-a', null, { clientId }),
        token('AuthorizationCode', 'code-a', 'grant-unrecorded', { clientId }),
        token('AccessToken', 'at-other', 'grant-other', { clientId: other.client.client_id }),
      ]);
    const listed = (await call(admin, 'GET', '/ops/partner-clients')).json().clients;
    expect(listed.find((c: { client_id: string }) => c.client_id === clientId).connection_count).toBe(1);

    const res = await call(admin, 'POST', `/ops/partner-clients/${clientId}/revoke`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client).toMatchObject({ status: 'revoked', connection_count: 0 });
    expect(res.json().client.revoked_at).toBe(t.clock.now().toISOString());

    const left = await t.db.select({ id: oauthStore.id }).from(oauthStore);
    expect(left.map((r) => r.id)).toEqual(['at-other']);
    const [connection] = await t.db.select().from(partnerConnections).where(eq(partnerConnections.clientId, clientId));
    expect(connection!.revokedAt).toEqual(t.clock.now());
    const [otherConnection] = await t.db
      .select()
      .from(partnerConnections)
      .where(eq(partnerConnections.clientId, other.client.client_id));
    expect(otherConnection!.revokedAt).toBeNull();
    const audit = await lastAudit('partner_client.revoke');
    expect(audit).toMatchObject({ actorId: String(admin.operatorId), targetId: clientId });
    expect(audit!.detail).toMatchObject({ connections_revoked: 1, oauth_rows_deleted: 4, operator_name: '管理 一郎' });

    const again = await call(admin, 'POST', `/ops/partner-clients/${clientId}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('この連携アプリはすでに停止されています。');
    const missing = await call(admin, 'POST', '/ops/partner-clients/no-such-client/revoke');
    expect(missing.statusCode).toBe(404);
  });
});

describe('webhook deliveries', () => {
  async function failedDelivery() {
    const created = (await call(admin, 'POST', '/ops/partner-clients', newApp({ name: 'Webhook先' }))).json();
    const eventId = `evt_${Math.random().toString(36).slice(2).padEnd(24, 'x')}`;
    const body = JSON.stringify({ id: eventId, type: 'payment.status_changed', created_at: new Date().toISOString(), data: {} });
    const [row] = await t.db
      .insert(webhookDeliveries)
      .values({
        eventId,
        clientId: created.client.client_id,
        eventType: 'payment.status_changed',
        body,
        status: 'failed',
        attempts: 9,
        lastStatusCode: 500,
        lastError: 'HTTP 500',
        giveUpAt: t.clock.now(),
      })
      .returning();
    return { row: row!, webhookSecret: created.webhook_secret as string, clientId: created.client.client_id as string };
  }

  it('lists newest first, filters by app and status, pages with before_id', async () => {
    const first = await failedDelivery();
    const second = await failedDelivery();
    const all = (await call(admin, 'GET', '/ops/webhook-deliveries?status=failed')).json().deliveries;
    expect(all[0].id).toBe(second.row.id);
    expect(all[1].id).toBe(first.row.id);
    expect(all[0]).toMatchObject({
      client_name: 'Webhook先',
      status: 'failed',
      attempts: 9,
      last_status_code: 500,
      next_attempt_at: null,
    });
    expect(all[0]).not.toHaveProperty('body');
    const page = (await call(admin, 'GET', `/ops/webhook-deliveries?before_id=${second.row.id}&limit=1`)).json().deliveries;
    expect(page.map((d: { id: number }) => d.id)).toEqual([first.row.id]);
    const byClient = (await call(admin, 'GET', `/ops/webhook-deliveries?client_id=${first.clientId}`)).json().deliveries;
    expect(byClient.map((d: { id: number }) => d.id)).toEqual([first.row.id]);
    expect((await call(admin, 'GET', '/ops/webhook-deliveries?status=delivered')).json().deliveries).not.toContainEqual(
      expect.objectContaining({ id: first.row.id }),
    );
    expect((await call(admin, 'GET', '/ops/webhook-deliveries?status=nope')).statusCode).toBe(400);
  });

  it('replays a failed delivery now: same id and body, fresh signature; delivered; attempt and audit name the operator', async () => {
    const { row, webhookSecret } = await failedDelivery();
    received.length = 0;
    status = 200;
    const res = await call(admin, 'POST', `/ops/webhook-deliveries/${row.id}/replay`);
    expect(res.statusCode, res.body).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toBe(row.body);
    expect(received[0]!.headers['webhook-id']).toBe(row.eventId);
    expect(verifyWebhookSignature(webhookSecret, received[0]!.headers, row.body, { now: t.clock.now() })).toBe(true);
    const detail = res.json();
    expect(detail.delivery).toMatchObject({
      id: row.id,
      status: 'delivered',
      attempts: 10,
      last_status_code: 200,
      last_error: null,
      body: row.body,
    });
    expect(detail.attempts).toHaveLength(1);
    expect(detail.attempts[0]).toMatchObject({ status_code: 200, error: null, replayed_by: '管理 一郎' });

    const got = await call(admin, 'GET', `/ops/webhook-deliveries/${row.id}`);
    expect(got.json()).toEqual(detail);
    const audit = await lastAudit('webhook_delivery.replay');
    expect(audit).toMatchObject({ actorId: String(admin.operatorId), targetId: String(row.id) });
    expect(audit!.detail).toMatchObject({ event_id: row.eventId, ok: true, status_code: 200 });
  });

  it('a replay the partner refuses is recorded and leaves the delivery failed', async () => {
    const { row } = await failedDelivery();
    status = 503;
    const res = await call(admin, 'POST', `/ops/webhook-deliveries/${row.id}/replay`);
    status = 200;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toMatchObject({ status: 'failed', attempts: 10, last_status_code: 503 });
    expect(res.json().attempts[0]).toMatchObject({ status_code: 503, replayed_by: '管理 一郎' });
  });

  it('refuses to replay for a revoked app, and answers 404 for an unknown delivery', async () => {
    const { row, clientId } = await failedDelivery();
    await call(admin, 'POST', `/ops/partner-clients/${clientId}/revoke`);
    const res = await call(admin, 'POST', `/ops/webhook-deliveries/${row.id}/replay`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/停止/);
    expect((await call(admin, 'GET', '/ops/webhook-deliveries/999999')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/ops/webhook-deliveries/999999/replay')).statusCode).toBe(404);
  });
});
