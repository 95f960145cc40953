import { OTP_CODE_PATTERN, type TokenResponse } from '@icp/contract';
import { deviceLabelFromUserAgent } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import type { verificationChallenges } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { securityMailTemplates } from '../../platform/mail/templates-security.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { type UserRow, findUserById } from '../users/repository.ts';
import { consumeChallenge, consumeChallengeCode, findOpenChallengeByToken, recordChallengeMiss } from './challenges.ts';
import { issueSessionTokens } from './issue-session-tokens.ts';
import { consumeRecoveryCode, countUnusedRecoveryCodes } from './recovery-codes.ts';
import type { RequestMeta } from './sessions.ts';
import { markTotpStepUsed, matchTotpStep, totpSealContext, usesTotp } from './totp.ts';

type ChallengeRow = typeof verificationChallenges.$inferSelect;
type SecondFactor =
  { ok: true; method: 'email' | 'totp' | 'recovery_code'; recoveryCodesRemaining?: number } | { ok: false; error: AppError };

/**
 * POST /login_2auth: the second factor bound to this login attempt → a new session and its
 * tokens. E-mail users send the mailed code; TOTP users the app's code or a recovery code. Every
 * miss counts on the attempt (five end it). The login alert goes out in the same transaction.
 */
export async function verifyLoginCode(
  deps: AppDeps,
  input: { loginToken: string; code: string; meta: RequestMeta },
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const challenge = await findOpenChallengeByToken(tx, input.loginToken, 'login', now);
    if (!challenge) return { error: new AppError('code_expired') };
    const user = await findUserById(tx, challenge.userId);
    if (user?.status !== 'active') return { error: new AppError('code_expired') };
    const checked = await checkSecondFactor(deps, tx, { challenge, user, code: input.code, now });
    if (!checked.ok) return { error: checked.error };

    await writeAudit(tx, {
      actorType: 'user',
      actorId: user.id,
      buyerId: user.buyerId,
      action: 'login.succeeded',
      detail: { method: checked.method },
      ipAddress: input.meta.ip,
    });
    // The mails below are notices, not codes: the outbox poller (every 2 s) sends them. Nudging
    // the worker here would put a mail pass on the database in the middle of every login.
    if (checked.recoveryCodesRemaining !== undefined) {
      const remaining = checked.recoveryCodesRemaining;
      await enqueueMail(tx, user.emailAddress, securityMailTemplates.recoveryCodeUsed(remaining), now);
      if (user.buyerId !== null) {
        await notifyBuyer(tx, {
          buyerId: user.buyerId,
          category: 'security',
          title: `リカバリーコードが使用されました（残り${remaining}個）`,
          body: 'リカバリーコードを使用してログインしました。残りが少なくなったら、セキュリティ設定から再発行してください。',
          linkPath: '/myaccount/security',
          now,
        });
      }
    }
    if (user.loginAlertEnabled) {
      const alert = securityMailTemplates.newLogin({
        at: now,
        device: deviceLabelFromUserAgent(input.meta.userAgent),
        ipAddress: input.meta.ip,
      });
      await enqueueMail(tx, user.emailAddress, alert, now);
    }
    return { tokens: await issueSessionTokens(deps, tx, user.id, input.meta) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}

async function checkSecondFactor(
  deps: AppDeps,
  tx: Tx,
  { challenge, user, code, now }: { challenge: ChallengeRow; user: UserRow; code: string; now: Date },
): Promise<SecondFactor> {
  // The kind of challenge was fixed when the password was checked; if the user switched method
  // since, this attempt is void and login starts over.
  const totpChallenge = challenge.codeHash === null;
  if (totpChallenge !== usesTotp(user)) return { ok: false, error: new AppError('code_expired') };

  if (!totpChallenge) {
    // A recovery-shaped code simply does not match the mailed one: a counted miss, invalid_code.
    const checked = await consumeChallengeCode(tx, challenge, code, now);
    return checked.ok ? { ok: true, method: 'email' } : checked;
  }

  let result: SecondFactor;
  if (OTP_CODE_PATTERN.test(code)) {
    const secret = deps.secretBox.open(user.totpSecretSealed!, totpSealContext(user.id));
    if (secret === null) deps.log.error({ userId: user.id }, 'sealed TOTP secret could not be opened (key changed?)');
    const step = secret === null ? null : await matchTotpStep(secret, code, now, user.totpLastStep);
    // The step is claimed atomically: a replayed code, or the same code racing on two logins, loses.
    if (step === null || !(await markTotpStepUsed(tx, user.id, step))) {
      return { ok: false, error: await recordChallengeMiss(tx, challenge) };
    }
    result = { ok: true, method: 'totp' };
  } else {
    if (!(await consumeRecoveryCode(tx, user.id, code, now))) {
      return { ok: false, error: await recordChallengeMiss(tx, challenge) };
    }
    result = { ok: true, method: 'recovery_code', recoveryCodesRemaining: await countUnusedRecoveryCodes(tx, user.id) };
  }
  const consumed = await consumeChallenge(tx, challenge, now);
  // Another request finished this attempt first: throwing rolls back the step or recovery code
  // claimed above, so nothing is used up by the losing request.
  if (!consumed.ok) throw consumed.error;
  return result;
}
