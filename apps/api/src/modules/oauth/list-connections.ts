import { PARTNER_SCOPE_NAMES } from '@icp/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { oauthStore, partnerClients, partnerConnections } from '../../db/schema.ts';
import { describeScopes } from './get-interaction-details.ts';

/**
 * A buyer's live connections: not disconnected, the app not stopped, and the grant still there
 * (a grant revoked for token reuse, or past its year, no longer lets the app in).
 */
function liveConnections(tx: Tx, now: Date) {
  return tx
    .select({
      clientId: partnerConnections.clientId,
      userId: partnerConnections.userId,
      scopes: partnerConnections.scopes,
      createdAt: partnerConnections.createdAt,
      name: partnerClients.name,
      logoDataUri: partnerClients.logoDataUri,
    })
    .from(partnerConnections)
    .innerJoin(partnerClients, and(eq(partnerClients.clientId, partnerConnections.clientId), eq(partnerClients.status, 'active')))
    .innerJoin(
      oauthStore,
      and(eq(oauthStore.model, 'Grant'), eq(oauthStore.id, partnerConnections.grantId), gt(oauthStore.expiresAt, now)),
    );
}

/** GET /oauth/connections: the apps connected for the caller's buyer (security settings). */
export async function listConnections(deps: AppDeps, input: { buyerId: number }) {
  const rows = await liveConnections(deps.db, deps.clock.now())
    .where(and(eq(partnerConnections.buyerId, input.buyerId), isNull(partnerConnections.revokedAt)))
    .orderBy(desc(partnerConnections.createdAt));
  return {
    connections: rows.map((row) => ({
      client_id: row.clientId,
      name: row.name,
      logo_data_uri: row.logoDataUri,
      scopes: describeScopes(PARTNER_SCOPE_NAMES.filter((scope) => row.scopes.includes(scope))),
      connected_at: row.createdAt.toISOString(),
    })),
  };
}
