import { foldIdeographForms } from './ideograph-forms.ts';
import { withKanjiAmountsInFigures } from './kanji-amounts.ts';
import { COMPANY_FORM } from './legal-forms.ts';

/**
 * Text of an invoice, as a PDF text layer or OCR gives it, folded into lines the field parsers
 * can match with plain regular expressions.
 *
 * OCR puts spaces between Japanese characters ('請 求 金 額'), and both sources mix full-width
 * and half-width forms, so every line exists twice:
 * - `lines[i]`: NFKC, spaces between CJK characters (and between digits and 年月日円) removed.
 *   Labels are contiguous here; tabs (a wide gap between two columns of a PDF line) are kept.
 * - `spaced[i]`: NFKC with runs of spaces squeezed, for values whose spaces matter
 *   (an account holder 'ヤマダ タロウ').
 */
export interface InvoiceLines {
  lines: string[];
  spaced: string[];
}

/** Kana, kanji, CJK punctuation and full-width forms (U+3000–U+30FF, U+3400–U+9FFF, …). */
export const CJK = '\\u3000-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff01-\\uffef';

// The space after an address's 号 or 番地 is the one before its building ('5番4号 グランドメゾン101'),
// printed and kept.
const CJK_SPACE_CJK = new RegExp(`(?<=[${CJK}])(?<![0-9０-９]番?[号地]) +(?=[${CJK}])`, 'g');
// '2026 年 12 月 1 日', '令和 8 年', '12,000 円' — but never '日 2026', which separates two values.
const DIGIT_SPACE_UNIT = / +(?=[年月日円])/g;
const ERA_SPACE_DIGIT = /(?<=[年月和成元]) +(?=\d)/g;
// OCR spaces a date's two digits apart: '令和8年1月3 1日' is the 31st, not the 3rd.
const DATE_DIGIT_SPACE = /(?<=[年月]\d) (?=\d[月日])/g;
// OCR sets a space after an amount's thousands comma: '金 16, 950円' is 16,950 yen.
const COMMA_SPACE_DIGITS = /(?<=\d,) (?=\d{3}(?!\d))/g;
const HYPHEN_LIKE = /[‐‑‒–—―−]/g;
// The division and fraction slashes (∕ ⁄) some templates set between items ('銀行∕支店∕普通'):
// NFKC leaves them, so they would stick to the names beside them.
const SLASH_LIKE = /[\u2215\u2044]/g;
// Chromium's text layer gives the katakana middle dot (・) of some fonts as U+2027 ‧.
const MIDDLE_DOT_LIKE = /\u2027/g;
// OCR spaces a legal form off its name: '(株) 協和印刷', '協和印刷 (株)' are (株)協和印刷, 協和印刷(株).
const LEGAL_FORM_SPACE = new RegExp(`(?<=\\((?:株|有|同)\\)) +(?=[${CJK}])|(?<=[${CJK}]) +(?=\\((?:株|有|同)\\))`, 'g');

// A table drawn in characters ('| 前回御請求額 | 御入金額 | … |', a line printer's statement): its
// rules are the cells' edges. Only a row that starts and ends with one, with a rule between, so
// that OCR's stray '|' (a ruled grid's line read as a character) stays as it is.
const DRAWN_ROW = /^\s*\|.*\|.*\|\s*$/;
const drawnTableRow = (line: string) => (DRAWN_ROW.test(line) ? line.replace(/\s*\|\s*/g, '\t') : line);

const LETTER_SPACED_WORDS = /(?<![^\t])[^\s](?: [^\s])+(?: {2}[^\s](?: [^\s])*)+(?![^\t])/g;

