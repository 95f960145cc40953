import type { SecuritySettings } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { isSessionLive, revokeOtherSessionsOfUser, revokeSession } from '../auth/sessions.ts';
import { findUserById } from '../users/repository.ts';
import { getSecuritySettings } from './get-security-settings.ts';
import { findSessionOfUser } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DELETE /users/security_settings/sessions/{id}: signs one of the user's own live sessions out at
 * once (its tokens answer 401 from the next request). Another user's id, an ended session and a
 * malformed id are all 404, so ids cannot be probed. Signing out the current session is allowed:
 * the answer is then `null` (the route sends 204, like logout) instead of the settings.
 */
export async function revokeOneSession(
  deps: AppDeps,
  input: { userId: number; currentSessionId: string; sessionId: string; ip: string },
): Promise<SecuritySettings | null> {
  if (!UUID.test(input.sessionId)) throw new AppError('not_found');
  const now = deps.clock.now();
  const wasCurrent = await deps.db.transaction(async (tx) => {
    const session = await findSessionOfUser(tx, input.userId, input.sessionId);
    if (!session || !isSessionLive(session, now)) throw new AppError('not_found');
    const user = await findUserById(tx, input.userId);
    await revokeSession(tx, session.id, now, 'revoked_by_user');
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: user?.buyerId ?? null,
      action: 'security.session_revoked',
      targetType: 'session',
      targetId: session.id,
      detail: { current: session.id === input.currentSessionId },
      ipAddress: input.ip,
    });
    return session.id === input.currentSessionId;
  });
  if (wasCurrent) return null;
  return getSecuritySettings(deps.db, { userId: input.userId, currentSessionId: input.currentSessionId, now });
}

/** POST /users/security_settings/sessions/revocation: every session but this one ends at once. */
export async function revokeOtherSessions(
  deps: AppDeps,
  input: { userId: number; currentSessionId: string; ip: string },
): Promise<SecuritySettings> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId);
    const revoked = await revokeOtherSessionsOfUser(tx, input.userId, input.currentSessionId, now, 'revoked_by_user');
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: user?.buyerId ?? null,
      action: 'security.other_sessions_revoked',
      detail: { revoked },
      ipAddress: input.ip,
    });
  });
  return getSecuritySettings(deps.db, { userId: input.userId, currentSessionId: input.currentSessionId, now });
}
