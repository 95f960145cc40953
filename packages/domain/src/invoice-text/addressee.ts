import { PREFECTURE_NAMES } from '../prefectures.ts';
import { INVOICE_NUMBER_OWN_LABEL, LABELS } from './labels.ts';
import { COMPANY_FORM, LEGAL_FORM, ORGANISATION } from './legal-forms.ts';
import { REGISTRATION_NUMBER_PRINTED } from './registration-number.ts';
import type { InvoiceLines } from './text.ts';

/**
 * Where the buyer (the addressee) is printed, so that neither its name nor its address and
 * telephone are taken for the issuer's. An invoice addresses the buyer with 御中 or 様, often in a
 * block of its own beside the issuer's (a line then holds one cell of each, split at a tab), or
 * under a heading such as 【支払元】 / 請求先 / Bill to.
 */

/** 'line:column' for each cell of the buyer's. */
export type CellSet = ReadonlySet<string>;
export const cellKey = (line: number, column: number) => `${line}:${column}`;

// 様 ends a name: '佐藤様邸' (the Satos' house, a job's name) and '様式' are not addressees, nor
// is a label of the buyer's number ('お客様ID', 'お客様コード').
// (お客様センター, お客様のご負担: the word お客様, not a name's honorific.)
// A teacher, a doctor or a lawyer is addressed as 先生 ('事務長 井上 先生' under the school's 御中).
// (OCR reads 御中 as 件中 now and then: '株式会社みどり食品 件中'; no name ends so.)
export const HONORIFIC = /御中|様(?!\p{sc=Han}|\p{sc=Katakana}|の|ID|No|コード)|(?<=\S)殿$|(?<=\S) ?先生$|(?<=\S) ?件中$/u;
// A wrapped name: '株式会社テスト商事 御' over '中', or 'テスト商事株式会社 小林' over '彩 様'.
// Only a short fragment (the end of a name) with the honorific: a whole name is its own addressee.
const HONORIFIC_CONTINUATION = /^(?:[^\s\t]{1,4} ?)?(?:様|御中|殿)$|^中$/;
const LONE_HONORIFIC = /^(?:様|御中|殿)$/;
const GREETING = /^下記の?(?:とおり|通り)|ご請求申し上げます/;
const CARE_OF = /気付[)）]?$/;
const BUYER_HEADING = /支払元|請求先|宛先|お客様|Bill\s*to|Billed\s*to/i;
export const HEADING = /^[【［[〔《<■□◆◇●▼]|[】］\]〕》>]$/;
// A label of the buyer's number ('お客様ID', 'お客様コード'), not a heading: it names a value.
const ID_LABEL = /(?:ID|番号|コード|No\.?)$/i;
/** How far below an addressee or a heading the buyer's block reaches. */
const BLOCK_LINES = 4;
// A window envelope's block prints the buyer's 〒 and address above its name: such lines, up to
// this far above a 御中 line, are the buyer's (a line between them, the issuer's 登録番号 in the
// other column, is passed over).
const ADDRESS_LINES_ABOVE = 3;
// How far above a lone addressee a row ending in the buyer's 〒 may sit, past the issuer's block
// at the left, line by line: a sidebar's 〒, address, TEL, FAX, mail and 登録番号 came between.
const SIDE_BLOCK_LINES = 10;
// A department's line ('サービス部', '経理課'), no company's name.
const DEPARTMENT_LINE = /^\S{1,10}(?:部|課|室|グループ)$/;
// What OCR makes of a rule or an underline ('ーー ノ'): nothing to stop at.
const UNDERLINE = /^[ー一\-_=~ノ・.\s|]+$/;
// (Nor is a run of three digits: a 〒 OCR garbled, 'ィ260.003'; nor a letterhead's tagline, its
// letters spaced out: 'A N I M A L  H O S P I T A L' under the name.)
// (Nor is a date's label alone in its cell, its date in the next: '発行日 | 2025/09/01'.)
const NOT_A_NAME =
  /請求書|I ?N ?V ?O ?I ?C ?E|登録番号|TEL|Tel|電話|FAX|No\.|番号|\d{4}[年/.-]|\d+年\d+月|\d{3}|^(?:[A-Za-z] ){3,}[A-Za-z]$|^(?:発行|請求|作成)(?:年月)?日$/;
