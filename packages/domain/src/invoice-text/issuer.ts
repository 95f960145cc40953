import { PREFECTURE_NAMES } from '../prefectures.ts';
import {
  addresseeNames,
  buyerCells,
  cellKey,
  HEADING,
  OTHER_PARTY,
  OTHER_PLACE,
  PARTY_NAME_LABEL,
  roleAlone,
  type CellSet,
} from './addressee.ts';
import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { LABELS } from './labels.ts';
import { COMPANY_FORM, LEGAL_FORM } from './legal-forms.ts';
import { afterLabel, sealSpellsName, type InvoiceLines } from './text.ts';
import { withoutOwnersSeal } from './owner-seal.ts';

// Where a name ends: the address, contact details or the registration number that follow it.
const NAME_END = /〒|TEL|Tel|tel|電話|FAX|Fax|住所|登録番号|E-?mail|メール|担当|https?:|\d{2,4}-\d{2,4}-\d{3,4}|\t/;
// The buyer is addressed (御中/様, a teacher 先生); bank lines name the account holder, not the issuer; a
// section heading (【お支払先】, ■請求元) names a block, not a party.
// (A contact desk's heading, 'ご予約・お問合せ ご予約センター', names no company either.)
// (A licence the issuer holds, '一般乗用旅客自動車運送事業 (福祉輸送事業限定)', is printed in its
// block but names no one.)
const NOT_ISSUER =
  /御中|件中$|様|先生$|銀行|信用金庫|支店|口座|名義|振込|普通|当座|預金|ご請求|請求金額|件名|品名|摘要|【|】|■|支払先|支払元|請求先|宛先|問い?合わ?せ|ご予約|運送事業|事業限定/;
const ADDRESSEE = /御中|様/;
// (A neighbourhood association is named after its 丁目: '錦町二丁目町会', '本町三丁目自治会'.)
const ADDRESS =
  /[都道府県市区町村郡]\S*\d|丁目(?!(?:町内?会|自治会|商店会|商店街|振興会))|番地|〒|TEL|電話|FAX|@|\d{2,4}-\d{2,4}-\d{3,4}|登録番号|^T\d/;

const ANY_LABEL = new RegExp(
  Object.values(LABELS)
    .map((r) => r.source)
    .join('|'),
);

/**
 * A letterhead's logo is often the name's first letter in a circle, set before it: '北 北斗建設合同会社',
 * '富合同会社富士見設計', 'み有限会社みどり印刷工業'. A letter that the name (past its legal form)
 * begins with again is that mark.
 */
function withoutLogoInitial(name: string): string {
  const m = /^(\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}) ?(.{2,})$/u.exec(name);
  if (!m) return name;
  const body = m[2]!.replace(new RegExp(`^(?:${COMPANY_FORM.source})`), '');
  // A name whose legal form comes first has nothing before it: one letter there is a mark, whatever
  // it reads as (a square logo read 'ロ': 'ロ合同会社ネクスト発送センター').
  if (body !== m[2] && [...body].length >= 2) return m[2]!;
  // A kana only before the legal form: 'ささき株式会社' begins with its own さ twice.
  const kana = !/\p{sc=Han}/u.test(m[1]!);
  return body.startsWith(m[1]!) && (!kana || body !== m[2]) ? m[2]! : name;
}

/**
 * A seal's row set against the name's end: 之 or 印 and characters of the name itself (a company
 * seal spells the name: '株式会社みどり製作所之製み', '有限会社新生製作所印作新').
 */
function withoutSealTail(name: string): string {
  const m = /^(.{2,}?)[之印](\p{L}{1,3})$/u.exec(name);
  if (m && sealSpellsName(m[2]!, m[1]!)) return m[1]!;
  // Or inside it, its whole 之印 and a row of the name's letters: '木村歯科技之印木村工所'.
  for (const run of [3, 2, 1]) {
    const inside = new RegExp(`^(.{2,}?)之印(\\p{L}{${run}})(.+)$`, 'u').exec(name);
    if (inside && sealSpellsName(inside[2]!, inside[1]! + inside[3]!)) return inside[1]! + inside[3]!;
  }
  return name;
}

const NAME_LABEL = /^(?:氏名|お名前|名前)[:：]\s*/;
const NAME_LABEL_SPACED = /^.*(?:氏名|お名前|名前)\s*[:：]\s*/;

/** OCR reads the kanji 工 of a company's name as the katakana エ: after a kanji ('精エ'), or before 業/務/房. */
const kanjiForKana = (name: string) => name.replace(/(?<=\p{sc=Han})エ(?!\p{sc=Katakana}|ー)|エ(?=業|務|房)/gu, '工');

/** OCR reads a licensed profession's 士 as 土 ('吉田中小企業診断土事務所'): no office is named for 土. */
const withProfessionsShi = (name: string) =>
  name.replace(/(?<=診断|税理|弁護|司法書|行政書|労務|弁理|会計|技術|鑑定|建築|家屋調査)土/g, '士');

// (A footer's separator OCR read as an underscore ends no name: '株式会社双葉スペース _〒150-0002 …'.)
const cutName = (s: string) =>
  s
    .replace(NAME_END, '\u0000')
    .split('\u0000')[0]!
    .replace(/\s*_+\s*$/, '')
    .trim();

/** The buyer's cell: its name with 御中/様, or its block (addressee.ts). */
const isBuyerCell = (buyer: CellSet, line: number, column: number) => buyer.has(cellKey(line, column));

