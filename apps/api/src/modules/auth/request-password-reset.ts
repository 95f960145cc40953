import type { AppDeps } from '../../app-deps.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { findUserByEmail } from '../users/repository.ts';
import { MAX_CHALLENGES_PER_HOUR, challengesSentWithinHour, issueChallenge } from './challenges.ts';

export const PASSWORD_RESET_ACCEPTED_MESSAGE =
  'ご登録のメールアドレス宛に、パスワード再設定のご案内を送信しました。メールが届かない場合は、入力したメールアドレスをご確認ください。';

/**
 * POST /users/password/sendemail. The same answer for every address, so it cannot be used to
 * learn who is a customer; only a registered, confirmed account receives a link.
 */
export async function requestPasswordReset(deps: AppDeps, input: { emailAddress: string }) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.emailAddress);
    if (user?.status !== 'active') return;
    if ((await challengesSentWithinHour(tx, user.id, 'password_reset', now)) >= MAX_CHALLENGES_PER_HOUR) return;
    const challenge = await issueChallenge(tx, {
      userId: user.id,
      purpose: 'password_reset',
      now,
      withCode: false,
      withToken: true,
    });
    const link = `${deps.config.publicUrl}/password/reset?token=${encodeURIComponent(challenge.token!)}`;
    await enqueueMail(tx, user.emailAddress, mailTemplates.passwordReset(link), now);
  });
  void deps.mail.nudge();
  return { message: PASSWORD_RESET_ACCEPTED_MESSAGE };
}