function foldLine(line: string): string {
  return (
    withKanjiAmountsInFigures(drawnTableRow(foldIdeographForms(line)))
      .replace(HYPHEN_LIKE, '-')
      .replace(SLASH_LIKE, '/')
      .replace(MIDDLE_DOT_LIKE, '・')
      // A legal form with one kanji misread, its shape alike ('みどり設計和式会社', '…有限会守'):
      // no other word is spelled so.
      .replace(/[和林抹殊](?= *式 *会 *社)/g, '株')
      .replace(/(?<=(?:株 *式|有 *限|合 *同) *会 *)[杜守祉仕]/g, '社')
      // 令和's 令 misread, its shape alike, before a year and a month ('お支払期日 信和8年7月31日').
      .replace(/[信今合全]和(?= ?(?:元|\d{1,2}) ?年 ?\d{1,2} ?月)/g, '令和')
      // …and 一般's 一 read as the long-vowel mark ('ー般社団法人'), where no katakana stands before it.
      .replace(/(?<![ァ-ヶ])ー(?= *般)/g, '一')
      // A letterhead set letter-spaced: '( 有 ) 光 陽 畳 店' is (有)光陽畳店.
      .replace(/\( ?([株有同]) ?\)/g, '($1)')
      // The long-vowel mark (or kanji 一) between digits is a hyphen OCR misread: '100ー0001'.
      .replace(/(?<=\d)[ー一](?=\d)/g, '-')
      // OCR reads a 〒 as T: 'T160-0023' is no registration number (T and 13 digits), nor a phone.
      .replace(/(?<![A-Za-z0-9])T ?(?=\d{3}-\d{4}(?![\d-]))/g, '〒')
      // …and as ャ or ヤ, its hyphen as a period ('ャ220.0012 神奈川県…'): no word ends in ャ before a 〒's digits.
      .replace(/(?<![ァ-ヶー])[ャヤ] ?(?=\d{3}[-.]\d{4}(?![\d-]))/g, '〒')
      // …and 銀行's 銀 as 鈴 ('楽天鈴行 ジャズ支店'): no word is spelled 鈴行.
      .replace(/鈴行/g, '銀行')
      // …and 当座's 座 as 鹿 or 産 before what follows the type ('みずほ銀行 当鹿', '当産 9983342').
      .replace(/当[鹿産](?=預金|口座|\s|\d|$)/g, '当座')
      // …and 普通's 普 as 葵 or 首 before the account's seven digits ('池袋支店 葵通 9885190').
      .replace(/[葵首](?=通 ?\d{7}(?!\d))/g, '普')
      // OCR reads the period of a 'No.' label as the ideographic full stop ('請求書No。 2608-1037').
      .replace(/(?<=No)。/g, '.')
      // Noto and most Japanese fonts draw ¥ so that OCR reads a backslash.
      .replace(/\\(?=\s*[\dlI])/g, '¥')
      // …and the 1 after it as the letter l or I, before the rest of its digits ('\l,392,500', or
      // '\l.835,270', a comma read as a period).
      .replace(/(?<=¥ ?)[lI](?=[,.]\d{3}\b|\d)/g, '1')
      // A space OCR set inside one of an amount's groups of digits ('金12 2,234円', '122, 23 4円',
      // both at once: '金43 0, 40 9円').
      .replace(/(?<=[金¥] ?)(\d{1,2}) (\d{1,2})(?=, ?\d)/g, (m, a: string, b: string) => (a.length + b.length <= 3 ? a + b : m))
      .replace(/(?<=\d, ?)(\d{1,2}) (\d{1,2})(?= ?円)/g, (m, a: string, b: string) => (a.length + b.length === 3 ? a + b : m))
      // An amount or a number written one digit to a ruled column (桁罫, a form's boxes): the
      // text comes out a digit and a space at a time ('¥ 1 8 5 6 8 0'); four or more are one number.
      // (Not a ゆうちょ 記号番号's part between hyphens: its parser reads the boxes as they are.)
      .replace(/(?<![\d,.]|- ?)\d(?: \d){3,}(?![\d,.]| ?-)/g, (digits) => digits.replace(/ /g, ''))
      // A cell set letter-spaced, one space between its letters and two between its words (the
      // text layer's word break, pdf-lines.mjs): its words closed up, '陶 房  あ お い' → '陶房 あおい'.
      .replace(LETTER_SPACED_WORDS, (cell) =>
        cell
          .split('  ')
          .map((word) => word.replace(/ /g, ''))
          .join(' '),
      )
      // OCR keeps wide gaps as runs of spaces (preserve_interword_spaces): a column break.
      .replace(/[ \u00a0]{3,}/g, '\t')
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ *\t[ \t]*/g, '\t')
      .trim()
  );
}

