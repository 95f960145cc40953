import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceFiles, invoices, partnerClients, prePayments, supplierAccounts, suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

export type PrePaymentRow = typeof prePayments.$inferSelect;
export type PrePaymentStatus = PrePaymentRow['status'];
type InvoiceRow = typeof invoices.$inferSelect;
type FileRow = typeof invoiceFiles.$inferSelect;

export function prePaymentNotFound(): AppError {
  return new AppError('not_found', { userMessage: '支払データが見つかりません。' });
}

/**
 * A pre-payment past its expiry that the job has not swept yet is already expired for everyone
 * who reads it: the job only makes the row say so.
 */
export function effectiveStatus(row: Pick<PrePaymentRow, 'status' | 'expiresAt'>, now: Date): PrePaymentStatus {
  return row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;
}

// ---------------------------------------------------------------- the partner's view

/** The one the partner sent earlier with this Idempotency-Key (keys are per app and buyer). */
export async function findByIdempotencyKey(tx: Tx, scope: { clientId: string; buyerId: number }, key: string) {
  const [row] = await tx
    .select()
    .from(prePayments)
    .where(
      and(eq(prePayments.clientId, scope.clientId), eq(prePayments.buyerId, scope.buyerId), eq(prePayments.idempotencyKey, key)),
    )
    .limit(1);
  return row ?? null;
}

export async function findPartnerClient(tx: Tx, clientId: string) {
  const [row] = await tx.select().from(partnerClients).where(eq(partnerClients.clientId, clientId)).limit(1);
  return row ?? null;
}

/** A pre-payment with its payment, if paid: only this app's, only for this buyer (else null → 404). */
export async function findPartnerPrePayment(
  tx: Tx,
  scope: { clientId: string; buyerId: number },
  preId: string,
): Promise<{ pre: PrePaymentRow; invoice: InvoiceRow | null } | null> {
  const [row] = await tx
    .select({ pre: prePayments, invoice: invoices })
    .from(prePayments)
    .leftJoin(invoices, and(eq(invoices.id, prePayments.invoiceId), eq(invoices.buyerId, prePayments.buyerId)))
    .where(and(eq(prePayments.id, preId), eq(prePayments.clientId, scope.clientId), eq(prePayments.buyerId, scope.buyerId)))
    .limit(1);
  return row ?? null;
}

/** The statuses as the partner filters them, expiry included (see effectiveStatus). */
function statusCondition(status: PrePaymentStatus, now: Date): SQL {
  if (status === 'pending') return and(eq(prePayments.status, 'pending'), gt(prePayments.expiresAt, now))!;
  if (status === 'expired')
    return or(eq(prePayments.status, 'expired'), and(eq(prePayments.status, 'pending'), lte(prePayments.expiresAt, now)))!;
  return eq(prePayments.status, status);
}

/** Newest first, `limit + 1` rows so the caller knows whether there is a next page. */
export async function listPartnerPrePayments(
  tx: Tx,
  scope: { clientId: string; buyerId: number },
  filter: { status?: PrePaymentStatus | undefined; after?: string | undefined; limit: number; now: Date },
) {
  const conditions: SQL[] = [eq(prePayments.clientId, scope.clientId), eq(prePayments.buyerId, scope.buyerId)];
  if (filter.status) conditions.push(statusCondition(filter.status, filter.now));
  if (filter.after) {
    const [cursor] = await tx
      .select({ id: prePayments.id })
      .from(prePayments)
      .where(
        and(eq(prePayments.id, filter.after), eq(prePayments.clientId, scope.clientId), eq(prePayments.buyerId, scope.buyerId)),
      )
      .limit(1);
    if (!cursor)
      throw new AppError('validation_error', {
        userMessage: '続きの位置（after）に指定された支払データが見つかりません。',
        errors: [{ field: 'after', message: '続きの位置（after）に指定された支払データが見つかりません。' }],
      });
    // Compared in SQL: the column keeps microseconds a JavaScript Date would round away.
    conditions.push(
      sql`(${prePayments.createdAt}, ${prePayments.id}) < (select p.created_at, p.id from pre_payments p where p.id = ${cursor.id})`,
    );
  }
  return tx
    .select({ pre: prePayments, invoice: invoices })
    .from(prePayments)
    .leftJoin(invoices, and(eq(invoices.id, prePayments.invoiceId), eq(invoices.buyerId, prePayments.buyerId)))
    .where(and(...conditions))
    .orderBy(desc(prePayments.createdAt), desc(prePayments.id))
    .limit(filter.limit + 1);
}

/** The buyer's live suppliers for a partner: names and status only, never accounts. */
export async function listSuppliersForPartner(tx: Tx, buyerId: number) {
  return tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      businessForm: suppliers.businessForm,
      corporateNumber: suppliers.corporateNumber,
      status: suppliers.status,
    })
    .from(suppliers)
    .where(and(eq(suppliers.buyerId, buyerId), isNull(suppliers.deletedAt)))
    .orderBy(desc(suppliers.id));
}

