import { commissionTax } from './commission-tax.ts';
import { invoiceDisplayId } from './display-id.ts';
import type { InvoiceStatus } from './invoice-status.ts';

/**
 * The buyer's journal for one card payment of a supplier invoice (docs/decisions/0023): what the
 * accounting exports write, whatever the product. Two lines, each balanced on its own, so every
 * product can take them as separate simple journals or as one two-line journal:
 *
 *   Dr 買掛金 (the supplier)            amount           / Cr 未払金 (the card)  amount
 *   Dr 支払手数料 (us, 課税仕入10% 適格) commission charged / Cr 未払金 (the card)  commission charged
 *
 * The card company is paid later, from the card statement: that payment (Dr 未払金 / Cr 普通預金)
 * is the buyer's bank's journal, not ours. A commission fully discounted by a promotion has no
 * second line (a zero-yen journal is refused by the products).
 */

export const JOURNAL_ACCOUNTS = {
  supplierPayable: '買掛金',
  cardPayable: '未払金',
  commission: '支払手数料',
} as const;

/** 対象外 (a settlement of a payable: no consumption tax) or 課税仕入 10 % with a 適格請求書. */
export type JournalTaxClass = 'outOfScope' | 'qualifiedPurchase10';

export interface JournalSide {
  account: string;
  /** 取引先: the supplier, us (the commission's 適格請求書 issuer), or empty (the card company is unknown to us). */
  partner: string;
  taxClass: JournalTaxClass;
  amount: number;
  /** Consumption tax included in amount (0 for 対象外). */
  tax: number;
}

export interface JournalLine {
  debit: JournalSide;
  credit: JournalSide;
  description: string;
  /** The 適格請求書発行事業者 登録番号 behind a taxed line (our commission), else null. */
  registrationNumber: string | null;
}

export interface JournalEntry {
  /** The payment's display id (the receipt's 支払番号): the voucher number every format carries. */
  paymentId: string;
  /** YYYY-MM-DD (JST): the day the card charge was captured. */
  date: string;
  supplierName: string;
  invoiceNumber: string | null;
  transferredOn: string | null;
  lines: JournalLine[];
}

/** What one payment contributes; amounts are integer yen as stored. */
export interface JournalPayment {
  invoiceId: number;
  capturedOn: string;
  transferredOn: string | null;
  supplierName: string;
  invoiceNumber: string | null;
  amount: number;
  /** Before the promotion, tax included. */
  commission: number;
  discount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface CommissionIssuer {
  name: string;
  registrationNumber: string;
}

/**
 * Only a payment whose card charge can no longer change belongs in the books: 振込完了. A
 * 振込予約済 payment is captured but can still be cancelled and refunded (cancel_completed), and
 * a cancelled one has no charge (void) or a refunded one.
 */
export const JOURNAL_EXPORT_STATUSES: readonly InvoiceStatus[] = ['TransferCompleted'];

function cardLabel(p: JournalPayment): string {
  if (p.cardBrand && p.cardLast4) return `${p.cardBrand} 末尾${p.cardLast4}`;
  return 'クレジットカード';
}

export function paymentJournal(p: JournalPayment, issuer: CommissionIssuer): JournalEntry {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw new RangeError(`amount must be whole yen > 0, got ${p.amount}`);
  const paymentId = invoiceDisplayId(p.invoiceId);
  const fee = commissionTax({ commission: p.commission, discount: p.discount });
  const card = cardLabel(p);
  const invoiceRef = p.invoiceNumber ? ` 請求書番号${p.invoiceNumber}` : '';
  const lines: JournalLine[] = [
    {
      debit: {
        account: JOURNAL_ACCOUNTS.supplierPayable,
        partner: p.supplierName,
        taxClass: 'outOfScope',
        amount: p.amount,
        tax: 0,
      },
      credit: { account: JOURNAL_ACCOUNTS.cardPayable, partner: '', taxClass: 'outOfScope', amount: p.amount, tax: 0 },
      description: `${p.supplierName} 請求書カード払い ${paymentId}${invoiceRef} ${card}`,
      registrationNumber: null,
    },
  ];
  if (fee.commissionCharged > 0)
    lines.push({
      debit: {
        account: JOURNAL_ACCOUNTS.commission,
        partner: issuer.name,
        taxClass: 'qualifiedPurchase10',
        amount: fee.commissionCharged,
        tax: fee.consumptionTax,
      },
      credit: {
        account: JOURNAL_ACCOUNTS.cardPayable,
        partner: '',
        taxClass: 'outOfScope',
        amount: fee.commissionCharged,
        tax: 0,
      },
      description: `${issuer.name} 請求書カード払い手数料 ${paymentId} ${card}`,
      registrationNumber: issuer.registrationNumber,
    });
  return {
    paymentId,
    date: p.capturedOn,
    supplierName: p.supplierName,
    invoiceNumber: p.invoiceNumber,
    transferredOn: p.transferredOn,
    lines,
  };
}
