import type { z } from 'zod';
import type { opsTokenResponseSchema } from '@icp/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';
import type { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { RequestMeta } from '../auth/sessions.ts';
import { matchTotpStep } from '../auth/totp.ts';
import { issueOperatorSession } from './issue-operator-session.ts';
import {
  consumeOperatorChallenge,
  expiredLogin,
  findOpenOperatorChallenge,
  recordOperatorChallengeMiss,
} from './login-challenges.ts';
import { type OperatorRow, findOperatorById, rolesOf } from './repository.ts';
import { markOperatorTotpStepUsed, operatorTotpContext } from './totp.ts';

type OpsTokenResponse = z.output<typeof opsTokenResponseSchema>;

/**
 * POST /ops/auth/totp: the authenticator code of this login attempt → an operator session. At
 * first login the code also proves the pending secret, which becomes the enrolled one. A code
 * works once (its time step is claimed atomically); misses are committed before the error is
 * answered, so the fifth one ends the attempt even across requests.
 */
export async function opsVerifyTotp(
  deps: AppDeps,
  input: { loginToken: string; code: string; meta: RequestMeta },
): Promise<OpsTokenResponse> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<{ error: AppError } | { response: OpsTokenResponse }> => {
    const challenge = await findOpenOperatorChallenge(tx, input.loginToken, now);
    if (!challenge) return { error: expiredLogin() };
    const operator = await findOperatorById(tx, challenge.operatorId);
    if (!operator || operator.disabledAt !== null) return { error: expiredLogin() };

    const enrolling = operator.totpSecretSealed === null;
    const sealed = operator.totpSecretSealed ?? operator.totpPendingSecretSealed;
    const secret = sealed === null ? null : deps.secretBox.open(sealed, operatorTotpContext(operator.id));
    if (sealed !== null && secret === null)
      deps.log.error({ operatorId: operator.id }, 'sealed operator TOTP secret could not be opened');
    const step = secret === null ? null : await matchTotpStep(secret, input.code, now, operator.totpLastStep);
    if (step === null || !(await markOperatorTotpStepUsed(tx, operator.id, step))) {
      await auditFailure(tx, operator, input.meta.ip);
      return { error: await recordOperatorChallengeMiss(tx, challenge.id) };
    }
    // A racing request finished this attempt first: throwing rolls back the step claimed above.
    if (!(await consumeOperatorChallenge(tx, challenge.id, now))) throw expiredLogin();

    if (enrolling) {
      await tx
        .update(operators)
        .set({ totpSecretSealed: sealed, totpPendingSecretSealed: null, updatedAt: now })
        .where(eq(operators.id, operator.id));
      await writeAudit(tx, {
        actorType: 'operator',
        actorId: operator.id,
        action: 'ops.auth.totp_enrolled',
        targetType: 'operator',
        targetId: operator.id,
        detail: { operator_name: operator.name },
        ipAddress: input.meta.ip,
      });
    }
    const session = await issueOperatorSession(deps, tx, operator.id, input.meta);
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: operator.id,
      action: 'ops.auth.login_succeeded',
      targetType: 'operator_session',
      targetId: session.sessionId,
      detail: { operator_name: operator.name },
      ipAddress: input.meta.ip,
    });
    return {
      response: {
        token: session.token,
        expires_in: session.expiresIn,
        operator: { id: operator.id, name: operator.name, email_address: operator.emailAddress, roles: rolesOf(operator) },
      },
    };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

async function auditFailure(tx: Tx, operator: OperatorRow, ip: string | null): Promise<void> {
  await writeAudit(tx, {
    actorType: 'operator',
    actorId: operator.id,
    action: 'ops.auth.login_failed',
    targetType: 'operator',
    targetId: operator.id,
    detail: { operator_name: operator.name, step: 'totp' },
    ipAddress: ip,
  });
}
