import type { TokenResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { findUserById } from '../users/repository.ts';
import { AppError } from '../../platform/app-error.ts';
import { consumeChallengeCode, findOpenChallengeByToken } from './challenges.ts';
import { issueSessionTokens } from './issue-session-tokens.ts';
import type { RequestMeta } from './sessions.ts';

/** POST /login_2auth: the code bound to this login attempt → a new session and its tokens. */
export async function verifyLoginCode(
  deps: AppDeps,
  input: { loginToken: string; code: string; meta: RequestMeta },
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const challenge = await findOpenChallengeByToken(tx, input.loginToken, 'login', now);
    const checked = await consumeChallengeCode(tx, challenge, input.code, now);
    if (!checked.ok) return { error: checked.error };
    const user = await findUserById(tx, checked.challenge.userId);
    if (user?.status !== 'active') return { error: new AppError('code_expired') };
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'login.succeeded',
      ipAddress: input.meta.ip,
    });
    return { tokens: await issueSessionTokens(deps, tx, user.id, input.meta) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}