const BARE_POSTAL = /^〒?\s?\d{3}-\d{4}$/;
const TITLE = /^[御ご]?請求書$/;
// A name in Latin letters, two words or more: 'Maruboshi Audit Corporation'.
const ENGLISH_NAME = /^[A-Za-z][A-Za-z.,&'-]*(?: [A-Za-z.,&'-]+)+$/;
const ENGLISH_COMPANY = /\b(?:Corporation|Corp\.|Company|Co\.|Inc\.?|Ltd\.?|LLC|K\.K\.)(?![A-Za-z])/;
// A licence's line names a prefecture too: '群馬県知事許可(般-6)第56311号', '東京都知事免許(2)第12345号'.
export const LICENCE = /知事|大臣|許可|免許|登録/;
const POSTAL_OR_ADDRESS = new RegExp(`^(?:〒|\\d{3}-\\d{4}\\s|(?:${PREFECTURE_NAMES.join('|')})\\S*\\d)`);

// A street address (a prefecture and a number), which a building's or a site's line may follow.
const STREET_ADDRESS = new RegExp(`(?:${PREFECTURE_NAMES.join('|')})\\S*\\d`);
// Such a line: words only ('物流センター', 'ANビル 5階'), not OCR's symbols ('=ルミ').
const BUILDING_LINE = /^[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ーA-Za-z0-9 ]{3,}$/u;

// A third party's role, printed before its name: the landlord of a let flat, a guarantor, a
// shipper, the agent that prints and sends the bill for the party it bills for (a 管理組合's 管理会社,
// its 事務受託者 or 業務受託者), the owner who ordered the works a subcontractor bills for (発注者, 施主),
// the company that takes a card payment for the issuer (決済代行, 収納代行), the company whose shares
// an M&A adviser's fee is for (対象会社).
export const OTHER_PARTY =
  /(?:貸主|借主|フランチャイズ本部|賃貸人|賃借人|保証会社|荷主|所有者|受託者|管理会社|請求代行(?:会社)?|決済代行(?:会社)?|収納代行(?:会社)?|発注者|発注元|施主|対象会社)[\s:：）)]*$/;
/** A role printed alone on its line is a short word ('対象会社', '管理会社'). */
const ROLE_ALONE_MAX = 8;
/** A line that is a third party's role alone, over that party's name in a sparse reading; else ''. */
export const roleAlone = (line: string) => (OTHER_PARTY.test(line) && line.length <= ROLE_ALONE_MAX ? line : '');

// An address with a label of its own is somewhere else's: the site of the works, where goods go,
// the land surveyed, the property managed, the 墓所 a grave was built in.
export const OTHER_PLACE =
  /^(?:工事場所|工事現場|施工場所|施工箇所|現場|納品先|納入先|お届け先|届け先|送付先|設置場所|設置先|作業場所|業務場所|業務地|調査場所|対象地|物件所在地|配送先|出荷先|墓所|墓地)/;

/** A form's label for a party's name, in a cell of its own before the name: '名称 | 吉田ボデー'. */
export const PARTY_NAME_LABEL = /^(?:名称|商号|事業者名|氏名又は名称)$/;

const cellsOf = (doc: InvoiceLines, line: number) => doc.lines[line]?.split('\t') ?? [];
// An issuer's block carries its contact details; a window envelope's carries none.
const CONTACT = /TEL|Tel|電話|FAX|Fax|登録番号|E-?mail|メール/;

// A name over a window envelope's block at the top of the page: a letterhead's, when nothing but a
// title, a date, a number or a 登録番号 is above it.
const atTopOfPage = (doc: InvoiceLines, line: number) =>
  doc.lines.slice(0, line).every((text) => text.split('\t').every((cell) => NOT_A_NAME.test(cell) || cell.trim().length <= 2));
