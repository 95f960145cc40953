import type { TokenResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import {
  addRefreshToken,
  findRefreshToken,
  isSessionLive,
  markRefreshTokenUsed,
  refreshTokenUse,
  revokeSession,
  touchSession,
} from './sessions.ts';

/**
 * How long a rotated refresh token still answers with the successor it was rotated to: long enough
 * for tabs that refreshed together (and a retried request), short enough that a thief replaying an
 * old token is caught (ADR 0011).
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * POST /users/token: rotates the refresh token. A token that was already used means two
 * parties hold it (RFC 9700 §4.14): the whole session is revoked, the honest user logs in again.
 * The exception is a concurrent refresh: the same token presented again within REFRESH_GRACE_MS,
 * while its successor is still unused, receives that same successor, so two tabs refreshing at
 * once stay logged in and keep one token between them.
 */
export async function refreshSession(deps: AppDeps, input: { refreshToken: string; ip: string | null }): Promise<TokenResponse> {
  const now = deps.clock.now();
  // Derived, not random: every racing request for this token computes the same successor.
  const successor = deps.tokens.refreshTokenSuccessor(input.refreshToken);
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await findRefreshToken(tx, input.refreshToken);
    if (!found || !isSessionLive(found, now)) return { error: new AppError('invalid_refresh_token') };
    const firstUse = found.usedAt === null && (await markRefreshTokenUsed(tx, found.id, now));
    if (firstUse) {
      await addRefreshToken(tx, found.sessionId, now, successor);
    } else if (await isConcurrentRefresh(tx, found.sessionId, input.refreshToken, successor, now)) {
      // Honest tabs and a replaying thief look alike inside the window: leave a trace of each.
      await writeAudit(tx, {
        actorType: 'system',
        action: 'session.refresh_grace',
        targetType: 'session',
        targetId: found.sessionId,
        detail: { userId: found.userId },
        ipAddress: input.ip,
      });
    } else {
      await revokeSession(tx, found.sessionId, now, 'refresh_token_reuse');
      await writeAudit(tx, {
        actorType: 'system',
        action: 'session.revoked_refresh_reuse',
        targetType: 'session',
        targetId: found.sessionId,
        detail: { userId: found.userId },
        ipAddress: input.ip,
      });
      return { error: new AppError('invalid_refresh_token') };
    }
    await touchSession(tx, found.sessionId, now);
    const { idToken, accessToken, expiresIn } = await deps.tokens.issue({ userId: found.userId, sessionId: found.sessionId });
    return { tokens: { id_token: idToken, access_token: accessToken, refresh_token: successor, expires_in: expiresIn } };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}

/**
 * A used token counts as the same client refreshing twice (not as theft) only while it was rotated
 * under REFRESH_GRACE_MS ago and the successor it was rotated to, in the same session, is unused:
 * once anyone has used the successor, the old token has no honest holder left.
 */
async function isConcurrentRefresh(tx: Tx, sessionId: string, token: string, successor: string, now: Date): Promise<boolean> {
  // Read again: when this request lost the race, the winner committed after our first read.
  const parent = await refreshTokenUse(tx, sessionId, token);
  if (!parent?.usedAt || now.getTime() - parent.usedAt.getTime() > REFRESH_GRACE_MS) return false;
  const next = await refreshTokenUse(tx, sessionId, successor);
  return next !== undefined && next.usedAt === null;
}
