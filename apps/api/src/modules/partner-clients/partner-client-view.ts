import type { z } from 'zod';
import type { opsPartnerClientSchema } from '@icp/contract';
import type { PartnerClientRow } from './repository.ts';

export type OpsPartnerClient = z.infer<typeof opsPartnerClientSchema>;

/** What the console shows of an app: never its secrets, sealed or not. */
export function partnerClientView(row: PartnerClientRow, connectionCount: number): OpsPartnerClient {
  return {
    client_id: row.clientId,
    name: row.name,
    logo_data_uri: row.logoDataUri,
    client_type: row.clientType,
    redirect_uris: row.redirectUris,
    scopes: row.scopes,
    webhook_url: row.webhookUrl,
    status: row.status,
    connection_count: connectionCount,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