// A seal (角印 '湊運輸之印', 丸印 '小林') printed over or beside the issuer's block comes out of a
// text layer one column of the seal per line: '之小' and '印林' beside the name. Such a cell is
// never a value, and the issuer's name must not be taken from it. Two characters with 之 or 印
// (not 印刷費, a line item), 之 or 印 before a katakana name's pieces, or a whole '…之印'; a seal
// printed at a slant comes out row by row instead, '之印山田' (no word begins with 之印); a
// three-column seal gives three characters a line, '印運日', '印精み' (but 印刷費 is a line item).
const SEAL_FRAGMENT =
  /^(?:[之印][\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]|[之印][\p{sc=Katakana}ー]{2}|\p{sc=Han}[之印]|\p{sc=Han}{1,3}之印|[之印]|之印[\p{sc=Han}\p{sc=Katakana}ー]{1,6}|之[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]{2}|印(?!刷|紙|鑑|章|税|象)[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]{2})$/u;
// The seal's other columns, on the lines just above and below a fragment: a short last cell, of
// one or two kanji (three are a name: a 工務店's 屋号 森住建 beside the buyer's line) or up to three
// characters with kana ('ーング').
const SEAL_NEIGHBOUR =
  /^(?:\p{sc=Han}{1,2}|(?=.*[\p{sc=Katakana}\p{sc=Hiragana}ー])[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]{1,3})$/u;

/**
 * A square seal's row read into the name's line, the seal's other rows just above or below: two
 * or three letters glued to the name's end, each one of the name's own or the seal's 之 or 印
 * ('ネクスト荘(株)荘ク', '(株)ネクスト金属工業工トネ' over '之金ク' and '印属ス').
 */
function withoutSealRow(cell: string, nearSeal: boolean, neighbours: string[]): string {
  for (const n of [3, 2]) {
    const head = cell.slice(0, -n);
    if (!sealSpellsName(cell.slice(-n), head) || !COMPANY_FORM.test(head)) continue;
    // The seal's other rows: a fragment with 之 or 印, or a line of the name's own letters alone
    // ('みどり設計株式会社設み' over '計ど').
    if (nearSeal || neighbours.some((line) => line.length <= 3 && sealSpellsName(line, head))) return head;
  }
  return cell;
}

/** Letters of a company seal, which spells the name: each one the name's own, or 之 or 印. */
export const sealSpellsName = (letters: string, name: string) =>
  /^\p{L}+$/u.test(letters) && [...letters].every((c) => name.includes(c) || c === '之' || c === '印');

// Where an address or a number ends (a digit, 階, 号, 室, F) and a seal's row begins: its 之 or 印.
const SEAL_AFTER_NUMBER = /(?<=[\d階号室F])[之印][\p{L}ー]{1,2}$/u;

/** A seal's row of three: 之 or 印 among letters of the name beside it ('業印み' by みどり印刷工業). */
const sealRowOfThree = (fragment: string, name: string) =>
  fragment.length === 3 && /[之印]/.test(fragment) && sealSpellsName(fragment, name);

