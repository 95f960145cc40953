import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { accountMailTemplates } from '../../platform/mail/templates-account.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { passwordPolicyErrors } from '../../platform/password-policy.ts';
import { revokeOtherSessionsOfUser } from '../auth/sessions.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { findUserById } from '../users/repository.ts';
import { confirmCurrentPassword } from '../auth/confirm-current-password.ts';

/**
 * PUT /users/password: the current password is checked (throttled like login), the new one goes
 * through the sign-up policy, and every OTHER session ends at once; the device making the change
 * stays signed in. A notice goes to the address on file.
 */
export async function changePassword(
  deps: AppDeps,
  input: { userId: number; sessionId: string; currentPassword: string; newPassword: string; ip: string },
) {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('invalid_access_token');
  await confirmCurrentPassword(deps, {
    user,
    password: input.currentPassword,
    ip: input.ip,
    field: 'current_password',
    purpose: 'password_change',
  });
  const problems = await passwordPolicyErrors(input.newPassword, user.emailAddress);
  if (input.newPassword === input.currentPassword) problems.unshift('現在のパスワードとは異なるパスワードを入力してください。');
  if (problems.length > 0)
    throw new AppError('weak_password', {
      userMessage: problems[0],
      errors: problems.map((message) => ({ field: 'new_password', message })),
    });
  const passwordHash = await hashPassword(input.newPassword);

  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Only over the hash that was just checked: a reset that landed meanwhile wins, this one retries.
    const updated = await tx
      .update(users)
      .set({ passwordHash, mustResetPassword: false, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0)
      throw new AppError('conflict', { userMessage: 'パスワードが別の操作で変更されました。画面を更新してやり直してください。' });
    const revoked = await revokeOtherSessionsOfUser(tx, user.id, input.sessionId, now, 'password_changed');
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'password.changed',
      targetType: 'user',
      targetId: user.id,
      detail: { other_sessions_revoked: revoked },
      ipAddress: input.ip,
    });
    await enqueueMail(tx, user.emailAddress, accountMailTemplates.passwordChangedInSession(), now);
    if (user.buyerId !== null)
      await notifyBuyer(tx, {
        buyerId: user.buyerId,
        category: 'security',
        title: 'パスワードを変更しました',
        body: 'ログインパスワードを変更しました。変更を行った端末以外のすべての端末からログアウトしました。お心当たりのない場合は、至急パスワードを再設定してください。',
        linkPath: '/myaccount/security',
        now,
      });
  });
  void deps.mail.nudge();
  return { message: 'パスワードを変更しました。他の端末からはログアウトしました。' };
}
