import { ACCESS_TOKEN_HEADER, AUTH_ERROR_STATUS } from '@icp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { findSessionWithUser, isSessionLive, touchSession } from './sessions.ts';

/** Writing last-use on every call would make each read a write; once a minute is enough for idle timeouts. */
const TOUCH_INTERVAL_MS = 60_000;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Both headers must be present, valid and of one session (docs/design.md §5, §8); the session must
 * be live in the database, so logout and password changes take effect at once.
 */
export function authenticate(deps: AppDeps) {
  return async function authenticateRequest(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const idToken = bearer(request);
    const accessHeader = request.headers[ACCESS_TOKEN_HEADER];
    const accessToken = typeof accessHeader === 'string' ? accessHeader : undefined;
    if (!idToken || !accessToken) throw new AppError(AUTH_ERROR_STATUS.INVALID);

    const check = await deps.tokens.verifyPair(idToken, accessToken);
    if (!check.ok) {
      throw new AppError(check.reason === 'expired' ? AUTH_ERROR_STATUS.EXPIRED : AUTH_ERROR_STATUS.INVALID);
    }
    const now = deps.clock.now();
    const session = await findSessionWithUser(deps.db, check.claims.sessionId);
    if (!session || session.userId !== check.claims.userId || session.userStatus !== 'active' || !isSessionLive(session, now)) {
      throw new AppError(AUTH_ERROR_STATUS.INVALID);
    }
    if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(deps.db, session.sessionId, now);
    }
    request.auth = { userId: session.userId, sessionId: session.sessionId, buyerId: session.buyerId };
  };
}
