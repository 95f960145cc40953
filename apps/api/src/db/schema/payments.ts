import { INVOICE_TYPE_NAMES } from '@icp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns.ts';
import { buyers, buyerRef } from './buyers.ts';
import { cardApprovals, creditCards } from './cards.ts';
import { supplierAccounts, suppliers } from './suppliers.ts';

/* A payment (a row of invoices) and what hangs off it: files, drafts, promotions, history, request keys, ledger, gateway operations. */

/**
 * A payment of one supplier invoice (or a request from a seller). status holds the spec's
 * numeric value 1–8; money is integer yen.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    buyerId: buyerRef(),
    type: text('type', { enum: INVOICE_TYPE_NAMES }).notNull(),
    status: smallint('status').notNull(),
    isActionRequired: boolean('is_action_required').notNull().default(false),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    accountId: bigint('account_id', { mode: 'number' }).references(() => supplierAccounts.id),
    fileId: bigint('file_id', { mode: 'number' }).references(() => invoiceFiles.id),
    creditCardId: bigint('credit_card_id', { mode: 'number' }).references(() => creditCards.id),
    /** One authorisation pays one invoice: the unique index makes a double submit impossible. */
    approvalId: bigint('approval_id', { mode: 'number' }).references(() => cardApprovals.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Commission before any promotion, consumption tax included. */
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** What the card is charged: amount + commission − discount. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    promotionCode: text('promotion_code'),
    invoiceNumber: text('invoice_number'),
    memo: text('memo'),
    dueDate: date('due_date', { mode: 'string' }),
    /** The transfer date the buyer asked for (振込予定日); it stays as asked after the transfer. */
    transferDate: date('transfer_date', { mode: 'string' }),
    /** The day (JST) the card charge was captured: the 取引年月日 of the receipt. Set by the `complete` move. */
    capturedOn: date('captured_on', { mode: 'string' }),
    /** The day (JST) the transfer to the payee was actually made (振込日). Set by the `transfer` move. */
    transferredOn: date('transferred_on', { mode: 'string' }),
    examinationDueDate: date('examination_due_date', { mode: 'string' }),
    /** What the examination asks the buyer to correct (shown while is_action_required). */
    actionRequiredReason: text('action_required_reason'),
    /** A seller's request (InvoiceRequestBuyer): who asks, their document number, until when. */
    sellerName: text('seller_name'),
    buyerDocumentNumber: text('buyer_document_number'),
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    /** The client's Idempotency-Key and a hash of its body: a replay returns this row, another body is 422. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Tab lists and counts: is_action_required rides along so both are index-only scans
    // (bench/invoice-list.mjs: the review count of a 100k-invoice buyer 40 ms → 2 ms).
    index('invoices_buyer_list_idx').on(t.buyerId, t.status, t.type, t.id, t.isActionRequired),
    // A page in the list's order (action first, newest first): the scan stops after the page's
    // rows, status and type checked from the index itself. Without it a page of a 100,000-invoice
    // buyer's history tab sorted all 76,000 matching rows (bench/invoice-list.mjs: 280 ms → 0.2 ms);
    // deep pages of a narrow tab still take invoices_buyer_list_idx.
    index('invoices_buyer_order_idx').on(
      t.buyerId,
      t.isActionRequired.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
      t.type,
    ),
    // A supplier's last payment date and payment history: one index entry per max() instead of
    // every transferred invoice of the buyer (the supplier list went from 2.6 s to 0.4 ms).
    index('invoices_supplier_transfer_idx').on(t.buyerId, t.supplierId, t.status, t.transferDate),
    uniqueIndex('invoices_approval_idx').on(t.approvalId),
    // The operators' examination queue (申請中・確認済, oldest first) and the payouts due by
    // transfer date (審査完了): small partial indexes, since these are a sliver of all payments.
    index('invoices_examination_queue_idx')
      .on(t.id)
      .where(sql`status IN (1, 2)`),
    index('invoices_transfer_due_idx')
      .on(t.transferDate, t.id)
      .where(sql`status = 3`),
    // The examination's flags, each one index probe per queued payment instead of a scan of the
    // buyer's history (bench/examination-queue.mjs: first page p95 678 ms → 14 ms at 100,000
    // payments): the buyer's largest captured amount, an earlier payment to the account, and the
    // possible duplicates (also what creation/duplicates.ts asks when a payment is created).
    index('invoices_buyer_captured_amount_idx')
      .on(t.buyerId, t.amount)
      .where(sql`status IN (3, 4)`),
    index('invoices_account_idx').on(t.accountId, t.id),
    index('invoices_supplier_amount_due_idx').on(t.supplierId, t.amount, t.dueDate),
    index('invoices_supplier_number_idx').on(t.supplierId, sql`lower(${t.invoiceNumber})`),
    uniqueIndex('invoices_idempotency_idx').on(t.buyerId, t.idempotencyKey),
    check('invoices_money_check', sql`amount > 0 AND commission >= 0 AND discount >= 0 AND discount <= commission`),
    check('invoices_total_check', sql`total = 0 OR total = amount + commission - discount`),
  ],
);

/**
 * How many of a buyer's invoices have each (status, type, is_action_required): the tab counts and
 * the stats probes read these few rows instead of counting invoices (issue 13). Written only by
 * the triggers of migration 0008, in the transaction that changes the invoices, as +n/−n rows
 * (insert-only, so concurrent payments of one buyer never wait on or deadlock over a shared
 * counter row); compactInvoiceCounts() folds each buyer's rows back into one per combination.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    id: id(),
    buyerId: buyerRef(),
    status: smallint('status').notNull(),
    type: text('type', { enum: INVOICE_TYPE_NAMES }).notNull(),
    isActionRequired: boolean('is_action_required').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_counts_buyer_idx').on(t.buyerId, t.status, t.type, t.isActionRequired, t.n)],
);

/** Saved, unfinished payment flows (下書き). */
export const drafts = pgTable(
  'drafts',
  {
    id: id(),
    buyerId: buyerRef(),
    supplierName: text('supplier_name'),
    amount: bigint('amount', { mode: 'number' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drafts_buyer_idx').on(t.buyerId, t.updatedAt)],
);

/**
 * A signed upload slot (POST /invoices/files/upload/url). The bytes land under storageKey; nothing
 * becomes an invoice file until POST /invoices/files/upload has checked them.
 */
export const invoiceFileUploads = pgTable('invoice_file_uploads', {
  id: text('id').primaryKey(),
  buyerId: buyerRef(),
  fileName: text('file_name').notNull(),
  declaredType: text('declared_type').notNull(),
  declaredSize: integer('declared_size').notNull(),
  storageKey: text('storage_key').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** The file it became; a repeated registration answers with it instead of reading again. */
  fileId: bigint('file_id', { mode: 'number' }),
  createdAt: createdAt(),
});

/** A checked invoice file: type from its bytes, server-made storage key, what the reader found. */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    id: id(),
    buyerId: buyerRef(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count'),
    sha256: text('sha256').notNull(),
    extraction: jsonb('extraction').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_files_buyer_idx').on(t.buyerId, t.id),
    // The same bytes uploaded again by the buyer: the possible-duplicate flag and check.
    index('invoice_files_buyer_sha_idx').on(t.buyerId, t.sha256),
  ],
);

/** Commission promotions (POST /invoices/promotion). */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    discountType: text('discount_type', { enum: ['rate', 'amount'] }).notNull(),
    /** Basis points of the commission for 'rate' (10000 = free), yen for 'amount'. */
    discountValue: integer('discount_value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUsesPerBuyer: integer('max_uses_per_buyer').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  () => [check('promotions_value_check', sql`discount_value > 0 AND (discount_type <> 'rate' OR discount_value <= 10000)`)],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    buyerId: buyerRef(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_buyer_idx').on(t.promotionId, t.buyerId),
    uniqueIndex('promotion_redemptions_invoice_idx').on(t.invoiceId),
  ],
);

/** Every status a payment went through, for the buyer's timeline and the operator's history. */
export const invoiceStatusHistory = pgTable(
  'invoice_status_history',
  {
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => buyers.id),
    status: smallint('status').notNull(),
    isActionRequired: boolean('is_action_required').notNull().default(false),
    /** Shown to the buyer (reason for action required or cancel). */
    note: text('note'),
    actorType: text('actor_type', { enum: ['user', 'operator', 'system'] }).notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_status_history_invoice_idx').on(t.invoiceId, t.id)],
);

/**
 * A seller's request for card payment (spec §4 request keys): the key the seller hands to the
 * buyer. Status 1 valid, 2 expired, 3 invalid; linked to one buyer once, on first use.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    key: text('key').primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    status: smallint('status').notNull().default(1),
    linkedBuyerId: bigint('linked_buyer_id', { mode: 'number' }).references(() => buyers.id),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('request_keys_invoice_idx').on(t.invoiceId)],
);

/**
 * The money ledger (docs/design.md §8): append-only double entry, one row per movement from a debit
 * account to a credit account. The database refuses UPDATE and DELETE on it (trigger in
 * migration 0004); corrections are new entries. `reference` makes each movement idempotent.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    /** Null only for movements of no single payment: the acquirer's settlement of a period (0014). */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => buyers.id),
    entryType: text('entry_type', {
      enum: ['authorization', 'void', 'capture', 'commission', 'transfer', 'refund', 'acquirer_fee', 'settlement'],
    }).notNull(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What caused it (approval id, gateway result, transfer batch): one entry per movement. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_invoice_idx').on(t.invoiceId, t.id),
    // The per-day money view (payouts/money-views.ts) reads a range of created_at.
    index('ledger_entries_created_idx').on(t.createdAt),
    uniqueIndex('ledger_entries_movement_idx').on(t.invoiceId, t.entryType, t.debitAccount, t.reference),
    // The same for movements of no payment (NULLs are distinct in the index above).
    uniqueIndex('ledger_entries_unattached_movement_idx')
      .on(t.entryType, t.debitAccount, t.reference)
      .where(sql`invoice_id IS NULL`),
    check('ledger_entries_amount_check', sql`amount >= 0 AND debit_account <> credit_account`),
  ],
);

