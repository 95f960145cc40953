import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { securityMailTemplates } from '../../platform/mail/templates-security.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { replaceRecoveryCodes } from '../auth/recovery-codes.ts';
import { matchTotpStep, totpSealContext } from '../auth/totp.ts';
import { findUserById } from '../users/repository.ts';
import { enableTotp } from './repository.ts';

const NO_PENDING =
  '認証アプリの設定が開始されていないか、やり直しが必要です。もう一度「認証アプリを設定する」から始めてください。';

/**
 * POST /users/security_settings/totp/confirmation: a code from the app proves it holds the
 * pending secret; then, in one transaction, login switches to TOTP, ten fresh recovery codes
 * replace any old ones, and the user is told by notice and e-mail. A wrong code changes nothing.
 */
export async function confirmTotpEnrolment(
  deps: AppDeps,
  input: { userId: number; code: string; ip: string },
): Promise<{ recovery_codes: string[] }> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError('invalid_access_token');
  const pending = user.totpPendingSecretSealed;
  const secret = pending === null ? null : deps.secretBox.open(pending, totpSealContext(user.id));
  if (pending === null || secret === null) {
    throw new AppError('validation_error', { userMessage: NO_PENDING, errors: [{ field: 'code', message: NO_PENDING }] });
  }
  const now = deps.clock.now();
  const step = await matchTotpStep(secret, input.code, now, null);
  if (step === null) {
    const message = '認証コードが正しくありません。認証アプリに表示されている6桁の数字を入力してください。';
    throw new AppError('invalid_code', { userMessage: message, errors: [{ field: 'code', message }] });
  }

  const codes = await deps.db.transaction(async (tx) => {
    const enabled = await enableTotp(tx, user.id, {
      expectedPending: pending,
      sealedSecret: deps.secretBox.seal(secret, totpSealContext(user.id)),
      step,
      now,
    });
    if (!enabled) {
      throw new AppError('validation_error', { userMessage: NO_PENDING, errors: [{ field: 'code', message: NO_PENDING }] });
    }
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id, now);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'security.totp_enabled',
      ipAddress: input.ip,
    });
    if (user.buyerId !== null) {
      await notifyBuyer(tx, {
        buyerId: user.buyerId,
        category: 'security',
        title: '2段階認証（認証アプリ）を設定しました',
        body: '次回のログインから、認証アプリに表示される認証コードを入力してください。リカバリーコードは安全な場所に保管してください。',
        linkPath: '/myaccount/security',
        now,
      });
    }
    await enqueueMail(tx, user.emailAddress, securityMailTemplates.totpEnabled(), now);
    return recoveryCodes;
  });
  void deps.mail.nudge();
  return { recovery_codes: codes };
}
