import { eq } from 'drizzle-orm';
import type { TokenResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { findUserByEmail } from '../users/repository.ts';
import { consumeChallengeCode, findOpenChallengeForUser } from './challenges.ts';
import { issueSessionTokens } from './issue-session-tokens.ts';
import type { RequestMeta } from './sessions.ts';

/**
 * POST /users/certification: the e-mailed code proves the address, activates the account and
 * logs the user in (the code is the second factor of this first login).
 */
export async function certifySignUp(
  deps: AppDeps,
  input: { emailAddress: string; code: string; meta: RequestMeta },
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.emailAddress);
    if (user?.status !== 'pending') return { error: new AppError('code_expired') };
    const challenge = await findOpenChallengeForUser(tx, user.id, 'signup', now);
    const checked = await consumeChallengeCode(tx, challenge, input.code, now);
    if (!checked.ok) return { error: checked.error };
    await tx.update(users).set({ status: 'active', emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      action: 'user.email_verified',
      targetType: 'user',
      targetId: user.id,
      ipAddress: input.meta.ip,
    });
    return { tokens: await issueSessionTokens(deps, tx, user.id, input.meta) };
  });
  // The miss counter must be committed, so errors are thrown only after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}
