import { findDates } from './dates.ts';
import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { findLabeled, INVOICE_NUMBER_OWN_LABEL, LABELS } from './labels.ts';
import type { InvoiceLines } from './text.ts';

// (After the label, OCR's reading of a ruled cell's corner or edge: '請求書No. 』 T26084140'.)
const TOKEN = /^[#:』」|｜]?\s?([A-Za-z0-9](?:[A-Za-z0-9_/#.-]*[A-Za-z0-9])?)/;

const QUANTITY = /^\d+(?:\.\d+)?(?:kWh?|kVA|kg|mm|cm|ml|m|L|h)$/i;
const CONTACT_NUMBER = /^(?:TEL|FAX)\.?\d{2,4}-\d{2,4}-\d{3,4}$/i;

/** An invoice number as it starts `s`: letters, digits and - _ / # . with at least one digit. */
export function parseInvoiceNumber(s: string): string | null {
  const m = TOKEN.exec(s.trim());
  // A year or a day of a date ('2026年03月31日'), a quantity with its unit ('379kW'): no number.
  if (!m || /^[年月日]/.test(s.trim().slice(m[0].length)) || QUANTITY.test(m[1]!)) return null;
  // A phone or fax number with its label, the space between lost ('TEL022-112-3911').
  if (CONTACT_NUMBER.test(m[1]!)) return null;
  // OCR reads a hyphen with a speck beside it as '.-' or '-.' ('202512.-5'): never printed so;
  // and a hyphen as a period between long parts of a number that has hyphens ('INV-2025.4979').
  let value = m[1]!.replace(/\.-|-\./g, '-');
  // (After a prefix of letters too, 'FK.2603-2684'; not a label's 'No.'.)
  if (value.includes('-')) {
    value = value.replace(/(?<=[A-Za-z0-9]{3})\.(?=[A-Za-z0-9]{3})/g, '-').replace(/^(?!No\.)([A-Za-z]{1,4})\.(?=\d{3})/i, '$1-');
  }
  // Likewise between a date-like run of digits and a serial ('20251130.023', '2025.6948'): a decimal
  // is no invoice's number, and a period set so is a hyphen the scan thinned to a dot.
  // (Whatever the parts' lengths, five digits or more: a photo's '202512.50', '7.0575'.)
  if (/^\d+\.\d+$/.test(value) && value.replace('.', '').length >= MIN_DIGITS_AROUND_PERIOD) value = value.replace('.', '-');
  const isDate = (v: string) => findDates(v).some((d) => d.index === 0 && d.end === v.length);
  if (!/\d/.test(value) || isDate(value)) return null;
  // …and after a prefix of letters ('INV.2026.5818', an era's 'R8.137'), where no part is a decimal.
  if (/^[A-Za-z]+\d*(?:\.\d+)+$/.test(value)) value = value.replace(/\./g, '-');
  // OCR reads the I of an INV prefix as T ('TNV2608-40172'): no invoice is numbered TNV.
  // And a one-letter prefix whose small form has the capital's shape in lower case ('c-39308' for
  // C-39308): a prefix is set in capitals.
  return value.replace(/^TNV(?=[-\d])/, 'INV').replace(/^[cosvwxz](?=-\d{3,}$)/, (c) => c.toUpperCase());
}

/** Digits around a period, at least this many: a number's, not a rate or a version ('1.5', '10.21'). */
const MIN_DIGITS_AROUND_PERIOD = 5;

// Shapes that are something else: phone and fax numbers, postcodes, registration numbers.
const NOT_INVOICE_NUMBER = /^(?:\d{2,4}-\d{2,4}-\d{3,4}|\d{3}-\d{4}|T\d{13}|\d{1,3}(?:,\d{3})+)$/;

/**
 * A value set apart from its label that is an invoice number as it stands: of its shape (letters,
 * a hyphen, or five digits and more), never a phone's, a postcode's or a table's row number.
 */
const isNumberUnderLabel = (value: string) =>
  parseInvoiceNumber(value) === value && !NOT_INVOICE_NUMBER.test(value) && /[A-Za-z-]|\d{5,}/.test(value);

/**
 * A label alone on its line in a sidebar, its value at the end of the next line, where the main
 * column's table row shares its baseline ('請求番号' over '作業費 | 4人日 | 48,000 | 192,000 | S-1630').
 */
function inSidebarBelow(doc: InvoiceLines): string | null {
  for (const [i, line] of doc.lines.entries()) {
    const label = LABELS.invoiceNumber.exec(line);
    if (!label || line.trim() !== label[0]) continue;
    const cells = doc.lines[i + 1]?.split('\t') ?? [];
    const value = cells.length > 1 ? cells.at(-1)!.trim() : '';
    if (isNumberUnderLabel(value)) return value;
    // (Or the one cell OCR made of the addressee's and the value's: '名古屋支店 御中 SK-250966'.)
    const lastWord = cells.length === 1 ? (cells[0]!.trim().split(/\s+/).at(-1) ?? '') : '';
    if (lastWord !== cells[0]?.trim() && NUMBER_SHAPED.test(lastWord) && isNumberUnderLabel(lastWord)) return lastWord;
  }
  return null;
}

/**
 * A bare 'No.' alone on its line, its value alone on the next (a photo's sparse reading of a
 * label set over its value): a value of an invoice number's shape (letters, a hyphen, or five
 * digits and more), never a table's row number under a 'No.' column.
 */
function underBareNo(doc: InvoiceLines): string | null {
  for (const [i, line] of doc.lines.entries()) {
    if (!/^No[.。]?$/.test(line.trim())) continue;
    const value = doc.lines[i + 1]?.trim() ?? '';
    if (isNumberUnderLabel(value)) return value;
  }
  return null;
}

/** How far below a label at a line's end OCR may set its value, the issuer's block read between. */
const VALUE_FAR_BELOW = 10;

/**
 * A bare No. at the end of a line of the head, its value gone from it ('請求日 令和8年12月31日 _ No.'),
 * and a lone token of an invoice number's shape, letters and digits ('G90811'), on a line of its own
 * within the next lines: OCR read the value's box after the block beside it.
 */
function farUnderNoAtLineEnd(doc: InvoiceLines): string | null {
  for (const [i, line] of doc.lines.slice(0, TOP_LINES * 2).entries()) {
    if (!/\S\s+[_|]?\s*No[.。]?$/.test(line.trim())) continue;
    for (const below of doc.lines.slice(i + 1, i + 1 + VALUE_FAR_BELOW)) {
      const value = below.trim();
      if (/^[A-Z]{1,4}-?\d{5,}$/.test(value) && isNumberUnderLabel(value)) return value;
    }
  }
  return null;
}

/** The page's head: a document's number and date set at its top right are among these lines. */
const TOP_LINES = 8;
const isDateAlone = (line: string | undefined) =>
  line !== undefined && findDates(line.trim()).some((d) => d.index === 0 && d.end === line.trim().length);

/**
 * A bare No. whose point OCR lost, alone at its line's start in the page's head ('No 2611-151' under
 * the 請求日): a value of an invoice number's shape.
 */
function underPointlessNo(doc: InvoiceLines): string | null {
  for (const line of doc.lines.slice(0, TOP_LINES)) {
    const value = /^No\s+(\S+)$/.exec(line.trim())?.[1] ?? '';
    if (isNumberUnderLabel(value)) return value;
  }
  return null;
}

/**
 * A number alone on its line over the date alone on the next, at the top right of a letter
 * ('2026-553' over '令和8年2月10日'), its No. not printed: of an invoice number's shape (letters or a
 * hyphen), never a phone's or a postcode's.
 */
function overDateAlone(doc: InvoiceLines): string | null {
  for (const [i, line] of doc.lines.slice(0, TOP_LINES).entries()) {
    const value = line.trim();
    if (!isDateAlone(doc.lines[i + 1])) continue;
    if (parseInvoiceNumber(value) === value && !NOT_INVOICE_NUMBER.test(value) && /[A-Za-z-]/.test(value)) return value;
  }
  return null;
}

// An invoice number's own shape: a prefix of letters and digits in parts ('INV-2026-2922', 'R8-969',
// 'CB2605-31137'), or two letters or more and five digits or more ('MT2607479').
const NUMBER_SHAPED = /^[A-Z]{1,4}(?=[\d-]*\d{3})\d*(?:-\d+)+$|^[A-Z]{2,4}\d{5,}$/;
const CONTACT_PREFIX = /^(?:TEL|FAX)/;

/**
 * The page prints an invoice number's label but OCR set its value apart from it (a photo's table
 * of labels read as one column, its values far below): the only token on the page of an invoice
 * number's shape. Two such tokens (a 見積No. and a 工事番号, a table's order numbers) say nothing.
 */
function onlyNumberShaped(doc: InvoiceLines): string | null {
  // (The label as OCR may leave it: '請求書番5', '請求No。'.)
  if (!doc.lines.some((line) => INVOICE_NUMBER_OWN_LABEL.test(line) || /請求書?(?:番|No)/.test(line))) return null;
  const shaped = new Set(
    doc.lines.flatMap((line) =>
      line
        .split(/[\s\t]+/)
        .filter((token) => NUMBER_SHAPED.test(token) && !CONTACT_PREFIX.test(token) && !NOT_INVOICE_NUMBER.test(token)),
    ),
  );
  return shaped.size === 1 ? [...shaped][0]! : null;
}

// The invoice's own label, then a value that prints a No. of its own, set close: '請求書番号 | No.260473'.
// ('請求書番号 No. 1939', a space after it, is a label's No. again: the number is 1939.)
// So does a bare No. label's value: 'No. | No.21419', the No. printed twice. (OCR may read the
// rule between the label's cell and the value's as a bar: '請求No. | No.5852'.)
const OWN_LABEL_THEN_NO = new RegExp(
  String.raw`(?:(?:${INVOICE_NUMBER_OWN_LABEL.source})[\s:：|｜]*|(?:^|\t)No\.[\s:：|｜]+)No\.(\d[0-9A-Za-z-]*)`,
);

/** Such a number as printed, its No. with it (the label's own No., '請求書No.123', is not the number's). */
function withItsOwnNo(doc: InvoiceLines): string | null {
  for (const line of doc.lines) {
    const digits = OWN_LABEL_THEN_NO.exec(line)?.[1];
    if (digits && parseInvoiceNumber(digits) === digits) return `No.${digits}`;
  }
  return null;
}

// (The title may be read over two lines, '納品書兼' over '請求書'; OCR misreads 票 as 宗, 団, 婁,
// 囚 or 還, and No.'s period as a comma: '伝婁No、 2651'.)
const COMBINED_SLIP = /納品書兼(?:ご|御)?請求書|請求書兼納品書/;
const SLIP_NUMBER_LABEL = /伝[票宗団婁囚還]番号|納品書番号|伝[票宗団婁囚還][ \t]?No[.、]?|納品書No\.?/;

/**
 * An invoice that prints no number of its own but one 伝票No. among its head's details (請求日 |
 * 伝票No. | お支払期限, a marina's or a shop's bill numbered by its till): the number the issuer
 * knows it by. Not a statement's column of slip numbers, one a row, nor a note's further down.
 */
const HEAD_LINES = 15;
// (A table's header row, '月日 | 伝票No. | 品名 | 数量 | 単価 | 金額', heads a column of slips.)
const ITEM_COLUMNS = /品名|品目|数量|単価|金額|摘要/;
function slipNumberInHead(doc: InvoiceLines): string | null {
  const labelled = doc.lines.flatMap((line, i) => (SLIP_NUMBER_LABEL.test(line) ? [i] : []));
  if (labelled.length !== 1 || labelled[0]! >= HEAD_LINES || ITEM_COLUMNS.test(doc.lines[labelled[0]!]!)) return null;
  return findLabeled(doc, SLIP_NUMBER_LABEL, parseInvoiceNumber)?.value ?? null;
}

/**
 * 請求書番号 / 請求番号, else No.; else (the label lost to OCR) a code such as 'ML-2026-00502' on a
 * line that also carries a date near the top, as in a row of 請求番号 | 請求日 | 期限. A 納品書
 * 兼 請求書's 伝票番号 is its number where no such label is printed.
 */
export function findInvoiceNumber(doc: InvoiceLines): ExtractedField<string> {
  const numbered = withItsOwnNo(doc);
  if (numbered) return found(numbered, CONFIDENCE.LABEL);
  const hit =
    // The invoice's own label first: a bare 'No.' may be another document's (法人契約No. H-19508
    // over 請求書番号 SK2612264), so it is read only where that label is not printed.
    findLabeled(doc, INVOICE_NUMBER_OWN_LABEL, parseInvoiceNumber) ?? findLabeled(doc, LABELS.invoiceNumber, parseInvoiceNumber);
  if (hit) return found(hit.value, hit.sameLine ? CONFIDENCE.LABEL : CONFIDENCE.LABEL_BELOW);
  // A 納品書 兼 請求書 is one document: its slip's number is the invoice's, where it prints no other.
  const slip = COMBINED_SLIP.test(doc.lines.join('')) ? findLabeled(doc, SLIP_NUMBER_LABEL, parseInvoiceNumber) : null;
  if (slip) return found(slip.value, CONFIDENCE.LABEL_BELOW);
  const headSlip = slipNumberInHead(doc);
  if (headSlip) return found(headSlip, CONFIDENCE.LABEL_BELOW - 0.1);
  // A label alone on its line, its value on the next: a sidebar's, or a bare No.'s.
  const underLabelAlone = inSidebarBelow(doc) ?? underBareNo(doc) ?? underPointlessNo(doc);
  if (underLabelAlone) return found(underLabelAlone, CONFIDENCE.LABEL_BELOW - 0.1);
  const farBelow = farUnderNoAtLineEnd(doc);
  if (farBelow) return found(farBelow, CONFIDENCE.HEURISTIC);
  const overDate = overDateAlone(doc);
  if (overDate) return found(overDate, CONFIDENCE.HEURISTIC);
  const shaped = onlyNumberShaped(doc);
  if (shaped) return found(shaped, CONFIDENCE.HEURISTIC);
  for (const line of doc.lines.slice(0, 20)) {
    const dates = findDates(line);
    if (dates.length === 0) continue;
    const rest = dates.reduceRight((s, d) => s.slice(0, d.index) + ' ' + s.slice(d.end), line);
    // The values' row of a 請求番号 | 請求日 | お支払期限 header OCR garbled: one number and two dates.
    // (A phone number of the letterhead beside them, 'TEL03.4722.2397', is the sender's column.)
    const tokens = rest.split(/[\s\t]+/).filter(Boolean);
    const values = tokens.filter((token) => !CONTACT_PREFIX.test(token));
    if (dates.length === 2 && values.length === 1 && /^\d{6,}$/.test(values[0]!)) return found(values[0]!, CONFIDENCE.WEAK + 0.2);
    for (const token of tokens) {
      const value = parseInvoiceNumber(token);
      if (value && value === token && /[A-Za-z-]/.test(value) && /\d{2}/.test(value) && !NOT_INVOICE_NUMBER.test(value)) {
        return found(value, CONFIDENCE.WEAK + 0.2);
      }
    }
  }
  return notFound();
}