// A 〒 other than the block's between lines `from` and `to`: on another line, or in another column
// of the block's lines over an address of its own (the issuer's block printed beside the buyer's,
// '〒541-0041 | 〒220-0012' over two addresses). A 〒 beside the title over a one-cell address is
// that address's: '請求書 | 〒330-0063'.
const postal = (cell: string) => /^〒\s?\d{3}-\d{4}/.test(cell);
// A 〒 alone at a cell's end, after its label ('本社・農場 〒869-1235'): its address is below.
const postalLast = (cell: string) => /〒\s?\d{3}-\d{4}$/.test(cell);
const postalElsewhere = (doc: InvoiceLines, from: number, to: number, column: number) =>
  doc.lines.some((text, j) =>
    text
      .split('\t')
      .some(
        (cell, c) =>
          (postal(cell) && (j < from || j > to)) ||
          ((postal(cell) || postalLast(cell)) && c !== column && STREET_ADDRESS.test(cellUnder(doc, j, c))),
      ),
  );
/**
 * The cell under line `line`'s cell `column`: the next line's cell in that column, or its only cell
 * (a block's address under its 〒, set where the line above has a cell of the other block before it:
 * '群馬県… | 本社・農場 〒869-1235' over '熊本県菊池郡…').
 */
function cellUnder(doc: InvoiceLines, line: number, column: number): string {
  const under = cellsOf(doc, line + 1);
  return under[column] ?? (under.length === 1 && column > 0 ? under[0]! : '');
}
/** A 〒 in another cell of line `line` than `column`, heading an address in its cell or the one below. */
const postalBeside = (doc: InvoiceLines, line: number, column: number) =>
  cellsOf(doc, line).some(
    (cell, c) =>
      c !== column && postal(cell) && (STREET_ADDRESS.test(cell) || STREET_ADDRESS.test(cellsOf(doc, line + 1)[c] ?? '')),
  );
// A 〒 or an address in the four lines over `line`.
const addressAbove = (doc: InvoiceLines, line: number) =>
  doc.lines.slice(Math.max(0, line - 4), line).some((text) => text.split('\t').some((cell) => POSTAL_OR_ADDRESS.test(cell)));
/**
 * The buyer's 〒 and address over its name on line `line`, column `column` (a window envelope's
 * block), as cell keys; none when a name over them makes them that name's, the issuer's.
 *
 * Up from the 御中 line: the address lines, then what comes before them. Reaching the top of
 * the page over nothing but a title, a date, a number or a 登録番号 makes the block the buyer's;
 * a name first ('合同会社アルファ食品' over its 〒) makes it that name's, the issuer's.
 * A letterhead's name over a window envelope's block (the logo at the top of the page, the 〒
 * and address of the buyer under it, no TEL between) names no block when the page prints
 * another 〒: the issuer's, with its contact details, elsewhere.
 */