function isNameLike(cell: string): boolean {
  const letters = cell.match(/[\p{L}]/gu)?.length ?? 0;
  return (
    letters >= 2 &&
    cell.length <= 30 &&
    !/\d/.test(cell) &&
    !ADDRESS.test(cell) &&
    !NOT_ISSUER.test(cell) &&
    !HEADING.test(cell) &&
    !ANY_LABEL.test(cell) &&
    // A bare 'No.' label, or a place's ('納品先 : 第二工場 食堂', where the goods went).
    !/^No[.。]?$/.test(cell.trim()) &&
    !OTHER_PLACE.test(cell) &&
    // (An amount's label OCR garbled keeps its note on the tax: '人多失 (税' for ご請求金額 (税込).)
    !/請求|期限|金額|税額|税率|消費税|税抜|税込|\(税|合計|内容|明細|対象|^[ー一\-=|]+$|^[御請求書]+$/.test(cell) &&
    // A ruled form's digit places over its amount boxes ('千 万 百 万 十 万 万 千 百 十 円').
    !/^[千百十万億拾円\s]+$/.test(cell) &&
    // A date in kanji numerals ('令和八年十月三十一日'), which has no digit to tell it by.
    !KANJI_DATE.test(cell) &&
    // A web address, or OCR's table rule ('|') inside a catch phrase: never a 屋号.
    !/https?:|www\.|\.(?:jp|com|net)\b|[|｜]/.test(cell) &&
    // A line item ('清掃業務委託', 'デザイン制作費'), not a 屋号 (a fuel dealer's '山田燃料' is one).
    !/(?:費|(?<!燃)料|委託)$/.test(cell) &&
    // An amount's label in a statement's head ('調整額', '繰越額') or a deposit's ('保証金 (不課税)'),
    // not a 屋号 (a sheet-metal shop's '鈴木板金' is one).
    !/額$|(?:保証|申込|預託|前受|手付|着手|敷|礼|内|残|預り|立替)金(?:\s*\(\S*課税\))?$|\([不非]課税\)$/.test(cell) &&
    !LETTER_WORDS.test(cell) &&
    // A note's heading in parentheses ('(備考)', '(注記)'), or a title in English, its letters
    // spaced out ('R E P A I R  I N V O I C E').
    !/^[(（][^)）]*[)）]$/.test(cell) &&
    !ENGLISH_TITLE.test(cell.replace(/\s+/g, '')) &&
    !ENGLISH_HEADING.test(cell.trim()) &&
    // The head of 適格請求書発行事業者, the registration number's label, as OCR read it ('通格!').
    !/^[適通滴]格/.test(cell.trim()) &&
    !OCR_NOISE_NAME.test(cell) &&
    !HOLDER_SHAPED.test(cell) &&
    !NEVER_A_NAME.test(cell.trim()) &&
    !ADDRESS_HEAD.test(cell.trim())
  );
}

// An address's head alone, the rest of it lost or on the next line: a prefecture and a letter or
// two ('東京都潤' of 東京都渋谷区…). No name is a prefecture and so little after it.
const ADDRESS_HEAD = new RegExp(`^(?:${PREFECTURE_NAMES.join('|')})\\S{0,2}$`);

// A role's word before a name, read alone where OCR lost the name after it ('運営' of '運営 北斗書房有限会社');
// or a closing day's value, its 末 misread ('毎月未日締め').
const NEVER_A_NAME = /^(?:運営|運営元|発行|発行元|販売元|提供|主催)$|^毎月\S{1,3}締め?$/;

