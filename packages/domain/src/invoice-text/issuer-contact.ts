import { editDistance } from '../edit-distance.ts';
import { PREFECTURE_NAMES } from '../prefectures.ts';
import {
  addresseeNames,
  buyerCells,
  cellKey,
  HONORIFIC,
  LICENCE,
  OTHER_PARTY,
  OTHER_PLACE,
  roleAlone,
  type CellSet,
} from './addressee.ts';
import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { LABELS } from './labels.ts';
import { REGISTRATION_NUMBER_PRINTED } from './registration-number.ts';
import { invoicesMessage } from './mail-thread.ts';
import { sealSpellsName, type InvoiceLines } from './text.ts';

export interface IssuerContactFields {
  /** 7 digits, no hyphen. */
  issuer_postal_code: ExtractedField<string>;
  /** As printed, on one line: '東京都千代田区千代田1-1'. */
  issuer_address: ExtractedField<string>;
  /** As printed: '03-1234-5678'. */
  issuer_phone: ExtractedField<string>;
}

// Lines of the addressee's block (its honorific; not お客様センター's 様): its address is not the issuer's.
const ADDRESSEE = HONORIFIC;
// OCR reads the hyphen as a dot, or as both: '〒460.0008', '〒650.-0021'.
const POSTAL = /〒\s?(\d{3})(?:[-.]|\.-)?(\d{4})(?!\d)/;
// Any prefecture's name, as an alternation for the patterns below.
const PREFECTURES = PREFECTURE_NAMES.join('|');
const PREFECTURE_START = new RegExp(`^(?:${PREFECTURES})`);
// A postal code without its 〒, right before a prefecture: '604-8005 京都府京都市…' (after the head
// office's label, where OCR lost the 〒 between, or read it as a Y and the hyphen as a point:
// '本社 160-0023 東京都新宿区…', '本社 Y160.0023 東京都…').
const BARE_POSTAL = new RegExp(`^(?:本社|本店)?\\s?(?:(?<=^(?:本社|本店)\\s?)Y)?(\\d{3})[-.](\\d{4})(?=\\s*(?:${PREFECTURES}))`);
// A building's name: its kind of building, or a floor or room number at its end.
const BUILDING =
  /^[^\s:：]{0,24}(?:ビル|ビルディング|ハイツ|マンション|タワー|メゾン|コーポ|レジデンス|プラザ|プレイス|センター|会館|荘|ハウス|コート|パレス|ヒルズ|スクエア|テラス|Bldg\.?)\S{0,8}(?: \d{1,4}(?:F|階|号室)?)?$|^[^\s:：]{1,24} ?\d+(?:F|階|号室)$/;

/** A building's name and nothing else ('サンシャインハイツ201', 'ANビル 5階'), not an address's line. */
export function isBuildingName(text: string): boolean {
  return BUILDING.test(text) && !PREFECTURE_START.test(text) && !ADDRESS_END.test(text);
}

/**
 * An address whose building is printed on the line below it ('〒530-0001 大阪府大阪市北区梅田1-2-3'
 * over '梅田スカイビル12F'), in the same column: joined with one space, as a one-line address is
 * printed. Only after a block number, and only a line that is a building's name and nothing else.
 * The other block's line may come between them (a text layer gives two blocks side by side line
 * by line, by height): a building two lines down is the address's too, unless the line between
 * is its block's own (TEL, 登録番号, another 〒).
 */
function withBuildingBelow(doc: InvoiceLines, line: number, column: number, address: string | null): string | null {
  if (!address || /\s/.test(address) || !/(?:\d|番地?|号)$/.test(address)) return address;
  const count = doc.lines[line]!.split('\t').length;
  for (const below of [line + 1, line + 2]) {
    if (below === line + 2 && (ADDRESS_END.test(doc.lines[line + 1] ?? '') || /〒/.test(doc.lines[line + 1] ?? ''))) break;
    // The cell below: of the same rank when the lines have as many cells, the last under a last
    // (the issuer's block at the right of the buyer's), else a line's only cell.
    // (An address alone on its line over two cells: the first, when the block is the page's
    // left-hand one and the dates stand on the right. A last cell of the same rank below an
    // address followed by a cell of its own, a seal's characters: '宮城県…2-11-23⇥所田'.)
    const cells = doc.lines[below]?.split('\t') ?? [];
    const sameColumn =
      count === cells.length
        ? [cells[column]]
        : column === count - 1 && cells.length > 1
          ? count === 1
            ? [cells[0], cells.at(-1)]
            : [cells.at(-1)]
          : cells.length === 1
            ? [cells[0]]
            : column === cells.length - 1
              ? [cells[column]]
              : [];
    const building = sameColumn
      // (A table's rule before it: '|サンシャインハイツ201'.)
      .map((cell) => cell?.trim().replace(/^[|｜]\s*/, '') ?? '')
      .find((cell) => isBuildingName(cell));
    if (building) return `${address} ${building}`;
  }
  return withBuildingOverContact(doc, line, address);
}

