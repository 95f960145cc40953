import { AUDIT_PAGE_SIZE, type opsAuditLogQuerySchema, type opsAuditLogResponseSchema } from '@icp/contract';
import { type SQL, and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLogs, operators } from '../../db/schema.ts';

type Query = z.output<typeof opsAuditLogQuerySchema>;
type Page = z.output<typeof opsAuditLogResponseSchema>;

const DAY_MS = 86_400_000;
/** The start of a JST calendar day as an instant. */
const jstDayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+09:00`);
/** `%` and `_` typed by the operator are literal characters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The console's audit log: newest first, 50 a page, keyset by id (a page never shifts while new
 * rows arrive). Filters match the indexes (actor, target, time); the free text looks at the action
 * name and the operator's name. Any operator may read it: seeing who did what is the point.
 */
export async function searchAuditLog(db: Db, query: Query): Promise<Page> {
  const operatorName = sql<string | null>`coalesce(${operators.name}, ${auditLogs.detail} ->> 'operator_name')`;
  const filters: (SQL | undefined)[] = [
    query.actor_type ? eq(auditLogs.actorType, query.actor_type) : undefined,
    query.actor_id ? eq(auditLogs.actorId, query.actor_id) : undefined,
    query.action ? ilike(auditLogs.action, `${likeLiteral(query.action)}%`) : undefined,
    query.target_type ? eq(auditLogs.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLogs.targetId, query.target_id) : undefined,
    query.from ? gte(auditLogs.createdAt, jstDayStart(query.from)) : undefined,
    query.to ? lt(auditLogs.createdAt, new Date(jstDayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.q
      ? or(ilike(auditLogs.action, `%${likeLiteral(query.q)}%`), ilike(operatorName, `%${likeLiteral(query.q)}%`))
      : undefined,
    query.before_id ? lt(auditLogs.id, query.before_id) : undefined,
  ];
  const rows = await db
    .select({ log: auditLogs, operatorName })
    .from(auditLogs)
    // Console operators are recorded by id; the CLI and older rows by the name typed.
    .leftJoin(operators, and(eq(auditLogs.actorType, 'operator'), eq(auditLogs.actorId, sql`${operators.id}::text`)))
    .where(and(...filters))
    .orderBy(desc(auditLogs.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(({ log, operatorName: name }) => ({
      id: log.id,
      created_at: log.createdAt.toISOString(),
      actor_type: log.actorType,
      actor_id: log.actorId,
      actor_name: name ?? (log.actorType === 'operator' ? log.actorId : null),
      action: log.action,
      target_type: log.targetType,
      target_id: log.targetId,
      buyer_id: log.buyerId,
      detail: log.detail,
      ip_address: log.ipAddress,
    })),
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.log.id : null,
  };
}