// An account holder as banks write it, its legal form abbreviated: 'ユ)サンライズカンコウジドウシャ'.
const HOLDER_SHAPED = /^[カユド]\)\s?[ァ-ヶー]|[ァ-ヶー]\s?\([カユド]$/;

// A letter's sentence or its closing words, never a name: '…ございます。', 敬具, 以上; a note's
// sentence printed without its 。 ('チケットの控えは別紙にて同封しております'): particles and a polite verb.
const LETTER_WORDS =
  /。|^(?:敬具|拝啓|謹啓|以上|記|草々|敬白)$|^(?=.{8}).*[はをがにで].*(?:ます|ました|ません|です|ください|下さい)$/;
// Where a letter's body ends (以上) or begins (記, 敬具 after the greeting): the sender's block is
// never on both sides of it.
const LETTER_BOUNDARY = /^(?:敬具|以上|記)$/;
// An English title, one word before INVOICE or none ('REPAIR INVOICE', 'TAX INVOICE').
const ENGLISH_TITLE = /^[A-Z]*INVOICE$/i;
// A bilingual invoice's English label or heading on a line of its own ('Notes', 'Deposit', where OCR
// set the Japanese half and the amount apart): no 屋号.
const ENGLISH_HEADING =
  /^(?:Notes?|Remarks?|Memo|Comments?|Terms(?: and conditions)?|Payment terms|Deposit|Balance(?: due)?|(?:Sub)?total|Tax|Description|Amount|Project)$/i;
// An item table's header row ('診療日 | 項目 | 数量 単位 単価 | 金額'), or its 小計 or 合計 row:
// a table's edge, which the sender's block does not cross.
const TABLE_COLUMN = /数量|単価|金額|品名|品目|項目|摘要|内容|単位/g;
const isTableHeader = (line: string) => (line.match(TABLE_COLUMN) ?? []).length >= 3;
// (Bilingual, the English first: 'Subtotal / 小計', 'Total / 合計'.)
const TABLE_TOTAL = /^(?:(?:Sub)?total\s*\/\s*)?(?:小計|合計|総合計)|^(?:Sub\s*)?total(?![a-z])/i;
// What OCR makes of a seal or a logo: Latin letters mixed into kanji ('四題癌Ei', 'Mg会人計り利導'),
// two Latin letters ('wl'), or two kana ('ビョ', 'にコ'). (Not a trade's capitals before a katakana
// word: 'MCオフィス あおい', a wedding MC's 屋号.) Nor does a word begin with a small kana ('ョ刀 きき').
const OCR_NOISE_NAME =
  /^(?![A-Z]{2}[\p{sc=Katakana}ー]{3})(?=.*[A-Za-z])(?=.*[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])(?!.*[A-Za-z]{3})|^[A-Za-z]{1,2}$|^[\p{sc=Hiragana}\p{sc=Katakana}ー]{1,2}$|^[ァィゥェォッャュョヮぁぃぅぇぉっゃゅょゎ]/u;

const SENTENCE = /、.|(?:です|ます)$/;
const KANJI_DATE =
  /^(?:令和|平成|昭和)?[〇一二三四五六七八九十元]{1,4}年[〇一二三四五六七八九十]{1,3}月(?:[〇一二三四五六七八九十]{1,3}日)?/;
// A 農協's, a 信用組合's or a 労働金庫's branch on the 振込先's line ('上伊那農業協同組合 本店' over
// '普通貯金 9615451'): the bank, named with a legal form like a company's, not the issuer.
const COOPERATIVE_BRANCH = /(?:協同組合|信用組合|労働金庫|連合会) ?\S{0,10}(?:本店|支所|出張所)/;
const ACCOUNT_LINE = /^(?:普通|当座|貯蓄)(?:預金|貯金)?\s?[:：]?\s?\d/;
const isBanksLine = (cell: string, next: string | undefined) =>
  COOPERATIVE_BRANCH.test(cell) && (/普通|当座/.test(cell) || ACCOUNT_LINE.test(next ?? ''));

// A legal form's last letter lost at the name's end under the company's seal, or past the edge of
// a photograph: 'ブルーオーシャンフードサービス有限会'.
const FORM_END_LOST = /(?<=\p{L}{2}(?:株式|有限|合同|合資|合名)会)$/u;

const TAGLINE_NAME = /(?:^|\s)[はがも](\S{2,}?)の$/;

function nameIn(printed: string): string | null {
  const cell = printed.replace(FORM_END_LOST, '社');
  const entity = LEGAL_FORM.exec(cell);
  if (!entity) return null;
  const end = cell.search(NAME_END);
  let name = (end >= 0 ? cell.slice(0, end) : cell).trim();
  // 'ABC Trading 株式会社' keeps its Latin words; otherwise a space ends the name.
  const words = name.split(' ');
  if (words.length > 1) {
    const at = words.findIndex((w) => LEGAL_FORM.test(w));
    const latinBefore = words.slice(0, at).every((w) => /^[A-Za-z0-9&.,'-]+$/.test(w));
    name = latinBefore ? words.slice(0, at + 1).join(' ') : (words[at] ?? name);
  }
  // What a parenthesis adds after the name ('株式会社大和商事(会社法人等番号 …)') is not the name.
  name = name.replace(/\((?!(?:株|有|同)\)).*$/, '');
  // No legal form left: it stood only after the 〒 or the TEL ('納品 : 〒460-0008 … 株式会社中央ロジス
  // ティクス'), or only inside the parenthesis ('内容証明郵便の作成・発送(桜井興産株式会社 宛)' names a work).
  if (!LEGAL_FORM.test(name)) return null;
  // A title printed on the same baseline: '請求書 株式会社…'; or a greeting's sentence, its
  // column set beside the name ('平素は…ありがとうございます。 株式会社協和地所').
  // OCR's reading of a logo or a rule before the name ('@う千代田…', '-日の出不動産株式会社').
  name = name
    .replace(/^[^\p{L}\p{N}(]+/u, '')
    .replace(/^(?:御?請求書|INVOICE)/i, '')
    // A role's label and its colon: '主催:株式会社協和新聞社' (an exhibition's organiser); OCR reads
    // the colon as a ・ ('主催・千代田メディア(株)'), which only an organiser's role is taken with.
    .replace(/^\p{L}{1,6}:\s*(?=.)|^(?:主催|共催|主管|運営)・(?=.)/u, '')
    // The company that runs a clinic or a school, its role printed before it without a colon:
    // '開設者 双葉どうぶつ医療合同会社' under the hospital's name.
    .replace(/^(?:開設者|設置者|経営者)(?=.{2})/u, '')
    // A public body's 請求書 form labels its row without a colon: '商号又は名称 中央速記事務所株式会社'.
    .replace(/^(?:商号又は名称|氏名又は名称|商号|名称)(?=.{2})/u, '')
    // …or the franchisee under its brand's logo: '運営 アルファ商事㈱', '加盟店 有限会社…'; the
    // franchisor's role, 'フランチャイズ本部', is left before the name, where it marks another party.
    .replace(/^(?:運営|加盟店)(?=.{2})/u, '')
    .replace(/^フランチャイズ本部(?=.{2})/u, '')
    .replace(/^.*。(?=.)/, '')
    // (A comma after the name is OCR's reading of a speck or of the seal's edge: '中村屋有限会社,'.)
    .replace(/[。、:,]+$/, '');
  // A tagline's sentence naming the company, its particles glued to the name ('Pipeline+ は富士見
  // セールスパートナーズ合同会社の' over 'インサイドセールス代行サービスです。'): the name between them.
  name = TAGLINE_NAME.exec(name)?.[1] ?? name;
  // A note's sentence naming a company ('立替金は、当事務所が…検査株式会社へ立替払いした…です'):
  // that company is a third party, and no name has a comma inside it.
  if (SENTENCE.test(name)) return null;
  // '(株)' alone is what OCR left of a name, not a name.
  const body = name.replace(new RegExp(LEGAL_FORM.source, 'g'), '').trim();
  return body.length >= 2 && name.length <= 50 ? withoutLogoInitial(kanjiForKana(withoutSealTail(name))) : null;
}

// A department printed after the company's name, a space between ('…自動車リース リース営業部'),
// or its head's title before a name ('学校法人東和学園 理事長 井上 彩').
const DEPARTMENT =
  /^\S*(?:部|課|室|事業部|本部|営業所|支社|支店|センター)$|^(?:代表取締役|代表理事|代表社員|理事長|学長|校長|院長|所長|会長|社長)$/;

/** The cell without the department that follows the company's name in the printed (spaced) cell. */
function withoutDepartment(cell: string, spacedCell: string): string {
  const words = spacedCell.trim().split(' ');
  const at = words.findIndex((word, k) => k > 0 && DEPARTMENT.test(word) && LEGAL_FORM.test(words[k - 1]!));
  const cut = at > 0 ? cell.lastIndexOf(words[at]!) : -1;
  return cut > 0 ? cell.slice(0, cut) : cell;
}

// The owner's name printed under a 屋号, after a title or alone ('代表 加藤 花子', '家具職人 森 京子').
const OWNER_NAME = /(?:^|\s)([\p{sc=Han}]{1,3}) [\p{sc=Han}]{1,3}$/u;

// A freelancer's signature: the title before the name, and the seal's mark after it with what of
// the seal the text layer kept ('講師 山田 太郎 田㊞'): the issuer is the name alone. A licensed
// professional signs so too ('産業医 木村 大輔 ㊞').
const SIGNER_TITLE =
  '講師|講演者|通訳者?|翻訳者|著者|執筆者|デザイナー|カメラマン|ライター|調律師|' +
  '産業医|医師|歯科医師|税理士|弁護士|司法書士|行政書士|社会保険労務士|弁理士|公認会計士|中小企業診断士|技術士';
const SIGNER = '([\\p{sc=Han}]{1,4} [\\p{sc=Han}]{1,4})';
const SIGNATURE = new RegExp(
  `^(?:(?:${SIGNER_TITLE}|担当|氏名)\\s+)?${SIGNER}\\s+[\\p{sc=Han}]{0,2}㊞$|^(?:${SIGNER_TITLE})\\s+${SIGNER}$`,
  'u',
);

const PROFESSIONS_OFFICE = /^\p{sc=Han}{1,8}士 \p{sc=Han}{1,6}事務所$/u;
const TRADE_AND_SURNAME = /^(?=\S*[\p{sc=Hiragana}\p{sc=Katakana}])\p{L}{2,12} \p{sc=Han}{2,3}$/u;

/**
 * A person's name keeps the one space printed between surname and given name ('木村 翔太'), as
 * the spaced line has it; OCR's spaces between every character ('木 村 翔 太') are not that.
 */
function personalName(spacedCell: string, cell: string): string {
  const signed = SIGNATURE.exec(spacedCell.trim());
  const signer = signed ? (signed[1] ?? signed[2]!) : null;
  if (signer && cell.includes(signer.replace(' ', ''))) return signer;
  const spaced = spacedCell.trim();
  // A licensed profession's office named after its title, '土地家屋調査士 田中事務所', keeps its space.
  if (PROFESSIONS_OFFICE.test(spaced) && spaced.replace(' ', '') === cell) return spaced;
  // (A 屋号 set with a space after the family name, '木村 畳工業', names a trade, not a person.)
  const trade = /(?:工業|工務店|建工|商店|商会|店|屋|堂|舗|社|事務所|工房|設計|製作所|興業|産業|企画)$/.test(spaced);
  // (A 屋号 whose last word is in hiragana keeps its space as well: 'フラワーショップ すずらん'; so
  // does a trade's word in kana with the owner's surname after it: 'きもの仕立て 小林'.)
  const twoWords =
    /^[\p{L}]{1,5} [\p{L}]{1,5}$/u.test(spaced) ||
    /^\p{L}{1,12} [\p{sc=Hiragana}ー]{2,8}$/u.test(spaced) ||
    // (Or in katakana after a word that ends in it, 'フクシタクシー ルーチェ' as a 福祉タクシー prints it.)
    /^\p{L}{0,11}\p{sc=Katakana}ー? [\p{sc=Katakana}ー]{2,8}$/u.test(spaced) ||
    TRADE_AND_SURNAME.test(spaced);
  return twoWords && spaced.replace(' ', '') === cell && !trade ? spaced : cell;
}

/**
 * '山田茶舗 代表 山田 誠': the 屋号 is the issuer, the representative printed after it is not; a
 * line of its own, '代表 中村 太郎' or '会長 山田 彩' under the 屋号 (a 町会's, a clinic's), names no
 * issuer ('').
 */
function withoutRepresentative(name: string): string {
  if (HEAD_OF.test(name)) return '';
  const at = name.search(/\s*代表(?:者|取締役)?/);
  return at < 0 ? name : at >= 2 ? name.slice(0, at) : '';
}
// (Not an organisation whose name begins with the title: '会長会', '院長会'.)
// (Nor its owner's, under the title a trade gives the owner: '窯主 山田 美咲', '店主 …', '塾長 小林 誠'.)
const HEAD_OF = /^(?:会長|院長|理事長|組合長|所長|園長|館長|校長|塾長|教室長|窯主|店主|園主|庵主)(?!\p{sc=Han}*[会院])/u;

/**
 * A person under a title of their trade ('リペアマン 山田 恵', '院長 獣医師 鈴木 京子',
 * 'デザイナー 山田 花子', 'ブライダル司会 山田 太郎', '一級塗装技能士 鈴木 太郎'): the owner printed
 * under a 屋号, or a freelancer who has none. Only the issuer where the block names nobody else.
 */
const TITLED_PERSON =
  /^(?:[\p{sc=Katakana}ー]{2,}(?:司会|講師|通訳|翻訳)?|\p{sc=Han}{1,7}(?:師|士|者|医|長|人)) (?:\S+ )?\p{sc=Han}{1,3} \p{sc=Han}{1,3}$/u;
/**
 * An artist's 雅号 with the person's own name after it, a title of the art before both ('書家 桂月(木村 京子)'):
 * a person, like a titled one, under the 屋号 the artist bills by.
 */
const PEN_NAME = /^(?:\p{sc=Han}{1,4} )?\S{1,8}\(\p{sc=Han}{1,3} \p{sc=Han}{1,3}\)$/u;
/**
 * A trade's title printed alone over the person who works in it ('ブライダル司会', '会議通訳'), a
 * licensed guide's with the language after it ('全国通訳案内士（中国語）').
 */
const TRADE_TITLE_ALONE =
  /^[\p{sc=Katakana}ー\p{sc=Han}]{0,8}(?:司会者?|講師|通訳者?|翻訳者|通訳案内士|ナレーター|カメラマン)(?:\(\p{L}{1,6}\))?$/u;
const PERSONS_NAME = /^\p{sc=Han}{1,3} \p{sc=Han}{1,3}$/u;
const isTitledPerson = (spaced: string) => TITLED_PERSON.test(spaced) || PEN_NAME.test(spaced);

/**
 * The owner's seal set at the 屋号's end, one row of it read after a space ('フラワーショップ はなもも 清'
 * by 清水's seal): the 屋号 without it, or null when the line ends in no letters of the surname.
 */
function withoutSealRow(name: string, spacedName: string, surname: string): string | null {
  const row = / (\p{sc=Han}{1,2})$/u.exec(spacedName)?.[1];
  if (!row || ![...row].every((c) => surname.includes(c)) || !name.endsWith(row)) return null;
  // The whole surname after the trade's word is the 屋号's own ('研ぎ処 伊藤'): a seal's row of a
  // two-letter surname holds one of its letters.
  if (row.length > 1 && row === surname) return null;
  // (Spaced as the 屋号 is printed, without the row: 'フラワーショップ はなもも'.)
  return personalName(spacedName.slice(0, -row.length).trim(), name.slice(0, -row.length));
}

/** The longest row of a seal's letters read as a line of its own. */
const SEAL_ROW_LETTERS = 4;
const isSealRowOf = (row: string, name: string) =>
  [...row].length <= SEAL_ROW_LETTERS && [...row].length < [...name].length && sealSpellsName(row, name);

/**
 * A shop's line of wares over its 屋号 ('氷・燃料・ドライアイス', 'ガラス・サッシ・網戸・鏡'): words set
 * apart by ・, with no legal form. Above a 屋号 it is a tagline; alone, it may be the 屋号
 * itself ('カフェ・ド・ソレイユ').
 */
const WARES = /^[^・\s]{1,10}(?:・[^・\s]{1,10})+$/u;
/** What a pottery makes, set over its 窯's name as a tagline: '有田焼 窯元', '信楽焼窯元'. */
const WARE_MAKER = /^\p{sc=Han}{1,4}焼 ?窯元$/u;

/** The buyer's name and a place of its after a space ('株式会社東和企画 保養所', a site's name): the buyer's. */
const isBuyersPlace = (spacedCell: string, buyerNames: ReadonlySet<string>) =>
  [...buyerNames].some((buyer) => spacedCell.trim().startsWith(`${buyer} `));
/**
 * Most of the buyer's name, its head lost ('の出フーズ株式会社' of 日の出フーズ株式会社: the buyer's
 * 住所印 stamped in a 印影確認欄, read ring by ring): the buyer's too.
 */
const MIN_BUYER_PART = 5;
const isPartOfBuyers = (name: string, buyerNames: ReadonlySet<string>) =>
  [...name].length >= MIN_BUYER_PART && [...buyerNames].some((buyer) => buyer.endsWith(name));
/**
 * The buyer's name with a word before it, the space between lost: a 立札's '祝 中央物産株式会社' (a florist
 * prints the card it wrote for the buyer's flowers), read '祝中央物産株式会社'. The buyer's too.
 */
const endsWithBuyers = (name: string, buyerNames: ReadonlySet<string>) =>
  [...buyerNames].some((buyer) => [...buyer].length >= MIN_BUYER_PART && name.endsWith(buyer));

/**
 * A right-hand block's cell on a line: the last, unless OCR left a mark of a seal or a rule after
 * it (two characters or fewer: '訪問美容ひだまり | ア'), or it is a row of the seal stamped beside
 * the name, its letters the name's own ('ギャラリー ルーチェ | ルーチ', '小林画廊 | 小林画').
 */
const blockCell = (cells: readonly string[]) => {
  const last = cells.length - 1;
  if (last === 0) return last;
  const [mark, name] = [cells[last]!.trim(), cells[last - 1]!.trim()];
  const sealRow = mark.length >= 3 && isSealRowOf(mark, name);
  return (mark.length <= 2 && name.length > 2) || sealRow ? last - 1 : last;
};

const ISSUER_LABEL_ONLY = new RegExp(`^(?:${LABELS.issuer.source})$`);

const CASE_PARTIES = '原告|被告|申立人|相手方|債権者|債務者';
const CASE_PARTY = new RegExp(`(?:${CASE_PARTIES})[\\s:：）)]*$`);
// (Its role and name in one cell, the space between lost: '原告日の出産業株式会社'.)
const CASE_PARTY_FIRST = new RegExp(`^(?:${CASE_PARTIES})`);

// A form's row naming a party: '名称 | 吉田ボデー'.
const NAME_ROW = new RegExp(`(?:^|\\t)(?:${PARTY_NAME_LABEL.source.slice(1, -1)})\\t([^\\t]{2,})`);
/** How far below a form's heading its 名称 row may be (the other block's rows interleave). */
const NAME_ROW_LINES = 6;
const nameRowBelow = (doc: InvoiceLines, heading: number): string | null => {
  for (const line of doc.lines.slice(heading + 1, heading + 1 + NAME_ROW_LINES)) {
    const value = NAME_ROW.exec(line)?.[1]?.trim();
    if (value && !ADDRESSEE.test(value)) return value;
  }
  return null;
};

/**
 * Who issued the invoice: a labelled 発行元 (or the name under a 【請求元】 heading), else the
 * company name by the registration number that is not the buyer's (御中/様, or its block:
 * addressee.ts) nor in the bank details, else (a sole proprietor) the top line of the block that
 * ends with the registration number. A section heading is never the name.
 */
export function findIssuerName(doc: InvoiceLines): ExtractedField<string> {
  const name = issuerNameAsPrinted(doc);
  return name.value === null ? name : { ...name, value: withOcrSlipsMended(withProfessionsShi(name.value)) };
}

/**
 * What OCR does to a name that no printed name does: a ring of a logo read as 〇 before it
 * ('〇グリーンフィールド空調株式会社'), or as a circled digit, a space after it ('⑦ サンライズ設備株式会社',
 * folded to '7 '); the parenthesis of a legal form at its end lost ('千代田グラフィック(株', with a
 * space before it too: '丸星建材 (株'). (A kana read twice in both scripts, '東和りリゾート', is left
 * to the two readings' weighing: 'みどりリース' is a name.)
 */
function withOcrSlipsMended(name: string): string {
  return name
    .replace(/^[〇○◯](?=\p{L}{2})/u, '')
    .replace(/^\d (?=\p{L}{2})/u, '')
    .replace(/\s?\((株|有|同)$/, '($1)');
}

/**
 * A labelled name as printed: a person's keeps its space ('発行者：小林 太郎'); a 屋号 with its
 * owner after it ('発行者：手話通訳オフィス こもれび 加藤 誠') is the 屋号, spaced as printed.
 */
function labelledNameAsPrinted(spacedLine: string, value: string): string {
  const label = LABELS.issuer.exec(spacedLine);
  // (OCR reads a speck between the words as an underscore: '手話通訳オフィス _ こもれび'.)
  const spaced = label ? cutName(afterLabel(spacedLine, label).split('\t')[0]!).replace(/ _+ /g, ' ') : '';
  if (spaced.replace(/ /g, '') !== value.replace(/[ _]/g, '')) return value;
  const trade = TRADE_THEN_OWNER.exec(spaced)?.slice(1).find(Boolean);
  return trade ? personalName(trade, trade.replace(/ /g, '')) : personalName(spaced, value);
}
// (The trade's name holds kana, or is longer than a name: '山田 太郎' alone is the person. OCR may
// lose the space inside the owner's name, 'こもれび 木村誠', where three or four kanji that end in no
// trade's word ('カフェ 山田屋' is one 屋号) are still a person after a 屋号 in kana.)
const TRADE_THEN_OWNER =
  /^((?=.*[\p{sc=Hiragana}\p{sc=Katakana}])\S.{2,}?|\S.{5,}?) \p{sc=Han}{1,3} \p{sc=Han}{1,3}$|^((?=.*[\p{sc=Hiragana}\p{sc=Katakana}])\S.{2,}?) \p{sc=Han}{3,4}(?<![屋店堂舗社房窯園館庵亭所院会])$/u;

/**
 * 発行 alone, set apart from the name it labels at a line's start ('発行 光陽企画有限会社'; the
 * space is in the spaced line only): a label like 発行元. Not 発行日 nor a date after it.
 */
function issuedByLabel(line: string, spaced: string): RegExpExecArray | null {
  if (!/^発行[ :：]+(?![\d令平昭R])/.test(spaced)) return null;
  return /^発行[:：]?/.exec(line);
}

const REGISTRATION_NUMBER = /T\d{13}/;

/**
 * A line that names, with its own registration number, a party other than the one the invoice's
 * registration number (the first printed) belongs to: the issuer of a receipt the invoice passes
 * on, '発行：株式会社新生パーキング 登録番号 T5945481366651 ※領収書写し添付' under a 立替金.
 */
function namesAnotherRegistrant(invoiceRegistration: string | undefined, line: string): boolean {
  const own = REGISTRATION_NUMBER.exec(line)?.[0];
  return own !== undefined && own !== invoiceRegistration;
}

function issuerNameAsPrinted(doc: InvoiceLines): ExtractedField<string> {
  const buyer = buyerCells(doc);
  const invoiceRegistration = doc.lines.map((line) => REGISTRATION_NUMBER.exec(line)?.[0]).find(Boolean);
  for (const [i, line] of doc.lines.entries()) {
    const m = LABELS.issuer.exec(line) ?? issuedByLabel(line, doc.spaced[i]!);
    if (!m || namesAnotherRegistrant(invoiceRegistration, line)) continue;
    const value = cutName(afterLabel(line, m).split('\t')[0]!);
    // (A label beside its twin is a slip's parts side by side, '請求元 | 請求元': their names are below.)
    if (ISSUER_LABEL_ONLY.test(value)) continue;
    // A form's heading with what the party is in parentheses ('■ 請求者（修理工場）'), its rows
    // below: the name is the row labelled 名称 (or 商号, 屋号).
    if (/^\([^)]*\)$/.test(value)) {
      const named = nameRowBelow(doc, i);
      if (named) return found(named, CONFIDENCE.LABEL_BELOW);
      continue;
    }
    if (value.length >= 2 && !HEADING.test(value) && !ADDRESSEE.test(value))
      return found(labelledNameAsPrinted(doc.spaced[i]!, value), CONFIDENCE.LABEL - 0.05);
    // A heading (【請求元】) over its block: the name is the block's first line, in the label's column.
    const column = line.slice(0, m.index).split('\t').length - 1;
    // The line under the heading, or the next when that one is a seal's two characters ('機東').
    for (const j of [i + 1, i + 2]) {
      const next = doc.lines[j]?.split('\t');
      const k = next ? Math.min(column, next.length - 1) : 0;
      const below = next ? cutName(next[k]!) : '';
      if (j === i + 1 && next?.length === 1 && below.length <= 2) continue;
      // (Or a row of the seal over the name, three of its letters: 'ーァア' over '有限会社アルファリゾート'.)
      const nameAfter = nameIn(cutName(doc.lines[j + 1]?.split('\t')[0] ?? ''));
      if (j === i + 1 && next?.length === 1 && below.length <= 3 && nameAfter && sealSpellsName(below, nameAfter)) continue;
      if (below.length >= 2 && (nameIn(below) !== null || isNameLike(below)) && !isBuyerCell(buyer, j, k)) {
        return found(nameIn(below) ?? below, CONFIDENCE.LABEL_BELOW);
      }
      break;
    }
  }
  const registration = doc.lines.findIndex(
    (line) => LABELS.registrationNumber.test(line) || /(?<![A-Za-z0-9])T\d{13}/.test(line),
  );
  // The buyer's name may be printed again in the body (the party a 登記 or a contract concerns).
  // (And the company over a person addressed, '日の出産業株式会社' over '代表取締役 清水 誠 様', the
  // party a lawyer's 事件 names as 原告.)
  const companiesAddressed = doc.lines.flatMap((line, i) =>
    line
      .split('\t')
      .flatMap((cell, column) =>
        isBuyerCell(buyer, i, column) && ADDRESSEE.test(doc.lines[i + 1]?.split('\t')[column] ?? '') ? (nameIn(cell) ?? []) : [],
      ),
  );
  const buyerNames = new Set([...addresseeNames(doc, buyer).flatMap((cell) => nameIn(cell) ?? []), ...companiesAddressed]);
  const named: { name: string; line: number; otherParty: boolean }[] = [];
  for (const [i, line] of doc.lines.entries()) {
    const cells = line.split('\t');
    // (Nor the receipt's issuer a 立替金 line names with a registration number of its own.)
    if (namesAnotherRegistrant(invoiceRegistration, line)) continue;
    for (const [column, cell] of cells.entries()) {
      if (NOT_ISSUER.test(cell) || isBuyerCell(buyer, i, column) || isBanksLine(cell, doc.lines[i + 1])) continue;
      const spacedCell = doc.spaced[i]!.split('\t')[column] ?? '';
      const name = nameIn(withoutDepartment(cell, spacedCell));
      if (
        !name ||
        buyerNames.has(name) ||
        isPartOfBuyers(name, buyerNames) ||
        endsWithBuyers(name, buyerNames) ||
        isBuyersPlace(spacedCell, buyerNames)
      )
        continue;
      // The role before the name, in its cell ('貸主 中央ビル株式会社') or in the cell before it.
      const prefix = cell.slice(0, Math.max(0, cell.indexOf(name))).replace(/[^\p{L}]/gu, '');
      // (Or alone on the line above, in a sparse reading: '対象会社' over '株式会社三栄メディカル …'.)
      const roleAbove = column === 0 ? roleAlone(doc.lines[i - 1]?.trim() ?? '') : '';
      const role = prefix !== '' ? prefix : column > 0 ? cells[column - 1]! : roleAbove;
      // A party to the case a lawyer bills for ('原告 日の出産業株式会社', '被告 青葉建設株式会社'): never the issuer.
      if (CASE_PARTY.test(role) || CASE_PARTY_FIRST.test(cell)) continue;
      // (Or a place's: '納品先 | 三栄ロジスティクス株式会社 横浜物流センター', the warehouse the goods went to.)
      named.push({ name, line: i, otherParty: OTHER_PARTY.test(role) || OTHER_PLACE.test(role) });
    }
  }
  const candidates = named.filter((c) => !c.otherParty);
  if (candidates.length > 0) {
    const nearRegistration = candidates.find((c) => registration >= 0 && Math.abs(c.line - registration) <= 4);
    // The only company named outside the buyer's and the bank's lines, in the registration
    // number's block: nothing else it could be.
    const unique = new Set(named.map((c) => c.name)).size === 1;
    // The same name at the letterhead, OCR's reading of the footer's smaller print differing from it
    // in a letter or two ('合同会社協和模型製作所' at the top, '…協和機憧製作所' by the 登録番号): the
    // letterhead's larger print is the better read.
    const letterhead =
      nearRegistration && candidates.find((c) => c.line < LETTERHEAD_LINES && isMisreadOf(c.name, nearRegistration.name));
    if (letterhead) return found(letterhead.name, CONFIDENCE.LABEL_BELOW - 0.05);
    if (nearRegistration) return found(nearRegistration.name, unique ? CONFIDENCE.LABEL - 0.05 : CONFIDENCE.LABEL_BELOW - 0.05);
    return found(candidates[0]!.name, CONFIDENCE.HEURISTIC + 0.1);
  }
  // A party the invoice names in a role of its own (貸主 of the flat a broker let, the temple whose
  // 墓所 a mason built on) only where no block of a sole proprietor's names the issuer.
  const otherParty = named[0];
  return (
    proprietorsBlockName(doc, buyer, registration) ??
    representedTradeName(doc, buyer) ??
    (otherParty ? found(otherParty.name, CONFIDENCE.HEURISTIC + 0.1) : notFound())
  );
}

/** A page's letterhead is within its first lines. */
const LETTERHEAD_LINES = 4;

/** Two readings of one name: as long, their legal form alike, one or two letters apart. */
function isMisreadOf(name: string, other: string): boolean {
  if (name === other || name.length !== other.length || name.length < 6) return false;
  return [...name].filter((c, k) => c !== other[k]).length <= 2;
}

/**
 * A grid's row of labels and their values, two pairs or more ('ツアー名 | Hokkaido… | ツアーコード |
 * JP26-0629A'): the sender's block does not cross it, though a sidebar's 登録番号 may be read under it.
 */
const GRID_ROW_CELLS = 4;

/** The title sits this high on the page when the 屋号 can stand over it. */
const TITLE_OVER_BLOCK_LINES = 3;

/**
 * A confectioner's house title before its 屋号, '御菓子司 千歳堂' (purveyor of sweets): the title
 * of the trade, not the name the shop bills by. (Its 御 misread, '件菓子司', is still the title;
 * so is a letter before it, the first of the 屋号's plate read on the same line: '清 御菓子司 清水屋'.)
 */
const HOUSE_TITLE = /^(?:[^\s\d]\s*)?[^\s\d]?菓子(?:司|処|所)\s*(?=\S{2})/u;
const withoutHouseTitle = (cell: string) => cell.replace(HOUSE_TITLE, '');

/**
 * A sole proprietor's block: 屋号 / name / address / TEL / 登録番号. Read upwards to the title,
 * skipping what is not a name (the other column's lines are interleaved): the topmost name-like
 * line is the 屋号, or the person's name when there is none. Without a registration number (or
 * where OCR lost it), the block's 〒 ends it instead. Null when no block names anyone.
 */
function proprietorsBlockName(doc: InvoiceLines, buyer: CellSet, registration: number): ExtractedField<string> | null {
  const postals = doc.lines.flatMap((line, i) =>
    line.split('\t').some((cell, column) => /〒\s?\d{3}-?\d{4}/.test(cell) && !isBuyerCell(buyer, i, column)) ? [i] : [],
  );
  const postal = postals[0] ?? -1;
  // The registration number may stand elsewhere (in the header, beside the date): then the 〒
  // ends the block.
  // The block is the right-hand column of the head, or the left-hand one when the title and the
  // dates stand on its right ('お弁当のひなた\t御請求書' over '代表 渡辺 直樹\t9月分').
  // A person under a title of their trade, should no block name anyone else.
  let titledPerson: string | null = null;
  // (Then the page's other 〒, should the first head no block: a freelancer's block at the page's
  // foot, its 登録番号 printed under the 振込先, a window envelope's 〒 at the top.)
  const laterPostals = postals.slice(1).flatMap((line) => [[line, -1] as const, [line, 0] as const]);
  for (const [blockEnd, column] of [[registration, -1], [postal, -1], [registration, 0], [postal, 0], ...laterPostals] as const) {
    if (blockEnd <= 0) continue;
    let top: string | null = null;
    let topLine = -1;
    let topSpaced = '';
    // A line's cell in the block's column, as printed (the spaced line).
    const cellIndexAt = (cells: string[]) => (column < 0 ? blockCell(cells) : 0);
    const spacedCellAt = (i: number) => {
      const cells = doc.spaced[i]?.split('\t') ?? [''];
      return cells[cellIndexAt(cells)]!.trim();
    };
    for (let i = blockEnd - 1; i >= Math.max(0, blockEnd - 10); i--) {
      const cells = doc.lines[i]!.split('\t');
      const at = cellIndexAt(cells);
      const cell = cells[at]!.trim();
      // (A title in the page's first lines with no name under it: the 屋号 stands over it, the
      // block's head set higher than the title's row, '御菓子司 小林菓舗' over '御 請 求 書'.)
      const title = /^御?請求書$/.test(cell);
      if (title && top === null && i < TITLE_OVER_BLOCK_LINES) continue;
      if (title || ENGLISH_TITLE.test(cell.replace(/\s+/g, '')) || HEADING.test(cell)) break;
      // (A total's row ends it whichever cell is the block's: '合計 | ¥998,800'.)
      if (
        LETTER_BOUNDARY.test(cell) ||
        TABLE_TOTAL.test(cells[0]!.trim()) ||
        TABLE_TOTAL.test(cell) ||
        isTableHeader(doc.lines[i]!) ||
        cells.length >= GRID_ROW_CELLS
      )
        break;
      // A freelancer's block labels the name: '氏名：山田 美咲'.
      const named = NAME_LABEL.exec(cell);
      const value = withoutHouseTitle(named ? cell.slice(named[0].length) : cell);
      const spacedCell = doc.spaced[i]!.split('\t')[at] ?? '';
      const spacedValue = withoutHouseTitle(named ? spacedCell.replace(NAME_LABEL_SPACED, '') : spacedCell);
      const read =
        isNameLike(value) && !isBuyerCell(buyer, i, at)
          ? personalName(spacedValue, withoutLogoInitial(withoutSealTail(value)))
          : '';
      const name = withoutRepresentative(read);
      // (Signed with a seal, the person is the one who bills: '産業医 木村 大輔 ㊞'.)
      if (name !== '' && isTitledPerson(spacedValue.trim()) && !SIGNATURE.test(spacedValue.trim())) titledPerson ??= name;
      // (A tagline of wares over a 屋号 heads the block; over a person's name it may be the 屋号.)
      // (A 窯's ware, '有田焼 窯元', is never its name.)
      else if (name !== '' && top !== null && ((WARES.test(name) && !/ /.test(top)) || WARE_MAKER.test(name))) break;
      // (A row of the owner's seal over the 屋号, its letters the 屋号's own: '写真の山' over 写真の山田.)
      else if (name !== '' && top !== null && isSealRowOf(name, top)) continue;
      // (A title of the trade on a line of its own over the person's name, 'ブライダル司会': no 屋号.)
      else if (name !== '' && top !== null && TRADE_TITLE_ALONE.test(name)) continue;
      else if (name !== '') [top, topLine, topSpaced] = [name, i, spacedValue.trim()];
      // The 屋号 with its 代表 after it heads the block: above it is a tagline, or another block.
      if (name !== '' && name !== read) break;
    }
    // A title of the trade under the person's name ('小林 彩' over 'ナレーター'), the block's lines
    // reaching no further than the title: the person over it is the one who bills.
    if (top && TRADE_TITLE_ALONE.test(top)) {
      const above = spacedCellAt(topLine - 1);
      const aboveAt = cellIndexAt(doc.lines[topLine - 1]?.split('\t') ?? ['']);
      if (PERSONS_NAME.test(above) && !isBuyerCell(buyer, topLine - 1, aboveAt)) return found(above, CONFIDENCE.HEURISTIC - 0.1);
    }
    if (top) {
      const whole = wholeNameAbove(doc, buyer, top, topLine);
      if (whole) return found(whole, CONFIDENCE.HEURISTIC - 0.1);
      // The owner's seal over the 屋号, the owner's name under it.
      const owner = [1, 2, 3].map((n) => OWNER_NAME.exec(spacedCellAt(topLine + n))?.[1]).find(Boolean);
      const unsealed = owner ? (withoutSealRow(top, topSpaced, owner) ?? withoutOwnersSeal(top, owner)) : null;
      return found(unsealed ?? top, CONFIDENCE.HEURISTIC - 0.1);
    }
  }
  return titledPerson ? found(titledPerson, CONFIDENCE.HEURISTIC - 0.1) : null;
}

/**
 * The 屋号 on the line over the block's top, where that top is its first word set as a tagline
 * under it: '福祉タクシー つばさ' over '福 祉 タ ク シ ー'.
 */
function wholeNameAbove(doc: InvoiceLines, buyer: CellSet, top: string, topLine: number): string | null {
  const cells = doc.lines[topLine - 1]?.split('\t') ?? [];
  const spaced = doc.spaced[topLine - 1]?.split('\t') ?? [];
  const at = cells.findIndex(
    (cell, k) => cell.startsWith(top) && cell.length > top.length && isNameLike(cell) && !isBuyerCell(buyer, topLine - 1, k),
  );
  return at < 0 ? null : personalName(spaced[at]?.trim() ?? cells[at]!, cells[at]!);
}

// The owner signing under the 屋号 on a line of their own ('代表 田中 大輔'), and the owner's seal
// ('田中之印') beside it.
const REPRESENTATIVE_LINE = /^代表者?\s+\p{sc=Han}{1,3} \p{sc=Han}{1,3}$/u;
const SEAL_MARK = /^\p{sc=Han}{1,3}之?印$/u;

// A row of a totals box ('小計\t130,500', 'ご請求金額\t¥152,550'): its label and its amount alone.
const TOTALS_BOX_ROW = /^[^\t\d]{1,12}(?:\(\d{1,2}%\)|（\d{1,2}%）)?[^\t\d]{0,8}\t[¥￥]?\d{1,3}(?:,\d{3})*円?$/;
/** At most this many rows of a totals box beside the block. */
const TOTALS_BOX_ROWS = 6;

/**
 * The 屋号 on the line over its owner's '代表 田中 大輔' (the owner's seal may stand between), where
 * the block heads no 〒 nor registration number the reader could start from: a design office's
 * signature set between the due date and the fee's table. (With the totals box beside the block,
 * its rows fall between the large 屋号 and the owner's line: they are passed over.)
 */
function representedTradeName(doc: InvoiceLines, buyer: CellSet): ExtractedField<string> | null {
  for (const [i, spaced] of doc.spaced.entries()) {
    if (!REPRESENTATIVE_LINE.test(spaced.trim())) continue;
    let over = i - 1;
    while (over > i - 1 - TOTALS_BOX_ROWS && TOTALS_BOX_ROW.test(doc.lines[over]?.trim() ?? '')) over--;
    for (const j of [over, over - 1]) {
      const cell = doc.lines[j]?.trim() ?? '';
      if (SEAL_MARK.test(cell)) continue;
      if (j >= 0 && !/\t/.test(doc.lines[j]!) && isNameLike(cell) && !isBuyerCell(buyer, j, 0)) {
        return found(personalName(doc.spaced[j]!.trim(), cell), CONFIDENCE.HEURISTIC - 0.1);
      }
      break;
    }
  }
  return null;
}

// OCR reads a parenthesised legal form as one kanji where the name begins or ends: (株) as 内, 欧,
// 伯, 催, 賜, 間, 商 or 人, (有) as 向, 角, 司, 叙 or '(合' ('朝日広告内', '向双葉自動車', '(角みどり精工',
// '叙千代田サウンドシステム', '富士見観光人', '商光陽プロダクション'). The glyph is the same on either side of the name,
// so are its readings (伯 before, 賜 after, as well); 人 only after, where no name ends in it
// with a company's form in its holder ('人材…' begins one).
const FORM_GLYPH_READINGS = '内欧伯催賜向角司叙間商';
const FORM_READ_AS_KANJI_BEFORE = new RegExp(
  `^(?:\\([合角司]|[${FORM_GLYPH_READINGS}])(?=[\\p{sc=Han}\\p{sc=Katakana}\\p{sc=Hiragana}])`,
  'u',
);
const FORM_READ_AS_KANJI_AFTER = new RegExp(
  `(?<=[\\p{sc=Han}\\p{sc=Katakana}\\p{sc=Hiragana}])[${FORM_GLYPH_READINGS}人]\\)?$`,
  'u',
);
const PERSON_GLYPH_BEFORE = /^人(?=[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}]{2})/u;
/** The holder's abbreviation of a company's form and the form a name prints: カ) for (株). */
const FORM_OF_MARK: Readonly<Record<string, string>> = { カ: '(株)', ユ: '(有)', ド: '(同)' };

/**
 * A name whose legal form OCR read as a kanji, put right by the account holder's abbreviated form
 * on the same side of the name (カ)… for (株) before it, …(ユ for (有) after it): two readings of
 * the one form. Without such a holder the name stays as read.
 */
export function withLegalFormFromHolder(name: ExtractedField<string>, holder: string | null): ExtractedField<string> {
  if (name.value === null || holder === null || LEGAL_FORM.test(name.value)) return name;
  const before = /^([カユド])\)/.exec(holder)?.[1];
  const after = /\(([カユド])$/.exec(holder)?.[1];
  const form = (mark: string) => FORM_OF_MARK[mark]!;
  if (before && FORM_READ_AS_KANJI_BEFORE.test(name.value)) {
    return { ...name, value: name.value.replace(FORM_READ_AS_KANJI_BEFORE, form(before)) };
  }
  // (人 before the name too, where the holder's name does not begin with its reading: '人山田ソフトウェア'
  // and カ)ヤマダソフトウエア, not 人材… and カ)ジンザイ….)
  if (before && PERSON_GLYPH_BEFORE.test(name.value) && !/^[カユド]\)\s?(?:ジン|ニン|ヒト)/.test(holder)) {
    return { ...name, value: name.value.replace(PERSON_GLYPH_BEFORE, form(before)) };
  }
  if (after && FORM_READ_AS_KANJI_AFTER.test(name.value)) {
    return { ...name, value: name.value.replace(FORM_READ_AS_KANJI_AFTER, form(after)) };
  }
  return name;
}
