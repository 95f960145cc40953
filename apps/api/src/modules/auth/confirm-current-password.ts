import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { type ReservedAttempt, releaseAttempt, reserveAttempt } from './throttle.ts';
import type { UserRow } from '../users/repository.ts';

/**
 * Re-authentication inside a session (e-mail and password changes, TOTP and recovery-code settings). A miss counts in the login
 * throttle of the account and the IP, so a stolen session cannot guess the password faster than
 * the login form allows; while throttled, even the right password is refused.
 */
export async function confirmCurrentPassword(
  deps: AppDeps,
  input: { user: UserRow; password: string; ip: string; field: string; purpose: string },
): Promise<void> {
  const subjects = { account: input.user.emailAddress, ip: input.ip };
  let attempt: ReservedAttempt;
  try {
    // Counted as a failure until the password proves right (throttle.ts reserveAttempt).
    attempt = await reserveAttempt(deps.db, subjects, deps.clock.now());
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'too_many_requests') throw error;
    const seconds = Number(error.headers['retry-after'] ?? 60);
    throw new AppError('too_many_requests', {
      userMessage: `パスワードの誤りが続いたため、一時的に操作を制限しています。${Math.ceil(seconds / 60)}分ほど待ってから再度お試しください。`,
      headers: error.headers,
    });
  }
  if (await verifyPassword(input.user.passwordHash, input.password)) {
    await releaseAttempt(deps.db, attempt);
    return;
  }
  await writeAudit(deps.db, {
    actorType: 'user',
    actorId: input.user.id,
    buyerId: input.user.buyerId,
    action: 'password.reauth_failed',
    targetType: 'user',
    targetId: input.user.id,
    detail: { purpose: input.purpose },
    ipAddress: input.ip,
  });
  throw new AppError('incorrect_password', {
    errors: [{ field: input.field, message: '現在のパスワードが正しくありません。' }],
  });
}