function windowAddressAbove(doc: InvoiceLines, line: number, column: number): string[] {
  const addresses: string[] = [];
  // An address beside the name, in a later column ('東和物産株式会社 | 御中 | 東京都新宿区…'),
  // is the issuer's: a bare 〒 on its own line above is that address's, not the buyer's.
  const addressBeside = cellsOf(doc, line)
    .slice(column + 1)
    .some((cell) => POSTAL_OR_ADDRESS.test(cell));
  let contact = false;
  // This block's 〒 is among the addresses.
  let headed = false;
  // Lines up from the name, not counting a seal's two characters between ('スり').
  let linesUp = 0;
  for (let j = line - 1; j >= 0; j--) {
    const cells = cellsOf(doc, j);
    const k = Math.min(column, cells.length - 1);
    const cell = cells[k]!;
    // The other block's row between the address and the name ('施工場所 | 東京都…', the site
    // under the works' name): its label is no name of this block's.
    if (cells.length > 1 && OTHER_PLACE.test(cell)) continue;
    // An address alone on its line under another block's bare 〒 ('群馬県… | 本社・農場 〒869-1235'
    // over '熊本県菊池郡大津町室516番地'): that 〒's address, not a line of this block's.
    const over = cellsOf(doc, j - 1);
    const postalOver = over.some((other, c) => c !== k && postalLast(other) && !STREET_ADDRESS.test(other));
    // (Only under this block's 〒: over it, an address ends the block, as below.)
    if (!headed && cells.length === 1 && over.length > 1 && postalOver && STREET_ADDRESS.test(cell) && !postal(cell)) continue;
    // The issuer's contact details (登録番号, TEL) right above the buyer's 〒 (or above what OCR
    // left of it, a character or two), with the issuer's own address over them: the end of the
    // issuer's block, not a line of this one.
    const topAddress = Number(addresses.at(-1)?.split(':')[0] ?? -1);
    const nothingBetween = doc.lines
      .slice(j + 1, topAddress)
      .every((text, n) => (cellsOf(doc, j + 1 + n)[k] ?? text).trim().length <= 2);
    if (CONTACT.test(cell) && topAddress > j && nothingBetween && addressAbove(doc, j)) break;
    // (Or with the issuer's address lost to OCR: the TEL right over a 〒 and address that stand right
    // over the addressee. A block's TEL follows its address; one over a 〒 is the block above's.)
    const addressRightOver = topAddress === j + 1 && topAddress === line - 1 && postal(cellsOf(doc, topAddress)[k] ?? '');
    if (CONTACT.test(cell) && addressRightOver && STREET_ADDRESS.test(cellsOf(doc, topAddress)[k] ?? '')) break;
    // Address lines of one cell under a line of several, the name in a later column: the cell
    // over the address is its block's head. A company's name there ('日の出フードサービス(株) |
    // 御 請 求 書', over '〒105-0011' and '東京都港区…') makes the address that company's.
    const topColumn = Number(addresses.at(-1)?.split(':')[1] ?? -1);
    const head = cells[topColumn];
    if (
      topAddress === j + 1 &&
      topColumn < k &&
      head &&
      COMPANY_FORM.test(head) &&
      !NOT_A_NAME.test(head) &&
      !HONORIFIC.test(head)
    )
      return [];
    // A department alone on its line ('サービス部', the other block's, under its company's name at
    // the right) names no block: the name, if any, is above it.
    if (DEPARTMENT_LINE.test(cell) && !COMPANY_FORM.test(cell)) continue;
    // A letterhead's name in English under its name ('丸星監査法人' over 'Maruboshi Audit
    // Corporation'): the name above decides whose block this is.
    const english = ENGLISH_NAME.test(cell.trim());
    if (english && (ENGLISH_COMPANY.test(cell) || LEGAL_FORM.test(cellsOf(doc, j - 1)[k] ?? ''))) continue;
    // A block's 〒 heads its address: a 〒 and an address on one line under this block's (the block
    // beside, its lines run on under this one's: '〒289-2144 | はちみつの鈴木' over '千葉県… | 代表 …'
    // over '〒399-4511 長野県…') is the other block's…
    const headedAbove = STREET_ADDRESS.test(cellsOf(doc, j - 1)[k] ?? '') && postal(cellsOf(doc, j - 2)[k] ?? '');
    if (postal(cell) && STREET_ADDRESS.test(cell) && headedAbove) continue;
    // …and so is a street address over this block's 〒 (a 〒 there may be this one read twice).
    // (Not a licence's line naming its prefecture: '…登録静岡県知事第9485号'.)
    if (headed && STREET_ADDRESS.test(cell) && !/^〒/.test(cell) && !LICENCE.test(cell)) break;
    // …and so is a second 〒 over this block's, its address beside this block's on the line below
    // ('株式会社大和農機販売' over '〒321-0903' over '〒321-0958 栃木県… | 栃木県宇都宮市下平出町438'):
    // this block's head is reached.
    const addressBesideTop = cellsOf(doc, topAddress).some((other, c) => c !== k && STREET_ADDRESS.test(other));
    if (headed && postal(cell) && !STREET_ADDRESS.test(cell) && addressBesideTop) break;
    if (cell.trim().length > 2) linesUp++;
    // (Unless the 〒 has an address of its own under it: '〒541-0041' over '大阪府…', the buyer's.)
    // Nor is a 〒 between this block's address and its name: a block's 〒 heads its address, so
    // one under it is the other block's, beside ('〒311-3116' of the issuer's block at the right
    // between '茨城県…355番地' and '有限会社小林屋 御中', both blocks in the same town).
    const ownAddress = POSTAL_OR_ADDRESS.test(cellsOf(doc, j + 1)[k] ?? '');
    const addressOver = STREET_ADDRESS.test(cellsOf(doc, j - 1)[k] ?? '');
    if ((addressBeside || addressOver) && BARE_POSTAL.test(cell) && !ownAddress) continue;
    contact ||= CONTACT.test(cell);
    // A building's or a site's line under the address ('物流センター'), the address on the line above.
    const above = cellsOf(doc, j - 1);
    const continuesAddress =
      STREET_ADDRESS.test(above[Math.min(column, above.length - 1)] ?? '') &&
      BUILDING_LINE.test(cell) &&
      !COMPANY_FORM.test(cell) &&
      !CONTACT.test(cell);
    if ((POSTAL_OR_ADDRESS.test(cell) || continuesAddress) && linesUp <= ADDRESS_LINES_ABOVE) {
      addresses.push(cellKey(j, k));
      headed ||= postal(cell);
    }
    // The title alone on its line right over the 〒 and address: a window envelope's block, whatever
    // is above the title (a letterhead's logo, 'ビー ゴコ' as OCR read it). A letterhead's name heads
    // its own 〒: a company's name over the title may be this block's, the title read between them
    // ('新生電機株式会社' over '請求書' over '〒604-8005', a sparse reading of the title set beside the
    // name); so may a line that shares the title's ('請求書 | 加藤 彩' under the 屋号 加藤ウェブ工房).
    else if (
      headed &&
      !contact &&
      cells.length === 1 &&
      TITLE.test(cell.replace(/\s/g, '')) &&
      !LEGAL_FORM.test(doc.lines[j - 1] ?? '')
    )
      break;
    // The header's row, the invoice's number or date labelled in another cell, over this block's 〒:
    // the top, whatever OCR made of the title in this column ('御月2| | 書 | 請求No. | KS-2509-882').
    // (Not past the block's TEL or 登録番号: a block with those is a letterhead, the issuer's.)
    else if (
      headed &&
      !contact &&
      cells.some((other, c) => c !== k && (INVOICE_NUMBER_OWN_LABEL.test(other) || LABELS.issueDate.test(other)))
    )
      break;
    // Two characters or fewer are no company's name: a seal's column, or what OCR made of it.
    else if (!NOT_A_NAME.test(cell) && !UNDERLINE.test(cell) && cell.trim().length > 2) {
      // (Not a name over this block's 〒 where another block's 〒 shares that line, its address under
      // it: '森農機' over '代表 森 直樹' over '〒830-0568 福岡県… | 〒830-0047' over '… 御中 | 福岡県…'.
      // The name heads the block beside, its lines of one cell read first, being set higher.)
      if (headed && postalBeside(doc, topAddress, k)) break;
      if (contact || !atTopOfPage(doc, j) || !postalElsewhere(doc, j, line, k)) return [];
      break;
    }
  }
  return addresses;
}

