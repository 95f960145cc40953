import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { LABELS } from './labels.ts';
import type { InvoiceLines } from './text.ts';

// ¥1,234,567- / 1,234,567円 / ¥ 1234567. OCR reads some commas as periods and doubles them
// ('1,234,.567'), so any one or two of [,.] between groups of three count as a separator.
// A minus sign set apart ('\t-13,925', a deduction) leads an amount; a hyphen inside a number
// ('03-1234', '2026-12') does not, nor a registration number's T ('T8514738009781').
const AMOUNT = /(¥\s?)?(?<![\d,./]|(?<!\s|^)-|T)(\d{1,3}(?:[,.]{1,2}\d{3})+|\d+)(?![\d])(?:\s?(円))?/g;

const SPACED_GROUPS = /(¥\s?\d{1,3})((?: \d{3})+)(?=-|円|\t|$)/g;

export interface FoundAmount {
  yen: number;
  /** Written with ¥, 円 or thousands separators: certainly money, not a count or a rate. */
  marked: boolean;
  index: number;
}

/** Every yen amount written in `s`. Percentages, dates and plain digits runs are left out. */
export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  // OCR reads a comma as a space now and then: '¥776 858-' is ¥776,858- where the groups run to the
  // amount's end (its -, 円, the cell's end), never a price and a count after it ('¥500 100 個').
  const s = text.replace(SPACED_GROUPS, (_, head: string, groups: string) => head + groups.replaceAll(' ', ','));
  for (const m of s.matchAll(AMOUNT)) {
    const digits = m[2]!;
    const after = s.slice(m.index + m[0].length);
    // (Nor an address's 番地, 号 or 丁目: '桑原740番地6'.)
    if (/^\s?(%|年|月|日|[/.-]\d|点|個|件|時間|ヶ月|か月|カ月|番|号|丁目)/.test(after) && !m[3]) continue;
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

// A cell with these is a partial sum, not what is to be paid.
const PARTIAL =
  /小計|消費税|税抜|税額|対象|内訳|非課税|源泉|値引|単価|数量|前回|繰越|入金|買上|Subtotal|Sub\s*total|\bTax\b|VAT/i;
const GRAND_TOTAL = /合計|税込|(?<![A-Za-z])Total(?![A-Za-z])/i;
// ご請求額 in '前回ご請求額' is last month's bill; in '訂正前 ご請求金額' the corrected one's.
const NOT_THIS_BILL = /(?:前回|繰越|入金|(?:訂正|修正|変更)前\s?)$/;
// What is taken off the 合計 before it is paid: tax withheld, advances (a works' 着手金, a
// banquet's 内金), part payments received, and what the buyer charges back set off against it
// (相殺: a salon's 材料費 against a stylist's fee).
// (And the deductible an insured paid the repair shop, 免責金額, on a repair bill to the insurer.)
// (A 遺品整理 company buys some of the estate and sets the price off the bill: 買取金額 △66,000.)
// (A general contractor holds back a 保留金 from each 出来高 bill until completion, and takes its
// 協力会費; what it has held so far, 保留金累計額, is a note, not this bill's.)
const DEDUCTION =
  /源泉(?:徴収)?(?:税額?|所得税)?|前払金|前受金|着手金|着工金|下取(?:り)?価格|内金|申込金|部分払|既受領|既入金|お?預(?:か)?り金|相殺|免責金額|買取(?:金額|代金)|保留金(?!累計)|協力会費/;
const BANK_LINE = /銀行|信用金庫|信用組合|支店|普通|当座|口座/;
// What is added to the 合計 before it is paid: costs paid on the buyer's behalf (a 弁理士's
// 特許庁費用, the office's stamp fees, under a heading that says 立替金 on a line of its own).
const ADVANCED = /立替(?:金|費|実費)?|特許庁費用/;
/**
 * The amount in a cell beside a label: a marked one ('金 ¥7,004,000-'), or plain digits alone in
 * their cell, never a number glued to words (a building's 'グランドメゾン101' beside Amount Due).
 */
function amountIn(cell: string): number | null {
  const yen = positive(cell);
  if (yen === null) return null;
  return findAmounts(lenient(cell)).some((a) => a.marked) || /^[\s\d.-]+$/.test(cell) ? yen : null;
}

/** How many lines below a label its value may sit (a boxed total printed under its label). */
const BELOW = 4;
/** A line of one or two letters, no digit: a speck of a seal or a rule OCR read as letters. */
const OCR_SPECK = /^[^\s\d]{1,2}$/u;
/** A row of this many cells or more is an item table's, not a box's value. */
const TABLE_ROW_CELLS = 5;

interface TotalCandidate {
  yen: number;
  /** 'label': next to ご請求金額 and its kin; 'below': under it in its column; 'total': a 合計 line. */
  how: 'label' | 'below' | 'total';
  /** The label's words, for the labelled ones. */
  label?: string;
  /** Said on its line to be what is left after a deduction: '（源泉徴収税額控除後）'. */
  afterDeduction?: boolean;
  /** Labelled as the amount left after deductions: '差引ご請求額'. */
  net?: boolean;
}

const AFTER_DEDUCTION = /控除後|差引後/;

/**
 * Where a cell is known to hold a sum (after 合計, 小計, 消費税), '866.434' is OCR's 866,434: a
 * period between groups of three is a thousands separator, not a decimal point.
 */
const lenient = (s: string) => s.replace(/(?<![\d.,])(\d{1,3})\.(\d{3})(?![\d.,])/g, '$1,$2');

const positive = (s: string) => {
  const yen = parseYenAmount(lenient(s));
  return yen !== null && yen > 0 ? yen : null;
};

/**
 * A label inside parentheses a sentence opened names another bill's amount: '7月25日付でお送り
 * いたしました請求書（No.2507-133、ご請求金額 ¥207,900）において…', the one a corrected invoice replaces.
 */
const insideParentheses = (cellBefore: string) =>
  (cellBefore.match(/[(（]/g)?.length ?? 0) > (cellBefore.match(/[)）]/g)?.length ?? 0);

/** Where each cell of a line starts and ends. */
function cellsOf(line: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  let start = 0;
  for (const text of line.split('\t')) {
    out.push({ text, start, end: start + text.length });
    start += text.length + 1;
  }
  return out;
}

// A value alone on its line in a sparse reading: '¥5,269,000', 'Y\\630.000', '\\4,639.,000一', '630.000 ]'.
const STACKED_AMOUNT = /^[△▲]?\s*[¥￥\\Yy]{0,2}\s*\d{1,3}(?:[,.]{1,2}\d{3})+\s*円?[-一ー－]?[\s\]|]*$/;
/** Label lines of a stack are short and hold no figures. */
const STACKED_LABEL_LENGTH = 20;

