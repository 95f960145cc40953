import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { cardApprovals, creditCards } from '../../../db/schema.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { authorizeApproval } from './approvals.ts';
import { queueGatewayOperation } from './gateway-operations.ts';

/** An approval nobody turned into a payment within this time releases the buyer's credit line. */
export const APPROVAL_HOLD_MS = 60 * 60 * 1000;

type ApprovalRow = typeof cardApprovals.$inferSelect;

/** Abandoned approvals resolved per sweep; the rest wait for the next one. */
const ABANDONED_BATCH = 100;

/**
 * Marks the approval voided and queues the release of its hold, with the audit row, in the
 * caller's transaction. The gateway call itself is the queue's (processGatewayOperations): if
 * the process dies after this commits, the next sweep still releases the hold.
 */
async function voidApproval(tx: Tx, now: Date, row: ApprovalRow, reason: string): Promise<void> {
  if (row.gatewayAuthId)
    await queueGatewayOperation(tx, now, { approvalId: row.id, kind: 'void', authId: row.gatewayAuthId, amount: row.total });
  await writeAudit(tx, {
    actorType: 'system',
    buyerId: row.buyerId,
    action: 'card_approval.voided',
    targetType: 'card_approval',
    targetId: row.id,
    detail: { reason, total: row.total },
  });
}

/**
 * Voids authorisations left behind by abandoned flows. The row is claimed first (status
 * authorised or awaiting 3-D Secure → voided, in one statement with its audit row and the queued
 * release), so a payment being created at the same moment either locked it first and used it, or
 * finds it voided. Returns how many were voided.
 */
export async function voidStaleApprovals(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const unused = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(cardApprovals)
      .set({ status: 'voided', updatedAt: now })
      .where(
        and(
          inArray(cardApprovals.status, ['authorized', 'challenge_required']),
          lt(cardApprovals.updatedAt, new Date(now.getTime() - APPROVAL_HOLD_MS)),
        ),
      )
      .returning();
    for (const row of rows) await voidApproval(tx, now, row, 'unused');
    return rows.length;
  });
  return unused + (await resolveAbandonedApprovals(deps));
}

/**
 * An approval still 'pending' after the hold time belongs to a request that died between writing
 * the row and recording the gateway's answer, and whose client never retried. The gateway may
 * hold money for it, so ask again with the same orderId (the gateway answers a repeated orderId
 * with its first result and never authorises twice), record that, and release any hold.
 */
async function resolveAbandonedApprovals(deps: AppDeps): Promise<number> {
  const gateway = deps.cardGateway;
  const staleBefore = () => new Date(deps.clock.now().getTime() - APPROVAL_HOLD_MS);
  const candidates = await deps.db
    .select({ id: cardApprovals.id })
    .from(cardApprovals)
    .where(and(eq(cardApprovals.status, 'pending'), lt(cardApprovals.updatedAt, staleBefore())))
    .orderBy(cardApprovals.id)
    .limit(ABANDONED_BATCH);
  let resolved = 0;
  for (const { id } of candidates) {
    // Claimed one at a time by moving updatedAt: a second sweeper (another process) skips it; a
    // crash before the answer is recorded leaves it pending for a later sweep.
    const [claimed] = await deps.db
      .update(cardApprovals)
      .set({ updatedAt: deps.clock.now() })
      .where(and(eq(cardApprovals.id, id), eq(cardApprovals.status, 'pending'), lt(cardApprovals.updatedAt, staleBefore())))
      .returning();
    if (!claimed) continue;
    const [card] = await deps.db.select().from(creditCards).where(eq(creditCards.id, claimed.creditCardId));
    const result = await authorizeApproval(deps, gateway, { row: claimed, card: card!, returnPath: '/' });
    await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(cardApprovals)
        .set({
          status: result.outcome === 'declined' ? 'declined' : 'voided',
          gatewayAuthId: result.outcome === 'declined' ? null : result.authId,
          resultCode: result.resultCode,
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(cardApprovals.id, claimed.id), eq(cardApprovals.status, 'pending')))
        .returning();
      if (saved?.status === 'voided') await voidApproval(tx, deps.clock.now(), saved, 'abandoned');
    });
    resolved++;
  }
  return resolved;
}
