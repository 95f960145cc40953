import { afterLabel, type InvoiceLines } from './text.ts';

// The labels that name the invoice's number itself. OCR misreads the 請 of 請求書 more than any
// other kanji of the label ('語求書番号', '講求書No.'), and 求書 followed by 番号 or No. is that
// label and no other.
// (OCR may misread 請 as another kanji, or lose it where the line starts: '晴求書番号', '求書番号'.)
// (OCR may read 号 as ミ after 請求書番: '晴求書番ミ SP2602-627', or lose the o of No.: '求書N 202603-494'.)
// (An earlier invoice cited with its date, 'ご請求済（2026-08-31付 請求書No. 2608-247）', names another's;
// the kanji in the look-behind is for the 求書 alternative, which starts after its 請, or after
// the kanji OCR made of it: '2026年5月31日付 講求書No_2605.641'.)
const INVOICE_NUMBER_OWN = String.raw`(?<!付 ?[\u4e00-\u9fff]?)(?:(?:請求書|(?<=[\u4e00-\u9fff]|^|[\t ])求書|請求|インボイス)(?:番号|No\.?|NO\.?|ID)|(?:請求書|(?<=[\u4e00-\u9fff]|^|[\t ])求書)(?:番ミ|N(?=[\t ]+[A-Za-z0-9]))|[Ii]nvoice\s*(?:No\.?|#|[Nn]umber))`;
export const INVOICE_NUMBER_OWN_LABEL = new RegExp(INVOICE_NUMBER_OWN);

// The labels, as they read after prepareInvoiceText (NFKC, no spaces between kanji). Common
// parenthesised suffixes belong to the label, so that '(税込)' is never taken for the value.
const SUFFIX = '(?:\\((?:税込|税抜|消費税込|円)[^)]*\\))?';
// A due date's labels: a deadline (支払期限, 期日, Due Date; a public body's 納付期限), or a date
// someone plans to pay on (支払予定日). Where the invoice is debited from the buyer's account, the
// debit's date (口座振替日, 引落日) is when it is paid; a transfer's later deadline is only for a
// debit that failed.
const DUE_WORD = '(?:お支払い?|支払い?|お振込み?|振込み?|お振り込み|ご入金|納付|納入)';
const DEBIT_DAY = '(?:口座)?振替日|(?:お|ご)?引き?落と?し?日';
// (OCR may read 期限's 限 as 際, the same radical: 'お支払期際'.)
const DUE_DEADLINE_SOURCE = String.raw`${DUE_WORD}(?:期[限際]|期日)(?:日)?|お支払い?日|お振込日|${DEBIT_DAY}|(?<![A-Za-z])(?:Due\s*Date|Payment\s*Due(?:\s*Date)?|Pay\s*by)(?![A-Za-z])`;
/** The due date's labels that are a deadline, not a plan (支払予定日): the invoice's own where both are printed. */
export const DUE_DEADLINE_LABEL = new RegExp(DUE_DEADLINE_SOURCE, 'i');