/**
 * A row of labels over a row of values, as OCR's sparse reading sets them: each label on a line of
 * its own, then each value ('合計 (税込' / '下取価格 (税込' / '差引ご請求額' over 'Y5.269.000' /
 * 'Y\\630.000' / '\\4,639,000'). The value at the place of line `line`'s label in its stack, where
 * as many values as labels follow it; else null.
 */
function stackedValue(doc: InvoiceLines, line: number): number | null {
  const labelOnly = (i: number) => {
    const text = doc.lines[i]?.trim() ?? '';
    // (A tax's rate is part of its label: '消費税 (10%)'.)
    const figures = text.replace(/[(（]\d{1,2}%[)）]/, '');
    return text !== '' && !/\d/.test(figures) && !text.includes('\t') && text.length <= STACKED_LABEL_LENGTH;
  };
  if (!labelOnly(line)) return null;
  let from = line;
  while (from > 0 && labelOnly(from - 1)) from--;
  let to = line;
  while (labelOnly(to + 1)) to++;
  const size = to - from + 1;
  const values = doc.lines.slice(to + 1, to + 1 + size + 1).map((text) => STACKED_AMOUNT.test(text.trim()));
  // (As many values as labels, and no more: a longer run is a column of figures of its own.)
  if (size < 2 || values.length < size || values.slice(0, size).some((isValue) => !isValue) || values[size] === true) return null;
  return positive(doc.lines[to + 1 + (line - from)]!);
}

const YEN_MARKED = (cell: { text: string }) => /[¥￥\\]\s?\d/.test(cell.text);
/** A cell that is one yen-marked amount and nothing else ('34,800 ¥382,800' is two figures OCR joined). */
const MARKED_AMOUNT_ALONE = /^[¥￥\\]\s?\d{1,3}(?:[,.]\d{3})+\s*[-一ー－]?$/;