// ---------------------------------------------------------------- the buyer's view

export type BuyerPrePaymentRow = {
  pre: PrePaymentRow;
  client: { clientId: string; name: string; logoDataUri: string | null };
  file: FileRow | null;
};

function buyerSelection(tx: Tx) {
  return tx
    .select({
      pre: prePayments,
      client: { clientId: partnerClients.clientId, name: partnerClients.name, logoDataUri: partnerClients.logoDataUri },
      file: invoiceFiles,
    })
    .from(prePayments)
    .innerJoin(partnerClients, eq(partnerClients.clientId, prePayments.clientId))
    .leftJoin(invoiceFiles, and(eq(invoiceFiles.id, prePayments.fileId), eq(invoiceFiles.buyerId, prePayments.buyerId)));
}

/** One of the buyer's pre-payments, or null (another buyer's id looks like a missing one). */
export async function findBuyerPrePayment(tx: Tx, buyerId: number, preId: string): Promise<BuyerPrePaymentRow | null> {
  const [row] = await buyerSelection(tx)
    .where(and(eq(prePayments.id, preId), eq(prePayments.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}

/** What /oauth/payments/selection offers: still payable, newest first (at most one page). */
export async function listPendingPrePayments(tx: Tx, buyerId: number, now: Date, limit: number): Promise<BuyerPrePaymentRow[]> {
  return buyerSelection(tx)
    .where(and(eq(prePayments.buyerId, buyerId), eq(prePayments.status, 'pending'), gt(prePayments.expiresAt, now)))
    .orderBy(desc(prePayments.createdAt), desc(prePayments.id))
    .limit(limit);
}

/** Locks the buyer's pre-payment for a change (prepare, pay); null when it is not theirs. */
export async function lockBuyerPrePayment(tx: Tx, buyerId: number, preId: string): Promise<PrePaymentRow | null> {
  const [row] = await tx
    .select()
    .from(prePayments)
    .where(and(eq(prePayments.id, preId), eq(prePayments.buyerId, buyerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

// ---------------------------------------------------------------- matching the buyer's supplier and account

type SupplierKey = Pick<PrePaymentRow, 'corporateNumber' | 'supplierName'>;
type AccountKey = Pick<PrePaymentRow, 'bankCode' | 'branchCode' | 'accountType' | 'accountNumber'>;

/**
 * The buyer's live supplier this pre-payment is for: the same 法人番号 when the partner sent
 * one (names are written many ways), else exactly the same name. The oldest wins, as the one
 * the buyer has paid through so far.
 */
export async function matchSupplier(tx: Tx, buyerId: number, key: SupplierKey): Promise<number | null> {
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.buyerId, buyerId),
        isNull(suppliers.deletedAt),
        key.corporateNumber ? eq(suppliers.corporateNumber, key.corporateNumber) : eq(suppliers.name, key.supplierName),
      ),
    )
    .orderBy(asc(suppliers.id))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a supplier row is the one matchSupplier would accept for this pre-payment. */
export function supplierMatches(supplier: { corporateNumber: string | null; name: string }, key: SupplierKey): boolean {
  return key.corporateNumber ? supplier.corporateNumber === key.corporateNumber : supplier.name === key.supplierName;
}

export async function matchAccount(tx: Tx, buyerId: number, supplierId: number, key: AccountKey): Promise<number | null> {
  const [row] = await tx
    .select({ id: supplierAccounts.id })
    .from(supplierAccounts)
    .where(
      and(
        eq(supplierAccounts.buyerId, buyerId),
        eq(supplierAccounts.supplierId, supplierId),
        eq(supplierAccounts.bankCode, key.bankCode),
        eq(supplierAccounts.branchCode, key.branchCode),
        eq(supplierAccounts.accountType, key.accountType),
        eq(supplierAccounts.accountNumber, key.accountNumber),
      ),
    )
    .orderBy(asc(supplierAccounts.id))
    .limit(1);
  return row?.id ?? null;
}

/** The supplier and account a payment names, as stored (both scoped to the buyer). */
export async function paymentParties(tx: Tx, buyerId: number, supplierId: number, accountId: number) {
  const [row] = await tx
    .select({
      supplierName: suppliers.name,
      corporateNumber: suppliers.corporateNumber,
      bankCode: supplierAccounts.bankCode,
      branchCode: supplierAccounts.branchCode,
      accountType: supplierAccounts.accountType,
      accountNumber: supplierAccounts.accountNumber,
    })
    .from(suppliers)
    .innerJoin(supplierAccounts, and(eq(supplierAccounts.supplierId, suppliers.id), eq(supplierAccounts.id, accountId)))
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.buyerId, buyerId), eq(supplierAccounts.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}