/**
 * A buyer's block at the right, its 〒 and address ending a row of the issuer's block at the left
 * ('田中管楽器リペア | 〒460-0008 愛知県…'), its name alone on a later line (set larger, it came out
 * under the left block's lines, 〒 and all, between): that 〒 and address, the row's last cell, as a
 * cell key. A sidebar's lines may come between in the same way (a 建築士事務所's 〒, address, TEL,
 * FAX, mail and 登録番号 under its 知事登録).
 */
function addressEndingRowAbove(doc: InvoiceLines, line: number): string | null {
  // The left block's lines between carry a 〒 of its own: the row's is not that block's.
  let otherPostal = false;
  // …nor where they carry its registration number and the row begins with its TEL (a 海事代理士's
  // 'TEL … | 〒150-0002 東京都…' over '適格請求書発行事業者登録番号 T…' over the buyer's name).
  let otherRegistration = false;
  for (let j = line - 1; j >= Math.max(0, line - SIDE_BLOCK_LINES); j--) {
    const cells = cellsOf(doc, j);
    if (cells.length === 1) {
      otherPostal ||= postal(cells[0]!);
      // (Only the issuer's block prints a registration number.)
      otherRegistration ||= REGISTRATION_NUMBER_PRINTED.test(cells[0]!);
      continue;
    }
    const last = cells.length - 1;
    // (The row's first cell, the issuer's, may be a licence naming its prefecture: '東京都知事登録第26220号'.)
    const issuerAddress = POSTAL_OR_ADDRESS.test(cells[0]!) && !LICENCE.test(cells[0]!);
    const otherBlock = otherPostal || (otherRegistration && PHONE_ALONE.test(cells[0]!));
    return otherBlock && POSTAL_OR_ADDRESS.test(cells[last]!) && !issuerAddress ? cellKey(j, last) : null;
  }
  return null;
}

