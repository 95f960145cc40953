import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { generateOtpCode } from '../../platform/secrets.ts';
import { findUserById } from '../users/repository.ts';
import { RESEND_INTERVAL_MS, findOpenChallengeByToken, touchChallengeSent } from './challenges.ts';

/**
 * POST /login_2auth/resend: a fresh code for the same login attempt. The miss counter is kept,
 * so resending does not buy an attacker more guesses.
 */
export async function resendLoginCode(deps: AppDeps, input: { loginToken: string }) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const challenge = await findOpenChallengeByToken(tx, input.loginToken, 'login', now);
    if (!challenge)
      throw new AppError('code_expired', { userMessage: 'ログインの有効期限が切れました。もう一度ログインしてください。' });
    // A TOTP login has no code of ours to send: the app shows it.
    if (challenge.codeHash === null) {
      const message = '認証アプリに表示されている認証コードを入力してください。';
      throw new AppError('validation_error', { userMessage: message, errors: [{ field: 'code', message }] });
    }
    const sinceLast = now.getTime() - challenge.lastSentAt.getTime();
    if (sinceLast < RESEND_INTERVAL_MS) {
      throw new AppError('resend_too_soon', {
        headers: { 'retry-after': String(Math.ceil((RESEND_INTERVAL_MS - sinceLast) / 1000)) },
      });
    }
    const user = await findUserById(tx, challenge.userId);
    if (!user) throw new AppError('code_expired');
    const code = generateOtpCode();
    await touchChallengeSent(tx, challenge.id, code, now);
    await enqueueMail(tx, user.emailAddress, mailTemplates.loginCode(code), now);
  });
  void deps.mail.nudge();
  return { message: '認証コードを再送信しました。' };
}
