import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { buyerRef } from './buyers.ts';
import { operators } from './operators.ts';
import { invoices } from './payments.ts';

/* Payouts to suppliers: transfer batches, their lines and the bank's answers. */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The transfers of one transfer date (振込指定日). draft: built by a treasurer, lines may be
 * excluded; approved: a second operator approved it and the 総合振込 file was generated and frozen
 * (file_bytes never change again); sent: handed to the bank (by file upload or the bank API);
 * closed: every line has the bank's result. discarded: a draft given up (its lines are released).
 */
export const transferBatches = pgTable(
  'transfer_batches',
  {
    id: id(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'approved', 'sent', 'closed', 'discarded'] })
      .notNull()
      .default('draft'),
    /** Which payout channel the batch goes through: the Zengin file, or the bank's API. */
    channel: text('channel', { enum: ['zengin_file', 'bank_api'] }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    approvedBy: bigint('approved_by', { mode: 'number' }).references(() => operators.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentOn: date('sent_on', { mode: 'string' }),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => operators.id),
    /** Counted over the pending lines at approval: the trailer's 件数 and 金額. */
    lineCount: integer('line_count'),
    totalAmount: bigint('total_amount', { mode: 'number' }),
    fileName: text('file_name'),
    fileBytes: bytea('file_bytes'),
    fileSha256: text('file_sha256'),
    /** The bank API's id for the bulk transfer request (bank_api channel). */
    bankRequestId: text('bank_request_id'),
    /**
     * Written and committed before the bank API request is made (DESIGN.md §8: a money call is a
     * recorded phase). Set while bank_request_id is null means "maybe at the bank": a later call
     * asks the bank for `bank_submission_ref` instead of submitting a second request.
     */
    bankSubmissionStartedAt: timestamp('bank_submission_started_at', { withTimezone: true }),
    /** Our own name for the request, sent as the bank's 振込データ名 (transferDataName) and looked up by it. */
    bankSubmissionRef: text('bank_submission_ref'),
    /** The build's Idempotency-Key: a replay by the same operator answers this batch (unique index below). */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfer_batches_date_idx').on(t.transferDate, t.status),
    uniqueIndex('transfer_batches_idempotency_key')
      .on(t.createdBy, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    check('transfer_batches_four_eyes_check', sql`approved_by IS NULL OR approved_by <> created_by`),
  ],
);

/**
 * One transfer of one payment in a batch. pending lines are "open": the partial unique index puts a
 * payment in at most one open line, whatever the code above it does. The payee's bank details are
 * copied at build time, so the file, the screen and the bank's result all speak of the same account.
 */
export const transferBatchLines = pgTable(
  'transfer_batch_lines',
  {
    id: id(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => transferBatches.id),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    buyerId: buyerRef(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    /** Our codes ('2' 普通, '1' 当座); the file writes Zengin's. */
    accountType: text('account_type').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    /** pending: in the batch, waiting; excluded: taken out by a treasurer; released: its draft was discarded; done / failed: the bank's result. */
    status: text('status', { enum: ['pending', 'excluded', 'released', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why a treasurer excluded it, or the bank's reason it failed (口座なし, 名義相違, …). */
    reason: text('reason'),
    /** The bank's result code for a failed line (e.g. the 全銀 不能事由). */
    failureCode: text('failure_code'),
    /** The day the money actually arrived (done lines). */
    transferredOn: date('transferred_on', { mode: 'string' }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfer_batch_lines_open_invoice_key')
      .on(t.invoiceId)
      .where(sql`status = 'pending'`),
    index('transfer_batch_lines_batch_idx').on(t.batchId, t.id),
    index('transfer_batch_lines_invoice_idx').on(t.invoiceId),
    check('transfer_batch_lines_amount_check', sql`amount > 0`),
  ],
);
