import { AUTH_ERROR_STATUS } from '@icp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { OperatorRole } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { findOperatorSession, isOperatorSessionLive, touchOperatorSession } from './sessions.ts';

/** Writing last-use on every call would make each read a write; once a minute is enough for a 15-minute idle limit. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The `operator` route guard: one `Authorization: Bearer` operator token (typ ops+jwt, aud
 * icp-ops) naming a live operator_sessions row of an operator who is not disabled. Buyer tokens
 * fail the type/audience check; every refusal answers the buyers' 401 body, so nothing tells a
 * prober which kind of token a route wants.
 */
export function authenticateOperator(deps: AppDeps) {
  return async function authenticateOperatorRequest(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new AppError(AUTH_ERROR_STATUS.INVALID);
    const check = await deps.tokens.verifyOperator(token);
    if (!check.ok) throw new AppError(AUTH_ERROR_STATUS.INVALID);

    const now = deps.clock.now();
    const session = await findOperatorSession(deps.db, check.claims.sessionId);
    if (!session || session.operatorId !== check.claims.operatorId || !isOperatorSessionLive(session, now)) {
      throw new AppError(AUTH_ERROR_STATUS.INVALID);
    }
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchOperatorSession(deps.db, session.sessionId, now);
    }
    request.operator = {
      operatorId: session.operatorId,
      sessionId: session.sessionId,
      name: session.name,
      roles: session.roles as OperatorRole[],
    };
  };
}