/**
 * A buyer's block printed name first: its 〒 and address on one line of their own right under the
 * addressee ('管理部 人事課 松本 花子 様' over '〒060-0042 北海道…'), as a cell key. Not when contact
 * details follow (TEL, 登録番号): an address with those is a letterhead's, the issuer's.
 */
function addressUnderAddressee(doc: InvoiceLines, line: number): string | null {
  const under = cellsOf(doc, line + 1);
  if (under.length !== 1 || !postal(under[0]!) || !STREET_ADDRESS.test(under[0]!) || CONTACT.test(under[0]!)) return null;
  return CONTACT.test(doc.lines[line + 2] ?? '') ? null : cellKey(line + 1, 0);
}

// A person addressed by name: 様, 先生 or 殿 (not a company's 御中).
const PERSON_HONORIFIC = /様$|(?<=\S) ?(?:先生|殿)$/;
const PHONE_ALONE = /^(?:TEL|Tel|電話)[^\t]*$/;
const LABELLED_PHONES = /(?:TEL|Tel|電話)[^\d\t]{0,8}(0\d{1,4}-\d{1,4}-\d{3,4})/g;
/**
 * The clinic's or the office's number printed right under the person addressed ('院長 加藤 大輔
 * 先生' over 'TEL 075-…'), in the first cell of its own line: the buyer's, where the page prints
 * another number and no FAX is beside this one.
 */
function phoneUnderPerson(doc: InvoiceLines, line: number): string | null {
  if (!PERSON_HONORIFIC.test(cellsOf(doc, line)[0]!)) return null;
  // (The other block's name may share the line: 'TEL 0152-31-3857 | 桜井水産株式会社'.)
  const under = cellsOf(doc, line + 1)[0] ?? '';
  // A letterhead prints its TEL with a FAX beside or under it ('事務長 吉田 先生' over the
  // studio's 'TEL 06-… FAX 06-…', its block set beside the school's): the buyer's block, one number.
  const fax = /FAX|Fax/.test(`${under} ${cellsOf(doc, line + 2)[0] ?? ''}`);
  if (!PHONE_ALONE.test(under) || /登録番号/.test(under) || fax) return null;
  // Only where the page prints another number to call: a letterhead set under the addressee in
  // one column ('… 様' over 'TEL 03-…', the clinic's name at the top) has one, its own.
  const numbersOn = (text: string) => [...text.matchAll(LABELLED_PHONES)].map((m) => m[1]);
  const number = numbersOn(under)[0];
  const others = doc.lines.flatMap((text, i) => (i === line + 1 ? [] : numbersOn(text)));
  return number && others.some((other) => other !== number) ? cellKey(line + 1, 0) : null;
}

// A school or a public body, which no company runs: a company's name over it ('千代田フォトスタジオ
// 有限会社' over '福岡市立大和中学校 卒業アルバム委員会 御中', the issuer's 〒 between) is another block's.
const PUBLIC_BODY = /学校|大学|幼稚園|保育園|委員会|市役所|区役所|町役場|村役場/;

// A public office a section is addressed under ('斜里町役場' over '総務課 ふるさと納税係 御中').
const PUBLIC_OFFICE = /^\S{1,8}(?:市役所|区役所|町役場|村役場|役場|県庁|都庁|道庁|府庁)$/;

// A person's post in the organisation addressed, before their name.
const POST = /^(?:施設長|事務長|所長|院長|園長|校長|館長|理事長|支配人|店長|工場長|センター長|総務課長|総務部長)/;
/** A name alone in its cell: no 〒, address, contact, honorific or date. */
const plainName = (cell: string) =>
  cell.trim().length > 2 &&
  !NOT_A_NAME.test(cell) &&
  !HONORIFIC.test(cell) &&
  !CONTACT.test(cell) &&
  !POSTAL_OR_ADDRESS.test(cell) &&
  !GREETING.test(cell);
/**
 * The line of a block's above `line`, past one of the other block's that came between: its 〒 or
 * contact, or a dated line ('対象期間 2026/2/1〜2026/2/28' from the block beside), with nothing
 * else on it but what OCR made of a mark or a rule ('ニニ').
 */
