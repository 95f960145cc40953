import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { drafts } from '../../db/schema.ts';

/** GET /drafts: one buyer's saved payment drafts, most recently edited first. */
export async function listDrafts(tx: Tx, filter: { buyerId: number; from: number; size: number }) {
  const where = eq(drafts.buyerId, filter.buyerId);
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(drafts)
    .where(where);
  const total = counted?.n ?? 0;
  const rows =
    total === 0
      ? []
      : await tx
          .select({ id: drafts.id, supplierName: drafts.supplierName, amount: drafts.amount, updatedAt: drafts.updatedAt })
          .from(drafts)
          .where(where)
          .orderBy(desc(drafts.updatedAt), desc(drafts.id))
          .offset(filter.from)
          .limit(filter.size);
  return {
    count: total,
    drafts: rows.map((r) => ({
      id: r.id,
      supplier_name: r.supplierName,
      amount: r.amount,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}
