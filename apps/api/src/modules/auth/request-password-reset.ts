import type { AppDeps } from '../../app-deps.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { issueChallengeForAddress } from './challenge-for-address.ts';

export const PASSWORD_RESET_ACCEPTED_MESSAGE =
  'ご登録のメールアドレス宛に、パスワード再設定のご案内を送信しました。メールが届かない場合は、入力したメールアドレスをご確認ください。';

/**
 * POST /users/password/sendemail. The same answer, after the same work, for every address, so it
 * cannot be used to learn who is a customer; only a registered, confirmed account receives a link.
 */
export async function requestPasswordReset(deps: AppDeps, input: { emailAddress: string }) {
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    issueChallengeForAddress(tx, {
      emailAddress: input.emailAddress,
      status: 'active',
      purpose: 'password_reset',
      now,
      withCode: false,
      withToken: true,
      mail: ({ token }) =>
        mailTemplates.passwordReset(`${deps.config.publicUrl}/password/reset?token=${encodeURIComponent(token!)}`),
    }),
  );
  void deps.mail.nudge();
  return { message: PASSWORD_RESET_ACCEPTED_MESSAGE };
}
