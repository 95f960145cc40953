import type { TotpEnrolResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { newTotpSecret, totpQrCodeDataUri, totpSealContext, totpUri } from '../auth/totp.ts';
import { confirmPassword } from './confirm-password.ts';
import { setPendingTotpSecret } from './repository.ts';

/**
 * POST /users/security_settings/totp: after the password, a new secret is kept (sealed) as
 * pending and shown once, as text and as a QR code. Login does not change until the user proves
 * the app has it (confirmation); starting again replaces the pending secret.
 */
export async function startTotpEnrolment(
  deps: AppDeps,
  input: { userId: number; password: string; ip: string },
): Promise<TotpEnrolResponse> {
  const user = await confirmPassword(deps, { ...input, purpose: 'totp_enrolment' });
  const secret = newTotpSecret();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setPendingTotpSecret(tx, user.id, deps.secretBox.seal(secret, totpSealContext(user.id)), now);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'security.totp_enrolment_started',
      ipAddress: input.ip,
    });
  });
  const otpauthUri = totpUri(secret, user.emailAddress);
  return { secret, otpauth_uri: otpauthUri, qr_code_data_uri: await totpQrCodeDataUri(otpauthUri) };
}
