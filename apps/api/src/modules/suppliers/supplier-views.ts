import type { SupplierAccount, SupplierDetail } from '@icp/contract';
import { normalizeHolderKana } from '@icp/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoices, supplierAccounts, suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type AccountRow = typeof supplierAccounts.$inferSelect;

/** The buyer's live supplier, or 404 — also for another buyer's id, so ids reveal nothing. */
export async function findOwnSupplier(
  tx: Tx,
  buyerId: number,
  supplierId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SupplierRow> {
  const query = tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.buyerId, buyerId), isNull(suppliers.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', { userMessage: '支払先が見つかりません。' });
  return row;
}

export function toAccountView(a: AccountRow): SupplierAccount {
  const normalized = normalizeHolderKana(a.holderName);
  return {
    id: a.id,
    bank_code: a.bankCode,
    bank_name: a.bankName,
    branch_code: a.branchCode,
    branch_name: a.branchName,
    account_type: a.accountType,
    account_number: a.accountNumber,
    account_holder_name: a.holderName,
    account_holder_name_display: normalized.ok ? normalized.display : a.holderName,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export async function listAccounts(tx: Tx, supplierId: number): Promise<AccountRow[]> {
  return tx.select().from(supplierAccounts).where(eq(supplierAccounts.supplierId, supplierId)).orderBy(desc(supplierAccounts.id));
}

/** Statuses in which money for a supplier is still moving (spec §4 values). */
export const IN_FLIGHT_INVOICE_STATUSES = [1, 2, 3, 6, 7];

export async function lastPaymentDate(tx: Tx, buyerId: number, supplierId: number): Promise<string | null> {
  const [row] = await tx
    .select({ date: sql<string | null>`max(${invoices.transferDate})::text` })
    .from(invoices)
    .where(and(eq(invoices.buyerId, buyerId), eq(invoices.supplierId, supplierId), eq(invoices.status, 4)));
  return row?.date ?? null;
}

export async function hasPaymentInFlight(tx: Tx, buyerId: number, supplierId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.buyerId, buyerId),
        eq(invoices.supplierId, supplierId),
        inArray(invoices.status, IN_FLIGHT_INVOICE_STATUSES),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function supplierDetail(tx: Tx, supplier: SupplierRow): Promise<SupplierDetail> {
  const [accounts, lastPayment] = await Promise.all([
    listAccounts(tx, supplier.id),
    lastPaymentDate(tx, supplier.buyerId, supplier.id),
  ]);
  return {
    id: supplier.id,
    business_form: supplier.businessForm as 1 | 2,
    name: supplier.name,
    name_kana: supplier.nameKana,
    corporate_number: supplier.corporateNumber,
    postal_code: supplier.postalCode,
    address_state: supplier.addressState,
    address_city: supplier.addressCity,
    address_street: supplier.addressStreet,
    address_building_name: supplier.addressBuildingName,
    contact_person_name: supplier.contactPersonName,
    email_address: supplier.emailAddress,
    phone_number: supplier.phoneNumber,
    memo: supplier.memo,
    status: supplier.status,
    status_reason: supplier.statusReason,
    accounts: accounts.map(toAccountView),
    last_payment_date: lastPayment,
    created_at: supplier.createdAt.toISOString(),
  };
}
