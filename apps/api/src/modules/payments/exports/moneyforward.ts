import type { JournalEntry, JournalTaxClass } from '@icp/domain';
import { type Cell, csvText, shiftJis, slashDate } from './csv-text.ts';

/**
 * マネーフォワード クラウド会計's 「仕訳帳」 import: its template's header row (columns A–AA, "do
 * not edit row 1"), then one row per line. 取引No is a running number; rows with the same 取引No
 * and 取引日 whose debits and credits balance become one compound journal, so a payment's two
 * lines share one number. 勘定科目・補助科目・税区分・部門 must match the names registered in the
 * product exactly (biz.moneyforward.com/support/account/guide/import-books/ib01.html). The
 * template comes in Shift_JIS or UTF-8; Shift_JIS is what Excel on Windows saves.
 */
export const MONEYFORWARD_COLUMNS = [
  '取引No',
  '取引日',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方取引先',
  '借方税区分',
  '借方インボイス',
  '借方金額(円)',
  '借方税額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方取引先',
  '貸方税区分',
  '貸方インボイス',
  '貸方金額(円)',
  '貸方税額',
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
] as const;

export const MONEYFORWARD_TAX_CLASS: Readonly<Record<JournalTaxClass, string>> = {
  outOfScope: '対象外',
  qualifiedPurchase10: '課税仕入 10%',
};

/** 借方/貸方インボイス: 適格 on the taxed side; empty elsewhere (the product fills it from the tax class). */
function invoiceKind(taxClass: JournalTaxClass): string {
  return taxClass === 'qualifiedPurchase10' ? '適格' : '';
}

export function moneyforwardJournalFile(entries: readonly JournalEntry[]): Buffer {
  const rows: Cell[][] = [[...MONEYFORWARD_COLUMNS]];
  entries.forEach((entry, index) => {
    for (const line of entry.lines)
      rows.push([
        index + 1,
        slashDate(entry.date),
        line.debit.account,
        '',
        '',
        line.debit.partner,
        MONEYFORWARD_TAX_CLASS[line.debit.taxClass],
        invoiceKind(line.debit.taxClass),
        line.debit.amount,
        line.debit.tax,
        line.credit.account,
        '',
        '',
        line.credit.partner,
        MONEYFORWARD_TAX_CLASS[line.credit.taxClass],
        invoiceKind(line.credit.taxClass),
        line.credit.amount,
        line.credit.tax,
        line.description,
        `支払番号 ${entry.paymentId}`,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
  });
  return shiftJis(csvText(rows));
}
