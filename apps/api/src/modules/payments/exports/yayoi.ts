import type { JournalEntry, JournalTaxClass } from '@icp/domain';
import { type Cell, csvText, shiftJis, slashDate } from './csv-text.ts';

/**
 * 弥生会計's 「弥生インポート形式」 (support.yayoi-kk.co.jp subcontents page_id=18545): no header,
 * 25 columns per line in this order, Shift_JIS. Each line is 識別フラグ 2000 (a journal outside a
 * voucher, one line, balanced on its own); タイプ 0 (仕訳), 付箋 0, 調整 "no".
 */
export const YAYOI_COLUMNS = [
  '識別フラグ',
  '伝票No',
  '決算',
  '取引日付',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方税区分',
  '借方金額',
  '借方税金額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方税区分',
  '貸方金額',
  '貸方税金額',
  '摘要',
  '番号',
  '期日',
  'タイプ',
  '生成元',
  '仕訳メモ',
  '付箋1',
  '付箋2',
  '調整',
] as const;

export const YAYOI_SINGLE_LINE_JOURNAL = '2000';

/** 弥生's tax class words: 課税対象仕入, 税込, 10 %, 適格請求書 (インボイス制度の請求書区分). */
export const YAYOI_TAX_CLASS: Readonly<Record<JournalTaxClass, string>> = {
  outOfScope: '対象外',
  qualifiedPurchase10: '課対仕入込10%適格',
};

export function yayoiJournalFile(entries: readonly JournalEntry[]): Buffer {
  const rows: Cell[][] = [];
  for (const entry of entries)
    for (const line of entry.lines)
      rows.push([
        YAYOI_SINGLE_LINE_JOURNAL,
        '',
        '',
        slashDate(entry.date),
        line.debit.account,
        '',
        '',
        YAYOI_TAX_CLASS[line.debit.taxClass],
        line.debit.amount,
        line.debit.tax,
        line.credit.account,
        '',
        '',
        YAYOI_TAX_CLASS[line.credit.taxClass],
        line.credit.amount,
        line.credit.tax,
        line.description,
        '',
        '',
        0,
        '',
        `支払番号 ${entry.paymentId}`,
        0,
        0,
        'no',
      ]);
  return shiftJis(csvText(rows));
}
