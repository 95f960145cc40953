import { EXAMINATION_FLAGS, type ExaminationFlag, type OpsExaminationQueueQuery } from '@icp/contract';
import { INVOICE_STATUS } from '@icp/domain';
import { type SQL, and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { corporations, invoices, soleProprietors, supplierAccounts, suppliers } from '../../../db/schema.ts';
import { flagExpressions } from './flag-sql.ts';

export const QUEUE_STATUSES = [INVOICE_STATUS.InProgress, INVOICE_STATUS.InProgressExaminationChecked];

/** The buyer's business name (corporation or sole proprietor). */
export const buyerNameSql = sql<string>`coalesce(${corporations.corporateName}, ${soleProprietors.businessName}, '')`;

/**
 * One page of the examination queue, oldest first (by id: ids grow with creation), from the
 * partial index invoices_examination_queue_idx. Fetches `limit + 1` rows so the caller knows
 * whether another page follows. Flags are computed for the returned rows only (and, with a flag
 * filter, for the rows scanned until the page is full).
 */
export async function findQueuePage(tx: Tx, query: OpsExaminationQueueQuery, limit: number, now: Date) {
  const flags = flagExpressions(now);
  const conditions: (SQL | undefined)[] = [
    // Written as IN (1, 2) so the planner matches the partial index's predicate.
    sql`${invoices.status} IN (${sql.raw(QUEUE_STATUSES.join(', '))})`,
    query.status ? eq(invoices.status, INVOICE_STATUS[query.status]) : undefined,
    query.after !== undefined ? gt(invoices.id, query.after) : undefined,
    query.buyer_id !== undefined ? eq(invoices.buyerId, query.buyer_id) : undefined,
    query.supplier_id !== undefined ? eq(invoices.supplierId, query.supplier_id) : undefined,
    query.amount_min !== undefined ? gte(invoices.amount, query.amount_min) : undefined,
    query.amount_max !== undefined ? lte(invoices.amount, query.amount_max) : undefined,
    query.action_required !== undefined ? eq(invoices.isActionRequired, query.action_required === 'yes') : undefined,
    query.flag ? flags[query.flag] : undefined,
  ];
  const flagColumns = Object.fromEntries(EXAMINATION_FLAGS.map((f) => [f, flags[f]])) as Record<ExaminationFlag, SQL<boolean>>;
  return tx
    .select({
      id: invoices.id,
      buyerId: invoices.buyerId,
      buyerName: buyerNameSql,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierStatus: suppliers.status,
      amount: invoices.amount,
      total: invoices.total,
      status: invoices.status,
      isActionRequired: invoices.isActionRequired,
      createdAt: invoices.createdAt,
      transferDate: invoices.transferDate,
      ...flagColumns,
    })
    .from(invoices)
    .leftJoin(suppliers, eq(suppliers.id, invoices.supplierId))
    .leftJoin(supplierAccounts, eq(supplierAccounts.id, invoices.accountId))
    .leftJoin(corporations, eq(corporations.buyerId, invoices.buyerId))
    .leftJoin(soleProprietors, eq(soleProprietors.buyerId, invoices.buyerId))
    .where(and(...conditions))
    .orderBy(asc(invoices.id))
    .limit(limit + 1);
}

export type QueueRow = Awaited<ReturnType<typeof findQueuePage>>[number];
