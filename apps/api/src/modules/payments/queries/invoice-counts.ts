import { INVOICE_STATUS, type InvoiceStatus, type InvoiceType } from '@icp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { preparedStatements } from '../../../db/prepared.ts';
import { invoiceCounts } from '../../../db/schema.ts';

/** The filters the counts table can answer: the tab filters (spec §4) and any mix of them. */
export interface CountableFilter {
  buyerId: number;
  statuses?: readonly InvoiceStatus[] | undefined;
  types?: readonly InvoiceType[] | undefined;
  isActionRequired?: boolean | undefined;
}

export interface InvoiceTally {
  total: number;
  actionRequired: number;
}

/** One statement per combination of present filters; values are parameters. */
const tallyStatement = preparedStatements('invoice_tally', (db, name, shape) => {
  const parts: SQL[] = [eq(invoiceCounts.buyerId, sql.placeholder('buyerId'))];
  if (shape.includes('s')) parts.push(sql`${invoiceCounts.status} = any(${sql.placeholder('statuses')})`);
  if (shape.includes('t')) parts.push(sql`${invoiceCounts.type} = any(${sql.placeholder('types')})`);
  if (shape.includes('a')) parts.push(eq(invoiceCounts.isActionRequired, sql.placeholder('isActionRequired')));
  return db
    .select({
      total: sql<number>`coalesce(sum(${invoiceCounts.n}), 0)::int`,
      actionRequired: sql<number>`coalesce(sum(${invoiceCounts.n}) filter (where ${invoiceCounts.isActionRequired}), 0)::int`,
    })
    .from(invoiceCounts)
    .where(and(...parts))
    .prepare(name);
});

/**
 * How many of the buyer's invoices match, from the maintained counts (migration 0008): at most a
 * few dozen index entries per buyer, however many invoices they have. Exact, because the
 * triggers write the counts in the same transaction as every insert, update and delete.
 */
export async function tallyInvoices(db: Db, filter: CountableFilter): Promise<InvoiceTally> {
  const hasStatuses = Boolean(filter.statuses?.length);
  const hasTypes = Boolean(filter.types?.length);
  const hasAction = filter.isActionRequired !== undefined;
  const shape = `${hasStatuses ? 's' : ''}${hasTypes ? 't' : ''}${hasAction ? 'a' : ''}`;
  const [row] = await tallyStatement(db, shape).execute({
    buyerId: filter.buyerId,
    statuses: filter.statuses?.map((status) => INVOICE_STATUS[status]),
    types: filter.types,
    isActionRequired: filter.isActionRequired,
  });
  return { total: row?.total ?? 0, actionRequired: row?.actionRequired ?? 0 };
}

/** Buyers compacted per transaction, so one sweep never holds many rows locked for long. */
const COMPACTION_BATCH = 500;

/**
 * Folds each buyer's +n/−n rows into one row per (status, type, action) and drops the zeros, so
 * reading a tally stays a handful of index entries. Safe beside writers and other compactors:
 * each row is deleted and re-added as part of a sum by exactly one transaction, and rows written
 * meanwhile are left for the next sweep. Returns how many buyers it compacted.
 */
export async function compactInvoiceCounts(db: Tx): Promise<number> {
  let compacted = 0;
  for (;;) {
    const result = await db.execute(sql`
      with busy as (
        select buyer_id from invoice_counts group by buyer_id
        having count(*) > count(distinct (status, type, is_action_required)) or bool_or(n = 0)
        limit ${COMPACTION_BATCH}
      ), gone as (
        delete from invoice_counts c using busy where c.buyer_id = busy.buyer_id
        returning c.buyer_id, c.status, c.type, c.is_action_required, c.n
      ), folded as (
        insert into invoice_counts (buyer_id, status, type, is_action_required, n)
        select buyer_id, status, type, is_action_required, sum(n) from gone
        group by 1, 2, 3, 4 having sum(n) <> 0
        returning buyer_id
      )
      select distinct buyer_id from gone`);
    // Both drivers answer { rows }; Drizzle's type for execute() differs between them.
    const buyers = (result as unknown as { rows: unknown[] }).rows.length;
    compacted += buyers;
    if (buyers < COMPACTION_BATCH) return compacted;
  }
}
