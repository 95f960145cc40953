import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { confirmCurrentPassword } from '../auth/confirm-current-password.ts';
import { type UserRow, findUserById } from '../users/repository.ts';

/**
 * Re-authentication for security changes, with the same throttle and audit as every in-session
 * password check. Runs outside the change's transaction: argon2 is slow and must not hold row locks.
 */
export async function confirmPassword(
  deps: AppDeps,
  input: { userId: number; password: string; ip: string; purpose: string },
): Promise<UserRow> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('invalid_access_token');
  await confirmCurrentPassword(deps, { user, password: input.password, ip: input.ip, field: 'password', purpose: input.purpose });
  return user;
}
