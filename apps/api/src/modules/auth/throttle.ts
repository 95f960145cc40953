import { and, count, eq, gt, inArray, lt, max, min, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * Login throttling per account and per IP: 10 failures in 15 minutes → 429 until the oldest
 * failure leaves the window. The window is short so an attacker cannot keep the real user
 * locked out for long, and it caps guesses at 40 an hour per account (docs/design.md §8: ≤ 100).
 */
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
export const MAX_FAILURES_IN_WINDOW = 10;

type Scope = 'account' | 'ip';

export async function assertNotThrottled(tx: Tx, subjects: { account: string; ip: string }, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const rows = await tx
    .select({ scope: authFailures.scope, n: count(), oldest: min(authFailures.createdAt) })
    .from(authFailures)
    .where(
      and(
        gt(authFailures.createdAt, windowStart),
        or(
          and(eq(authFailures.scope, 'account'), eq(authFailures.subject, subjects.account)),
          and(eq(authFailures.scope, 'ip'), eq(authFailures.subject, subjects.ip)),
        ),
      ),
    )
    .groupBy(authFailures.scope);
  let retryAfterMs = 0;
  for (const row of rows) {
    if (row.n >= MAX_FAILURES_IN_WINDOW && row.oldest) {
      const oldest = new Date(row.oldest).getTime();
      retryAfterMs = Math.max(retryAfterMs, oldest + FAILURE_WINDOW_MS - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError('too_many_requests', {
      userMessage: `ログインの試行回数が多すぎます。${Math.ceil(seconds / 60)}分ほど待ってから再度お試しください。`,
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** This attempt's rows in auth_failures, counted as failures until a right password releases them. */
export interface ReservedAttempt {
  failureIds: number[];
}

/**
 * Checks the throttle and counts this attempt as a failure in one short transaction, before the
 * password is even looked at; a right password then takes its rows back (releaseAttempt). Checking
 * first and recording after the slow password hash would let a burst of parallel guesses — spread
 * over every API process — all pass the check before any was recorded: 30 at once got 17 guesses
 * evaluated against a limit of 10. Here the check and the record are one step per account and per
 * IP (transaction-scoped advisory locks, held for the count and the insert only, never during the
 * hash), so at most MAX_FAILURES_IN_WINDOW guesses are ever evaluated. Throws 429 while throttled.
 */
export async function reserveAttempt(db: Db, subjects: { account: string; ip: string }, now: Date): Promise<ReservedAttempt> {
  return db.transaction(async (tx) => {
    // Always account, then IP: two attempts never hold them in opposite orders.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login-throttle:account:${subjects.account}`}, 0))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login-throttle:ip:${subjects.ip}`}, 0))`);
    await assertNotThrottled(tx, subjects, now);
    return { failureIds: await recordFailure(tx, subjects, now) };
  });
}

/** A right password: the attempt was no failure after all. */
export async function releaseAttempt(tx: Tx, attempt: ReservedAttempt): Promise<void> {
  await tx.delete(authFailures).where(inArray(authFailures.id, attempt.failureIds));
}

export async function recordFailure(tx: Tx, subjects: { account: string; ip: string }, now: Date): Promise<number[]> {
  const scopes: Scope[] = ['account', 'ip'];
  const rows = await tx
    .insert(authFailures)
    .values(scopes.map((scope) => ({ scope, subject: subjects[scope], createdAt: now })))
    .returning({ id: authFailures.id });
  // Rows older than the window are useless; pruning here keeps the table small without
  // costing anything on the successful-login path.
  await tx.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - 4 * FAILURE_WINDOW_MS)));
  return rows.map((r) => r.id);
}

/** A successful login forgets the account's failures (the IP's stay: they may be another victim's). */
export async function clearAccountFailures(tx: Tx, account: string): Promise<void> {
  await tx.delete(authFailures).where(and(eq(authFailures.scope, 'account'), eq(authFailures.subject, account)));
}

/**
 * Sign-up codes per address (`POST /users` and `/users/resignup`): one a minute and six an hour,
 * counted by the normalised address whether or not an account exists, so a 429 says nothing
 * about who is a customer (ADR 0011).
 */
export const SIGN_UP_CODE_INTERVAL_MS = MINUTE_MS;
export const SIGN_UP_CODE_WINDOW_MS = 60 * MINUTE_MS;
export const MAX_SIGN_UP_CODES_IN_WINDOW = 6;

export function normalisedAddress(emailAddress: string): string {
  return emailAddress.trim().toLowerCase();
}

/** Throws 429 (resend_too_soon / too_many_requests) while the address's codes are throttled. */
export async function assertSignUpCodeAllowed(tx: Tx, emailAddress: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: count(), latest: max(authFailures.createdAt) })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.scope, 'signup_code'),
        eq(authFailures.subject, normalisedAddress(emailAddress)),
        gt(authFailures.createdAt, new Date(now.getTime() - SIGN_UP_CODE_WINDOW_MS)),
      ),
    );
  const sinceLast = row?.latest ? now.getTime() - new Date(row.latest).getTime() : Infinity;
  if (sinceLast < SIGN_UP_CODE_INTERVAL_MS) {
    throw new AppError('resend_too_soon', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil((SIGN_UP_CODE_INTERVAL_MS - sinceLast) / 1000))) },
    });
  }
  if ((row?.n ?? 0) >= MAX_SIGN_UP_CODES_IN_WINDOW) throw new AppError('too_many_requests');
}

/** Counts one sign-up code asked for the address (sent or not: the answer is the same). */
export async function recordSignUpCodeRequest(tx: Tx, emailAddress: string, now: Date): Promise<void> {
  await tx.insert(authFailures).values({ scope: 'signup_code', subject: normalisedAddress(emailAddress), createdAt: now });
  await tx
    .delete(authFailures)
    .where(
      and(eq(authFailures.scope, 'signup_code'), lt(authFailures.createdAt, new Date(now.getTime() - SIGN_UP_CODE_WINDOW_MS))),
    );
}
