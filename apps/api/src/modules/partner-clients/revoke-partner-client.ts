import type { AppDeps } from '../../app-deps.ts';
import { partnerClients } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../platform/audit.ts';
import { eq } from 'drizzle-orm';
import { partnerClientView } from './partner-client-view.ts';
import { deleteOAuthRowsOf, lockClient, revokeConnectionsOf } from './repository.ts';

/**
 * Stops a partner app at once, in one transaction: the app is revoked (the OAuth server lets it
 * start no authorization and the webhook job sends it nothing more), every connection a buyer
 * made with it ends, and every code, token and grant oidc-provider stored for it is deleted, so
 * a token presented a moment later is simply not found. Audited with what it ended.
 */
export async function revokePartnerClient(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  operator: OperatorRef,
  input: { clientId: string },
) {
  const now = deps.clock.now();
  const audit = operatorAudit(operator);
  return deps.db.transaction(async (tx) => {
    const client = await lockClient(tx, input.clientId);
    if (!client) throw new AppError('not_found', { userMessage: '連携アプリが見つかりません。' });
    if (client.status === 'revoked') throw new AppError('conflict', { userMessage: 'この連携アプリはすでに停止されています。' });
    const [updated] = await tx
      .update(partnerClients)
      .set({ status: 'revoked', revokedAt: now, updatedAt: now })
      .where(eq(partnerClients.clientId, client.clientId))
      .returning();
    const connections = await revokeConnectionsOf(tx, client.clientId, now);
    const deletedTokens = await deleteOAuthRowsOf(tx, client.clientId, connections.grantIds);
    await writeAudit(tx, {
      actorType: audit.actorType,
      actorId: audit.actorId,
      ipAddress: audit.ipAddress,
      action: 'partner_client.revoke',
      targetType: 'partner_client',
      targetId: client.clientId,
      detail: {
        ...audit.operatorDetail,
        name: client.name,
        connections_revoked: connections.revoked,
        oauth_rows_deleted: deletedTokens,
      },
    });
    return partnerClientView(updated!, 0);
  });
}
