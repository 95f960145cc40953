import type { TokenResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import {
  addRefreshToken,
  findRefreshToken,
  isSessionLive,
  markRefreshTokenUsed,
  revokeSession,
  touchSession,
} from './sessions.ts';

/**
 * POST /users/token: rotates the refresh token. A token that was already used means two
 * parties hold it (RFC 9700 §4.14): the whole session is revoked, the honest user logs in again.
 */
export async function refreshSession(deps: AppDeps, input: { refreshToken: string; ip: string | null }): Promise<TokenResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await findRefreshToken(tx, input.refreshToken);
    if (!found || !isSessionLive(found, now)) return { error: new AppError('invalid_refresh_token') };
    const firstUse = found.usedAt === null && (await markRefreshTokenUsed(tx, found.id, now));
    if (!firstUse) {
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
    const refreshToken = await addRefreshToken(tx, found.sessionId, now);
    const { idToken, accessToken, expiresIn } = await deps.tokens.issue({ userId: found.userId, sessionId: found.sessionId });
    return { tokens: { id_token: idToken, access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn } };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}