function withoutSeals(lines: string[]): string[] {
  const cells = lines.map((line) => line.split('\t'));
  const isSeal = (cell: string) => SEAL_FRAGMENT.test(cell.replace(/ /g, ''));
  const sealLines = new Set(cells.flatMap((row, i) => (row.some(isSeal) ? [i] : [])));
  return cells.map((row, i) => {
    const nearSeal = sealLines.has(i - 1) || sealLines.has(i + 1);
    const neighbours = [cells[i - 1], cells[i + 1]].flatMap((r) => (r?.length === 1 ? [r[0]!.replace(/ /g, '')] : []));
    return row
      .map((cell) => {
        // A fragment set a single space after the name, in the name's own cell: 'グリーンフィールド食品合同会社 印ィー',
        // or a row of the seal spelling that name ('有限会社みどり印刷工業 業印み').
        const last = cell.lastIndexOf(' ');
        const fragment = cell.slice(last + 1);
        if (last > 0 && (isSeal(fragment) || sealRowOfThree(fragment, cell.slice(0, last)))) return cell.slice(0, last);
        // A fragment glued to the end of an address or a registration ('… 8F印ーロ', '第2101号之ズン').
        const glued = SEAL_AFTER_NUMBER.exec(cell);
        if (glued && isSeal(glued[0])) return cell.slice(0, glued.index);
        return withoutSealRow(cell, nearSeal, neighbours);
      })
      .filter((cell, k, kept) => {
        if (isSeal(cell) || (k > 0 && sealRowOfThree(cell.replace(/ /g, ''), kept[k - 1]!))) return false;
        // Only a trailing cell after another (発行元 | 産朝), never a line's only cell, unless the
        // seal's fragments are on both sides of it (印動丸 / 産星 / 之不).
        const between = sealLines.has(i - 1) && sealLines.has(i + 1) && row.length === 1;
        return !(nearSeal && (between || (k > 0 && k === row.length - 1)) && SEAL_NEIGHBOUR.test(cell.replace(/ /g, '')));
      })
      .join('\t');
  });
}

// A cell of nothing but punctuation is OCR's reading of a smudge or a stroke of the form
// ('中村工務店\t,'): it would stand where the line's last cell, its value, is looked for.
const NOISE_CELL = /^[\s,.、。・'"`|_[\]「」]+$/;
const withoutNoiseCells = (line: string) =>
  line
    .split('\t')
    .filter((cell) => !NOISE_CELL.test(cell))
    .join('\t');

// A grid's cells too narrow for their values wrap them with the parenthesis still open:
// '千葉銀行(金融機関コー | 丸の内支店(支店番号' over 'ド 0134) | 499)', the grid's labels
// (金融機関 | 支店) printed on a line between them, centred beside the two.
const opensParenthesis = (cell: string) => (cell.match(/\(/g)?.length ?? 0) > (cell.match(/\)/g)?.length ?? 0);
const CLOSING_PART = /^[^()]{1,12}\)$/;

const wrapsBelow = (cells: string[], parts: string[] | undefined) =>
  parts?.length === cells.length && cells.every(opensParenthesis) && parts.every((part) => CLOSING_PART.test(part.trim()));

/** Each cell of a line with its wrapped part from one of the two lines below, where every cell wrapped. */
function withWrappedCellsJoined(lines: string[]): string[] {
  const joined = [...lines];
  for (let i = 0; i < joined.length; i++) {
    const cells = joined[i]!.split('\t');
    const below = [i + 1, i + 2].find((j) => wrapsBelow(cells, joined[j]?.split('\t')));
    if (below === undefined) continue;
    const parts = joined[below]!.split('\t');
    joined[i] = cells.map((cell, k) => cell + parts[k]!.trim()).join('\t');
    joined.splice(below, 1);
  }
  return joined;
}

