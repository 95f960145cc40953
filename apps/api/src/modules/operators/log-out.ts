import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { revokeOperatorSession } from './sessions.ts';

/** POST /ops/auth/logout: ends the session row, so its token stops working on every server at once. */
export async function opsLogOut(deps: AppDeps, operator: OperatorContext, ip: string | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (await revokeOperatorSession(tx, operator.sessionId, deps.clock.now())) {
      await writeAudit(tx, {
        actorType: 'operator',
        actorId: operator.operatorId,
        action: 'ops.auth.logout',
        targetType: 'operator_session',
        targetId: operator.sessionId,
        detail: { operator_name: operator.name },
        ipAddress: ip,
      });
    }
  });
}
