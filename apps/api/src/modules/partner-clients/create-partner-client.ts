import type { PartnerScope } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { partnerClients } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../platform/audit.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { newClientId, newClientSecret, newWebhookSecret, sealClientSecret, sealWebhookSecret } from './client-secrets.ts';
import { type OpsPartnerClient, partnerClientView } from './partner-client-view.ts';

export interface NewPartnerClient {
  name: string;
  logoDataUri?: string | undefined;
  clientType: 'confidential' | 'public';
  redirectUris: string[];
  scopes: PartnerScope[];
  webhookUrl?: string | undefined;
}

export interface CreatedPartnerClient {
  client: OpsPartnerClient;
  /** The only time these are readable: the caller shows them once. */
  clientSecret: string | null;
  webhookSecret: string | null;
}

/**
 * An operator registers a partner app (console or `npm run ops -- client:create`): a random
 * client_id, a client secret for a confidential app and a webhook secret when it has a webhook
 * URL, both sealed at rest and answered this once, with an audit row naming no secret.
 */
export async function createPartnerClient(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'clock' | 'config'>,
  operator: OperatorRef,
  input: NewPartnerClient,
): Promise<CreatedPartnerClient> {
  if (deps.config.isProduction && input.webhookUrl && !input.webhookUrl.startsWith('https://'))
    throw new AppError('validation_error', {
      userMessage: '本番環境の Webhook URL は https で入力してください。',
      errors: [{ field: 'webhook_url', message: '本番環境の Webhook URL は https で入力してください。' }],
    });
  const audit = operatorAudit(operator);
  return deps.db.transaction(async (tx) => {
    const created = await insertPartnerClient(tx, deps.secretBox, input, {
      now: deps.clock.now(),
      createdByOperatorId: typeof operator === 'string' ? null : operator.operatorId,
    });
    await writeAudit(tx, {
      actorType: audit.actorType,
      actorId: audit.actorId,
      ipAddress: audit.ipAddress,
      action: 'partner_client.create',
      targetType: 'partner_client',
      targetId: created.client.client_id,
      detail: {
        ...audit.operatorDetail,
        name: input.name,
        client_type: input.clientType,
        redirect_uris: created.client.redirect_uris,
        scopes: created.client.scopes,
        webhook_url: input.webhookUrl ?? null,
      },
    });
    return created;
  });
}

/**
 * The row itself, inside the caller's transaction. `fixed` values are for the development seed
 * only (the demo partner app knows them); everything else gets fresh random secrets.
 */
export async function insertPartnerClient(
  tx: Tx,
  secretBox: SecretBox,
  input: NewPartnerClient,
  options: {
    now: Date;
    createdByOperatorId: number | null;
    fixed?: { clientId: string; clientSecret: string | null; webhookSecret: string | null };
  },
): Promise<CreatedPartnerClient> {
  const clientId = options.fixed?.clientId ?? newClientId();
  const clientSecret =
    input.clientType === 'confidential' ? (options.fixed ? options.fixed.clientSecret : newClientSecret()) : null;
  const webhookSecret = input.webhookUrl ? (options.fixed ? options.fixed.webhookSecret : newWebhookSecret()) : null;
  const [row] = await tx
    .insert(partnerClients)
    .values({
      clientId,
      name: input.name,
      logoDataUri: input.logoDataUri ?? null,
      redirectUris: [...new Set(input.redirectUris)],
      scopes: [...new Set(input.scopes)],
      clientType: input.clientType,
      clientSecretSealed: clientSecret === null ? null : sealClientSecret(secretBox, clientId, clientSecret),
      webhookUrl: input.webhookUrl ?? null,
      webhookSecretSealed: webhookSecret === null ? null : sealWebhookSecret(secretBox, clientId, webhookSecret),
      createdByOperatorId: options.createdByOperatorId,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning();
  return { client: partnerClientView(row!, 0), clientSecret, webhookSecret };
}