export const LABELS = {
  total: new RegExp(
    // 御請求額 is ご請求額 in kanji (statements); English labels for bilingual invoices. OCR may
    // keep only the left half of 額, 客 ('差引ご請求客 ¥508,230'), or read it 閣 ('差引ご請求閣 ¥408,142'): no
    // label of anything else reads so.
    // An object of a sentence is no label: 'ご請求金額をお振込みください。' (a value below it is a note's).
    // 前月御請求額 (a statement's last month) is not the amount to pay; 当月/今回御請求額 is. Nor
    // is what a contract paid in stages billed before (既ご請求額) or so far (累計請求額).
    // OCR misreads 請 of 請求金額 as another kanji more than any other ('晴求金額', '還求金額').
    // お振込金額: what a freelancer asks to be paid, after the 源泉徴収 withheld. 差引支払額: what a general
    // contractor's subcontractor asks for, after the 保留金 held (a bare 支払額 is no label of the bill's).
    `(?<!(?:前月|前回|先月|既|累計)[ご御]?)(?:今回|当月)?(?:ご入金額合計|(?<=(?<!(?:前月|前回|先月|既|累計)[ご御]?)[\u4e00-\u9fff])求金額|[ご御]請求金額|[ご御]請求額|[ご御]請求[客閣]|請求金額|請求額|[ご御]請求合計|請求合計|お支払金額|お支払い金額|支払金額|お振込金額|(?<=差引\\s?)支払額|税込合計金額|税込合計|合計金額|総合計|総額)${SUFFIX}(?!を)|(?<![A-Za-z])(?:Total\\s*Amount(?:\\s*Due)?|Amount\\s*Due|Grand\\s*Total|Total)(?![A-Za-z])(?:\\s*\\((?:tax|税)[^)]*\\))?`,
    'i',
  ),
  dueDate: new RegExp(`${DUE_DEADLINE_SOURCE}|${DUE_WORD}予定日`, 'i'),
  // A re-issued invoice's 再発行日 is the copy's date; the invoice's own is its 請求日 (or none printed).
  // (OCR reads Issue's I as an l: 'lssue date'.)
  // (A photo's OCR may read the 請 of 請求日 as a digit: '5求日 2025年7月5日'.)
  issueDate:
    /(?:請求書)?(?:(?<!再)発行日|発行年月日|請求日|(?<=(?:^|[\s\t])\d)求日|請求年月日|作成日)|(?<![A-Za-z])(?:[Il]ssue\s*Date|Invoice\s*Date|Date\s*of\s*Issue|Date\s*Issued)(?![A-Za-z])/i,
  // A bare 'No.' after 普通/当座/口座 is the account's number, not the invoice's; after 得意先 (お得意様) or
  // 顧客 the buyer's, after 伝票 a delivery slip's, after 契約 a contract's, after 発注書 or 注文書 the
  // buyer's order's, after 製造, 年製 or 車体 a machine's serial; in parentheses after a name, that name's
  // code ('本店 (No. 100)').
  // (OCR may set a speck after the point, or read a ruled cell's edge: 'No.。 8674', 'No. | 25106509'.)
  invoiceNumber: new RegExp(
    String.raw`${INVOICE_NUMBER_OWN}|(?<![A-Za-z(])(?<!(?:預金|口座|普通|当座|Account|Registration|得意先|得意様|取引先|顧客|お客様|会員|伝票|契約|製造|年製|車体|発注書?|注文書?|見積書?|付 ?\S?求書)[\s_:・]*)No\.。?(?=[\s_|｜]*[A-Za-z0-9])`,
  ),
  registrationNumber: /(?:適格請求書発行事業者)?登録番号/,
  bankName: /(?:金融機関名?|(?<![^\s\t:：【(])銀行名)(?=[:\s]|.*(?:銀行|信用金庫|信用組合|労働金庫|信金|信組))/,
  // A bare 支店 is a label only where a cell starts ('支店\t渋谷'), not at the end of 渋谷支店.
  branchName: /(?:支店名|本支店名|(?<![^\s\t:：])支店)(?=[:\s\t]|$)/,
  accountType: /(?:預金種目|預金種別|口座種別|口座種目|種別)/,
  accountNumber: /口座番号|口座No\.?|Account\s*(?:No\.?|[Nn]umber)/,
  // 加入者名: a ゆうちょ 振替口座's holder.
  accountHolder: /(?:口座名義人?|名義人|口座名|座名義|名義|受取人名?|加入者名)(?:\(カナ\)|\(フリガナ\))?/,
  bankCode: /(?:金融機関|銀行)(?:コード|番号)/,
  branchCode: /支店コード|支店番号|店番号|店番|店コード|Branch\s*(?:[Cc]ode|No\.)/,
  // 運営法人, 運営：: the 法人 that runs the clinic, the school or the venue whose name heads the letter.
  issuer: /(?:発行元|発行者|請求元|請求者|差出人|事業者名|屋号|運営法人|運営会社|運営元|運営(?=[:：]))/,
} as const;

/**
 * Dates of the work, not of the invoice, printed in the same row as its dates ('発行日 2026/03/15
 * 作業日 2026/03/09 お支払日 2026/04/10'), and a re-issued copy's 再発行日: labels that end the value
 * of the label before them.
 */
const OTHER_DATE_LABEL = /(?:再発行|作業|納品|出荷|施工|実施|検針|点検|出動|入庫|出庫|調査)日(?![付時数])/;

const ALL_LABELS = new RegExp(
  [...Object.values(LABELS), OTHER_DATE_LABEL].map((r) => r.source).join('|'),
  // Case-insensitive for the English labels ('Due date'); the Japanese ones have no case.
  'gi',
);

type LabelSpan = { index: number; end: number };

function labelsIn(line: string): LabelSpan[] {
  return [...line.matchAll(ALL_LABELS)].map((m) => ({ index: m.index, end: m.index + m[0].length }));
}

/**
 * Two labels that are one bilingual label's halves ('Issue date / 発行日', 'お支払期限 Due Date'):
 * a space, a slash or a colon apart, not a cell apart, and in two scripts or parted by a slash. Two
 * Japanese labels a space apart are a header row's ('店番 種別 口座番号' over its values).
 */
function areHalves(line: string, first: LabelSpan, second: LabelSpan): boolean {
  const between = line.slice(first.end, second.index);
  const latin = (l: LabelSpan) => /[A-Za-z]/.test(line.slice(l.index, l.end));
  return /^[\s/|・:：]*$/.test(between) && !between.includes('\t') && (latin(first) !== latin(second) || between.includes('/'));
}

/** The line's labels, a bilingual label's two halves as one. */
function withHalvesJoined(line: string, labels: LabelSpan[]): LabelSpan[] {
  const out: LabelSpan[] = [];
  for (const label of labels) {
    const last = out.at(-1);
    if (last && areHalves(line, last, label)) out[out.length - 1] = { ...last, end: label.end };
    else out.push(label);
  }
  return out;
}

export interface LabeledValue<T> {
  value: T;
  line: number;
  /** false when the value came from the line below the label. */
  sameLine: boolean;
}

const ADDRESSEE_LINE = /(?:御中|様)$/;

/** How many lines below a label its value may be looked for (a label in a box, its value lower). */
const LINES_BELOW = 3;

/**
 * The text in the label's column on line `j`: the cell of the same rank when the rows have as
 * many cells (a table header row 請求番号 | 請求日 | お支払期限 over its values, split at tabs
 * or spaces), the only cell of a one-cell line, else the cell that overlaps the label's characters
 * (two blocks side by side, whose rows have different numbers of cells), else the whole line.
 */
function textBelow(doc: InvoiceLines, i: number, j: number, labelIndex: number, labelCount: number): string {
  const line = doc.lines[i]!;
  const next = doc.lines[j]!;
  const tokens = next.split(/\t| +/).filter((c) => c !== '');
  // A row of labels and nothing else over as many values (a row that also holds the other block's
  // 〒 is not: '〒060-0042 | 締切日 | 請求日 | 請求No.' over '得意先No. 4659').
  const labelsOnly = line.replace(ALL_LABELS, '').replace(/[\s:：/|・()（）]/g, '') === '';
  // (A bilingual label's halves, 'お支払期限 Due Date', are one label over one value.)
  const header = withHalvesJoined(line, labelsIn(line));
  if (labelCount >= 2 && header.length >= 2 && labelsOnly) {
    const labelRank = header.filter((l) => l.index < labelIndex + 1).length - 1;
    const values = withoutTitle(tokens, header.length);
    if (values.length === header.length) return values[labelRank] ?? '';
    // The amount's value set apart, large, on a line of its own under the others ('ご請求金額 |
    // お支払期限 | 請求日 | 請求書番号' over '2026-11-30 | 2026-10-31 | INV-…', then '¥68,853'): the
    // other labels' values in their order.
    const amounts = header.filter((l) => LABELS.total.test(line.slice(l.index, l.end)));
    const amountApart =
      amounts.length > 0 &&
      values.length === header.length - amounts.length &&
      !values.some((v) => /[¥￥円]/.test(v)) &&
      [j + 1, j + 2].some((k) => BARE_AMOUNT.test(doc.lines[k] ?? ''));
    if (amountApart) {
      // (The amount's own label finds its value on the line apart, further down.)
      const others = header.filter((l) => !amounts.includes(l));
      const own = others.findIndex((l) => l.index <= labelIndex && labelIndex < l.end);
      return own >= 0 ? values[own]! : '';
    }
    // Boxes of different heights: the values one per line in the labels' order ('御請求金額 |
    // お支払期限' over '¥1,135,189－' and then '令和7年8月31日').
    if (stackedUnder(doc, i, header.length)) return j - i - 1 === labelRank ? next : '';
  }
  const cells = line.split('\t');
  const below = withoutTitle(next.split('\t'), cells.length);
  if (cells.length === 1) return next;
  const rank = line.slice(0, labelIndex).split('\t').length - 1;
  // (Words are counted on the line as printed: '令和8年2月20日 令和8年2月22日' are two.)
  const spacedBelow = withoutTitle(doc.spaced[j]!.split('\t'), cells.length);
  if (below.length === cells.length) return wordOfRank(cells, spacedBelow, rank, labelIndex) ?? below[rank]!;
  if (below.length === 1) {
    // Under a header row whose label is not its first cell, a line of one cell that is not the
    // row's values is the other block's ('得意先No. 4659' under '… | 請求日 | 請求No.'), unless it
    // is a bare value under the row's last cell ('2026/04/30' under '… | Payment Due お支払期限').
    const bareValueUnderLast = rank === cells.length - 1 && BARE_VALUE.test(next);
    return wordOfRank(cells, spacedBelow, rank, labelIndex) ?? (rank > 0 && labelCount >= 2 && !bareValueUnderLast ? '' : next);
  }
  const from = cellStart(cells, rank);
  const to = from + cells[rank]!.length;
  let at = 0;
  for (const cell of below) {
    if (at < to && from < at + cell.length) return cell;
    at += cell.length + 1;
  }
  return next;
}

/** An invoice's title in a cell of its own ('御請求書', '浄化槽維持管理御請求書'): no digits. */
const TITLE_CELL = /^[^\d]*(?:請求書|INVOICE)$/i;

/**
 * A header row's values without the title set at the start of their row, left of the header's
 * first label: '浄化槽維持管理御請求書 | 99454 | 令和08年04月01日 | 0028217' under three labels,
 * or 'ご請求書 2026/04/01 A-123' under '請求日 請求書番号' (`count` the header's cells or labels).
 */
const withoutTitle = (row: string[], count: number) =>
  row.length === count + 1 && TITLE_CELL.test(row[0]!.replace(/\s+/g, '')) ? row.slice(1) : row;

/** An amount alone on its line: '¥68,853', '68,853円'. */
const BARE_AMOUNT = /^\s*[¥￥]\s?[\d,]+-?\s*$|^\s*[\d,]+円\s*$/;

/** A date or an amount and nothing else. */
const BARE_VALUE = /^[\d\s/.,\-年月日¥円令和平成R]+$/;

/** The `count` lines under line `i` are one value each: one cell, no label, no addressee. */
const stackedUnder = (doc: InvoiceLines, i: number, count: number) =>
  i + count < doc.lines.length &&
  doc.lines
    .slice(i + 1, i + 1 + count)
    .every((l) => !l.includes('\t') && labelsIn(l).length === 0 && !ADDRESSEE_LINE.test(l) && /\d/.test(l));

/** Where cell `rank` starts in its line (the cells joined by tabs). */
const cellStart = (cells: string[], rank: number) => cells.slice(0, rank).reduce((n, c) => n + c.length + 1, 0);

const words = (cells: string[]) =>
  cells
    .join(' ')
    .split(/ +/)
    .filter((w) => w !== '');

/**
 * Header cells of words, none of them a value ('締切日 | 請求書No. 頁'), over cells holding as many
 * values split otherwise ('2026/08/31 0020684 | 1'): the value of the label's word's rank.
 */
function wordOfRank(cells: string[], below: string[], rank: number, labelIndex: number): string | null {
  let first = rank;
  let last = rank;
  while (first > 0 && !/\d/.test(cells[first - 1]!)) first--;
  while (last + 1 < cells.length && !/\d/.test(cells[last + 1]!)) last++;
  const header = words(cells.slice(first, last + 1));
  // The values in the same cells, or on a line of their own under a header row that shares its
  // line with the other block ('〒060-0042 | 締切日 | 請求日 | 請求No.' over 'R08.12.20 R08.12.25 R8-617').
  const values = words(below.length === 1 ? below : below.slice(first, last + 1));
  // (Where the cells match one to one, the cell of the label's rank is the value: no words needed.)
  const oneToOne = below.length === cells.length && header.length === last - first + 1;
  if (/\d/.test(cells[rank]!) || oneToOne || header.length !== values.length) return null;
  // The label's word: the words before it in its run of cells (a label may begin inside its word: お支払期限).
  const inCell = cells[rank]!.slice(0, labelIndex - cellStart(cells, rank));
  const at = words([...cells.slice(first, rank), inCell]).length - (/\S$/.test(inCell) ? 1 : 0);
  return values[at] ?? null;
}

/** A line that is a label and nothing else: a label of ours, or an English one ('Branch', 'Account type'). */
function isLabelOnly(line: string): boolean {
  if (/\d|\t/.test(line) || line.length > 24) return false;
  const rest = line.replace(ALL_LABELS, '').replace(/[\s:：/()（）]/g, '');
  return rest === '' || /^[A-Za-z][A-Za-z .#]*$/.test(line);
}

/** Label lines in a row this long, then their values, are a two-column table OCR read column by column. */
const MIN_LABEL_COLUMN = 3;

/**
 * OCR reads a table of labels and values with a wide gap between them as two blocks: the labels
 * one per line, then the values in the same order ('Bank', 'Branch', 'Account No.' over '楽天銀行',
 * '第一営業支店', '4202973'). The value of the label on line `i`: the line of the same rank after them.
 */
function valueByRank(doc: InvoiceLines, i: number): { text: string; line: number } | null {
  let first = i;
  let last = i;
  while (first > 0 && isLabelOnly(doc.lines[first - 1]!)) first--;
  while (last + 1 < doc.lines.length && isLabelOnly(doc.lines[last + 1]!)) last++;
  const count = last - first + 1;
  if (count < MIN_LABEL_COLUMN) return null;
  const values = doc.lines.slice(last + 1, last + 1 + count);
  if (values.length < count || values.some(isLabelOnly)) return null;
  return { text: values[i - first]!, line: last + 1 + (i - first) };
}

/**
 * The first value `parse` accepts after a label: on the label's line up to the next label, else
 * below it in its column (see textBelow) — skipping, for a few lines, cells that carry a label of
 * their own (their value is theirs: 発行日 in a box over お支払期限 2026/12/31 and then its date) —
 * else, for a label alone on its line among others, the value of its rank after them (valueByRank).
 */
export function findLabeled<T>(doc: InvoiceLines, label: RegExp, parse: (s: string) => T | null): LabeledValue<T> | null {
  const global = new RegExp(label.source, `${label.flags.replace('g', '')}g`);
  for (let i = 0; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    for (const match of line.matchAll(global)) {
      const others = labelsIn(line);
      const nextLabel = others.find((l) => l.index >= match.index + match[0].length);
      const segment = afterLabel(line.slice(0, nextLabel?.index ?? line.length), match as RegExpExecArray);
      const same = segment === '' ? null : parse(segment);
      if (same !== null) return { value: same, line: i, sameLine: true };
      // 'Issue date / 発行日\t2025/10/15': a bilingual label's halves are one label; its value
      // follows the second half, which the next match reads.
      const span = { index: match.index, end: match.index + match[0].length };
      if (nextLabel && areHalves(line, span, nextLabel)) continue;
      // A value that is there but unreadable must not be replaced by whatever the next line holds.
      if (/\d/.test(segment)) continue;
      // (The other block's lines passed over beside a header row do not count.)
      for (let j = i + 1, end = i + LINES_BELOW; j <= end && j < doc.lines.length; j++) {
        const text = textBelow(doc, i, j, match.index, others.length);
        const labelled = labelsIn(text).length > 0;
        const below = parse(labelled ? text.slice(0, labelsIn(text)[0]!.index) : text);
        if (below !== null) return { value: below, line: j, sameLine: false };
        // Only a cell that is another label's (or empty) is skipped, or the addressee's line printed
        // between a header row and its values ('株式会社青葉企画 御中'); anything else ends the search.
        // So is a line of one cell under a header row whose label is not its first cell: the other
        // block's line, printed beside the header ('北海道札幌市…' under '〒060-0042 | 締切日 | 請求No.').
        const besideHeader = others.length >= 2 && line.slice(0, match.index).includes('\t') && !doc.lines[j]!.includes('\t');
        if (besideHeader && text === '' && end < i + 2 * LINES_BELOW) end++;
        else if (!labelled && text.trim() !== '' && !ADDRESSEE_LINE.test(text) && !besideHeader) break;
      }
      const ranked = segment === '' && isLabelOnly(line) ? valueByRank(doc, i) : null;
      const byRank = ranked === null ? null : parse(ranked.text);
      if (byRank !== null) return { value: byRank, line: ranked!.line, sameLine: false };
    }
  }
  return null;
}
