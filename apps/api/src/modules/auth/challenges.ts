import { type SQL, and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { verificationChallenges } from '../../db/schema.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { generateOtpCode, randomToken, safeEqualHex, sha256 } from '../../platform/secrets.ts';
import { AppError } from '../../platform/app-error.ts';

export type ChallengePurpose = (typeof verificationChallenges.$inferSelect)['purpose'];

export const CODE_TTL_MS = 10 * MINUTE_MS;
export const LINK_TTL_MS = 30 * MINUTE_MS;
export const MAX_CODE_FAILURES = 5;
export const RESEND_INTERVAL_MS = MINUTE_MS;
/** Caps how many codes one account can be sent in an hour, whatever the entry point. */
export const MAX_CHALLENGES_PER_HOUR = 6;

export interface IssuedChallenge {
  id: string;
  code: string | null;
  token: string | null;
}

/**
 * Starts a challenge, consuming every open one of the same purpose for the user: a new code
 * or link always replaces the old one (docs/design.md §8).
 */
export async function issueChallenge(
  tx: Tx,
  options: {
    userId: number;
    purpose: ChallengePurpose;
    now: Date;
    withCode: boolean;
    withToken: boolean;
    /** The address an 'email_change' code was sent to; it becomes the login address once proven. */
    newEmailAddress?: string | null;
    /** Overrides the default lifetime (a TOTP login challenge has no code but lives as long as one). */
    ttlMs?: number;
  },
): Promise<IssuedChallenge> {
  const { userId, purpose, now } = options;
  await consumeOpenChallenges(tx, userId, purpose, now);
  const code = options.withCode ? generateOtpCode() : null;
  const token = options.withToken ? randomToken() : null;
  const ttl = options.ttlMs ?? (options.withCode ? CODE_TTL_MS : LINK_TTL_MS);
  const [row] = await tx
    .insert(verificationChallenges)
    .values({
      userId,
      purpose,
      codeHash: code ? sha256(code) : null,
      tokenHash: token ? sha256(token) : null,
      expiresAt: new Date(now.getTime() + ttl),
      lastSentAt: now,
      newEmailAddress: options.newEmailAddress ?? null,
    })
    .returning({ id: verificationChallenges.id });
  return { id: row!.id, code, token };
}

/** Ends every open challenge of a purpose for the user: the one about to be issued replaces them. */
export async function consumeOpenChallenges(tx: Tx, userId: number, purpose: ChallengePurpose, now: Date): Promise<void> {
  await tx
    .update(verificationChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationChallenges.userId, userId),
        eq(verificationChallenges.purpose, purpose),
        isNull(verificationChallenges.consumedAt),
      ),
    );
}

export async function challengesSentWithinHour(tx: Tx, userId: number, purpose: ChallengePurpose, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(verificationChallenges)
    .where(
      and(
        eq(verificationChallenges.userId, userId),
        eq(verificationChallenges.purpose, purpose),
        gt(verificationChallenges.lastSentAt, new Date(now.getTime() - 60 * MINUTE_MS)),
      ),
    );
  return row?.n ?? 0;
}

type ChallengeRow = typeof verificationChallenges.$inferSelect;

/** The live challenge of a purpose: not consumed, not expired, fewer than 5 misses. */
async function findOpenChallenge(tx: Tx, owner: SQL, purpose: ChallengePurpose, now: Date) {
  const [row] = await tx
    .select()
    .from(verificationChallenges)
    .where(
      and(
        owner,
        eq(verificationChallenges.purpose, purpose),
        isNull(verificationChallenges.consumedAt),
        gt(verificationChallenges.expiresAt, now),
        lt(verificationChallenges.failedAttempts, MAX_CODE_FAILURES),
      ),
    )
    .limit(1);
  return row;
}

/** By the opaque token the client holds (login_token, reset link). */
export function findOpenChallengeByToken(tx: Tx, token: string, purpose: ChallengePurpose, now: Date) {
  return findOpenChallenge(tx, eq(verificationChallenges.tokenHash, sha256(token)), purpose, now);
}

/** By account (sign-up codes are addressed by e-mail, not by a token). */
export function findOpenChallengeForUser(tx: Tx, userId: number, purpose: ChallengePurpose, now: Date) {
  return findOpenChallenge(tx, eq(verificationChallenges.userId, userId), purpose, now);
}

/**
 * Checks a code against a challenge. A miss is counted atomically; the fifth miss kills the
 * challenge. A hit consumes it atomically, so two racing correct submissions cannot both win.
 * Failures are returned, not thrown: the caller must let its transaction commit the miss count
 * and throw the error only afterwards.
 */
export async function consumeChallengeCode(
  tx: Tx,
  challenge: ChallengeRow | undefined,
  code: string,
  now: Date,
): Promise<{ ok: true; challenge: ChallengeRow } | { ok: false; error: AppError }> {
  if (!challenge?.codeHash) return { ok: false, error: new AppError('code_expired') };
  if (!safeEqualHex(challenge.codeHash, sha256(code))) {
    return { ok: false, error: await recordChallengeMiss(tx, challenge) };
  }
  return consumeChallenge(tx, challenge, now);
}

/**
 * Counts one wrong code against a challenge (atomically) and returns the error to answer with;
 * the fifth miss kills it. Shared by e-mailed codes and authenticator-app / recovery codes.
 */
export async function recordChallengeMiss(tx: Tx, challenge: ChallengeRow): Promise<AppError> {
  const [updated] = await tx
    .update(verificationChallenges)
    .set({ failedAttempts: sql`${verificationChallenges.failedAttempts} + 1` })
    .where(eq(verificationChallenges.id, challenge.id))
    .returning({ failedAttempts: verificationChallenges.failedAttempts });
  const remaining = MAX_CODE_FAILURES - (updated?.failedAttempts ?? MAX_CODE_FAILURES);
  if (remaining <= 0) return new AppError('code_expired');
  return new AppError('invalid_code', {
    userMessage: `認証コードが正しくありません。あと${remaining}回入力できます。`,
    errors: [{ field: 'code', message: `認証コードが正しくありません。あと${remaining}回入力できます。` }],
  });
}

export async function consumeChallenge(
  tx: Tx,
  challenge: ChallengeRow,
  now: Date,
): Promise<{ ok: true; challenge: ChallengeRow } | { ok: false; error: AppError }> {
  const [consumed] = await tx
    .update(verificationChallenges)
    .set({ consumedAt: now })
    .where(and(eq(verificationChallenges.id, challenge.id), isNull(verificationChallenges.consumedAt)))
    .returning({ id: verificationChallenges.id });
  if (!consumed) return { ok: false, error: new AppError('code_expired') };
  return { ok: true, challenge };
}

export async function touchChallengeSent(tx: Tx, challengeId: string, newCode: string, now: Date): Promise<void> {
  await tx
    .update(verificationChallenges)
    .set({ codeHash: sha256(newCode), lastSentAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
    .where(eq(verificationChallenges.id, challengeId));
}
