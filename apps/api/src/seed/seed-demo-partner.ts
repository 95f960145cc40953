import { PARTNER_SCOPE_NAMES } from '@icp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partnerClients } from '../db/schema.ts';
import {
  openClientSecret,
  openWebhookSecret,
  sealClientSecret,
  sealWebhookSecret,
} from '../modules/partner-clients/client-secrets.ts';
import { insertPartnerClient } from '../modules/partner-clients/create-partner-client.ts';
import type { SecretBox } from '../platform/secret-box.ts';

/**
 * The demo partner app (examples/partner-app) as registered by an operator, with fixed secrets it
 * knows, like the demo passwords: for development only, never seeded in production.
 */
export const DEMO_PARTNER = {
  clientId: 'demo-partner-app',
  name: 'デモ会計クラウド',
  redirectUri: 'http://localhost:4100/callback',
  webhookUrl: 'http://localhost:4100/webhooks',
  clientSecret: 'demo-partner-secret-2026',
  webhookSecret: 'whsec_ZGVtby1wYXJ0bmVyLXdlYmhvb2stc2VjcmV0LTIwMjY=',
} as const;

/**
 * Creates the demo partner app once; on later starts puts its fixed secrets back if they no longer
 * open (SECRET_BOX_KEYS changed). An app an operator revoked stays revoked. Returns whether it was created.
 */
export async function seedDemoPartner(db: Db, secretBox: SecretBox, now: Date = new Date()): Promise<boolean> {
  const id = DEMO_PARTNER.clientId;
  const [existing] = await db.select().from(partnerClients).where(eq(partnerClients.clientId, id)).limit(1);
  if (!existing) {
    await db.transaction((tx) =>
      insertPartnerClient(
        tx,
        secretBox,
        {
          name: DEMO_PARTNER.name,
          clientType: 'confidential',
          redirectUris: [DEMO_PARTNER.redirectUri],
          scopes: [...PARTNER_SCOPE_NAMES],
          webhookUrl: DEMO_PARTNER.webhookUrl,
        },
        {
          now,
          createdByOperatorId: null,
          fixed: { clientId: id, clientSecret: DEMO_PARTNER.clientSecret, webhookSecret: DEMO_PARTNER.webhookSecret },
        },
      ),
    );
    return true;
  }
  const secretOk = openClientSecret(secretBox, id, existing.clientSecretSealed) === DEMO_PARTNER.clientSecret;
  const webhookOk = openWebhookSecret(secretBox, id, existing.webhookSecretSealed) === DEMO_PARTNER.webhookSecret;
  if (!secretOk || !webhookOk)
    await db
      .update(partnerClients)
      .set({
        clientSecretSealed: sealClientSecret(secretBox, id, DEMO_PARTNER.clientSecret),
        webhookSecretSealed: sealWebhookSecret(secretBox, id, DEMO_PARTNER.webhookSecret),
        updatedAt: now,
      })
      .where(eq(partnerClients.clientId, id));
  return false;
}