/**
 * Gateway calls owed after a committed change (void an authorisation, refund a capture): written
 * in the same transaction as the status change, carried out after it, retried until done. A
 * crash between the two leaves a pending row, never a lost or doubled refund.
 */
export const gatewayOperations = pgTable(
  'gateway_operations',
  {
    id: id(),
    /** The payment the call belongs to; null for the hold of an approval no payment used. */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    /** Set for the void of an unused (or abandoned) approval: the payment never existed. */
    approvalId: bigint('approval_id', { mode: 'number' }).references(() => cardApprovals.id),
    kind: text('kind', { enum: ['void', 'refund'] }).notNull(),
    authId: text('auth_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    resultCode: text('result_code'),
    /** A failed try waits before the next (growing back-off), so one stuck call never blocks the rest. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gateway_operations_pending_idx').on(t.status, t.nextAttemptAt, t.id),
    // Once per authorisation: an edited amount voids the old one, a later cancel the new one.
    uniqueIndex('gateway_operations_once_idx').on(t.invoiceId, t.kind, t.authId),
    uniqueIndex('gateway_operations_approval_once_idx').on(t.approvalId, t.kind, t.authId),
    check('gateway_operations_subject_check', sql`invoice_id IS NOT NULL OR approval_id IS NOT NULL`),
  ],
);
