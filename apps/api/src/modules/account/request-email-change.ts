import { maskEmail } from '@icp/domain';
import type { EmailChangeResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { accountMailTemplates } from '../../platform/mail/templates-account.ts';
import { CODE_TTL_MS, MAX_CHALLENGES_PER_HOUR, challengesSentWithinHour, issueChallenge } from '../auth/challenges.ts';
import { findUserByEmail, findUserById } from '../users/repository.ts';
import { confirmCurrentPassword } from '../auth/confirm-current-password.ts';

export const emailTaken = () =>
  new AppError('email_taken', {
    errors: [{ field: 'email_address', message: 'このメールアドレスはすでに登録されています。' }],
  });

/**
 * PUT /users/email_address: starts a change of the login address. Needs the current password;
 * a 6-digit code goes to the NEW address (proof of ownership) and a notice to the OLD one (so a
 * hijacked session cannot move the account silently). Nothing changes until the code comes back.
 * A re-authenticated, throttled user may learn that an address is taken (docs/decisions/0007).
 */
export async function requestEmailChange(
  deps: AppDeps,
  input: { userId: number; newEmailAddress: string; password: string; ip: string },
): Promise<EmailChangeResponse> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('invalid_access_token');
  const newEmailAddress = input.newEmailAddress.toLowerCase();
  if (newEmailAddress === user.emailAddress) {
    const message = '現在と同じメールアドレスです。新しいメールアドレスを入力してください。';
    throw new AppError('validation_error', { userMessage: message, errors: [{ field: 'email_address', message }] });
  }
  await confirmCurrentPassword(deps, {
    user,
    password: input.password,
    ip: input.ip,
    field: 'password',
    purpose: 'email_change',
  });

  const now = deps.clock.now();
  const maskedNew = maskEmail(newEmailAddress) ?? '';
  await deps.db.transaction(async (tx) => {
    const holder = await findUserByEmail(tx, newEmailAddress);
    if (holder && holder.id !== user.id) throw emailTaken();
    if ((await challengesSentWithinHour(tx, user.id, 'email_change', now)) >= MAX_CHALLENGES_PER_HOUR)
      throw new AppError('too_many_requests', {
        userMessage: '認証コードの送信回数が上限に達しました。1時間ほど待ってから再度お試しください。',
        headers: { 'retry-after': '3600' },
      });
    const challenge = await issueChallenge(tx, {
      userId: user.id,
      purpose: 'email_change',
      now,
      withCode: true,
      withToken: false,
      newEmailAddress,
    });
    await enqueueMail(tx, newEmailAddress, accountMailTemplates.emailChangeCode(challenge.code!), now);
    await enqueueMail(tx, user.emailAddress, accountMailTemplates.emailChangeStarted(maskedNew), now);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'email_change.requested',
      targetType: 'user',
      targetId: user.id,
      detail: { from: user.emailAddress, to: newEmailAddress },
      ipAddress: input.ip,
    });
  });
  void deps.mail.nudge();
  return { masked_email_address: maskedNew, expires_in: CODE_TTL_MS / 1000 };
}