/**
 * The last label of a row over a shorter row of figures whose last is yen-marked: OCR lost a
 * box's figure before it ('… | 立替金 | 晴求金額' over '772.170 | 849.387 | 44.690 | \\894,077'), and
 * the marked one is the last box's, wherever its characters fall.
 */
const lastBoxMarked = (labels: unknown[], figures: { text: string }[], rank: number) =>
  figures.length >= 2 &&
  figures.length < labels.length &&
  rank === labels.length - 1 &&
  MARKED_AMOUNT_ALONE.test(figures.at(-1)!.text.trim());

/** A cell that holds a sum of money: grouped digits, never a rate ('消費税（10%）'). */
const MONEY_CELL = /\d{1,3}(?:,\d{3})+/;

/**
 * A row of figures shorter than the row of labels over it fills the first boxes: the label at
 * `rank`, past its end, has its value further down ('課税対象額 | … | 立替金 | ご請求金額' over
 * four figures, then '¥1,152,820'), however the characters of the two rows happen to overlap.
 */
function fillsBoxesBefore(labels: { text: string }[], figures: { text: string }[], rank: number): boolean {
  return (
    labels.length >= 3 &&
    figures.length >= 2 &&
    figures.length < labels.length &&
    rank >= figures.length &&
    labels.every((c) => c.text.trim() !== '' && !MONEY_CELL.test(c.text)) &&
    figures.every((c) => MONEY_CELL.test(c.text) && amountIn(c.text) !== null) &&
    // (A row whose figure is marked lost a box's figure before it: lastBoxMarked.)
    !figures.some(YEN_MARKED)
  );
}

/**
 * The amounts next to a grand-total label: after it in its cell (or the next cell), else below
 * it in the same column — the cell of the same rank when the rows have as many cells, else the
 * cell that overlaps the label's characters — skipping partial sums (小計, 消費税) met on the way.
 */
