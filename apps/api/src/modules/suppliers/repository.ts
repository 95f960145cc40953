import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { supplierAccounts, suppliers } from '../../db/schema.ts';
import { escapeLike } from '../../platform/escape.ts';

type SupplierStatus = (typeof suppliers.$inferSelect)['status'];

/** The SQL for a combination of filters: `s` statuses, `q` a name search. Values are parameters. */
function supplierConditions(shape: string): SQL {
  const parts: SQL[] = [eq(suppliers.buyerId, sql.placeholder('buyerId')), isNull(suppliers.deletedAt)];
  if (shape.includes('s')) parts.push(sql`${suppliers.status} = any(${sql.placeholder('statuses')})`);
  if (shape.includes('q'))
    parts.push(or(ilike(suppliers.name, sql.placeholder('pattern')), ilike(suppliers.nameKana, sql.placeholder('pattern')))!);
  return and(...parts)!;
}

const countSuppliers = preparedStatements('suppliers_count', (db, name, shape) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(supplierConditions(shape))
    .prepare(name),
);

const supplierPage = preparedStatements('suppliers_page', (db, name, shape) => {
  // The bank shown in the list: the supplier's most recently registered account, one lookup per row of the page.
  const newestAccount = db
    .select({ bankName: supplierAccounts.bankName, branchName: supplierAccounts.branchName })
    .from(supplierAccounts)
    .where(eq(supplierAccounts.supplierId, suppliers.id))
    .orderBy(desc(supplierAccounts.id))
    .limit(1)
    .as('newest_account');
  return db
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
    .where(supplierConditions(shape))
    .orderBy(desc(suppliers.id))
    .offset(sql.placeholder('from'))
    .limit(sql.placeholder('size'))
    .prepare(name);
});

/** GET /suppliers: one buyer's live (not deleted) suppliers, newest first. */
export async function listSuppliers(
  db: Db,
  filter: { buyerId: number; statuses?: SupplierStatus[] | undefined; q?: string | undefined; from: number; size: number },
) {
  const shape = `${filter.statuses?.length ? 's' : ''}${filter.q ? 'q' : ''}`;
  const values = {
    buyerId: filter.buyerId,
    statuses: filter.statuses,
    pattern: filter.q ? `%${escapeLike(filter.q)}%` : undefined,
    from: filter.from,
    size: filter.size,
  };
  const [counted] = await countSuppliers(db, shape).execute(values);
  const total = counted?.n ?? 0;
  const rows = total === 0 ? [] : await supplierPage(db, shape).execute(values);
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
