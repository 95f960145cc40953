import type { TokenResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { type RequestMeta, startSession } from './sessions.ts';

/** Opens a session for a user who just proved who they are, and returns the token triple. */
export async function issueSessionTokens(
  deps: Pick<AppDeps, 'tokens' | 'clock'>,
  tx: Tx,
  userId: number,
  meta: RequestMeta,
): Promise<TokenResponse> {
  const { sessionId, refreshToken } = await startSession(tx, userId, deps.clock.now(), meta);
  const { idToken, accessToken, expiresIn } = await deps.tokens.issue({ userId, sessionId });
  return { id_token: idToken, access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn };
}
