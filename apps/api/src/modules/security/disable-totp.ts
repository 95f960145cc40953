import type { SecuritySettings } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { securityMailTemplates } from '../../platform/mail/templates-security.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { deleteRecoveryCodes } from '../auth/recovery-codes.ts';
import { usesTotp } from '../auth/totp.ts';
import { confirmPassword } from './confirm-password.ts';
import { getSecuritySettings } from './get-security-settings.ts';
import { disableTotp } from './repository.ts';

/**
 * POST /users/security_settings/totp/disable: after the password, login goes back to e-mailed
 * codes; the secret and every recovery code are deleted. Already off: nothing to do, same answer.
 */
export async function disableTotpLogin(
  deps: AppDeps,
  input: { userId: number; sessionId: string; password: string; ip: string },
): Promise<SecuritySettings> {
  const user = await confirmPassword(deps, { ...input, purpose: 'totp_disable' });
  const now = deps.clock.now();
  const wasOn = usesTotp(user) || user.totpPendingSecretSealed !== null;
  if (wasOn) {
    await deps.db.transaction(async (tx) => {
      await disableTotp(tx, user.id, now);
      await deleteRecoveryCodes(tx, user.id);
      await writeAudit(tx, {
        actorType: 'user',
        actorId: user.id,
        buyerId: user.buyerId,
        action: 'security.totp_disabled',
        ipAddress: input.ip,
      });
      if (usesTotp(user)) {
        if (user.buyerId !== null) {
          await notifyBuyer(tx, {
            buyerId: user.buyerId,
            category: 'security',
            title: '2段階認証（認証アプリ）を解除しました',
            body: '次回のログインから、メールでお送りする認証コードを入力してください。',
            linkPath: '/myaccount/security',
            now,
          });
        }
        await enqueueMail(tx, user.emailAddress, securityMailTemplates.totpDisabled(), now);
      }
    });
    void deps.mail.nudge();
  }
  return getSecuritySettings(deps.db, { userId: user.id, currentSessionId: input.sessionId, now });
}