/** How far below its address a building's line may stand, the other column's lines between. */
const BUILDING_LINES_BELOW = 8;

/**
 * A building alone on its line right over the block's TEL, further down than withBuildingBelow
 * looks: the other column's lines (the greeting, the total's box) came between, set higher than the
 * block's last lines ('京都府…3-19-16' … 'ご使用代金合計' / '¥15,566' … '協和ビル3F' over 'TEL 075-…').
 * None of the lines between may be a block's own (a 〒, an address, a TEL, a 登録番号).
 */
function withBuildingOverContact(doc: InvoiceLines, line: number, address: string): string {
  for (let below = line + 3; below <= line + BUILDING_LINES_BELOW && below < doc.lines.length - 1; below++) {
    const text = doc.lines[below]!;
    if (/〒|TEL|電話|登録番号/.test(text) || ADDRESS_END.test(text) || PREFECTURE_START.test(text.trim())) return address;
    if (isBuildingName(text.trim()) && /^(?:TEL|電話)/.test(doc.lines[below + 1]!.trim())) return `${address} ${text.trim()}`;
  }
  return address;
}

/**
 * The same address printed twice (an invoice and its 領収書 half, a letterhead and a footer), the
 * building garbled in the one chosen ('芝公園5-16-15 サンシマゼ フ201') and read whole in the other
 * ('芝公園5-16-15 サンシャインハイツ201'): the other's building, behind the same street address.
 */
function withBuildingOfTwin(chosen: ExtractedField<string>, all: Candidate<string>[]): ExtractedField<string> {
  const value = chosen.value;
  const street = value?.split(' ')[0];
  if (!value || !street || street === value || isBuildingName(value.slice(street.length + 1))) return chosen;
  const twin = all.find((c) => c.value.startsWith(`${street} `) && isBuildingName(c.value.slice(street.length + 1)));
  return twin ? { ...chosen, value: twin.value } : chosen;
}

/**
 * A postal code without its 〒 alone in its cell, over an address that starts with a prefecture:
 * in the cell below (of the same rank, or the last under a last: the issuer's block at the right).
 */
function postalOverAddress(doc: InvoiceLines, line: number, column: number, cell: string): RegExpExecArray | null {
  const count = doc.lines[line]!.split('\t').length;
  const next = doc.lines[line + 1]?.split('\t') ?? [];
  const below = next.length === count ? next[column] : column === count - 1 ? next.at(-1) : next[0];
  return PREFECTURE_START.test(below ?? '') ? /^(\d{3})-(\d{4})$/.exec(cell.trim()) : null;
}
// A line that reads like an address: a prefecture, then a 市区町村/郡 and a block number (not a
// licence's '埼玉県1ね第606号'), or a 市区町村/郡 first.
const ADDRESS_LIKE = new RegExp(`${PREFECTURE_START.source}\\D*[市区町村郡].*\\d|^[^\\d\\s:：]{1,12}?[市区町村郡]\\S*\\d`);
// What may follow the address in the same cell.
const ADDRESS_END = /\s*(?:TEL|Tel|tel|電話|FAX|Fax|fax|E-?mail|メール|URL|https?:|登録番号)/;
// A text layer may give the block's TEL line between its 〒 and its address ('〒650-0021TEL 080-8736-4557兵庫県…').
const PHONE_BEFORE_ADDRESS = new RegExp(`^\\s*(?:TEL|Tel|tel|電話)[\\s.:：]*0\\d{1,4}-\\d{1,4}-\\d{3,4}\\s*(?=${PREFECTURES})`);
const ADDRESS_LABEL = /^(?:ご?住所|所在地|本社所在地|Address)[\s:：・･.]*/i;
// A sole proprietor often prints only a mobile number: 携帯 070-….
// (The label may say which line it is: 'TEL（代表）046-…', '電話(直通) …'.)
const PHONE =
  /(?:TEL|Tel|tel|電話(?:番号)?|携帯(?:電話)?|Phone|PHONE|Mobile|☎|℡)(?:\s?\((?:代表|直通|代)\))?[\s.:：]*(0\d{1,4}[-(.]?\d{1,4}[-).]?\d{3,4})(?!\d)/;
