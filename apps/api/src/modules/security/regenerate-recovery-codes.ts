import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { securityMailTemplates } from '../../platform/mail/templates-security.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { replaceRecoveryCodes } from '../auth/recovery-codes.ts';
import { usesTotp } from '../auth/totp.ts';
import { confirmPassword } from './confirm-password.ts';

/** POST /users/security_settings/recovery_codes: ten new codes; every old one stops working. */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  input: { userId: number; password: string; ip: string },
): Promise<{ recovery_codes: string[] }> {
  const user = await confirmPassword(deps, { ...input, purpose: 'recovery_codes' });
  if (!usesTotp(user)) {
    const message = 'リカバリーコードは、認証アプリによる2段階認証を設定している場合のみ発行できます。';
    throw new AppError('validation_error', { userMessage: message });
  }
  const now = deps.clock.now();
  const codes = await deps.db.transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id, now);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'security.recovery_codes_regenerated',
      ipAddress: input.ip,
    });
    if (user.buyerId !== null) {
      await notifyBuyer(tx, {
        buyerId: user.buyerId,
        category: 'security',
        title: 'リカバリーコードを再発行しました',
        body: 'これまでのリカバリーコードは使用できなくなりました。',
        linkPath: '/myaccount/security',
        now,
      });
    }
    await enqueueMail(tx, user.emailAddress, securityMailTemplates.recoveryCodesRegenerated(), now);
    return recoveryCodes;
  });
  void deps.mail.nudge();
  return { recovery_codes: codes };
}
