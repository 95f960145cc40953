import type { SecuritySettings } from '@icp/contract';
import { deviceLabelFromUserAgent } from '@icp/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { countUnusedRecoveryCodes } from '../auth/recovery-codes.ts';
import { usesTotp } from '../auth/totp.ts';
import { findUserById } from '../users/repository.ts';
import { listLiveSessions } from './repository.ts';

/** GET /users/security_settings, and the answer of every change on the page. */
export async function getSecuritySettings(
  tx: Tx,
  input: { userId: number; currentSessionId: string; now: Date },
): Promise<SecuritySettings> {
  const [user, sessions] = await Promise.all([findUserById(tx, input.userId), listLiveSessions(tx, input.userId, input.now)]);
  if (!user) throw new AppError('invalid_access_token');
  const totp = usesTotp(user);
  return {
    two_factor_method: totp ? 'totp' : 'email',
    totp_enabled_at: totp ? (user.totpEnabledAt?.toISOString() ?? null) : null,
    recovery_codes_remaining: totp ? await countUnusedRecoveryCodes(tx, user.id) : 0,
    login_alert_enabled: user.loginAlertEnabled,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: deviceLabelFromUserAgent(s.userAgent),
      ip_address: s.ipAddress,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      current: s.id === input.currentSessionId,
    })),
  };
}
