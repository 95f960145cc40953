import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { SESSION_IDLE_MS } from '../auth/sessions.ts';

/** Sessions still able to make requests: not revoked, not past 12 hours, not idle for 30 minutes. */
export async function listLiveSessions(tx: Tx, userId: number, now: Date) {
  return tx
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(100);
}

/** One session of this user, or undefined (another user's session is as unknown as a missing one). */
export async function findSessionOfUser(tx: Tx, userId: number, sessionId: string) {
  const [row] = await tx
    .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row;
}

export async function setPendingTotpSecret(tx: Tx, userId: number, sealed: string, now: Date): Promise<void> {
  await tx.update(users).set({ totpPendingSecretSealed: sealed, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Turns TOTP on with the secret the user just proved. Guarded by the pending value read before
 * the check, so a second enrolment started meanwhile (another tab) is not overwritten by this one.
 */
export async function enableTotp(
  tx: Tx,
  userId: number,
  change: { expectedPending: string; sealedSecret: string; step: number; now: Date },
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({
      twoFactorMethod: 'totp',
      totpSecretSealed: change.sealedSecret,
      totpPendingSecretSealed: null,
      totpEnabledAt: change.now,
      totpLastStep: change.step,
      updatedAt: change.now,
    })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecretSealed, change.expectedPending)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function disableTotp(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      twoFactorMethod: 'email',
      totpSecretSealed: null,
      totpPendingSecretSealed: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function setLoginAlert(tx: Tx, userId: number, enabled: boolean, now: Date): Promise<void> {
  await tx.update(users).set({ loginAlertEnabled: enabled, updatedAt: now }).where(eq(users.id, userId));
}
