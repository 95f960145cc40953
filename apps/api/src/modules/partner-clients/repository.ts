import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oauthStore, partnerClients, partnerConnections } from '../../db/schema.ts';

/* SQL of the console's partner apps: the list with connection counts, and what a revoke ends. */

export type PartnerClientRow = typeof partnerClients.$inferSelect;

/** Apps, newest first, each with the number of its connections still active. */
export async function listClientsWithConnections(tx: Tx, clientId?: string) {
  const active = tx
    .select({ clientId: partnerConnections.clientId, n: count().as('n') })
    .from(partnerConnections)
    .where(isNull(partnerConnections.revokedAt))
    .groupBy(partnerConnections.clientId)
    .as('active');
  return tx
    .select({ client: partnerClients, connections: sql<number>`coalesce(${active.n}, 0)::int` })
    .from(partnerClients)
    .leftJoin(active, eq(active.clientId, partnerClients.clientId))
    .where(clientId ? eq(partnerClients.clientId, clientId) : undefined)
    .orderBy(desc(partnerClients.createdAt), desc(partnerClients.clientId));
}

export async function lockClient(tx: Tx, clientId: string): Promise<PartnerClientRow | null> {
  const [row] = await tx.select().from(partnerClients).where(eq(partnerClients.clientId, clientId)).for('update');
  return row ?? null;
}

/** Ends the app's live connections; answers the grant ids of all its connections, ended before or now. */
export async function revokeConnectionsOf(tx: Tx, clientId: string, now: Date): Promise<{ revoked: number; grantIds: string[] }> {
  const revoked = await tx
    .update(partnerConnections)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(partnerConnections.clientId, clientId), isNull(partnerConnections.revokedAt)))
    .returning({ id: partnerConnections.id });
  const grants = await tx
    .selectDistinct({ grantId: partnerConnections.grantId })
    .from(partnerConnections)
    .where(eq(partnerConnections.clientId, clientId));
  return { revoked: revoked.length, grantIds: grants.map((g) => g.grantId) };
}

/**
 * Deletes what oidc-provider stored for the app: every row of its grants (codes, access and
 * refresh tokens, the Grant itself) and any row whose payload names the client (a code issued
 * before its connection was recorded). With the rows gone no token of the app is found any more.
 */
export async function deleteOAuthRowsOf(tx: Tx, clientId: string, grantIds: string[]): Promise<number> {
  const deleted = await tx
    .delete(oauthStore)
    .where(
      or(
        grantIds.length > 0 ? inArray(oauthStore.grantId, grantIds) : undefined,
        grantIds.length > 0 ? and(eq(oauthStore.model, 'Grant'), inArray(oauthStore.id, grantIds)) : undefined,
        sql`${oauthStore.payload}->>'clientId' = ${clientId}`,
      ),
    )
    .returning({ id: oauthStore.id });
  return deleted.length;
}
