import type { z } from 'zod';
import type { opsLoginResponseSchema } from '@icp/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { clearAccountFailures, releaseAttempt, reserveAttempt } from '../auth/throttle.ts';
import { newTotpSecret, totpQrCodeDataUri, totpUri } from '../auth/totp.ts';
import { OPERATOR_CHALLENGE_TTL_MS, issueOperatorChallenge } from './login-challenges.ts';
import { type OperatorRow, findOperatorByEmail, normalisedOperatorEmail } from './repository.ts';
import { operatorTotpContext } from './totp.ts';

type OpsLoginResponse = z.output<typeof opsLoginResponseSchema>;

/**
 * Throttle subjects of the console, apart from the buyers' (`ops:` prefix): a buyer's typos at
 * one address never lock an operator out, and the reverse.
 */
export function operatorThrottleSubjects(emailAddress: string, ip: string) {
  return { account: `ops:${normalisedOperatorEmail(emailAddress)}`, ip: `ops:${ip}` };
}

/**
 * POST /ops/auth/login: the password, then a login token for the authenticator code. An unknown
 * address, a disabled operator and a wrong password answer alike and take as long (a dummy hash).
 * An operator without a confirmed authenticator gets the secret to enrol (the same pending one
 * until a code proves it, so a second login does not invalidate what the app already holds).
 */
export async function opsLogIn(
  deps: AppDeps,
  input: { emailAddress: string; password: string; ip: string },
): Promise<OpsLoginResponse> {
  const subjects = operatorThrottleSubjects(input.emailAddress, input.ip);
  const [attempt, operator] = await Promise.all([
    reserveAttempt(deps.db, subjects, deps.clock.now()),
    findOperatorByEmail(deps.db, input.emailAddress),
  ]);
  const passwordOk =
    operator && operator.disabledAt === null
      ? await verifyPassword(operator.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  const now = deps.clock.now();
  if (!operator || !passwordOk) {
    if (operator) {
      await writeAudit(deps.db, {
        actorType: 'operator',
        actorId: operator.id,
        action: 'ops.auth.login_failed',
        targetType: 'operator',
        targetId: operator.id,
        detail: { operator_name: operator.name, step: 'password', ...(operator.disabledAt ? { disabled: true } : {}) },
        ipAddress: input.ip,
      });
    }
    throw new AppError('login_failed');
  }

  return deps.db.transaction(async (tx) => {
    await releaseAttempt(tx, attempt);
    await clearAccountFailures(tx, subjects.account);
    const loginToken = await issueOperatorChallenge(tx, operator.id, now);
    const enrolment = operator.totpSecretSealed === null ? await pendingEnrolment(deps, tx, operator) : null;
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: operator.id,
      action: 'ops.auth.password_ok',
      targetType: 'operator',
      targetId: operator.id,
      detail: { operator_name: operator.name, enrolment: enrolment !== null },
      ipAddress: input.ip,
    });
    return { login_token: loginToken, expires_in: OPERATOR_CHALLENGE_TTL_MS / 1000, enrolment };
  });
}

async function pendingEnrolment(
  deps: AppDeps,
  tx: Tx,
  operator: OperatorRow,
): Promise<{ secret: string; otpauth_uri: string; qr_code_data_uri: string }> {
  const context = operatorTotpContext(operator.id);
  let secret = operator.totpPendingSecretSealed ? deps.secretBox.open(operator.totpPendingSecretSealed, context) : null;
  if (secret === null) {
    secret = newTotpSecret();
    await tx
      .update(operators)
      .set({ totpPendingSecretSealed: deps.secretBox.seal(secret, context) })
      .where(eq(operators.id, operator.id));
  }
  const otpauthUri = totpUri(secret, operator.emailAddress);
  return { secret, otpauth_uri: otpauthUri, qr_code_data_uri: await totpQrCodeDataUri(otpauthUri) };
}
