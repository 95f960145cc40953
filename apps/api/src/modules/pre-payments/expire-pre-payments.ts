import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { auditLogs, prePayments } from '../../db/schema.ts';

/**
 * Pre-payments nobody paid within their 30 days become expired (run by the payment jobs' sweep).
 * One UPDATE with its condition re-checked: a payment linking one at this moment holds its row
 * lock, and the UPDATE then sees it paid and leaves it alone. Reads already treat an overdue
 * pending row as expired; this makes the row and the partner's status filter say so too.
 */
export async function expirePrePayments(deps: AppDeps): Promise<{ expired: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(prePayments)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(prePayments.status, 'pending'), lte(prePayments.expiresAt, now)))
      .returning({ id: prePayments.id, buyerId: prePayments.buyerId, clientId: prePayments.clientId });
    if (expired.length > 0)
      await tx.insert(auditLogs).values(
        expired.map((row) => ({
          actorType: 'system' as const,
          actorId: null,
          buyerId: row.buyerId,
          action: 'pre_payment.expired',
          targetType: 'pre_payment',
          targetId: row.id,
          detail: { client_id: row.clientId },
          ipAddress: null,
        })),
      );
    return { expired: expired.length };
  });
}
