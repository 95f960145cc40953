import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { operatorLoginChallenges } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';

/** The step between the password and the authenticator code: 10 minutes, single use, 5 wrong codes end it. */
export const OPERATOR_CHALLENGE_TTL_MS = 10 * MINUTE_MS;
export const OPERATOR_CHALLENGE_MAX_MISSES = 5;

export type OperatorChallengeRow = typeof operatorLoginChallenges.$inferSelect;

/** A new login attempt replaces the operator's open ones; only the token's hash is stored. */
export async function issueOperatorChallenge(tx: Tx, operatorId: number, now: Date): Promise<string> {
  await tx
    .update(operatorLoginChallenges)
    .set({ consumedAt: now })
    .where(and(eq(operatorLoginChallenges.operatorId, operatorId), isNull(operatorLoginChallenges.consumedAt)));
  const token = randomToken();
  await tx.insert(operatorLoginChallenges).values({
    operatorId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + OPERATOR_CHALLENGE_TTL_MS),
    createdAt: now,
  });
  return token;
}

export async function findOpenOperatorChallenge(tx: Tx, token: string, now: Date): Promise<OperatorChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(operatorLoginChallenges)
    .where(
      and(
        eq(operatorLoginChallenges.tokenHash, sha256(token)),
        isNull(operatorLoginChallenges.consumedAt),
        gt(operatorLoginChallenges.expiresAt, now),
        lt(operatorLoginChallenges.failedAttempts, OPERATOR_CHALLENGE_MAX_MISSES),
      ),
    )
    .limit(1);
  return row;
}

/** Counts one wrong code atomically and returns the error to answer with (the fifth miss ends the attempt). */
export async function recordOperatorChallengeMiss(tx: Tx, challengeId: string): Promise<AppError> {
  const [updated] = await tx
    .update(operatorLoginChallenges)
    .set({ failedAttempts: sql`${operatorLoginChallenges.failedAttempts} + 1` })
    .where(eq(operatorLoginChallenges.id, challengeId))
    .returning({ failedAttempts: operatorLoginChallenges.failedAttempts });
  const remaining = OPERATOR_CHALLENGE_MAX_MISSES - (updated?.failedAttempts ?? OPERATOR_CHALLENGE_MAX_MISSES);
  if (remaining <= 0) return expiredLogin();
  const message = `認証コードが正しくありません。あと${remaining}回入力できます。`;
  return new AppError('invalid_code', { userMessage: message, errors: [{ field: 'code', message }] });
}

/** Single use: false when a racing request consumed it first. */
export async function consumeOperatorChallenge(tx: Tx, challengeId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(operatorLoginChallenges)
    .set({ consumedAt: now })
    .where(and(eq(operatorLoginChallenges.id, challengeId), isNull(operatorLoginChallenges.consumedAt)))
    .returning({ id: operatorLoginChallenges.id });
  return row !== undefined;
}

/** Operators have no code to resend: the attempt is over and login starts again. */
export function expiredLogin(): AppError {
  return new AppError('code_expired', {
    userMessage: 'ログインの有効期限が切れたか、入力回数の上限に達しました。もう一度ログインしてください。',
  });
}
