import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oauthStore, partnerClients, partnerConnections, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(tx: Tx, emailAddress: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.emailAddress, emailAddress.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The partner apps a user has connected and can still use (external_integration_client_ids):
 * not disconnected, the app not stopped, the grant still stored and unexpired (modules/oauth).
 */
export async function connectedPartnerClientIds(tx: Tx, userId: number, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ clientId: partnerConnections.clientId })
    .from(partnerConnections)
    .innerJoin(partnerClients, and(eq(partnerClients.clientId, partnerConnections.clientId), eq(partnerClients.status, 'active')))
    .innerJoin(
      oauthStore,
      and(eq(oauthStore.model, 'Grant'), eq(oauthStore.id, partnerConnections.grantId), gt(oauthStore.expiresAt, now)),
    )
    .where(and(eq(partnerConnections.userId, userId), isNull(partnerConnections.revokedAt)))
    .orderBy(partnerConnections.clientId);
  return rows.map((row) => row.clientId);
}
