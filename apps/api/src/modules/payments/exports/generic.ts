import type { JournalEntry, JournalTaxClass } from '@icp/domain';
import { type Cell, csvText, utf8WithBom } from './csv-text.ts';

/**
 * Our own journal CSV for any other software or a spreadsheet: UTF-8 with a BOM, a header, one
 * row per journal line with everything the receipt says (the commission's 登録番号 included).
 * A text cell Excel would run as a formula gets a leading apostrophe (OWASP CSV injection), as
 * in the operators' CSVs; the product formats do not, since an importer would keep the apostrophe.
 */
export const GENERIC_COLUMNS = [
  '支払番号',
  '取引日',
  '借方勘定科目',
  '借方取引先',
  '借方税区分',
  '借方金額',
  '借方税額',
  '貸方勘定科目',
  '貸方取引先',
  '貸方税区分',
  '貸方金額',
  '貸方税額',
  '摘要',
  '適格請求書発行事業者登録番号',
  '支払先',
  '請求書番号',
  '振込日',
] as const;

export const GENERIC_TAX_CLASS: Readonly<Record<JournalTaxClass, string>> = {
  outOfScope: '対象外',
  qualifiedPurchase10: '課税仕入10%（適格）',
};

function text(value: string | null): string {
  if (!value) return '';
  return /^[=+@\t\r]|^-(?!\d)/.test(value) ? `'${value}` : value;
}

export function genericJournalFile(entries: readonly JournalEntry[]): Buffer {
  const rows: Cell[][] = [[...GENERIC_COLUMNS]];
  for (const entry of entries)
    for (const line of entry.lines)
      rows.push([
        entry.paymentId,
        entry.date,
        line.debit.account,
        text(line.debit.partner),
        GENERIC_TAX_CLASS[line.debit.taxClass],
        line.debit.amount,
        line.debit.tax,
        line.credit.account,
        text(line.credit.partner),
        GENERIC_TAX_CLASS[line.credit.taxClass],
        line.credit.amount,
        line.credit.tax,
        text(line.description),
        line.registrationNumber ?? '',
        text(entry.supplierName),
        text(entry.invoiceNumber),
        entry.transferredOn ?? '',
      ]);
  return utf8WithBom(csvText(rows));
}
