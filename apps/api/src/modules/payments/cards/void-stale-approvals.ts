import { and, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { cardApprovals } from '../../../db/schema.ts';
import { writeAudit } from '../../../platform/audit.ts';

/** An approval nobody turned into a payment within this time releases the buyer's credit line. */
export const APPROVAL_HOLD_MS = 60 * 60 * 1000;

/**
 * Voids authorisations left behind by abandoned flows. The row is claimed first (status
 * authorised or awaiting 3-D Secure → voided, in one statement with its audit row), so a payment
 * being created at the same moment either locked it first and used it, or finds it voided; only
 * then is the gateway asked to cancel. Returns how many were voided.
 */
export async function voidStaleApprovals(deps: AppDeps): Promise<number> {
  const gateway = deps.cardGateway;
  if (!gateway) return 0;
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
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
    for (const row of rows)
      await writeAudit(tx, {
        actorType: 'system',
        buyerId: row.buyerId,
        action: 'card_approval.voided',
        targetType: 'card_approval',
        targetId: row.id,
        detail: { reason: 'unused', total: row.total },
      });
    return rows;
  });
  for (const row of claimed) {
    if (!row.gatewayAuthId) continue;
    const result = await gateway.cancel({ authId: row.gatewayAuthId }).catch((error: unknown) => {
      deps.log.error({ err: error, approvalId: row.id }, 'voiding an unused card authorisation failed');
      return null;
    });
    if (result && !result.ok) deps.log.warn({ approvalId: row.id, resultCode: result.resultCode }, 'gateway refused to void');
  }
  return claimed.length;
}
