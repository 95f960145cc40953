import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { findLabeled, LABELS } from './labels.ts';
import type { InvoiceLines } from './text.ts';

// ¥1,234,567- / 1,234,567円 / ¥ 1234567. OCR reads some commas as periods and doubles them
// ('1,234,.567'), so any one or two of [,.] between groups of three count as a separator.
const AMOUNT = /(¥\s?)?(?<![\d,./-])(\d{1,3}(?:[,.]{1,2}\d{3})+|\d+)(?![\d])(?:\s?(円))?/g;

export interface FoundAmount {
  yen: number;
  /** Written with ¥, 円 or thousands separators: certainly money, not a count or a rate. */
  marked: boolean;
  index: number;
}

/** Every yen amount written in `s`. Percentages, dates and plain digits runs are left out. */
export function findAmounts(s: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of s.matchAll(AMOUNT)) {
    const digits = m[2]!;
    const after = s.slice(m.index + m[0].length);
    if (/^\s?(%|年|月|日|[/.-]\d|点|個|件|時間|ヶ月|か月|カ月)/.test(after) && !m[3]) continue;
    const yen = Number(digits.replace(/[,.]/g, ''));
    if (!Number.isSafeInteger(yen)) continue;
    const grouped = digits.includes(',') || /^\d{1,3}(\.\d{3}){2,}$/.test(digits);
    // '1.234' alone is more likely a decimal than an amount; only marked ones are trusted.
    if (!grouped && /[.]/.test(digits) && !m[1] && !m[3]) continue;
    out.push({ yen, marked: Boolean(m[1] || m[3] || grouped), index: m.index });
  }
  return out;
}

/** The first amount in `s` (marked ones first), or null: '¥1,234,567-（税込）' → 1234567. */
export function parseYenAmount(s: string): number | null {
  const amounts = findAmounts(s);
  const marked = amounts.find((a) => a.marked);
  if (marked) return marked.yen;
  const plain = amounts.find((a) => a.yen >= 10);
  return plain ? plain.yen : null;
}

// A line with these is a partial sum, not what is to be paid.
const PARTIAL = /小計|消費税|税抜|税額|対象|内訳|非課税|源泉|値引|単価|数量|前回|繰越|入金/;
const GRAND_TOTAL = /合計|税込/;

/**
 * The grand total including tax: ご請求金額 and its kin first; else the largest 合計 / 税込
 * line that is not a 小計 or a tax line; else the largest marked amount on the page.
 */
export function findTotalAmount(doc: InvoiceLines): ExtractedField<number> {
  const labeled = findLabeled(doc, LABELS.total, (s) => {
    const yen = parseYenAmount(s);
    return yen !== null && yen > 0 ? yen : null;
  });
  const totals = doc.lines
    .filter((line) => GRAND_TOTAL.test(line) && (!PARTIAL.test(line) || /税込/.test(line)))
    .flatMap((line) => {
      const at = line.search(GRAND_TOTAL);
      return findAmounts(line.slice(at)).filter((a) => a.marked);
    })
    .map((a) => a.yen);
  if (labeled) {
    const agrees = totals.includes(labeled.value);
    const confidence = (labeled.sameLine ? CONFIDENCE.LABEL : CONFIDENCE.LABEL_BELOW) + (agrees ? 0.03 : 0);
    return found(labeled.value, confidence);
  }
  if (totals.length > 0) return found(Math.max(...totals), CONFIDENCE.LABEL_BELOW);
  const all = doc.lines.flatMap((line) => findAmounts(line).filter((a) => a.marked));
  if (all.length > 0) return found(Math.max(...all.map((a) => a.yen)), CONFIDENCE.WEAK);
  return notFound();
}