function labeledTotals(doc: InvoiceLines): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  const label = new RegExp(LABELS.total.source, 'gi');
  for (const [i, line] of doc.lines.entries()) {
    const cells = cellsOf(line);
    for (const m of line.matchAll(label)) {
      const before = line.slice(0, m.index);
      const cellBefore = before.slice(before.lastIndexOf('\t') + 1);
      if (/税抜/.test(m[0]) || NOT_THIS_BILL.test(before) || insideParentheses(cellBefore)) continue;
      const rank = cells.findIndex((c) => m.index >= c.start && m.index < c.end + 1);
      const cell = cells[rank]!;
      // (A note in parentheses after the value is not the value's label: '金122,234円（源泉徴収税額控除後）'.)
      const rest = line.slice(m.index + m[0].length, cell.end).replace(/(?<=\d円?\s?)[(（][^)）]*[)）]$/, '');
      const sameCell = PARTIAL.test(rest) ? null : positive(rest.replace(/^[\s:：)）】」\]|｜.・]+/, ''));
      const valueCell = (k: number) =>
        cells[k] && !PARTIAL.test(cells[k]!.text) && !LABELS.total.test(cells[k]!.text) ? amountIn(cells[k]!.text) : null;
      // The next cell with text (OCR's empty cells of a ruled table come between: '今回請求額 | | |
      // 11.669,000'), or past a note on the tax to the row's last cell: 'ご請求金額（税込） | 10%対象
      // （うち消費税等相当額 58,671円） | 645,386円'.
      const next = cells.findIndex((c, k) => k > rank && c.text.trim() !== '');
      const noteBetween = next >= 0 && cells.length === next + 2 && PARTIAL.test(cells[next]!.text);
      const nextCell = next < 0 ? null : (valueCell(next) ?? (noteBetween ? valueCell(next + 1) : null));
      // 'Total 合計\t¥110,000': a bilingual label's other half stands between it and the next cell.
      // (A formula in parentheses after the label, '今回請求額(⑨-④-⑤)', is no value of its own.)
      const beside = sameCell ?? (/\d/.test(rest.replace(/\([^)]*\)/g, '')) ? null : nextCell);
      if (beside !== null) {
        out.push({
          yen: beside,
          how: 'label',
          label: m[0],
          afterDeduction: AFTER_DEDUCTION.test(line.slice(m.index)),
          net: /差引$/.test(cellBefore),
        });
        continue;
      }
      const stacked = stackedValue(doc, i);
      if (stacked !== null) {
        out.push({ yen: stacked, how: 'below', label: m[0], net: /差引$/.test(cellBefore) });
        continue;
      }
      for (let j = i + 1; j <= i + BELOW && j < doc.lines.length; j++) {
        const below = cellsOf(doc.lines[j]!);
        // An item table's row (unless the label's row had as many cells: labels over their values):
        // the box was left empty above it.
        if (below.length >= TABLE_ROW_CELLS && below.length !== cells.length) break;
        if (fillsBoxesBefore(cells, below, rank)) continue;
        const inColumn =
          below.length === cells.length || lastBoxMarked(cells, below, rank)
            ? below.at(rank - cells.length)
            : below.length === 1
              ? below[0]
              : below.find((c) => c.start < cell.end && cell.start < c.end);
        if (!inColumn) continue;
        if (LABELS.total.test(inColumn.text)) break;
        // (Nor the other block's bank line, its account number no amount: '京都信用金庫 京都支店 当座 3458910'.)
        if (PARTIAL.test(inColumn.text) || BANK_LINE.test(inColumn.text)) continue;
        const yen = positive(inColumn.text);
        if (yen !== null) {
          // (Labelled as what is left, '差引ご請求額（税込）' over '¥8,848,000－', as beside it.)
          out.push({ yen, how: 'below', label: m[0], net: /差引$/.test(cellBefore) });
          break;
        }
        // (Two letters alone on a line are OCR's reading of a seal or a box's rule, no value of the
        // box's: '朝具' and '札' between 'ご請求金額' and '金 48,290.000 円' on a scan.)
        if (below.length === 1 && OCR_SPECK.test(inColumn.text.trim())) continue;
        // Other text in the label's column (お振込先, a bank's line): the box held no value. A
        // line of one cell under a line of several may be the other block's: read on past it.
        if (inColumn.text.trim() !== '' && (below.length > 1 || cells.length === 1)) break;
      }
    }
  }
  return out;
}

// The tax inside a 税込 amount, in parentheses: '（うち消費税等相当額 58,671円）'.
const TAX_INSIDE = /[(（]\s*(?:うち|内)消費税[^)）]*[)）]/g;

/** 合計 / 税込合計 lines that are not a 小計 or a tax line. */
function grandTotals(doc: InvoiceLines): TotalCandidate[] {
  return doc.lines
    .flatMap((line) => (line.split('\t').length > 1 ? cellPairs(line) : [line]))
    .map((text) => text.replace(TAX_INSIDE, ''))
    .filter((text) => GRAND_TOTAL.test(text) && (!PARTIAL.test(text) || /税込/.test(text)))
    .flatMap((text) => findAmounts(lenient(text.slice(text.search(GRAND_TOTAL)))).filter((a) => a.marked))
    .map((a) => ({ yen: a.yen, how: 'total' as const }));
}

// '合計 250,020円 （消費税 24,955円）': a 合計 before tax with its tax beside it in parentheses, as
// 国税庁's 適格請求書 example prints it. What is paid is the two together; 'うち消費税' / '内消費税'
// is tax already inside the 合計, and says nothing of the kind.
const TAX_BESIDE = /^[(（]\s*消費税(?:等|額)?\s*[:：]?\s*(¥?\s?[\d,]+\s?円?)\s*[)）]$/;

/** 合計 A with （消費税 B） in the next cell: A + B, the amount to pay, if the page prints it too (checked by the caller). */
function totalsWithTaxBeside(doc: InvoiceLines): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (const line of doc.lines) {
    const cells = line.split('\t');
    cells.forEach((cell, k) => {
      if (!GRAND_TOTAL.test(cell) || PARTIAL.test(cell)) return;
      const own = findAmounts(lenient(cell)).filter((a) => a.marked);
      const base = own.at(-1)?.yen ?? positive(cells[k + 1] ?? '');
      const taxCell = own.length > 0 ? cells[k + 1] : cells[k + 2];
      const tax = taxCell ? TAX_BESIDE.exec(taxCell.trim()) : null;
      const taxYen = tax ? positive(tax[1]!) : null;
      if (base && taxYen) out.push({ yen: base + taxYen, how: 'total' });
    });
  }
  return out;
}

