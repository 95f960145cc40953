import { maskEmail } from '@icp/domain';
import type { LoginResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { findUserByEmail } from '../users/repository.ts';
import { CODE_TTL_MS, issueChallenge } from './challenges.ts';
import { clearAccountFailures, releaseAttempt, reserveAttempt } from './throttle.ts';
import { usesTotp } from './totp.ts';

/**
 * POST /login: the password is the first factor; success starts the second-factor challenge (a
 * code by e-mail, or the authenticator app's code for TOTP users)
 * (or, when an operator demanded it, a forced password re-registration).
 */
export async function logIn(
  deps: AppDeps,
  input: { emailAddress: string; password: string; ip: string },
): Promise<LoginResponse> {
  const subjects = { account: input.emailAddress, ip: input.ip };
  // Counted as a failure from here on (429 while throttled); a right password takes it back below.
  const [attempt, user] = await Promise.all([
    reserveAttempt(deps.db, subjects, deps.clock.now()),
    findUserByEmail(deps.db, input.emailAddress),
  ]);
  const passwordOk =
    user && user.status === 'active'
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);

  const now = deps.clock.now();
  if (!user || !passwordOk) {
    if (user) {
      await writeAudit(deps.db, {
        actorType: 'user',
        actorId: user.id,
        buyerId: user.buyerId,
        action: 'login.failed',
        ipAddress: input.ip,
      });
    }
    throw new AppError('login_failed');
  }

  const response = await deps.db.transaction(async (tx): Promise<LoginResponse> => {
    await releaseAttempt(tx, attempt);
    await clearAccountFailures(tx, input.emailAddress);
    if (user.mustResetPassword) {
      const challenge = await issueChallenge(tx, {
        userId: user.id,
        purpose: 'reregistration',
        now,
        withCode: false,
        withToken: true,
      });
      return { next: 'password_reregistration', reregistration_token: challenge.token! };
    }
    const totp = usesTotp(user);
    // An app user gets a challenge without a code: the app makes the code, nothing is mailed.
    const challenge = await issueChallenge(tx, {
      userId: user.id,
      purpose: 'login',
      now,
      withCode: !totp,
      withToken: true,
      ttlMs: CODE_TTL_MS,
    });
    if (!totp) await enqueueMail(tx, user.emailAddress, mailTemplates.loginCode(challenge.code!), now);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'login.password_ok',
      detail: { method: totp ? 'totp' : 'email' },
      ipAddress: input.ip,
    });
    return {
      next: 'two_factor',
      login_token: challenge.token!,
      method: totp ? 'totp' : 'email',
      masked_email_address: totp ? '' : (maskEmail(user.emailAddress) ?? ''),
      expires_in: CODE_TTL_MS / 1000,
    };
  });
  void deps.mail.nudge();
  return response;
}
