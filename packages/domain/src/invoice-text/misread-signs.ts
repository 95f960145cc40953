import { hiraganaToKatakana } from '../katakana.ts';
import { PREFECTURE_NAMES } from '../prefectures.ts';
import { isBuildingName } from './issuer-contact.ts';
import { SMALL_TO_LARGE } from './katakana-lookalikes.ts';
import { COMPANY_FORM, LEGAL_FORM } from './legal-forms.ts';

/**
 * Signs that a value OCR read is a misreading, counted for one of two readings of the same image
 * that disagree (the extractor reads every image twice, ../../../../apps/api/…/extractor.ts): the
 * value with fewer signs is the one kept. Each sign is something a printed invoice does not do
 * (a parenthesis left open, a '0' among letters, a legal form in the middle of a name) or a check
 * the value fails and the other reading's passes (the address the postal code names, a branch
 * the bank has). A sign counts against a value only as the other reading compares: the two
 * readings of one image see the same print, so where one read a building the other did not, or
 * a legal form, the one without lost it.
 */
export interface MisreadChecks {
  /** The heads (都道府県 + 市区町村 + 町域) the postal code read names, when it names any. */
  addressHeads?: readonly string[];
  /** The branches of the bank read, as the directory names them ('新宿', '本店'), when it is known. */
  branchNames?: readonly string[];
}

const PREFECTURE_START = new RegExp(`^(?:${PREFECTURE_NAMES.join('|')})`);
// A town's name and then a hyphen: the block's first number was lost ('東池袋-9-14').
const NUMBER_LOST = /[^\d\s-]-\d/;
// A '0' between letters or kanji, not in a number: OCR's reading of an O ('朝日0Aシステム').
const ZERO_FOR_O = /(?<![\d,.])0(?![\d,.])/;
// A company's form behind one or two characters, with the name after it: a mark or a logo read as
// characters before '合同会社富士見設計' ('選垢合同会社…'). Not the 組合's and 法人's forms, which
// follow words of their own ('生活協同組合コープ…').
const FORM_BEHIND_NOISE = new RegExp(`^[^\\s(]{1,2}(?:${COMPANY_FORM.source})\\S{2,}`);

const count = (s: string, c: string) => s.split(c).length - 1;

/** A hiragana beside its katakana twin ('東和りリゾート'): one glyph OCR read twice, in both scripts. */
const kanaTwinRead = (value: string) => [...value].some((c, i, all) => /[ぁ-ゖ]/.test(c) && hiraganaToKatakana(c) === all[i + 1]);

/** `value` is `other` with a small kana read large somewhere ('コミュニケーシヨンズ'): names print them small. */
function smallKanaReadLarge(value: string, other: string): boolean {
  const a = [...value];
  const b = [...other];
  if (a.length !== b.length) return false;
  let differs = false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (SMALL_TO_LARGE[b[i]!] !== a[i]) return false;
    differs = true;
  }
  return differs;
}

function issuerNameSigns(value: string, other: string): number {
  let signs = 0;
  if (count(value, '(') !== count(value, ')')) signs++;
  if (ZERO_FOR_O.test(value)) signs++;
  if (FORM_BEHIND_NOISE.test(value)) signs++;
  // The other reading has the name and its legal form; this one lost the form.
  if (other !== value && other.includes(value) && LEGAL_FORM.test(other.replace(value, '')) && !LEGAL_FORM.test(value)) signs++;
  if (smallKanaReadLarge(value, other)) signs++;
  if (kanaTwinRead(value) && !kanaTwinRead(other)) signs++;
  if (tailLost(value, other)) signs++;
  return signs;
}

// Kanji a seal, a box or an addressee prints after a name: another reading's noise, never its tail.
const NOT_A_NAMES_TAIL = /[印之殿様御欄係部課宛]/;

const FORM_THEN_NAME = new RegExp(`^(?:${COMPANY_FORM.source})\\S`);

/**
 * `value` is `other` with its last kanji lost: the legal form first, the other's name longer by
 * two to four kanji, none a seal's or a box's ('有限会社協和' against '有限会社協和地所').
 */
function tailLost(value: string, other: string): boolean {
  if (!other.startsWith(value) || !FORM_THEN_NAME.test(value)) return false;
  const tail = other.slice(value.length);
  return /^\p{sc=Han}{2,4}$/u.test(tail) && !NOT_A_NAMES_TAIL.test(tail);
}

/**
 * `value` is `other` with a hyphen between a block's numbers read as 1 ('西新宿1116-20' for
 * 1-16-20), or with a 1 after the hyphen, before the next number, that the other does not have
 * ('北浜1-118-26'): tesseract reads a hyphen as 1, not a 1 as a hyphen.
 */
function hyphenReadAsOne(value: string, other: string): boolean {
  const a = [...value];
  const b = [...other];
  if (a.length === b.length) {
    const at = a.findIndex((c, i) => c !== b[i]);
    return at >= 0 && a[at] === '1' && b[at] === '-' && a.slice(at + 1).join('') === b.slice(at + 1).join('');
  }
  if (a.length !== b.length + 1) return false;
  return a.some(
    (c, i) =>
      c === '1' && a[i - 1] === '-' && /\d/.test(a[i + 1] ?? '') && [...a.slice(0, i), ...a.slice(i + 1)].join('') === other,
  );
}

function addressSigns(value: string, other: string, checks: MisreadChecks): number {
  let signs = 0;
  const heads = checks.addressHeads ?? [];
  if (heads.length && !heads.some((head) => value.startsWith(head))) signs++;
  if (!PREFECTURE_START.test(value)) signs++;
  if (NUMBER_LOST.test(value)) signs++;
  if (hyphenReadAsOne(value, other)) signs++;
  // The other reading has the building, on the line below or after a space; this one lost it.
  if (other.startsWith(`${value} `) && isBuildingName(other.slice(value.length + 1))) signs++;
  return signs;
}

function branchSigns(value: string, checks: MisreadChecks): number {
  const names = checks.branchNames ?? [];
  if (!names.length) return 0;
  return names.includes(value) || names.includes(value.replace(/支店$/, '')) ? 0 : 1;
}

/**
 * A person's holder printed with a space between the names ('コバヤシ ナオキ'), which the other
 * reading kept and this one lost. (A company's holder is printed in one piece: its spaces are OCR's.)
 */
function holderSigns(value: string, other: string): number {
  const person = !/[()]/.test(other);
  return person && value.replace(/ /g, '') === other.replace(/ /g, '') && count(other, ' ') > count(value, ' ') ? 1 : 0;
}

/** How many signs of a misreading `value` shows beside the other reading's `other` of the same field. */
export function misreadSigns(field: string, value: unknown, other: unknown, checks: MisreadChecks = {}): number {
  if (typeof value !== 'string' || typeof other !== 'string') return 0;
  if (field === 'issuer_name') return issuerNameSigns(value, other);
  if (field === 'issuer_address') return addressSigns(value, other, checks);
  if (field === 'branch_name') return branchSigns(value, checks);
  if (field === 'account_holder') return holderSigns(value, other);
  return 0;
}