// '合計\t¥974,600' keeps its label and value in neighbouring cells: read each cell with the next.
function cellPairs(line: string): string[] {
  const cells = line.split('\t');
  return cells.map((c, k) => (k + 1 < cells.length && !findAmounts(c).some((a) => a.marked) ? `${c} ${cells[k + 1]}` : c));
}

/**
 * OCR's reading of a deduction's △ glued to its figures ('A748.000', 'ム19,042', and where nothing
 * precedes it, 'る390,000'): the sign.
 */
const withMinusSign = (s: string) =>
  s.replace(/(?<![A-Za-z0-9])[Aム](?=\d{1,3}(?:[,.]\d{3})+(?![\d.,]))|(?<=^|\s)る(?=\d{1,3}(?:[,.]\d{3})+(?![\d.,]))/g, '△');

/** OCR's reading of a deduction's △ and a doubled yen mark before the amount: 'へy¥204,000'. */
const SIGN_MISREAD = /^(?:へ|[yY]){1,2}(?=[¥￥]\d)/;

/** A line that is one amount and nothing else ('△27,975', '¥8,000-'): a value printed under its label. */
const LONE_AMOUNT = /^[△▲ー−-]?\s*[¥￥]?\s*\d{1,3}(?:,\d{3})+\s*円?-?$/;

// A note of when a deduction was paid, in parentheses: '着手金 (2026-03-10 受領済)' (its closing
// parenthesis lost in OCR, up to the cell's end or its amount: '(2026-10.10 受領漬  ¥205.000').
const DATED_NOTE = /[(（][^)）\t]*?\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?[^)）\t]*?(?:[)）]|(?=\s*[¥￥\\Y]?\d)|$)/g;

/**
 * The amount after the first match of `label` on each line (its last amount: '消費税 10% ¥8,000'),
 * or under it, where the label is the line's only text and the next line is the amount alone
 * ('源泉徴収税額' over '△27,975', the calculation on the line below that).
 */
function amountsAfter(doc: InvoiceLines, label: RegExp): number[] {
  const out: number[] = [];
  for (const [i, line] of doc.lines.entries()) {
    for (const cell of cellPairs(line)) {
      const at = cell.search(label);
      if (at < 0) continue;
      // (The note of when it was paid is no amount: its amount is beside it, or below.)
      const labelled = cell.slice(at).replace(DATED_NOTE, '');
      const amounts = findAmounts(lenient(withMinusSign(labelled))).filter((a) => a.marked || a.yen >= 10);
      if (amounts.length > 0) {
        out.push(amounts.at(-1)!.yen);
        continue;
      }
      const stacked = stackedValue(doc, i);
      if (stacked !== null) out.push(stacked);
      else if (cell === line && !/\d/.test(line.replace(DATED_NOTE, ''))) {
        const below = lenient(withMinusSign(doc.lines[i + 1]?.trim() ?? '')).replace(SIGN_MISREAD, '');
        const amount = LONE_AMOUNT.test(below) ? findAmounts(lenient(below)).at(-1) : undefined;
        if (amount) out.push(amount.yen);
      }
    }
  }
  return out;
}

/**
 * The sums the total should equal: 小計 + every 消費税 line, or the 税率別 bases (10%対象 …)
 * plus their taxes. A total that equals one of them is confirmed by the arithmetic.
 */
function expectedTotals(doc: InvoiceLines): number[] {
  const subtotal = firstSubtotal(doc);
  const taxes = amountsAfter(doc, /消費税|税額|(?<![A-Za-z])(?:Consumption\s*)?Tax(?![A-Za-z])/i).reduce((a, b) => a + b, 0);
  const bases = amountsAfter(doc, /\d+%対象/).reduce((a, b) => a + b, 0);
  const out: number[] = [];
  if (subtotal !== undefined && taxes > 0) out.push(subtotal + taxes);
  if (bases > 0 && taxes > 0) out.push(bases + taxes);
  return out;
}

