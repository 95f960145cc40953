import type { JournalEntry, JournalTaxClass } from '@icp/domain';
import { type Cell, csvText, shiftJis, slashDate } from './csv-text.ts';

/**
 * freee会計's import of journal data in the general form (「その他の会計ソフトから仕訳データを移行
 * する」, support.freee.co.jp/hc/ja/articles/204847430): a header row, then one row per line with
 * debit and credit columns side by side; rows with the same 日付 and 伝票番号 become one
 * multi-line journal. Shift_JIS (docs/decisions/0023: assumed; freee's own CSVs offer it).
 */
export const FREEE_COLUMNS = [
  '日付',
  '伝票番号',
  '決算整理仕訳',
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
] as const;

/** freee's names of its tax classes (課対仕入10% is the qualified one; 控80 marks the others). */
export const FREEE_TAX_CLASS: Readonly<Record<JournalTaxClass, string>> = {
  outOfScope: '対象外',
  qualifiedPurchase10: '課対仕入10%',
};

export function freeeJournalFile(entries: readonly JournalEntry[]): Buffer {
  const rows: Cell[][] = [[...FREEE_COLUMNS]];
  for (const entry of entries)
    for (const line of entry.lines)
      rows.push([
        slashDate(entry.date),
        entry.paymentId,
        '',
        line.debit.account,
        line.debit.partner,
        FREEE_TAX_CLASS[line.debit.taxClass],
        line.debit.amount,
        line.debit.tax,
        line.credit.account,
        line.credit.partner,
        FREEE_TAX_CLASS[line.credit.taxClass],
        line.credit.amount,
        line.credit.tax,
        line.description,
      ]);
  return shiftJis(csvText(rows));
}
