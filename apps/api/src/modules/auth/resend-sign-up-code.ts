import type { AppDeps } from '../../app-deps.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { issueChallengeForAddress } from './challenge-for-address.ts';
import { SIGN_UP_ACCEPTED_MESSAGE } from './sign-up.ts';
import { assertSignUpCodeAllowed, recordSignUpCodeRequest } from './throttle.ts';

/**
 * POST /users/resignup: a new code for an unconfirmed sign-up, at most once a minute. The throttle
 * and the work are the same for every address, so neither the 429 nor the timing tells whether a
 * sign-up is pending there (ADR 0011).
 */
export async function resendSignUpCode(deps: AppDeps, input: { emailAddress: string }) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await assertSignUpCodeAllowed(tx, input.emailAddress, now);
    await recordSignUpCodeRequest(tx, input.emailAddress, now);
    await issueChallengeForAddress(tx, {
      emailAddress: input.emailAddress,
      status: 'pending',
      purpose: 'signup',
      now,
      withCode: true,
      withToken: false,
      mail: ({ code }) => mailTemplates.signupCode(code!),
    });
  });
  void deps.mail.nudge();
  return { message: SIGN_UP_ACCEPTED_MESSAGE };
}