function blockLineAbove(doc: InvoiceLines, line: number): number {
  const otherBlocks = (cell: string) =>
    cell.trim().length <= 2 || [POSTAL_OR_ADDRESS, CONTACT, NOT_A_NAME].some((re) => re.test(cell));
  const between = cellsOf(doc, line - 1);
  const other = between.some((cell) => cell.trim().length > 2) && between.every(otherBlocks);
  return other ? line - 2 : line - 1;
}
/**
 * The buyer's 〒 and address right over its organisation's name, as a cell key: a block printed
 * 〒, 法人, facility, person. Not when a company's name heads the 〒 (the issuer's letterhead,
 * its name over its address).
 */
function organisationsAddress(doc: InvoiceLines, line: number, column: number): string | null {
  const cell = cellsOf(doc, line - 1)[column] ?? '';
  if (!postal(cell) || !STREET_ADDRESS.test(cell)) return null;
  const head = cellsOf(doc, line - 2)[column] ?? '';
  return LEGAL_FORM.test(head) ? null : cellKey(line - 1, column);
}

/** The addressee's names as printed before their 御中 or 様, in the buyer's cells. */
export function addresseeNames(doc: InvoiceLines, buyer: CellSet): string[] {
  return doc.lines.flatMap((line, i) =>
    line
      .split('\t')
      .flatMap((cell, column) =>
        buyer.has(cellKey(i, column)) && /御中|様/.test(cell) ? [cell.replace(/\s*(?:御中|様).*$/, '')] : [],
      ),
  );
}

