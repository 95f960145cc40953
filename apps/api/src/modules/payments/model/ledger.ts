import type { Tx } from '../../../db/client.ts';
import { ledgerEntries } from '../../../db/schema.ts';

/**
 * The chart of accounts (double entry: every movement debits one account and credits another).
 * Authorisations are memo entries on a pair of off-balance accounts, so the ledger shows every
 * hold taken and released next to the money that moved.
 */
export const ACCOUNTS = {
  /** Off-balance: card credit reserved for a payment. */
  cardAuthorized: 'card_authorized',
  authorizationHold: 'authorization_hold',
  /** Asset: what the card company owes us for captured charges. */
  cardClearing: 'card_clearing',
  /** Liability: what we owe the supplier. */
  supplierPayable: 'supplier_payable',
  /** Revenue: our commission (tax included, after discounts). */
  commissionRevenue: 'commission_revenue',
  /** Asset: our bank account, credited when a transfer leaves it, debited when the acquirer pays us. */
  bank: 'bank',
  /** Expense: the acquirer's fee on captured charges (taken out of what it pays us; not returned on refund). */
  acquirerFee: 'acquirer_fee',
  /** Expense (negative: gain): what the acquirer paid less (more) than a period's expected net, with its reason. */
  acquirerSettlementDifference: 'acquirer_settlement_difference',
} as const;

type EntryType = (typeof ledgerEntries.$inferInsert)['entryType'];

interface Posting {
  entryType: EntryType;
  debit: string;
  credit: string;
  amount: number;
}

export interface PaymentFigures {
  invoiceId: number;
  buyerId: number | null;
  amount: number;
  commission: number;
  discount: number;
  total: number;
  /** The acquirer's fee on `total`, for the acquirerFee event (docs/decisions/0022). */
  acquirerFee?: number;
}

const net = (p: PaymentFigures) => p.commission - p.discount;

/** The postings each money event makes. Zero-yen legs (a fully discounted commission) are skipped. */
export const POSTINGS = {
  authorization: (p: PaymentFigures): Posting[] => [
    { entryType: 'authorization', debit: ACCOUNTS.cardAuthorized, credit: ACCOUNTS.authorizationHold, amount: p.total },
  ],
  void: (p: PaymentFigures): Posting[] => [
    { entryType: 'void', debit: ACCOUNTS.authorizationHold, credit: ACCOUNTS.cardAuthorized, amount: p.total },
  ],
  capture: (p: PaymentFigures): Posting[] => [
    { entryType: 'capture', debit: ACCOUNTS.authorizationHold, credit: ACCOUNTS.cardAuthorized, amount: p.total },
    { entryType: 'capture', debit: ACCOUNTS.cardClearing, credit: ACCOUNTS.supplierPayable, amount: p.amount },
    { entryType: 'commission', debit: ACCOUNTS.cardClearing, credit: ACCOUNTS.commissionRevenue, amount: net(p) },
  ],
  transfer: (p: PaymentFigures): Posting[] => [
    { entryType: 'transfer', debit: ACCOUNTS.supplierPayable, credit: ACCOUNTS.bank, amount: p.amount },
  ],
  /** At capture: the acquirer keeps its fee, so card_clearing holds exactly what it will pay. */
  acquirerFee: (p: PaymentFigures): Posting[] => [
    { entryType: 'acquirer_fee', debit: ACCOUNTS.acquirerFee, credit: ACCOUNTS.cardClearing, amount: p.acquirerFee ?? 0 },
  ],
  refund: (p: PaymentFigures): Posting[] => [
    { entryType: 'refund', debit: ACCOUNTS.supplierPayable, credit: ACCOUNTS.cardClearing, amount: p.amount },
    { entryType: 'refund', debit: ACCOUNTS.commissionRevenue, credit: ACCOUNTS.cardClearing, amount: net(p) },
  ],
} as const;

export type MoneyEvent = keyof typeof POSTINGS;

/**
 * Appends the event's entries. `reference` names what caused it (e.g. approval:12): the unique
 * index on (invoice, type, debit account, reference) makes a repeated event a no-op.
 */
export async function post(tx: Tx, event: MoneyEvent, figures: PaymentFigures, reference: string): Promise<void> {
  const rows = POSTINGS[event](figures)
    .filter((p) => p.amount > 0)
    .map((p) => ({
      invoiceId: figures.invoiceId,
      buyerId: figures.buyerId,
      entryType: p.entryType,
      debitAccount: p.debit,
      creditAccount: p.credit,
      amount: p.amount,
      reference,
    }));
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/**
 * The acquirer's payment for a settlement period (no single payment: invoice_id is null):
 * Dr bank / Cr card_clearing for what arrived, and the difference from the expected net to
 * acquirer_settlement_difference, so the period's share of card_clearing is cleared whatever
 * arrived. `reference` (settlement:<period id>) makes it a no-op when repeated (partial unique index).
 */
export async function postSettlementReceipt(
  tx: Tx,
  input: { received: number; expected: number; reference: string },
): Promise<void> {
  // A negative amount runs the other way (the acquirer deducted more than it owed and we paid it).
  const leg = (from: string, to: string, signed: number, reference: string) => ({
    entryType: 'settlement' as const,
    debitAccount: signed >= 0 ? from : to,
    creditAccount: signed >= 0 ? to : from,
    amount: Math.abs(signed),
    invoiceId: null,
    buyerId: null,
    reference,
  });
  const rows = [
    leg(ACCOUNTS.bank, ACCOUNTS.cardClearing, input.received, input.reference),
    leg(
      ACCOUNTS.acquirerSettlementDifference,
      ACCOUNTS.cardClearing,
      input.expected - input.received,
      `${input.reference}:difference`,
    ),
  ].filter((r) => r.amount > 0);
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}
