import type { SupplierStatus } from '@icp/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { corporations, soleProprietors, suppliers } from '../../../db/schema.ts';
import { buyerNameSql } from './queue.ts';

/** Suppliers in the given statuses, oldest first (keyset on id), with their payments waiting. */
export function findSupplierReviewPage(
  tx: Tx,
  query: { statuses: SupplierStatus[]; buyerId?: number | undefined; after?: number | undefined },
  limit: number,
) {
  return tx
    .select({
      supplier: suppliers,
      buyerName: buyerNameSql,
      paymentsWaiting: sql<number>`(SELECT count(*)::int FROM invoices w
        WHERE w.buyer_id = ${suppliers.buyerId} AND w.supplier_id = ${suppliers.id} AND w.status IN (1, 2))`,
    })
    .from(suppliers)
    .leftJoin(corporations, eq(corporations.buyerId, suppliers.buyerId))
    .leftJoin(soleProprietors, eq(soleProprietors.buyerId, suppliers.buyerId))
    .where(
      and(
        isNull(suppliers.deletedAt),
        inArray(suppliers.status, query.statuses),
        query.buyerId !== undefined ? eq(suppliers.buyerId, query.buyerId) : undefined,
        query.after !== undefined ? gt(suppliers.id, query.after) : undefined,
      ),
    )
    .orderBy(asc(suppliers.id))
    .limit(limit + 1);
}
