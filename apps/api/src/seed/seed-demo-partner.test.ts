import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerClients } from '../db/schema.ts';
import { openClientSecret, openWebhookSecret } from '../modules/partner-clients/client-secrets.ts';
import { webhookKey } from '../modules/webhooks/sign-webhook.ts';
import { SecretBox } from '../platform/secret-box.ts';
import { type TestApp, createTestApp } from '../testing/test-app.ts';
import { DEMO_PARTNER, seedDemoPartner } from './seed-demo-partner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async () => (await t.db.select().from(partnerClients).where(eq(partnerClients.clientId, DEMO_PARTNER.clientId)))[0]!;

describe('seedDemoPartner', () => {
  it('registers the demo partner app once, with the fixed secrets examples/partner-app uses', async () => {
    expect(await seedDemoPartner(t.db, t.deps.secretBox)).toBe(true);
    expect(await seedDemoPartner(t.db, t.deps.secretBox)).toBe(false);
    const r = await row();
    expect(r).toMatchObject({
      name: 'デモ会計クラウド',
      clientType: 'confidential',
      redirectUris: ['http://localhost:4100/callback'],
      scopes: ['payments:write', 'payments:read', 'suppliers:read'],
      webhookUrl: 'http://localhost:4100/webhooks',
      status: 'active',
    });
    expect(openClientSecret(t.deps.secretBox, r.clientId, r.clientSecretSealed)).toBe('demo-partner-secret-2026');
    expect(openWebhookSecret(t.deps.secretBox, r.clientId, r.webhookSecretSealed)).toBe(DEMO_PARTNER.webhookSecret);
    expect(webhookKey(DEMO_PARTNER.webhookSecret).toString()).toBe('demo-partner-webhook-secret-2026');
  });

  it('puts the fixed secrets back when the server secret changed', async () => {
    const other = new SecretBox([{ version: 'v1', secret: 'another-server-secret-another-server-secret' }]);
    expect(await seedDemoPartner(t.db, other)).toBe(false);
    const r = await row();
    expect(openClientSecret(other, r.clientId, r.clientSecretSealed)).toBe(DEMO_PARTNER.clientSecret);
    expect(openWebhookSecret(other, r.clientId, r.webhookSecretSealed)).toBe(DEMO_PARTNER.webhookSecret);
  });
});
