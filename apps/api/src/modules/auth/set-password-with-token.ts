import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { passwordPolicyErrors } from '../../platform/password-policy.ts';
import { findUserById } from '../users/repository.ts';
import { consumeChallenge, findOpenChallengeByToken } from './challenges.ts';
import { revokeAllSessionsOfUser } from './sessions.ts';

/**
 * POST /users/password/reset (link from the e-mail) and POST /users/password/reregistration
 * (operator-forced change at login). Either way the old password stops working and every
 * session ends.
 */
export async function setPasswordWithToken(
  deps: AppDeps,
  input: { purpose: 'password_reset' | 'reregistration'; token: string; password: string; ip: string | null },
) {
  const now = deps.clock.now();
  const challenge = await findOpenChallengeByToken(deps.db, input.token, input.purpose, now);
  if (!challenge) throw new AppError('invalid_token');
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw new AppError('invalid_token');

  const policyErrors = await passwordPolicyErrors(input.password, user.emailAddress);
  if (policyErrors.length > 0) {
    throw new AppError('weak_password', {
      userMessage: policyErrors[0],
      errors: policyErrors.map((message) => ({ field: 'password', message })),
    });
  }
  const passwordHash = await hashPassword(input.password);

  await deps.db.transaction(async (tx) => {
    const consumed = await consumeChallenge(tx, challenge, now);
    if (!consumed.ok) throw new AppError('invalid_token');
    await tx.update(users).set({ passwordHash, mustResetPassword: false, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessionsOfUser(tx, user.id, now, 'password_changed');
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: input.purpose === 'password_reset' ? 'password.reset' : 'password.reregistered',
      targetType: 'user',
      targetId: user.id,
      ipAddress: input.ip,
    });
    await enqueueMail(tx, user.emailAddress, mailTemplates.passwordChanged(), now);
  });
  void deps.mail.nudge();
  return { message: 'パスワードを再設定しました。新しいパスワードでログインしてください。' };
}
