import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { operators } from './operators.ts';
import { invoices } from './payments.ts';

/* The card acquirer's settlements (issue 15 §4, docs/decisions/0022): what it owes us per closing period. */

/**
 * One closing period of the acquirer (締め期間) and the payment it owes us for it. The figures are
 * kept by the same transactions that post the ledger entries (a capture adds to gross and fee, a
 * refund to refunds); net_expected = gross − refunds − fee, and it may be negative (refunds of
 * earlier periods the acquirer deducts). expected → received when a treasurer records the payment.
 */
export const acquirerSettlementPeriods = pgTable(
  'acquirer_settlement_periods',
  {
    id: id(),
    /** The cycle the period was cut by (ACQUIRER_SETTLEMENT_CYCLE when it was created). */
    cycle: text('cycle', { enum: ['monthly', 'semimonthly'] }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The closing day (締め日), included. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The day the acquirer is to pay (支払日, a bank business day). */
    expectedPayDate: date('expected_pay_date', { mode: 'string' }).notNull(),
    grossCaptured: bigint('gross_captured', { mode: 'number' }).notNull().default(0),
    refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    netExpected: bigint('net_expected', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['expected', 'received'] })
      .notNull()
      .default('expected'),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    receivedOn: date('received_on', { mode: 'string' }),
    /** Why the amount received differs from net_expected (required when it does). */
    differenceReason: text('difference_reason'),
    receivedBy: bigint('received_by', { mode: 'number' }).references(() => operators.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('acquirer_settlement_periods_start_idx').on(t.periodStart),
    index('acquirer_settlement_periods_status_idx').on(t.status, t.expectedPayDate),
    check('acquirer_settlement_periods_range_check', sql`period_end >= period_start AND expected_pay_date > period_end`),
    check('acquirer_settlement_periods_net_check', sql`net_expected = gross_captured - refunds - fee`),
    check(
      'acquirer_settlement_periods_received_check',
      sql`(status = 'expected' AND received_amount IS NULL AND received_on IS NULL) OR (status = 'received' AND received_amount IS NOT NULL AND received_on IS NOT NULL)`,
    ),
  ],
);

/**
 * Which period a payment's capture or refund belongs to: one row per (payment, kind), so a
 * retried capture or refund never counts twice. gross is the card total captured or refunded;
 * fee is the acquirer's fee taken at capture (0 for a refund: the fee is not returned).
 */
export const acquirerSettlementItems = pgTable(
  'acquirer_settlement_items',
  {
    id: id(),
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => acquirerSettlementPeriods.id),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: ['capture', 'refund'] }).notNull(),
    /** The JST day of the capture or refund, which chose the period. */
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('acquirer_settlement_items_invoice_kind_idx').on(t.invoiceId, t.kind),
    index('acquirer_settlement_items_period_idx').on(t.periodId),
    check('acquirer_settlement_items_amounts_check', sql`gross >= 0 AND fee >= 0 AND fee <= gross`),
  ],
);
