import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { partnerConnections } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { revokeGrant } from './oauth-store.ts';

/**
 * DELETE /oauth/connections/:clientId: disconnects the app from the caller's buyer. Its grants and
 * every code, access and refresh token issued under them are deleted in the same transaction,
 * so the app's next call is refused. Another buyer's connection, or none, is 404.
 */
export async function revokeConnection(
  deps: AppDeps,
  input: { buyerId: number; userId: number; clientId: string; ip: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const connections = await tx
      .select({ id: partnerConnections.id, grantId: partnerConnections.grantId })
      .from(partnerConnections)
      .where(
        and(
          eq(partnerConnections.buyerId, input.buyerId),
          eq(partnerConnections.clientId, input.clientId),
          isNull(partnerConnections.revokedAt),
        ),
      )
      .for('update');
    if (connections.length === 0) throw new AppError('not_found', { userMessage: '連携中のアプリが見つかりません。' });
    for (const connection of connections) await revokeGrant(tx, connection.grantId);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'oauth.connection_revoked',
      targetType: 'partner_client',
      targetId: input.clientId,
      detail: { grants: connections.length },
      ipAddress: input.ip,
    });
  });
}
