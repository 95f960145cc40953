import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { mailTemplates } from '../../platform/mail/templates.ts';
import { findUserByEmail } from '../users/repository.ts';
import {
  MAX_CHALLENGES_PER_HOUR,
  RESEND_INTERVAL_MS,
  challengesSentWithinHour,
  findOpenChallengeForUser,
  issueChallenge,
} from './challenges.ts';
import { SIGN_UP_ACCEPTED_MESSAGE } from './sign-up.ts';

/** POST /users/resignup: a new code for an unconfirmed sign-up, at most once a minute. */
export async function resendSignUpCode(deps: AppDeps, input: { emailAddress: string }) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.emailAddress);
    if (user?.status !== 'pending') return; // same answer as a real resend
    const open = await findOpenChallengeForUser(tx, user.id, 'signup', now);
    const sinceLast = open ? now.getTime() - open.lastSentAt.getTime() : Infinity;
    if (sinceLast < RESEND_INTERVAL_MS) {
      throw new AppError('resend_too_soon', {
        headers: { 'retry-after': String(Math.ceil((RESEND_INTERVAL_MS - sinceLast) / 1000)) },
      });
    }
    if ((await challengesSentWithinHour(tx, user.id, 'signup', now)) >= MAX_CHALLENGES_PER_HOUR) {
      throw new AppError('too_many_requests');
    }
    const challenge = await issueChallenge(tx, { userId: user.id, purpose: 'signup', now, withCode: true, withToken: false });
    await enqueueMail(tx, user.emailAddress, mailTemplates.signupCode(challenge.code!), now);
  });
  void deps.mail.nudge();
  return { message: SIGN_UP_ACCEPTED_MESSAGE };
}
