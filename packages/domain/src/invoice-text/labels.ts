import { afterLabel, type InvoiceLines } from './text.ts';

// The labels, as they read after prepareInvoiceText (NFKC, no spaces between kanji). Common
// parenthesised suffixes belong to the label, so that '(税込)' is never taken for the value.
const SUFFIX = '(?:\\((?:税込|税抜|消費税込|円)[^)]*\\))?';
export const LABELS = {
  total: new RegExp(
    `(?:今回)?(?:ご請求金額|ご請求額|請求金額|請求額|ご請求合計|請求合計|お支払金額|お支払い金額|支払金額|税込合計金額|税込合計|合計金額|総合計|総額)${SUFFIX}`,
  ),
  dueDate: /(?:お支払い?|支払い?|お振込み?|振込み?|お振り込み)(?:期限|期日|予定日)(?:日)?/,
  issueDate: /(?:請求書)?(?:発行日|発行年月日|請求日|請求年月日|作成日)/,
  invoiceNumber: /(?:請求書|請求|インボイス)(?:番号|No\.?|NO\.?|ID)|Invoice\s*No\.?|(?<![A-Za-z])No\.(?=\s*[A-Za-z0-9])/,
  registrationNumber: /(?:適格請求書発行事業者)?登録番号/,
  bankName: /(?:金融機関名?|銀行名)(?=[:\s]|.*(?:銀行|信用金庫|信用組合|労働金庫|信金|信組))/,
  branchName: /(?:支店名|本支店名|支店)(?=[:\s\t])/,
  accountType: /(?:預金種目|預金種別|口座種別|口座種目|種別)/,
  accountNumber: /口座番号|口座No\.?/,
  accountHolder: /(?:口座名義人?|名義人|口座名|座名義|名義|受取人名?)(?:\(カナ\)|\(フリガナ\))?/,
  issuer: /(?:発行元|発行者|請求元|請求者|差出人|事業者名|屋号)/,
} as const;

const ALL_LABELS = new RegExp(
  Object.values(LABELS)
    .map((r) => r.source)
    .join('|'),
  'g',
);

function labelsIn(line: string): { index: number; end: number }[] {
  return [...line.matchAll(ALL_LABELS)].map((m) => ({ index: m.index, end: m.index + m[0].length }));
}

export interface LabeledValue<T> {
  value: T;
  line: number;
  /** false when the value came from the line below the label. */
  sameLine: boolean;
}

/**
 * The first value `parse` accepts after a label: on the label's line up to the next label, else
 * on the next line — in the label's column when that line has one cell per label (a table
 * header row 請求番号 | 請求日 | お支払期限 over its values), else anywhere on it.
 */
export function findLabeled<T>(doc: InvoiceLines, label: RegExp, parse: (s: string) => T | null): LabeledValue<T> | null {
  const global = new RegExp(label.source, 'g');
  for (let i = 0; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    for (const match of line.matchAll(global)) {
      const others = labelsIn(line);
      const nextLabel = others.find((l) => l.index >= match.index + match[0].length);
      const segment = afterLabel(line.slice(0, nextLabel?.index ?? line.length), match as RegExpExecArray);
      const same = segment === '' ? null : parse(segment);
      if (same !== null) return { value: same, line: i, sameLine: true };
      // A value that is there but unreadable must not be replaced by whatever the next line holds.
      if (/\d/.test(segment)) continue;
      const next = doc.lines[i + 1];
      if (next === undefined) continue;
      const cells = next.split(/\t| +/).filter((c) => c !== '');
      const rank = others.filter((l) => l.index < match.index + 1).length - 1;
      const below = others.length >= 2 && cells.length === others.length ? parse(cells[rank] ?? '') : parse(next);
      if (below !== null) return { value: below, line: i + 1, sameLine: false };
    }
  }
  return null;
}