const firstSubtotal = (doc: InvoiceLines): number | undefined => amountsAfter(doc, /小計|Sub\s*total/i)[0];

/**
 * The 小計 taxed at 10% or 8%, rounded either way: the sums to check a total against only where
 * none adds up as printed, OCR having garbled the tax's own figures ('Ye2.200' for ¥62,200 under
 * a 小計 of ¥622,000). (Not before: a quote's 税込 total beside the bill's is its 小計 taxed too.)
 */
function taxedSubtotals(doc: InvoiceLines): number[] {
  const subtotal = firstSubtotal(doc);
  return subtotal === undefined ? [] : [1.1, 1.08].flatMap((rate) => [Math.floor(subtotal * rate), Math.ceil(subtotal * rate)]);
}

/**
 * A deduction's label printed with no amount read beside or under it (its amount in a table's
 * column: '下取価格 (税込)' heading the trade-in's row), and the amount asked standing alone on its
 * line, its label lost ('\\4,639.,000一' under the greeting): that amount, where it is a 合計 that
 * adds up less another amount on the page, neither the 小計 nor a tax.
 */
function deductionLeftAlone(doc: InvoiceLines, confirmed: TotalCandidate[], amounts: number[], deducted: number[]) {
  if (deducted.some((d) => d > 0) || !doc.lines.some((line) => DEDUCTION.test(line))) return undefined;
  const notDeductions = new Set([firstSubtotal(doc), ...amountsAfter(doc, /消費税|税額/)]);
  const alone = doc.lines.flatMap((line) => (STACKED_AMOUNT.test(line.trim()) ? [positive(line) ?? 0] : []));
  return alone.find(
    (yen) =>
      !notDeductions.has(yen) &&
      confirmed.some((t) => t.yen > yen && amounts.includes(t.yen - yen) && !notDeductions.has(t.yen - yen)),
  );
}

/** Every money amount on the page (with OCR's periods read as separators), largest first. */
function allAmounts(doc: InvoiceLines): number[] {
  const out = doc.lines.flatMap((line) =>
    findAmounts(lenient(line))
      .filter((a) => a.marked)
      .map((a) => a.yen),
  );
  return [...new Set(out)].sort((a, b) => b - a);
}

/**
 * The amounts that are some other amount plus its consumption tax (8% or 10%, rounded either
 * way): a total whose 小計 and 消費税 OCR printed apart from their labels is still that sum.
 */
function sumsWithTax(amounts: number[]): number[] {
  const present = new Set(amounts);
  return amounts.filter((total) =>
    amounts.some((base) => {
      const tax = total - base;
      if (tax <= 0 || !present.has(tax)) return false;
      return [0.1, 0.08].some((rate) => Math.abs(tax - base * rate) <= 1) || (tax >= base * 0.08 && tax <= base * 0.1);
    }),
  );
}

// The amount left after deductions, by its label: '差引ご請求額'.
const NET_LABEL = /差引[ご御]?請求(?:金)?[額客閣]/;

/**
 * The digits after a 差引ご請求額 label whose amount lost its head to a glyph OCR read in place of
 * '¥1': '多,660,792' gives 660792.
 */
function netAmountTails(doc: InvoiceLines): number[] {
  return doc.lines.flatMap((line) => {
    const label = NET_LABEL.exec(line);
    const after = label ? line.slice(label.index + label[0].length) : '';
    const m = /^[\s:：]*[^\d\s,.]([,.]\d{3}(?:[,.]\d{3})*)(?![\d,.])/u.exec(after);
    return m ? [Number(m[1]!.replace(/[,.]/g, ''))] : [];
  });
}

// An amount in words' form said to be what is left after a deduction: '金 355,951 円（源泉所得税控除後）'.
const STATED_NET = new RegExp(`(?:^|\\s)金\\s?([\\d,.]+)\\s?円\\s?[(（][^)）]*(?:${AFTER_DEDUCTION.source})`);
const statedNetsUnlabelled = (doc: InvoiceLines) =>
  doc.lines.flatMap((line) => {
    const yen = positive(STATED_NET.exec(line)?.[1] ?? '');
    return yen !== null && !LABELS.total.test(line) ? [yen] : [];
  });

