import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerClients } from '../../db/schema.ts';
import { SecretBox } from '../../platform/secret-box.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { openClientSecret, openWebhookSecret } from './client-secrets.ts';
import { createPartnerClient } from './create-partner-client.ts';
import { resealPartnerSecrets } from './reseal-partner-secrets.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OLD = { version: 'v1', secret: 'old-server-secret-old-server-secret-0001' };
const NEW = { version: 'v2', secret: 'new-server-secret-new-server-secret-0002' };

describe('resealPartnerSecrets (secrets:reseal)', () => {
  it('re-seals old-key secrets with the current key, once; names the ones no key opens', async () => {
    const before = new SecretBox([OLD]);
    const created = await createPartnerClient({ ...t.deps, secretBox: before }, 'test', {
      name: '鍵交換テスト',
      clientType: 'confidential',
      redirectUris: ['https://r.example.com/cb'],
      scopes: ['payments:read'],
      webhookUrl: 'https://r.example.com/hooks',
    });
    const lost = await createPartnerClient(
      { ...t.deps, secretBox: new SecretBox([{ version: 'v1', secret: 'a-key-nobody-has-any-more-a-key-nobody' }]) },
      'test',
      {
        name: '鍵なし',
        clientType: 'public',
        redirectUris: ['https://l.example.com/cb'],
        scopes: ['payments:read'],
        webhookUrl: 'https://l.example.com/hooks',
      },
    );
    const rotating = new SecretBox([NEW, OLD]);
    const result = await resealPartnerSecrets({ ...t.deps, secretBox: rotating }, 'yamada');
    expect(result.resealed).toBe(1);
    expect(result.unreadable).toContain(lost.client.client_id);
    const [row] = await t.db.select().from(partnerClients).where(eq(partnerClients.clientId, created.client.client_id));
    const after = new SecretBox([NEW]);
    expect(openClientSecret(after, row!.clientId, row!.clientSecretSealed)).toBe(created.clientSecret);
    expect(openWebhookSecret(after, row!.clientId, row!.webhookSecretSealed)).toBe(created.webhookSecret);
    expect((await resealPartnerSecrets({ ...t.deps, secretBox: rotating }, 'yamada')).resealed).toBe(0);
  });
});