const PHONE_LABEL_ALONE = /^(?:TEL|Tel|電話(?:番号)?|携帯(?:電話)?|Phone|PHONE)[\s.:：]*$/;
// Alone in its cell, or before the 登録番号 printed on its line.
const ICON_PHONE = /^[^\sA-Za-z0-9〒]{1,2}\s?(0\d{1,4}-\d{1,4}-\d{3,4})(?:$|\s+(?=登録番号|T\d{13}))/;
// The issuer's block is a handful of lines: anything further is someone else's.
const NEAR = 5;
// …unless it is the only one of its kind on the page outside the buyer's block: a labelled TEL
// printed a little further down (beside the due date, under the seal) is still the issuer's.
const NEAR_ALONE = 8;
// A letter signs off with the person in charge and the number to call ('担当：財務部 経理課 TEL …'),
// at its foot however long the letter: that number, the page's only one, is the issuer's at any distance.
const IN_CHARGE = /^(?:ご?担当(?:者|部署)?|お?問い?合わ?せ(?:先)?|ご?連絡先)\s*[:：]?/;
/** A second value this few lines further than the nearest makes the choice between them a guess. */
const RIVAL_LINES = 2;

// A company printing its 本社 and another office (a 配送センター, a 営業所) gives the 本社's details as its own:
// the lines after a 本社 label that carry no label of their own (its TEL under its address) are the
// 本社's too, until another office's label.
// (A 法人 of 士業 names its head office 主たる事務所: '札幌事務所（主たる事務所）'.)
const HEAD_OFFICE = /^(?:\S{0,4}本社|本店|\S{0,8} ?\(?主たる事務所\)?)(?:所在地)?(?:[\s:：]|(?=〒)|$)/;
// (A shop the maker runs may carry its name in brackets: '蔵元直売所「北斗錦蔵」 〒370-3545 …'.)
// (Its address may follow the label with no space at all, as the prepared lines print it:
// 'ライスセンター山形県鶴岡市…'.)
const OTHER_OFFICE_LABEL = `^\\S{0,12}?(?:センター|営業所|支店|支社|工場|倉庫|事業所|出張所|店舗|直売所|稽古場|作業場|資材置場|ショールーム)(?:「[^」]{1,12}」)?`;
const OTHER_OFFICE = new RegExp(`${OTHER_OFFICE_LABEL}(?:[\\s:：]|(?=〒)|(?=${PREFECTURES})|$)`);
/** An office's label glued to its address, to be taken off it. */
const OFFICE_LABEL_BEFORE_PREFECTURE = new RegExp(`${OTHER_OFFICE_LABEL}(?=${PREFECTURES})`);
// (A 本社工場 is the head office's own works.)
const HEAD_FACTORY = /^\S{0,8}本社工場/;
const CONTACT_ONLY = /^(?:〒|TEL|Tel|電話|FAX|Fax|\d)|^\S{2,3}[都道府県]/;
type Office = 'head' | 'other' | null;
function officeOf(cell: string, above: Office): Office {
  if (HEAD_OFFICE.test(cell)) return 'head';
  if (OTHER_OFFICE.test(cell)) return 'other';
  return CONTACT_ONLY.test(cell) ? above : null;
}

/** Each cell's office: its own label, the label alone in the cell before it, or the line above's. */
function officesOf(cells: string[], above: Office[]): Office[] {
  const offices: Office[] = [];
  for (const [column, cell] of cells.entries()) {
    const before = column > 0 && cells[column - 1]!.length <= 8 ? offices[column - 1]! : null;
    offices.push(officeOf(cell, before ?? above[column] ?? null) ?? before);
  }
  return offices;
}

