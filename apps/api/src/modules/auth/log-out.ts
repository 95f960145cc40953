import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { revokeSession } from './sessions.ts';

/** POST /logout: ends the session at once, so its tokens stop working on every server. */
export async function logOut(deps: AppDeps, input: { sessionId: string; userId: number; ip: string | null }) {
  await deps.db.transaction(async (tx) => {
    if (await revokeSession(tx, input.sessionId, deps.clock.now(), 'logout')) {
      await writeAudit(tx, {
        actorType: 'user',
        actorId: input.userId,
        action: 'logout',
        targetType: 'session',
        targetId: input.sessionId,
        ipAddress: input.ip,
      });
    }
  });
}
