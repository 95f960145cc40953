import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, partnerClients } from './db/schema.ts';
import { openClientSecret, openWebhookSecret } from './modules/partner-clients/client-secrets.ts';
import { runOps } from './ops.ts';
import { samplePng } from './testing/payment-fixtures.ts';
import { TEST_JWT_SECRET, type TestApp, createTestApp } from './testing/test-app.ts';

/** `npm run ops -- client:create`: a partner app registered from the shell, its secrets printed once. */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  // The command builds its own deps from the config: the same server secret, so the same secret box.
  t = await createTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET } });
  dir = mkdtempSync(join(tmpdir(), 'icp-logo-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function ops(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runOps(argv, {
    config: t.deps.config,
    database: t.deps.database,
    write: (s) => void (out += s),
    writeError: (s) => void (err += s),
  });
  return { code, out, err };
}

const rowOf = async (clientId: string) =>
  (await t.db.select().from(partnerClients).where(eq(partnerClients.clientId, clientId)))[0]!;

describe('npm run ops -- client:create', () => {
  it('registers a confidential app with two redirect URIs, a webhook and a logo; prints its secrets once', async () => {
    const logo = join(dir, 'logo.png');
    writeFileSync(logo, samplePng(4, 4));
    const r = await ops(
      'client:create',
      '--name',
      '会計クラウドX',
      '--redirect-uri',
      'https://x.example.com/callback',
      '--redirect-uri',
      'http://localhost:4100/callback',
      '--scopes',
      'payments:write, payments:read',
      '--webhook-url',
      'https://x.example.com/webhooks',
      '--logo',
      logo,
      '--operator',
      'yamada',
    );
    expect(r).toMatchObject({ code: 0, err: '' });
    const clientId = r.out.match(/client_id: (\S+)/)?.[1];
    const secret = r.out.match(/client_secret: (\S+)/)?.[1];
    const webhookSecret = r.out.match(/webhook_secret: (\S+)/)?.[1];
    expect(clientId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(webhookSecret).toMatch(/^whsec_/);
    expect(r.out).toContain('一度きり');
    const row = await rowOf(clientId!);
    expect(row).toMatchObject({
      name: '会計クラウドX',
      clientType: 'confidential',
      redirectUris: ['https://x.example.com/callback', 'http://localhost:4100/callback'],
      scopes: ['payments:write', 'payments:read'],
      webhookUrl: 'https://x.example.com/webhooks',
      status: 'active',
      createdByOperatorId: null,
    });
    expect(row.logoDataUri).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(openClientSecret(t.deps.secretBox, clientId!, row.clientSecretSealed)).toBe(secret);
    expect(openWebhookSecret(t.deps.secretBox, clientId!, row.webhookSecretSealed)).toBe(webhookSecret);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, clientId!));
    expect(audit).toMatchObject({ action: 'partner_client.create', actorType: 'operator', actorId: 'yamada' });
  });

  it('--public: no client secret, and without --webhook-url no webhook secret', async () => {
    const r = await ops(
      'client:create',
      '--name',
      'デスクトップ版',
      '--redirect-uri',
      'http://127.0.0.1:8123/cb',
      '--scopes',
      'payments:read',
      '--public',
    );
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).not.toContain('client_secret');
    expect(r.out).not.toContain('webhook_secret');
    const row = await rowOf(r.out.match(/client_id: (\S+)/)![1]!);
    expect(row).toMatchObject({ clientType: 'public', clientSecretSealed: null, webhookSecretSealed: null });
  });

  it('refuses bad input with the console form messages, and writes nothing', async () => {
    const before = (await t.db.select({ id: partnerClients.clientId }).from(partnerClients)).length;
    const noUri = await ops('client:create', '--name', 'X', '--scopes', 'payments:read');
    expect(noUri.code).toBe(1);
    expect(noUri.err).toContain('リダイレクトURIを1つ以上入力してください。');
    const http = await ops(
      'client:create',
      '--name',
      'X',
      '--redirect-uri',
      'http://x.example.com/cb',
      '--scopes',
      'payments:read',
    );
    expect(http.code).toBe(1);
    expect(http.err).toContain('https');
    const scope = await ops('client:create', '--name', 'X', '--redirect-uri', 'https://x.example.com/cb', '--scopes', 'admin');
    expect(scope.code).toBe(1);
    const noName = await ops('client:create', '--redirect-uri', 'https://x.example.com/cb', '--scopes', 'payments:read');
    expect(noName.code).toBe(1);
    expect(noName.err).toContain('アプリ名');
    const text = join(dir, 'logo.txt');
    writeFileSync(text, 'not an image');
    const logo = await ops(
      'client:create',
      '--name',
      'X',
      '--redirect-uri',
      'https://x.example.com/cb',
      '--scopes',
      'payments:read',
      '--logo',
      text,
    );
    expect(logo.code).toBe(1);
    expect(logo.err).toContain('PNG・JPEG・SVG');
    expect((await t.db.select({ id: partnerClients.clientId }).from(partnerClients)).length).toBe(before);
  });
});
