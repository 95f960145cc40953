import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { passwordPolicyErrors } from '../../platform/password-policy.ts';
import { findUserByEmail } from '../users/repository.ts';
import { MAX_CHALLENGES_PER_HOUR, challengesSentWithinHour, issueChallenge } from './challenges.ts';
import { recordSignUpCodeRequest } from './throttle.ts';

export const SIGN_UP_ACCEPTED_MESSAGE =
  '入力されたメールアドレスに認証コードを送信しました。メールをご確認のうえ、認証コードを入力してください。';

/**
 * POST /users. Answers the same way whether or not the address is taken, so sign-up cannot be
 * used to discover customers: a taken address gets an e-mail saying so instead of a code.
 * Signing up again before confirming re-sends a code but never changes the pending password.
 */
export async function signUp(deps: AppDeps, input: { emailAddress: string; password: string; ip: string | null }) {
  const policyErrors = await passwordPolicyErrors(input.password, input.emailAddress);
  if (policyErrors.length > 0) {
    throw new AppError('weak_password', {
      userMessage: policyErrors[0],
      errors: policyErrors.map((message) => ({ field: 'password', message })),
    });
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Counted for every address, so /users/resignup throttles them all alike (ADR 0011).
    await recordSignUpCodeRequest(tx, input.emailAddress, now);
    const existing = await findUserByEmail(tx, input.emailAddress);
    if (existing?.status === 'active' || existing?.status === 'locked') {
      if ((await challengesSentWithinHour(tx, existing.id, 'signup', now)) >= MAX_CHALLENGES_PER_HOUR) return;
      // Counted like a code so this notice cannot be used to flood someone's inbox.
      await issueChallenge(tx, { userId: existing.id, purpose: 'signup', now, withCode: false, withToken: false });
      const base = deps.config.publicUrl;
      await enqueueMail(
        tx,
        existing.emailAddress,
        mailTemplates.signupAlreadyRegistered(`${base}/signin`, `${base}/password/sendemail`),
        now,
      );
      return;
    }
    let userId: number;
    if (existing) {
      // An unconfirmed sign-up keeps the password it was started with: whoever asks again may not
      // own the mailbox, so they get nothing but a fresh code mailed to it (ADR 0011).
      if ((await challengesSentWithinHour(tx, existing.id, 'signup', now)) >= MAX_CHALLENGES_PER_HOUR) return;
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ emailAddress: input.emailAddress, passwordHash, status: 'pending' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) return; // a concurrent sign-up for the same address won; its code is on its way
      userId = created.id;
      await writeAudit(tx, {
        actorType: 'user',
        actorId: userId,
        action: 'user.signed_up',
        targetType: 'user',
        targetId: userId,
        ipAddress: input.ip,
      });
    }
    const challenge = await issueChallenge(tx, { userId, purpose: 'signup', now, withCode: true, withToken: false });
    await enqueueMail(tx, input.emailAddress, mailTemplates.signupCode(challenge.code!), now);
  });
  void deps.mail.nudge();
  return { message: SIGN_UP_ACCEPTED_MESSAGE };
}