function addressIn(cell: string): string | null {
  // (The licence's words before the address's end: '登録番号' after it is the footer's next item.)
  if (LICENCE.test(cell.split(ADDRESS_END)[0]!)) return null;
  // A block number has no decimals: '栄1.5-25' (or '栄2.-3') is OCR's reading of 栄1-5-25; nor a kanji 一 or a
  // long-vowel mark between its numbers: '栄1-5 一7' is 栄1-5-7.
  // A one-line footer, 'Name 〒370-0841 群馬県…': the address is what follows the 〒.
  const afterPostal = POSTAL.exec(cell);
  // (A text layer may set the 〒 after its address, glued: '愛知県名古屋市中区栄4-9-27〒460-0008'.)
  const postalLast =
    afterPostal !== null && PREFECTURE_START.test(cell) && afterPostal.index + afterPostal[0].length === cell.trimEnd().length;
  const from = postalLast
    ? cell.slice(0, afterPostal.index)
    : afterPostal && afterPostal.index > 0
      ? cell.slice(afterPostal.index)
      : cell;
  const value = from
    .replace(POSTAL, '')
    .replace(BARE_POSTAL, '')
    .replace(PHONE_BEFORE_ADDRESS, '')
    .split(ADDRESS_END)[0]!
    .trim()
    // Its label: '住所：〒541-0041 大阪府…' (the 〒 taken out above), or an office's.
    .replace(ADDRESS_LABEL, '')
    .replace(OFFICE_LABEL_BEFORE_PREFECTURE, '')
    .replace(/(?<=\d)(?:\.-?|-\.)(?=\d)/g, '-')
    .replace(/(?<=\d-\d{1,4}) ?[一ー] ?(?=\d)/g, '-')
    // OCR splits a block number's last digit off before the building: '丸の内5-8-2 6 グランドメゾン101'.
    .replace(/(?<=\d-\d{1,4}-\d{1,3}) (?=\d(?:\s|$))/, '')
    // …and spaces a number set in full-width digits letter by letter: '登大路町6 2 4番地の5'.
    .replace(/(?<!\d)\d(?: \d)+(?=番地|丁目|番|号)/g, (digits) => digits.replace(/ /g, ''))
    // …and reads a floor's 8 as S: '丸の内ビルSF'…
    .replace(/(?<=[ビルグ館棟\d])S(?=F$|階)/, '8')
    // …and a floor's 階 as 了 ('NSビル 8了'): no address ends in 了; and its F as P ('丸の内ビル8P').
    .replace(/(?<=\d)了$/, '階')
    .replace(/(?<=[ビル館棟] ?\d{1,2})P$/, 'F')
    // …and its 階 as 本 or 此 ('ANビル5本', 'ANビル5此').
    .replace(/(?<=[ビル館棟] ?\d{1,2})[本此]$/, '階')
    // …and a building's ビル with the semi-voiced mark: '花村ピル2階' (ピル ends no building's name).
    .replace(/(?<=[\p{sc=Han}\p{sc=Katakana}\d])ピル(?=$|\s|\d|[階F])/u, 'ビル');
  // (OCR's speck after it: '荒町2555-5 、'; a footer's separator read as an underscore: '協和ビル3F _'.)
  const repaired = withPrefectureRepaired(value.replace(/\s*[、。,.・_]+$/, ''));
  return ADDRESS_LIKE.test(repaired) && repaired.length <= 100 ? repaired : null;
}

/**
 * A prefecture OCR misread by one character ('解馬県高崎市…'): the one prefecture of that length
 * and ending that differs from it in a single character, when only one does.
 */
function withPrefectureRepaired(address: string): string {
  const head = /^(\S{2,3}?[都道府県])/.exec(address)?.[1];
  if (!head || PREFECTURE_NAMES.includes(head as (typeof PREFECTURE_NAMES)[number])) return address;
  const near = PREFECTURE_NAMES.filter(
    (name) =>
      name.length === head.length && name.at(-1) === head.at(-1) && [...name].filter((c, k) => c !== head[k]).length === 1,
  );
  return near.length === 1 ? near[0]! + address.slice(head.length) : address;
}

/**
 * An address that starts with a prefecture and follows a 〒 (in its cell, or alone on the line
 * above in its column) is the block's address; one on a line of its own is a guess.
 */
function addressConfidence(doc: InvoiceLines, line: number, column: number, cell: string, address: string): number {
  const above = doc.lines[line - 1]?.split('\t');
  const postalAbove = above !== undefined && POSTAL.test(above[Math.min(column, above.length - 1)]!);
  const afterPostal = POSTAL.test(cell) || BARE_POSTAL.test(cell) || postalAbove;
  // A seal's 之 or 印 inside it ('茨城町印長岡638番地5'): a guess which of its letters are the seal's.
  if (/[之印]/.test(address)) return afterPostal ? CONFIDENCE.LABEL_BELOW : CONFIDENCE.HEURISTIC;
  if (afterPostal && PREFECTURE_START.test(address)) return CONFIDENCE.LABEL - 0.05;
  return afterPostal ? CONFIDENCE.LABEL_BELOW : CONFIDENCE.HEURISTIC;
}

/**
 * An address with a seal's row glued to its end, the name's letters ('…1671番地7印ゾフ' by アルファ
 * リゾート), as a text layer gives a seal printed over the issuer's block: without it.
 */
function withoutSealGlued(address: string | null, issuerName: string | null): string | null {
  if (!address || !issuerName) return address;
  // After a block number, or its 番地 ('…1077番地田' by 吉田養蜂場): the shortest row the name spells.
  // (Or after a space: a seal printed beside the address, '…サンシャインハイツ201 田調'.)
  for (const letters of [1, 2, 3]) {
    const glued = new RegExp(`(?<=\\d|番地|号) ?[之印]?(\\p{L}{${letters}})$`, 'u').exec(address);
    if (glued && sealSpellsName(glued[1]!, issuerName)) return address.slice(0, glued.index);
  }
  return address;
}

/**
 * A mobile or IP number (070/080/090/050) is always 3-4-4: where OCR lost or moved a hyphen
 * ('070-68630020', '07057134300'), the number is set so.
 */
function withMobileHyphens(number: string): string {
  const digits = number.replace(/\D/g, '');
  return /^0[5789]0\d{8}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : number;
}

function isPhone(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11;
}

