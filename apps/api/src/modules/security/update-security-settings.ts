import type { SecuritySettings } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { findUserById } from '../users/repository.ts';
import { getSecuritySettings } from './get-security-settings.ts';
import { setLoginAlert } from './repository.ts';

/** PUT /users/security_settings: the login-alert switch (TOTP has its own calls, which need proof). */
export async function updateSecuritySettings(
  deps: AppDeps,
  input: { userId: number; sessionId: string; loginAlertEnabled: boolean; ip: string },
): Promise<SecuritySettings> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId);
    if (!user) throw new AppError('invalid_access_token');
    if (user.loginAlertEnabled === input.loginAlertEnabled) return;
    await setLoginAlert(tx, user.id, input.loginAlertEnabled, now);
    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'security.login_alert_changed',
      detail: { login_alert_enabled: input.loginAlertEnabled },
      ipAddress: input.ip,
    });
  });
  return getSecuritySettings(deps.db, { userId: input.userId, currentSessionId: input.sessionId, now });
}