/** 今回ご請求額 that is an amount that adds up plus another printed on a page that carries a 繰越. */
function carriedOver(doc: InvoiceLines, labeled: TotalCandidate[], confirmed: TotalCandidate[]): TotalCandidate | undefined {
  if (!doc.lines.some((line) => /繰越/.test(line))) return undefined;
  const printed = new Set(doc.lines.flatMap((line) => findAmounts(lenient(line)).map((a) => a.yen)));
  return labeled.find((c) => /^今回/.test(c.label ?? '') && confirmed.some((t) => c.yen > t.yen && printed.has(c.yen - t.yen)));
}

/**
 * The grand total including tax. Candidates: ご請求金額 and its kin (beside or below the
 * label), and 合計 / 税込合計 lines; partial sums never count. A candidate equal to 小計 + 消費税
 * is confirmed; otherwise the labelled ones win (the largest, when they disagree: a boxed
 * 「ご請求金額」 is never smaller than a 小計), then the 合計 lines, then the largest amount.
 */
export function findTotalAmount(doc: InvoiceLines): ExtractedField<number> {
  const labeled = labeledTotals(doc);
  const totals = grandTotals(doc);
  const amounts = allAmounts(doc);
  // A 合計 plus the tax beside it counts only where the page prints the sum as well ('12月分 274,975円（税込）').
  const taxAdded = totalsWithTaxBeside(doc).filter((c) => amounts.includes(c.yen));
  const candidates = [...labeled, ...totals, ...taxAdded];
  const withTax = sumsWithTax(amounts);
  const expected = [...expectedTotals(doc), ...withTax, ...taxAdded.map((c) => c.yen)];
  const confirmedAsPrinted = candidates.filter((c) => expected.includes(c.yen));
  const confirmed =
    confirmedAsPrinted.length > 0 ? confirmedAsPrinted : candidates.filter((c) => taxedSubtotals(doc).includes(c.yen));
  // A sole proprietor's fee less 源泉徴収, a works contract less what was paid in advance: the 合計
  // adds up, but what is asked for is the labelled amount left after the deductions
  // ('差引ご請求額 ¥186,119' under '合計 205,161', '源泉徴収税額 ▲19,042').
  const deducted = amountsAfter(doc, DEDUCTION);
  const left = [...deducted, deducted.reduce((a, b) => a + b, 0)];
  const net = labeled.find((c) => confirmed.some((t) => left.some((d) => d > 0 && t.yen - d === c.yen)));
  if (net) return found(net.yen, CONFIDENCE.LABEL + 0.03);
  // The same, its leading digit read as a kanji ('差引ご請求額 多,660,792' for ¥1,660,792): the 合計
  // less the deduction, where it ends in the digits read.
  const lessDeduction = confirmed.flatMap((t) => left.filter((d) => d > 0 && d < t.yen).map((d) => t.yen - d));
  const tails = netAmountTails(doc);
  const headLost = lessDeduction.find((yen) => tails.some((tail) => yen > tail && yen % 10 ** String(tail).length === tail));
  if (headLost !== undefined) return found(headLost, CONFIDENCE.LABEL_BELOW);
  // Costs paid on the buyer's behalf (立替金, outside the tax) billed after the 合計: what is asked
  // for is the 合計 plus them ('報酬額 合計 907,500', '立替金 … 1,800', '立替金 … 1,200', 'ご請求金額 910,500').
  const advanced = amountsAfter(doc, ADVANCED);
  const added = [...advanced, advanced.reduce((a, b) => a + b, 0)];
  const gross = labeled.find((c) => confirmed.some((t) => added.some((a) => a > 0 && t.yen + a === c.yen)));
  if (gross) return found(gross.yen, CONFIDENCE.LABEL + 0.03);
  // A statement that carries last month's unpaid bill (繰越) over: this month's charges add up
  // (当月ご請求額 = 小計 + 消費税), but what is asked for is 今回ご請求額, the two together.
  const carried = carriedOver(doc, labeled, confirmed);
  if (carried) return found(carried.yen, CONFIDENCE.LABEL);
  // The amount asked for, printed twice under its own labels (ご請求金額 at the top, 差引ご請求額
  // at the foot), where only a 合計 line adds up: fees plus 立替金 less a 預り金 is no 小計 + 消費税.
  const asked = labeled.find((c) => labeled.filter((d) => d.yen === c.yen).length >= 2);
  if (asked && !confirmed.some((c) => c.how !== 'total') && !confirmed.some((c) => c.yen === asked.yen)) {
    return found(asked.yen, CONFIDENCE.LABEL_BELOW);
  }
  // The amount asked for, said to be what is left after a deduction ('ご請求金額 金122,234円（源泉徴収
  // 税額控除後）'), below a 合計 that adds up: OCR garbled the deduction's own line ('涯泉信税額').
  const statedNet = labeled.find((c) => c.afterDeduction && confirmed.some((t) => t.yen > c.yen));
  if (statedNet) return found(statedNet.yen, CONFIDENCE.LABEL_BELOW);
  // The same with its label lost ('金 355,951 円 (泊梨所得税控除後)', '3. ご請求金額' gone), printed
  // again on the page (the 差引ご請求額's value, its label lost too) or under a 合計 that adds up.
  const unlabelledNet = statedNetsUnlabelled(doc).find(
    (yen) =>
      confirmed.some((t) => t.yen > yen) ||
      doc.lines.filter((line) => findAmounts(lenient(line)).some((a) => a.yen === yen)).length >= 2,
  );
  if (unlabelledNet !== undefined) return found(unlabelledNet, CONFIDENCE.LABEL_BELOW - 0.05);
  // Or labelled as what is left ('差引ご請求額 \1.965.,364') under a 合計 that adds up, what was
  // deducted printed on the page under a label OCR garbled ('親代層導 ん322.636' for 源泉徴収税額).
  const labelledNet = labeled.find((c) => c.net && confirmed.some((t) => t.yen > c.yen && amounts.includes(t.yen - c.yen)));
  if (labelledNet) return found(labelledNet.yen, CONFIDENCE.LABEL_BELOW);
  const unreadDeduction = deductionLeftAlone(doc, confirmed, amounts, deducted);
  if (unreadDeduction !== undefined) return found(unreadDeduction, CONFIDENCE.LABEL_BELOW - 0.05);
  if (confirmed.length > 0) {
    const best =
      confirmed.find((c) => c.how === 'label') ??
      confirmed.find((c) => c.how === 'below') ??
      confirmed.find((c) => taxAdded.includes(c)) ??
      confirmed[0]!;
    // A deduction printed that no labelled amount is the total less: what is to be paid may be
    // that amount under a label not known here, so the sum that adds up is not sure to be it.
    if (deducted.some((d) => d > 0)) return found(best.yen, CONFIDENCE.LABEL_BELOW);
    return found(best.yen, best.how === 'total' ? CONFIDENCE.LABEL : CONFIDENCE.LABEL + 0.03);
  }
  const agreeing = (c: TotalCandidate) => candidates.filter((d) => d.yen === c.yen).length;
  if (labeled.length > 0) {
    const values = new Set(labeled.map((c) => c.yen));
    const largest = labeled.reduce((a, b) => (b.yen > a.yen ? b : a));
    // Two readings of the same amount (ご請求金額 and 合計 agree) back each other up.
    if (values.size === 1 && agreeing(largest) >= 2) return found(largest.yen, CONFIDENCE.LABEL);
    if (values.size === 1)
      return found(largest.yen, largest.how === 'label' ? CONFIDENCE.LABEL_BELOW : CONFIDENCE.LABEL_BELOW - 0.05);
    return found(largest.yen, CONFIDENCE.HEURISTIC);
  }
  if (totals.length > 0) {
    const largest = Math.max(...totals.map((c) => c.yen));
    return found(largest, new Set(totals.map((c) => c.yen)).size === 1 ? CONFIDENCE.LABEL_BELOW : CONFIDENCE.HEURISTIC);
  }
  // No label survived OCR: the amount that is 小計 + 消費税 as printed, else the largest amount
  // that is some amount plus its tax, else the largest amount.
  const sum = amounts.find((yen) => expectedTotals(doc).includes(yen));
  if (sum !== undefined) return found(sum, CONFIDENCE.LABEL - 0.05);
  if (withTax.length > 0) return found(withTax[0]!, CONFIDENCE.HEURISTIC + 0.2);
  if (amounts.length > 0) return found(amounts[0]!, CONFIDENCE.WEAK);
  return notFound();
}
