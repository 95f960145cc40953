import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { operatorSessions, operators } from '../../db/schema.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import type { RequestMeta } from '../auth/sessions.ts';

/** Issue 14: an operator session ends after 15 idle minutes and 12 hours at most (shorter than a buyer's). */
export const OPERATOR_IDLE_MS = 15 * MINUTE_MS;
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE_MS;

export async function startOperatorSession(tx: Tx, operatorId: number, now: Date, meta: RequestMeta) {
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_ABSOLUTE_MS);
  const [row] = await tx
    .insert(operatorSessions)
    .values({
      operatorId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .returning({ id: operatorSessions.id });
  return { sessionId: row!.id, expiresAt };
}

export function isOperatorSessionLive(
  session: { revokedAt: Date | null; expiresAt: Date; lastUsedAt: Date; disabledAt: Date | null },
  now: Date,
): boolean {
  return (
    session.revokedAt === null &&
    session.disabledAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    now.getTime() - session.lastUsedAt.getTime() < OPERATOR_IDLE_MS
  );
}

/** Every operator request runs this: prepared once per database handle. */
const sessionWithOperator = preparedStatements('operator_session_with_operator', (db, name) =>
  db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operatorSessions.operatorId,
      revokedAt: operatorSessions.revokedAt,
      expiresAt: operatorSessions.expiresAt,
      lastUsedAt: operatorSessions.lastUsedAt,
      name: operators.name,
      roles: operators.roles,
      disabledAt: operators.disabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare(name),
);

export async function findOperatorSession(db: Db, sessionId: string) {
  const [row] = await sessionWithOperator(db).execute({ sessionId });
  return row;
}

export async function touchOperatorSession(db: Db | Tx, sessionId: string, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastUsedAt: now }).where(eq(operatorSessions.id, sessionId));
}

export async function revokeOperatorSession(tx: Tx, sessionId: string, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return revoked.length > 0;
}

/** Disabling an operator ends every session at once (the guard also checks disabled_at). */
export async function revokeAllOperatorSessions(tx: Tx, operatorId: number, now: Date): Promise<number> {
  const revoked = await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return revoked.length;
}
