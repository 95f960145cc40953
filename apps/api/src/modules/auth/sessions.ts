import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';

/** docs/design.md §8: sessions end after 30 idle minutes and 12 hours at most. */
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE_MS;

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export async function startSession(tx: Tx, userId: number, now: Date, meta: RequestMeta) {
  const [session] = await tx
    .insert(sessions)
    .values({
      userId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .returning({ id: sessions.id });
  const refreshToken = await addRefreshToken(tx, session!.id, now);
  return { sessionId: session!.id, refreshToken };
}

/** Stores a refresh token of the session (a new random one unless the rotation derived it). */
export async function addRefreshToken(tx: Tx, sessionId: string, now: Date, token: string = randomToken()): Promise<string> {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash: sha256(token), createdAt: now });
  return token;
}

export function isSessionLive(session: { revokedAt: Date | null; expiresAt: Date; lastUsedAt: Date }, now: Date): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    now.getTime() - session.lastUsedAt.getTime() < SESSION_IDLE_MS
  );
}

/** Every authenticated request runs this: prepared once per database handle. */
const sessionWithUser = preparedStatements('session_with_user', (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      buyerId: users.buyerId,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare(name),
);

export async function findSessionWithUser(db: Db, sessionId: string) {
  const [row] = await sessionWithUser(db).execute({ sessionId });
  return row;
}

export async function touchSession(tx: Tx, sessionId: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: string, now: Date, reason: string): Promise<boolean> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeAllSessionsOfUser(tx: Tx, userId: number, now: Date, reason: string): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Ends every live session of the user except `keepSessionId` (password change, 「他の端末からログアウト」). */
export async function revokeOtherSessionsOfUser(
  tx: Tx,
  userId: number,
  keepSessionId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function findRefreshToken(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** When a refresh token of the session was used (null: never, or it is not the session's). */
export async function refreshTokenUse(tx: Tx, sessionId: string, token: string): Promise<{ usedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.sessionId, sessionId)))
    .limit(1);
  return row;
}

/** Marks a refresh token used; false when someone already used it (reuse = theft signal). */
export async function markRefreshTokenUsed(tx: Tx, id: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return used.length > 0;
}
