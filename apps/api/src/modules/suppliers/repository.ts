import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supplierAccounts, suppliers } from '../../db/schema.ts';
import { escapeLike } from '../../platform/escape.ts';

type SupplierStatus = (typeof suppliers.$inferSelect)['status'];

/** GET /suppliers: one buyer's live (not deleted) suppliers, newest first. */
export async function listSuppliers(
  tx: Tx,
  filter: { buyerId: number; statuses?: SupplierStatus[] | undefined; q?: string | undefined; from: number; size: number },
) {
  const parts: SQL[] = [eq(suppliers.buyerId, filter.buyerId), isNull(suppliers.deletedAt)];
  if (filter.statuses?.length) parts.push(inArray(suppliers.status, filter.statuses));
  if (filter.q)
    parts.push(or(ilike(suppliers.name, `%${escapeLike(filter.q)}%`), ilike(suppliers.nameKana, `%${escapeLike(filter.q)}%`))!);
  const where = and(...parts);
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(where);
  const total = counted?.n ?? 0;
  // The bank shown in the list: the supplier's most recently registered account, one lookup per row of the page.
  const newestAccount = tx
    .select({ bankName: supplierAccounts.bankName, branchName: supplierAccounts.branchName })
    .from(supplierAccounts)
    .where(eq(supplierAccounts.supplierId, suppliers.id))
    .orderBy(desc(supplierAccounts.id))
    .limit(1)
    .as('newest_account');
  const rows =
    total === 0
      ? []
      : await tx
          .select({
            id: suppliers.id,
            name: suppliers.name,
            nameKana: suppliers.nameKana,
            businessForm: suppliers.businessForm,
            status: suppliers.status,
            createdAt: suppliers.createdAt,
            bankName: newestAccount.bankName,
            branchName: newestAccount.branchName,
            // Last completed transfer. Aliased explicitly: inside a raw subquery an unqualified
            // "id" would bind to the inner table.
            lastPaymentDate: sql<
              string | null
            >`(select max(i.transfer_date)::text from invoices i where i.supplier_id = "suppliers"."id" and i.buyer_id = "suppliers"."buyer_id" and i.status = 4)`,
          })
          .from(suppliers)
          .leftJoinLateral(newestAccount, sql`true`)
          .where(where)
          .orderBy(desc(suppliers.id))
          .offset(filter.from)
          .limit(filter.size);
  return {
    count_all: total,
    suppliers: rows.map((r) => ({
      id: r.id,
      name: r.name,
      name_kana: r.nameKana,
      business_form: r.businessForm as 1 | 2,
      status: r.status,
      bank_name: r.bankName,
      branch_name: r.branchName,
      last_payment_date: r.lastPaymentDate,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