// A company's name too long for its block wraps inside its legal form: 'ブルーオーシャンセキュリティ合'
// over '同会社'. The rest of the form alone in the next line's first cell is that name's (another
// block's cell may follow it there: '同会社 | 桜井ドラッグ株式会社 御中').
const WRAPPING_FORMS = ['株式会社', '有限会社', '合同会社', '合資会社', '合名会社'];
/** Each rest of a form that a wrap leaves alone ('会社', '式会社'), with the heads it completes ('株式', '有限', …). */
const FORM_HEADS = new Map<string, string[]>();
for (const form of WRAPPING_FORMS) {
  for (const cut of [1, 2, 3]) FORM_HEADS.set(form.slice(cut), [...(FORM_HEADS.get(form.slice(cut)) ?? []), form.slice(0, cut)]);
}

/**
 * A name's last cell with the rest of its legal form, wrapped onto the next line (OCR may read a
 * blank line between), joined to it: the rest is the next line's first cell, or its last where
 * both lines are the right-hand cells of two columns ('… 御中 | ブルーオーシャンマリーナ株式' over
 * '平素より… | 会社').
 */
function withWrappedFormsJoined(lines: string[]): string[] {
  const joined: string[] = [];
  const completes = (rest: string, name: string | undefined) =>
    name !== undefined && (FORM_HEADS.get(rest.trim()) ?? []).some((head) => name.trimEnd().endsWith(head));
  for (const line of lines) {
    const cells = line.split('\t');
    const at = joined.findLastIndex((previous) => previous.trim() !== '');
    const previous = joined[at];
    if (previous !== undefined && completes(cells[0]!, previous)) {
      joined[at] = previous.trimEnd() + cells[0]!.trim();
      if (cells.length > 1) joined.push(cells.slice(1).join('\t'));
      continue;
    }
    const previousCells = previous?.split('\t') ?? [];
    if (
      at === joined.length - 1 &&
      cells.length > 1 &&
      previousCells.length > 1 &&
      completes(cells.at(-1)!, previousCells.at(-1))
    ) {
      joined[at] = [...previousCells.slice(0, -1), previousCells.at(-1)!.trimEnd() + cells.at(-1)!.trim()].join('\t');
      joined.push(cells.slice(0, -1).join('\t'));
      continue;
    }
    joined.push(line);
  }
  return joined;
}

export function prepareInvoiceText(text: string): InvoiceLines {
  const folded = text.split(/\r\n|\r|\n/).map((line) => withoutNoiseCells(foldLine(line)));
  const spaced = withoutSeals(withWrappedFormsJoined(withWrappedCellsJoined(folded))).filter((line) => line !== '');
  const lines = spaced.map((line) =>
    line
      .replace(CJK_SPACE_CJK, '')
      .replace(LEGAL_FORM_SPACE, '')
      .replace(DIGIT_SPACE_UNIT, '')
      .replace(ERA_SPACE_DIGIT, '')
      .replace(DATE_DIGIT_SPACE, '')
      .replace(COMMA_SPACE_DIGITS, ''),
  );
  return { lines, spaced };
}

/** A label regex that also matches with spaces between its characters, for `spaced` lines. */
export function spacedPattern(label: string): string {
  return [...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' ?');
}

// A bilingual label's English half printed after the Japanese one ('支店コード Branch Code\t453'):
// label words only, so an English name after 発行元 stays a value.
const ENGLISH_GLOSS =
  /^(?:(?:Bank|Branch|Code|Account|Type|Name|Holder|No\.?|Number|Date|Due|Issue|Invoice|Amount|Total|Payment|Terms|Registration)\s*)+(?=\t|:)/i;
// OCR reads a colon or a speck after a label as a quotation mark ('請求書番号”R8-080').
const SEPARATORS = /^[\s:：)）】」\]|｜.・_”“"'’]+/;

/** What follows a label: separators such as ':', ')', '】', '_', spaces and an English gloss dropped. */
export function afterLabel(line: string, match: RegExpExecArray): string {
  // OCR reads a dotted leader or an underline after a label as '_' or '・'.
  return line
    .slice(match.index + match[0].length)
    .replace(SEPARATORS, '')
    .replace(ENGLISH_GLOSS, '')
    .replace(SEPARATORS, '');
}