/**
 * Where the issuer's block is: the cell with its name and the registration number's (a block may
 * hold both). The number itself marks the block; a bare 登録番号 only where no number was read (a
 * fleet's table heads a column 登録番号 too).
 */
function anchorCells(doc: InvoiceLines, issuerName: string | null, buyer: CellSet): { line: number; column: number }[] {
  const find = (test: (cell: string, role: string) => boolean) => {
    for (const [line, text] of doc.lines.entries()) {
      const cells = text.split('\t');
      // The role before a name: in the cell before it, or alone on the line above (a sparse reading).
      const above = doc.lines[line - 1] ?? '';
      const roleOf = (c: number) => cells[c - 1] ?? roleAlone(above);
      const column = cells.findIndex((cell, c) => test(cell, roleOf(c)) && !buyer.has(cellKey(line, c)));
      if (column >= 0) return [{ line, column }];
    }
    return [];
  };
  // (A name in a third party's role, the only company OCR left on the page, '事務受託者 | 株式会社…',
  // is no block of the issuer's: the 管理組合's agent prints its own 〒 beside it.)
  const inOtherPartysRole = (cell: string, role: string) =>
    OTHER_PARTY.test(role) || OTHER_PARTY.test(cell.slice(0, cell.indexOf(issuerName ?? '')));
  // (A 屋号 keeps the space printed inside it, 書房 ふでのや, which the line it is found on has not.)
  const unspaced = issuerName?.replace(/ /g, '') ?? '';
  const named = issuerName
    ? find(
        (cell, role) =>
          (cell.includes(issuerName) || cell.replace(/ /g, '').includes(unspaced)) &&
          !ADDRESSEE.test(cell) &&
          // (A note's sentence naming the company, '…は株式会社…のフランチャイズ加盟店です。', is no block.)
          !/。$|です$/.test(cell) &&
          !inOtherPartysRole(cell, role),
      )
    : [];
  // (The letterhead's printing of the name OCR misread, where the name came from the footer's or
  // the holder's: 'サンライィス情報システム株式会社' over its own 〒.)
  const misread =
    [...unspaced].length >= MISREAD_NAME_MIN
      ? find((cell) => !cell.replace(/ /g, '').includes(unspaced) && !ADDRESSEE.test(cell) && isMisreadName(cell, unspaced))
      : [];
  const numbered = find((cell) => REGISTRATION_NUMBER_PRINTED.test(cell));
  const registration =
    numbered.length > 0 ? numbered : find((cell) => LABELS.registrationNumber.test(cell) || /(?<![A-Za-z0-9])T\d{13}/.test(cell));
  return [...named, ...misread, ...registration];
}

/** A name this long read with a letter or two wrong is still told from any other. */
const MISREAD_NAME_MIN = 8;
/** Of a name's letters, one in this many may be misread, added or lost (two at least). */
const LETTERS_PER_SLIP = 4;
/**
 * A cell whose letters are the name's, a few of them misread, added or lost (a ring of a logo
 * before it aside): '!鍋データサービス株式会' for 協和データサービス株式会社.
 */
const isMisreadName = (cell: string, name: string) => {
  const letters = cell.replace(/[^\p{L}]/gu, '');
  const slips = Math.max(2, Math.floor([...name].length / LETTERS_PER_SLIP));
  return Math.abs([...letters].length - [...name].length) <= slips && editDistance(letters, name) <= slips;
};

interface Candidate<T> {
  value: T;
  line: number;
  column: number;
  confidence: number;
  /** Printed on the person in charge's line (IN_CHARGE). */
  inCharge?: boolean;
  /** In a block labelled 本社 (HEAD_OFFICE). */
  headOffice?: boolean;
  /** In a cell labelled as another office of the issuer's (OTHER_OFFICE: a 営業所, a 直売所). */
  otherOffice?: boolean;
  /** A member of staff's mobile ('サービス担当 渡辺（携帯 070-…）'), not the company's number. */
  staffMobile?: boolean;
  /** A 〒 or an address with a TEL or FAX under it before the next 〒 (contactBelow). */
  withContact?: boolean;
}

/** How many lines under a 〒 or an address its block's TEL may be printed. */
const CONTACT_LINES = 3;
const CONTACT_LINE = /TEL|Tel|電話|FAX|Fax/;

/**
 * A block that carries a TEL or a FAX under its 〒 and address: an issuer's. A window envelope's
 * 〒 and address carry none. Unknown where another 〒 is on the very next line: a reading that
 * interleaved two blocks' lines ('〒100-0005' over '〒150-0002', one block's address under both).
 */
function contactBelow(doc: InvoiceLines, line: number): boolean | undefined {
  if (POSTAL.test(doc.lines[line + 1] ?? '')) return undefined;
  for (let j = line; j <= line + CONTACT_LINES && j < doc.lines.length; j++) {
    if (j > line && POSTAL.test(doc.lines[j]!)) return false;
    if (CONTACT_LINE.test(doc.lines[j]!)) return true;
  }
  return false;
}

