import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { RequestMeta } from '../auth/sessions.ts';
import { OPERATOR_SESSION_ABSOLUTE_MS, startOperatorSession } from './sessions.ts';

/** Opens an operator session for someone who just passed password + authenticator, and signs its token. */
export async function issueOperatorSession(
  deps: Pick<AppDeps, 'tokens' | 'clock'>,
  tx: Tx,
  operatorId: number,
  meta: RequestMeta,
): Promise<{ token: string; expiresIn: number; sessionId: string }> {
  const { sessionId } = await startOperatorSession(tx, operatorId, deps.clock.now(), meta);
  const { token, expiresIn } = await deps.tokens.issueOperator({ operatorId, sessionId }, OPERATOR_SESSION_ABSOLUTE_MS / 1000);
  return { token, expiresIn, sessionId };
}
