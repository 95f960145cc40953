import { maskEmail } from '@icp/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { accountMailTemplates } from '../../platform/mail/templates-account.ts';
import { consumeChallengeCode, findOpenChallengeForUser } from '../auth/challenges.ts';
import { revokeAllSessionsOfUser } from '../auth/sessions.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { findUserByEmail } from '../users/repository.ts';
import { emailTaken } from './request-email-change.ts';

export const EMAIL_CHANGED_MESSAGE = 'メールアドレスを変更しました。新しいメールアドレスで再度ログインしてください。';

/** The users unique index refused the address: someone took it between the check and the update. */
function isEmailTakenError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'users_email_address_key') return true;
  }
  return false;
}

/**
 * POST /users/verify_email_auth_code: the code from the new address (5 tries, 10 minutes). On
 * success, in one transaction: the login address changes, every session of the user ends (the
 * identifier changed; the client shows the public complete page and the user logs in again),
 * audit with both addresses, notices to both addresses and a notification.
 */
export async function verifyEmailChange(deps: AppDeps, input: { userId: number; code: string; ip: string | null }) {
  const now = deps.clock.now();
  let outcome: { error: AppError } | { from: string; to: string };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const challenge = await findOpenChallengeForUser(tx, input.userId, 'email_change', now);
      const checked = await consumeChallengeCode(tx, challenge, input.code, now);
      // A miss must be committed (it counts towards the 5), so it is returned, not thrown.
      if (!checked.ok) return { error: checked.error };
      const to = checked.challenge.newEmailAddress;
      if (!to) return { error: new AppError('code_expired') };
      const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).limit(1).for('update');
      if (!user) throw new AppError('invalid_access_token');
      const holder = await findUserByEmail(tx, to);
      // The code is spent either way: the address is no longer available.
      if (holder && holder.id !== user.id) return { error: emailTaken() };

      await tx.update(users).set({ emailAddress: to, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      const revoked = await revokeAllSessionsOfUser(tx, user.id, now, 'email_changed');
      await writeAudit(tx, {
        actorType: 'user',
        actorId: user.id,
        buyerId: user.buyerId,
        action: 'email.changed',
        targetType: 'user',
        targetId: user.id,
        detail: { from: user.emailAddress, to, sessions_revoked: revoked },
        ipAddress: input.ip,
      });
      const notice = accountMailTemplates.emailChanged(maskEmail(user.emailAddress) ?? '', maskEmail(to) ?? '');
      await enqueueMail(tx, user.emailAddress, notice, now);
      await enqueueMail(tx, to, notice, now);
      if (user.buyerId !== null)
        await notifyBuyer(tx, {
          buyerId: user.buyerId,
          category: 'account',
          title: 'ログイン用メールアドレスを変更しました',
          body: `${[user.userLastName, user.userFirstName].filter(Boolean).join(' ') || 'ご担当者'}様のログイン用メールアドレスを「${maskEmail(to) ?? ''}」に変更しました。`,
          linkPath: '/myaccount',
          now,
        });
      return { from: user.emailAddress, to };
    });
  } catch (error) {
    if (isEmailTakenError(error)) throw emailTaken();
    throw error;
  }
  if ('error' in outcome) throw outcome.error;
  void deps.mail.nudge();
  return { email_address: outcome.to, message: EMAIL_CHANGED_MESSAGE };
}
