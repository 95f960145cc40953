import { AMOUNT_FAR_ABOVE_HISTORY_FACTOR, AMOUNT_FIRST_PAYMENT_THRESHOLD, type ExaminationFlag } from '@icp/contract';
import { INVOICE_STATUS } from '@icp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { invoices, supplierAccounts, suppliers } from '../../../db/schema.ts';
import { DUPLICATE_LOOKBACK_DAYS } from '../../payments/creation/duplicates.ts';

/*
 * The examination flags as SQL over one row of `invoices` joined with its `suppliers` and
 * `supplier_accounts` (the queue and the detail select from that join). Each is a boolean
 * expression, so the queue can both show a flag and filter on it. The rules, in words, are the
 * flag texts of the contract (EXAMINATION_FLAG_TEXT).
 */

const NOT_COUNTED = sql.raw(`${INVOICE_STATUS.Cancel}, ${INVOICE_STATUS.Expired}`);
const CAPTURED = sql.raw(`${INVOICE_STATUS.InProgressExaminationCompleted}, ${INVOICE_STATUS.TransferCompleted}`);

/**
 * No earlier payment of this buyer to this account (cancelled and expired ones do not count).
 * An account belongs to one supplier, so the supplier narrows the search to
 * invoices_supplier_transfer_idx (buyer, supplier) before the account is compared.
 */
const firstPaymentToAccount = sql<boolean>`(${invoices.accountId} IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM invoices e
  WHERE e.buyer_id = ${invoices.buyerId} AND e.supplier_id = ${invoices.supplierId}
    AND e.account_id = ${invoices.accountId} AND e.id < ${invoices.id} AND e.status NOT IN (${NOT_COUNTED})))`;

/** The same bank, branch and account number in another buyer's supplier accounts. */
const accountUsedByOtherBuyer = sql<boolean>`(${supplierAccounts.id} IS NOT NULL AND EXISTS (
  SELECT 1 FROM supplier_accounts o
  WHERE o.bank_code = ${supplierAccounts.bankCode} AND o.branch_code = ${supplierAccounts.branchCode}
    AND o.account_number = ${supplierAccounts.accountNumber} AND o.buyer_id <> ${invoices.buyerId}))`;

/** The supplier is not 承認済み. */
const supplierNotApproved = sql<boolean>`(${suppliers.id} IS NOT NULL AND ${suppliers.status} <> 'Approved')`;

/**
 * ADR 0013's likely duplicates (creation/duplicates.ts findLikelyDuplicates, which the detail
 * screen calls itself): another payment of the same buyer created in the last
 * DUPLICATE_LOOKBACK_DAYS, not cancelled or expired, with the same supplier and invoice number,
 * the same supplier, amount and due date, or the same file bytes. (A file row serves one live
 * payment — create-invoice refuses a second — so "same bytes" means another file row.)
 */
function possibleDuplicate(now: Date): SQL<boolean> {
  const since = new Date(now.getTime() - DUPLICATE_LOOKBACK_DAYS * 86_400_000).toISOString();
  // Three EXISTS rather than one with OR, so each can be one index probe (see
  // bench/examination-queue-fixes.sql). A supplier belongs to one buyer, and a payment only ever
  // names its buyer's own supplier (create-invoice checks), so the supplier stands for the buyer.
  return sql<boolean>`(EXISTS (
    SELECT 1 FROM invoices d
    WHERE d.supplier_id = ${invoices.supplierId} AND d.amount = ${invoices.amount} AND d.due_date = ${invoices.dueDate}
      AND d.id <> ${invoices.id}
      AND d.status NOT IN (${NOT_COUNTED}) AND d.created_at >= ${since}::timestamptz)
  OR (btrim(coalesce(${invoices.invoiceNumber}, '')) <> '' AND EXISTS (
    SELECT 1 FROM invoices d
    WHERE d.supplier_id = ${invoices.supplierId} AND lower(d.invoice_number) = lower(btrim(${invoices.invoiceNumber}))
      AND d.id <> ${invoices.id}
      AND d.status NOT IN (${NOT_COUNTED}) AND d.created_at >= ${since}::timestamptz))
  OR EXISTS (
    SELECT 1 FROM invoice_files f0
    JOIN invoice_files df ON df.buyer_id = f0.buyer_id AND df.sha256 = f0.sha256 AND df.id <> f0.id
    WHERE f0.id = ${invoices.fileId}
      AND EXISTS (SELECT 1 FROM invoices d
        WHERE d.file_id = df.id AND d.buyer_id = ${invoices.buyerId} AND d.id <> ${invoices.id}
          AND d.status NOT IN (${NOT_COUNTED}) AND d.created_at >= ${since}::timestamptz)))`;
}

/**
 * More than AMOUNT_FAR_ABOVE_HISTORY_FACTOR × the buyer's largest captured payment (振込予約済・
 * 振込完了: the payment under examination is not captured, so these are the buyer's history);
 * with none, AMOUNT_FIRST_PAYMENT_THRESHOLD yen or more. No "earlier than this one": max() is
 * then the last entry of an index on (buyer_id, amount) for captured payments.
 */
const amountFarAboveHistory = sql<boolean>`(coalesce(${invoices.amount} > ${sql.raw(String(AMOUNT_FAR_ABOVE_HISTORY_FACTOR))} * (
    SELECT max(h.amount) FROM invoices h
    WHERE h.buyer_id = ${invoices.buyerId} AND h.status IN (${CAPTURED})),
  ${invoices.amount} >= ${sql.raw(String(AMOUNT_FIRST_PAYMENT_THRESHOLD))}))`;

export function flagExpressions(now: Date): Record<ExaminationFlag, SQL<boolean>> {
  return {
    first_payment_to_account: firstPaymentToAccount,
    account_used_by_other_buyer: accountUsedByOtherBuyer,
    supplier_not_approved: supplierNotApproved,
    possible_duplicate: possibleDuplicate(now),
    amount_far_above_history: amountFarAboveHistory,
  };
}

/** The flags set on a row selected with flagExpressions' columns (in the contract's order). */
export function flagsOf(row: Record<ExaminationFlag, boolean | null | unknown>): ExaminationFlag[] {
  return (Object.keys(row) as ExaminationFlag[]).filter((k) => row[k] === true);
}