type Place = { line: number; column: number };

// The title alone on its line parts the page's head: a window envelope's 〒 and address above it
// belong to the buyer, however near the issuer's name printed just below it.
const TITLE_LINE = /^(?:[御ご]?請求書|納品書兼請求書|請求書兼納品書|INVOICE)$/i;
/** How much further a value counts with the title between it and the issuer's block. */
const TITLE_BETWEEN = 1;

/** What of the page places a value: the issuer's block, the title's lines, a 本社 named beside another office. */
interface PageMarks {
  anchors: Place[];
  titles: number[];
  officesNamed: boolean;
}

/**
 * The candidate nearest the issuer's block: fewest lines away, and on a tie the one in the
 * anchor's column (two blocks side by side print the buyer's 〒 on the same line as the issuer's).
 */
function nearest<T>(all: Candidate<T>[], { anchors, titles, officesNamed }: PageMarks): ExtractedField<T> {
  const heads = all.filter((c) => c.headOffice);
  const candidates = heads.length > 0 ? heads : all;
  // A page that names its 本社 and another office, with no value in the 本社's block (OCR set the
  // labels apart from their blocks, or lost the 本社's lines): the value may be the other office's.
  const cap = (c: Candidate<T>) =>
    officesNamed && heads.length === 0 ? Math.min(c.confidence, CONFIDENCE.LABEL_BELOW) : c.confidence;
  const distance = (c: Candidate<T>) =>
    Math.min(
      ...anchors.map(
        (a) =>
          Math.abs(c.line - a.line) +
          (c.column === a.column ? 0 : 0.5) +
          (titles.some((t) => (t - c.line) * (t - a.line) < 0) ? TITLE_BETWEEN : 0),
      ),
    );
  const reached = candidates.filter((c) => distance(c) <= NEAR);
  // The issuer's own block over another office's printed beside it (a 蔵元's 直売所 under the
  // 醸造元's 〒, nearer its 登録番号), where both are within reach.
  const own = reached.filter((c) => !c.otherOffice);
  const near = (own.length > 0 ? own : reached).sort((a, b) => distance(a) - distance(b));
  const best = withContactFirst(
    near,
    candidates.filter((c) => !c.otherOffice && distance(c) <= NEAR + RIVAL_LINES),
  );
  if (!best) {
    // One value (printed once, or twice the same), its nearest printing within reach.
    const only =
      new Set(candidates.map((c) => c.value)).size === 1 ? [...candidates].sort((a, b) => distance(a) - distance(b))[0]! : null;
    // (A head office's block, labelled so, is the issuer's own wherever the page prints it: a footer.)
    return only && (distance(only) <= NEAR_ALONE || only.inCharge || only.headOffice)
      ? found(only.value, Math.min(cap(only), CONFIDENCE.LABEL_BELOW))
      : notFound();
  }
  // Another value as near the issuer's block (the buyer's 〒, unmarked; another office's, which OCR
  // may have read wrong): the choice is a guess.
  const rival = reached.some((c) => c.value !== best.value && distance(c) - distance(best) <= RIVAL_LINES);
  return found(best.value, rival ? Math.min(cap(best), CONFIDENCE.LABEL_BELOW) : cap(best));
}

/**
 * The nearest value, unless it has no TEL under it and the one other value in or just past reach has: the
 * buyer's window address printed between the issuer's name and its 〒 ('福祉タクシー つばさ' over
 * the buyer's '〒150-0002 | 東京都渋谷区…', then '代表 鈴木 彩', the issuer's '〒100-0005', its TEL).
 */
function withContactFirst<T>(near: Candidate<T>[], around: Candidate<T>[]): Candidate<T> | undefined {
  const best = near[0];
  if (!best || best.withContact !== false) return best;
  const rivals = around.filter((c) => c.withContact && c.value !== best.value);
  return rivals.length > 0 && rivals.every((c) => c.value === rivals[0]!.value) ? rivals[0] : best;
}