export function buyerCells(doc: InvoiceLines): CellSet {
  const out = new Set<string>();
  const markBlockBelow = (line: number, column: number, alone: boolean) => {
    // Under a heading alone on its line, a block with a registration number is the issuer's (two
    // columns interleaved: 'Bill To' at the left, the issuer's 〒, TEL and 登録番号 at the right).
    const registered = doc.lines
      .slice(line + 1, line + 1 + BLOCK_LINES)
      .some((text) => /登録番号|Registration|(?<![A-Za-z0-9])T ?\d{4}/.test(text));
    if (alone && registered) return;
    let careOf = false;
    for (let j = line + 1; j <= line + BLOCK_LINES && j < doc.lines.length; j++) {
      const cells = cellsOf(doc, j);
      // A bill sent in care of another party ('(船舶管理会社 東和マリン株式会社 気付)' under the 船主's
      // name): that party's line and the 〒 and address under it are where the bill goes, the buyer's.
      if (cells.length === 1 && column === 0 && (CARE_OF.test(cells[0]!) || (careOf && POSTAL_OR_ADDRESS.test(cells[0]!)))) {
        careOf = true;
        out.add(cellKey(j, 0));
        continue;
      }
      // A line of one cell may be the other block's: only a heading alone on its line owns it.
      // (Nor does it reach a form's row naming another party: '名称 | 株式会社…', the issuer's block.)
      if ((cells.length < 2 && !alone) || column >= cells.length || HEADING.test(cells[column]!)) break;
      if (PARTY_NAME_LABEL.test(cells[column]!.trim())) break;
      out.add(cellKey(j, column));
      // The greeting under the addressee ends the block: what follows is the letter's, or the issuer's.
      if (GREETING.test(cells[column]!)) break;
    }
  };
  for (let i = 0; i < doc.lines.length; i++) {
    const cells = cellsOf(doc, i);
    for (const [column, cell] of cells.entries()) {
      if (HONORIFIC.test(cell) || (COMPANY_FORM.test(cell) && /御$/.test(cell))) {
        out.add(cellKey(i, column));
        // 様 alone in its cell, set apart on the name's underline ('株式会社新生システムズ | 様'):
        // the block is the name's column.
        const lone = LONE_HONORIFIC.test(cell) && column > 0;
        const nameColumn = lone ? column - 1 : column;
        out.add(cellKey(i, nameColumn));
        // A department or a facility addressed under its organisation ('社会福祉法人アルファ福祉会'
        // over 'デイサービスセンター さくら 御中'): the organisation's line is the buyer's too.
        // (The other block's line may come between: the issuer's 〒 beside the buyer's block.)
        let organisationLine = blockLineAbove(doc, i);
        // (Not when the organisation was addressed already, a line or two up: '株式会社双葉システムズ
        // 御中' over the date, the issuer's '㈲中央堂書店', then '総務部 図書ご担当 様'. A label's 様,
        // 'お客様コード 294772' in the header's row, addresses nobody.)
        const addressedAbove = doc.lines
          .slice(Math.max(0, i - 3), i - 1)
          .some((l) => l.split('\t').some((c) => HONORIFIC.test(c) && !BUYER_HEADING.test(c)));
        // A person addressed by their post ('施設長 清水 美咲 殿'): the line over them names the
        // facility they run, the buyer's, and its organisation may stand above that.
        const facility = cellsOf(doc, organisationLine)[nameColumn];
        if (POST.test(cell) && facility && plainName(facility) && !addressedAbove) {
          out.add(cellKey(organisationLine, nameColumn));
          organisationLine = blockLineAbove(doc, organisationLine);
        }
        const above = cellsOf(doc, organisationLine)[nameColumn];
        // The block's head: the organisation's line over its person's, else the addressee's own.
        let headLine = i;
        if (
          !ORGANISATION.test(cell) &&
          above &&
          (ORGANISATION.test(above) || PUBLIC_OFFICE.test(above)) &&
          !NOT_A_NAME.test(above) &&
          !addressedAbove &&
          !(COMPANY_FORM.test(above) && PUBLIC_BODY.test(cell))
        ) {
          out.add(cellKey(organisationLine, nameColumn));
          const address = organisationsAddress(doc, organisationLine, nameColumn);
          if (address) out.add(address);
          headLine = organisationLine;
        }
        if (cells.length >= 2) markBlockBelow(i, nameColumn, false);
        // (A window envelope's 〒 and address over the company, its 代表取締役 殿 under it.)
        for (const key of windowAddressAbove(doc, headLine, nameColumn)) out.add(key);
        const besideAbove = cells.length === 1 ? addressEndingRowAbove(doc, i) : null;
        if (besideAbove) out.add(besideAbove);
        const addressUnder = cells.length === 1 ? addressUnderAddressee(doc, i) : null;
        if (addressUnder) out.add(addressUnder);
        const phoneUnder = cells.length === 1 ? phoneUnderPerson(doc, i) : null;
        if (phoneUnder) out.add(phoneUnder);
      }
      // A heading names a block and holds no value: 'お客様番号 0644097' is a label with its number,
      // and so is 'お客様ID' with its number in the next cell.
      if (BUYER_HEADING.test(cell) && (HEADING.test(cell) || cell.length <= 16) && !/\d/.test(cell) && !ID_LABEL.test(cell)) {
        markBlockBelow(i, column, cells.length === 1);
      }
    }
    // The greeting under the addressee ('下記のとおりご請求申し上げます'): the company named on the
    // line above it is the buyer's, even where OCR lost its 御中 or 様 ('株式会社新生システムズ 欄').
    if (cells.length === 1 && GREETING.test(cells[0]!) && i > 0) {
      const above = cellsOf(doc, i - 1);
      if (COMPANY_FORM.test(above[0]!) && !NOT_A_NAME.test(above[0]!)) out.add(cellKey(i - 1, 0));
    }
    // The honorific wrapped onto the next line (or the one after, past the other block's line).
    const first = cells[0] ?? '';
    const next = cellsOf(doc, i + 1)[0] ?? '';
    const afterNext = cellsOf(doc, i + 2)[0] ?? '';
    const wrapped =
      (HONORIFIC_CONTINUATION.test(next) && (next !== '中' || first.endsWith('御'))) ||
      (COMPANY_FORM.test(first) && HONORIFIC_CONTINUATION.test(afterNext) && afterNext !== '中');
    // (A TEL line is no name: the short line under it is its own addressee, '購買部 森 様'.)
    if (wrapped && !HONORIFIC.test(first) && !CONTACT.test(first)) {
      // A lone 御中 under the line: the whole line is the addressee's (its name may sit in any cell).
      const lone = next === '中' || LONE_HONORIFIC.test(next);
      for (const column of lone ? cells.keys() : [0]) out.add(cellKey(i, column));
    }
  }
  return out;
}
