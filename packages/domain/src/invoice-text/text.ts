import { foldIdeographForms } from './ideograph-forms.ts';

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

const CJK_SPACE_CJK = new RegExp(`(?<=[${CJK}]) +(?=[${CJK}])`, 'g');
// '2026 年 12 月 1 日', '令和 8 年', '12,000 円' — but never '日 2026', which separates two values.
const DIGIT_SPACE_UNIT = / +(?=[年月日円])/g;
const ERA_SPACE_DIGIT = /(?<=[年月和成元]) +(?=\d)/g;
const HYPHEN_LIKE = /[‐‑‒–—―−]/g;
// OCR spaces a legal form off its name: '(株) 協和印刷', '協和印刷 (株)' are (株)協和印刷, 協和印刷(株).
const LEGAL_FORM_SPACE = new RegExp(`(?<=\\((?:株|有|同)\\)) +(?=[${CJK}])|(?<=[${CJK}]) +(?=\\((?:株|有|同)\\))`, 'g');

function foldLine(line: string): string {
  return (
    foldIdeographForms(line)
      .replace(HYPHEN_LIKE, '-')
      // The long-vowel mark (or kanji 一) between digits is a hyphen OCR misread: '100ー0001'.
      .replace(/(?<=\d)[ー一](?=\d)/g, '-')
      // Noto and most Japanese fonts draw ¥ so that OCR reads a backslash.
      .replace(/\\(?=\s*\d)/g, '¥')
      // OCR keeps wide gaps as runs of spaces (preserve_interword_spaces): a column break.
      .replace(/[ \u00a0]{3,}/g, '\t')
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ *\t[ \t]*/g, '\t')
      .trim()
  );
}

// A seal (角印 '湊運輸之印', 丸印 '小林') printed over or beside the issuer's block comes out of a
// text layer one column of the seal per line: '之小' and '印林' beside the name. Such a cell is
// never a value, and the issuer's name must not be taken from it.
// Two characters with 之 or 印 (not 印刷費, a line item), or a whole '…之印'.
const SEAL_FRAGMENT = /^(?:[之印][\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}]|\p{sc=Han}[之印]|\p{sc=Han}{1,3}之印|[之印])$/u;

const withoutSealFragments = (line: string) =>
  line
    .split('\t')
    .filter((cell) => !SEAL_FRAGMENT.test(cell.replace(/ /g, '')))
    .join('\t');

export function prepareInvoiceText(text: string): InvoiceLines {
  const spaced = text
    .split(/\r\n|\r|\n/)
    .map((line) => withoutSealFragments(foldLine(line)))
    .filter((line) => line !== '');
  const lines = spaced.map((line) =>
    line.replace(CJK_SPACE_CJK, '').replace(LEGAL_FORM_SPACE, '').replace(DIGIT_SPACE_UNIT, '').replace(ERA_SPACE_DIGIT, ''),
  );
  return { lines, spaced };
}

/** A label regex that also matches with spaces between its characters, for `spaced` lines. */
export function spacedPattern(label: string): string {
  return [...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' ?');
}

/** What follows a label: separators such as ':', ')', '】', '_' and spaces dropped. */
export function afterLabel(line: string, match: RegExpExecArray): string {
  // OCR reads a dotted leader or an underline after a label as '_' or '・'.
  return line.slice(match.index + match[0].length).replace(/^[\s:：)）】」\]|｜.・_]+/, '');
}