// A person in charge and their mobile: '営業担当 井上（携帯 090-…）'.
const STAFF_MOBILE = /担当\S*\s?\S{1,6}\s?[(（]?\s?携帯/;

// A heading over the person to contact, alone in its cell: 'ご担当', '担当者'.
const IN_CHARGE_HEADING = /^ご?担当者?$/;
/** How many lines a person's block may run under its heading (a sparse reading spreads it out). */
const IN_CHARGE_LINES = 10;

/** A line in the block of the person to contact: under a 'ご担当' heading, no 〒 or 登録番号 between. */
function underInChargeHeading(doc: InvoiceLines, line: number): boolean {
  for (let j = line - 1; j >= Math.max(0, line - IN_CHARGE_LINES); j--) {
    const cells = doc.lines[j]!.split('\t');
    if (cells.some((cell) => IN_CHARGE_HEADING.test(cell.trim()))) return true;
    if (POSTAL.test(doc.lines[j]!) || /登録番号/.test(doc.lines[j]!)) return false;
  }
  return false;
}

/**
 * The company's own number where it prints one within reach; a member of staff's mobile only where
 * it does not, and then as a guess (OCR may have garbled the company's: 'TEL 03.68464 734').
 */
function companysPhone(phones: Candidate<string>[], page: PageMarks): ExtractedField<string> {
  const company = nearest(
    phones.filter((p) => !p.staffMobile),
    page,
  );
  if (company.value !== null) return company;
  const staff = nearest(phones, page);
  return staff.value === null ? staff : found(staff.value, Math.min(staff.confidence, CONFIDENCE.HEURISTIC));
}

/** The shortest addressee's name a place of the buyer's is recognised by. */
const MIN_BUYER_NAME = 4;

/**
 * A cell naming a place of the buyer's, its name first ('株式会社東和プレス工業 本社工場 〒321-4305 …',
 * the site a servicer worked at, its label lost to OCR): its 〒 and address are not the issuer's.
 */
function buyersPlaceTest(doc: InvoiceLines, buyer: CellSet): (cell: string) => boolean {
  const names = addresseeNames(doc, buyer).filter((name) => name.length >= MIN_BUYER_NAME);
  return (cell) => names.some((name) => cell.startsWith(name) && !ADDRESSEE.test(cell));
}

/**
 * A place's heading with no address of its own ('作業場所 割烹 葵'), then its shops one a line,
 * each a short name before its 〒 ('本店 〒812-0011 福岡県…', '駅前店 〒…'): the lines of that list
 * are the place's, not the issuer's 本店.
 */
const isPlaceHeading = (line: string) => OTHER_PLACE.test(line) && !POSTAL.test(line) && !line.includes('\t');
const PLACE_LIST_ROW = /^[^\s\t〒]{1,8}[\s_]*〒/;
/**
 * A table of the buyer's places, its header a place's label and a 所在地 column ('設置先 | 所在地 |
 * 電話番号 | 台数'): the 〒 and addresses in its rows are the places' (a sidebar's issuer lines may
 * share the rows, so only the cells with a 〒 are set aside).
 */
const isPlaceTableHeader = (cells: string[]) =>
  cells.length >= 2 &&
  cells.some((cell) => OTHER_PLACE.test(cell)) &&
  cells.some((cell) => /^(?:所在地|住所)$/.test(cell.trim()));

const PLACE_IN_BRACKETS = /[(（]\s?〒/;

/**
 * The issuer's postal code, address and telephone number, so a new supplier starts with them.
 * An invoice often prints the addressee's address too: only lines near the issuer's name (or its
 * registration number) count, and never the addressee's (御中/様) lines. A phone needs its label
 * (TEL/電話), so a FAX number or an account number is never taken for it.
 */
export function findIssuerContact(doc: InvoiceLines, issuerName: string | null): IssuerContactFields {
  const buyer = buyerCells(doc);
  // In a printed e-mail thread, only the message holding the invoice is the issuer's, and its signature its block.
  const message = invoicesMessage(doc, issuerName);
  const outsideMessage = (line: number) => message !== null && (line < message.from || line >= message.to);
  const anchors = [
    ...anchorCells(doc, issuerName, buyer).filter((anchor) => !outsideMessage(anchor.line)),
    ...(message?.signature != null ? [{ line: message.signature, column: 0 }] : []),
  ];
  const isBuyersPlace = buyersPlaceTest(doc, buyer);
  const postals: Candidate<string>[] = [];
  const addresses: Candidate<string>[] = [];
  const phones: Candidate<string>[] = [];
  let officesAbove: Office[] = [];
  let inPlaceList = false;
  let inPlaceTable = false;
  for (const [i, line] of doc.lines.entries()) {
    if (outsideMessage(i)) continue;
    inPlaceList = PLACE_LIST_ROW.test(line) && (inPlaceList || isPlaceHeading(doc.lines[i - 1] ?? ''));
    if (inPlaceList) continue;
    const cells = line.split('\t');
    inPlaceTable = POSTAL.test(line) && (inPlaceTable || isPlaceTableHeader(doc.lines[i - 1]?.split('\t') ?? []));
    const offices = officesOf(cells, officesAbove);
    officesAbove = offices;
    const withContact = contactBelow(doc, i);
    for (const [column, cell] of cells.entries()) {
      // (A place's label alone in its cell labels the next: '施工場所 | 東京都…'.)
      // (Or the label over it, its name beside the label and its 〒 under it: '納品先 | 三栄ロジ…' over '〒220-0012 …'.)
      const isPlaceLabel = (text: string | undefined) => text !== undefined && OTHER_PLACE.test(text) && text.length <= 6;
      const placeLabelled =
        OTHER_PLACE.test(cell) ||
        (column > 0 && isPlaceLabel(cells[column - 1])) ||
        (POSTAL.test(cell) && isPlaceLabel(doc.lines[i - 1]?.split('\t')[column]));
      if (ADDRESSEE.test(cell) || buyer.has(cellKey(i, column)) || placeLabelled || isBuyersPlace(cell)) continue;
      if (inPlaceTable && POSTAL.test(cell)) continue;
      // (A place named in passing, its 〒 and address in brackets after its name: '会場 静岡コンベンション
      // センター（〒420-0857 静岡県…）'. A block prints its own 〒 at the head of a line or a cell.)
      if (PLACE_IN_BRACKETS.test(cell)) continue;
      // (Another office only by its own label in the cell: a bank's 支店 in the cell before labels nothing.)
      const at = {
        line: i,
        column,
        headOffice: offices[column] === 'head',
        otherOffice: OTHER_OFFICE.test(cell) && !HEAD_FACTORY.test(cell),
      };
      const postal = POSTAL.exec(cell);
      if (postal) postals.push({ value: `${postal[1]}${postal[2]}`, ...at, withContact, confidence: CONFIDENCE.LABEL });
      const bare = postal ? null : (BARE_POSTAL.exec(cell) ?? postalOverAddress(doc, i, column, cell));
      if (bare) postals.push({ value: `${bare[1]}${bare[2]}`, ...at, withContact, confidence: CONFIDENCE.LABEL_BELOW });
      const address = withoutSealGlued(withBuildingBelow(doc, i, column, addressIn(cell)), issuerName);
      // After the 〒 on its line; else on a line of its own (below the 〒, or without one).
      if (address)
        addresses.push({ value: address, ...at, withContact, confidence: addressConfidence(doc, i, column, cell, address) });
      // A form's row 電話番号 | 092-059-6076: the label in a cell of its own, the number in the next.
      const phone = PHONE.exec(PHONE_LABEL_ALONE.test(cell) ? `${cell} ${cells[column + 1] ?? ''}` : cell);
      if (phone && isPhone(phone[1]!))
        phones.push({
          // (A hyphen OCR read as a period: 'TEL03.3143-4847'.)
          value: withMobileHyphens(phone[1]!.replace(/\./g, '-')),
          ...at,
          confidence: CONFIDENCE.LABEL,
          inCharge: IN_CHARGE.test(cell),
          staffMobile: STAFF_MOBILE.test(cell) || (/携帯/.test(cell) && underInChargeHeading(doc, i)),
        });
      // A ☎ icon OCR read as some character ('全 082-444-9435'): a hyphenated number alone in
      // its cell, after one or two characters (never a FAX label), in the issuer's block — less sure.
      const iconPhone = phone ? null : ICON_PHONE.exec(cell);
      if (iconPhone && isPhone(iconPhone[1]!)) phones.push({ value: iconPhone[1]!, ...at, confidence: CONFIDENCE.HEURISTIC });
    }
  }
  const cells = doc.lines.flatMap((line) => line.split('\t'));
  const page: PageMarks = {
    anchors,
    titles: doc.lines.flatMap((line, i) => (TITLE_LINE.test(line) ? [i] : [])),
    officesNamed:
      cells.some((cell) => /^\S{0,4}本社/.test(cell) && HEAD_OFFICE.test(cell)) && cells.some((cell) => OTHER_OFFICE.test(cell)),
  };
  // Nothing near the name where it is first printed (a 塾's name at the top, its block at the foot):
  // near the name alone on a line of its own further down, its block's head.
  const heads = blockHeadsBelow(doc, issuerName, anchors);
  const fromBlocks = <T>(read: (marks: PageMarks) => ExtractedField<T>) => {
    const value = read(page);
    return value.value !== null || heads.length === 0 ? value : read({ ...page, anchors: heads });
  };
  return {
    issuer_postal_code: fromBlocks((marks) => nearest(postals, marks)),
    issuer_address: fromBlocks((marks) => withBuildingOfTwin(nearest(addresses, marks), addresses)),
    issuer_phone: fromBlocks((marks) => companysPhone(phones, marks)),
  };
}

/** Lines below the first anchor that hold the issuer's name and nothing else. */
function blockHeadsBelow(doc: InvoiceLines, issuerName: string | null, anchors: Place[]): Place[] {
  const unspaced = issuerName?.replace(/ /g, '');
  if (!unspaced || anchors.length === 0) return [];
  const first = Math.min(...anchors.map((a) => a.line));
  return doc.lines.flatMap((line, i) => (i > first && line.replace(/ /g, '') === unspaced ? [{ line: i, column: 0 }] : []));
}
