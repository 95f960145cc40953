import { ACCOUNT_TYPE, MAIN_BANKS, type AccountType } from '../banks.ts';
import { YUCHO_BANK_CODE, yuchoToBankAccount } from '../yucho.ts';
import { editDistance } from '../edit-distance.ts';
import { HOLDER_FORM_ABBREVIATIONS } from '../zengin-kana.ts';
import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { repairKatakanaLookalikes } from './katakana-lookalikes.ts';
import { findLabeled, LABELS } from './labels.ts';
import { afterLabel, CJK, spacedPattern, type InvoiceLines } from './text.ts';

export interface BankAccountFields {
  bank_name: ExtractedField<string>;
  bank_code: ExtractedField<string>;
  branch_name: ExtractedField<string>;
  branch_code: ExtractedField<string>;
  account_type: ExtractedField<AccountType>;
  account_number: ExtractedField<string>;
  account_holder: ExtractedField<string>;
}

// Words that introduce the transfer details; dropped so they do not become part of a name
// (取引銀行 is a label, not a bank). A formal letter writes 御振込先 for お振込先.
// 銀行名 only when a bank's name follows: in '三井住友銀行名古屋支店' it is not a label.
const INTRO =
  /(?:[お御]?振込先口座|[お御]?振込先|[お御]?振込口座|ご入金口座|ご入金先|お?支払先|[お御]?振込み先|振込先金融機関|口座情報|お?取引銀行|振込銀行|(?:金融機関名?|(?<![^\s\t:：【(])銀行名|(?<![^\s\t:：【(])銀行振込み?)(?=[:\s]|.*(?:銀行|信用金庫|信用組合|労働金庫|信金|信組))|お支払方法|お支払い方法)[:\s]*/g;
// OCR keeps a space between Latin letters and kanji: '三菱UFJ 銀行' is one name.
// A slash separates the details of a one-line 振込先 ('三菱UFJ銀行/新宿支店/当座預金/3076094').
// What a financial institution's name ends with: a bank, a 金庫 or 組合, a 農協 or 漁協 (which take
// deposits), and their prefectures' federations (信連, 信漁連).
const INSTITUTION = '銀行|信用金庫|信用組合|労働金庫|信用農業協同組合連合会|信用漁業協同組合連合会|農業協同組合|漁業協同組合';
const BANK = new RegExp(`([^\\s\\t:()[\\]【】「」、。,・/]{1,20}?) ?(${INSTITUTION}|信金|信組)`);
// '|' is OCR's reading of a table rule: never part of a name.
// (A 農協's head office is its 本所, a branch its 支所: 'くるめ農業協同組合 本所 普通貯金 9152277'.)
const BRANCH =
  /([^\s\t:()[\]【】「」、。,・|/]{0,20}?)(本店営業部|営業部|支店|出張所|本店|支所|本所)|([〇一二三四五六七八九]{3})店/;
const ACCOUNT_WORDS = /支店|普通|当座|口座|店番|出張所|営業部|本店|記号|[〇一二三四五六七八九]{3}店/;
const KANJI_DIGITS = '〇一二三四五六七八九';

// MAIN_BANKS spells names with full-width letters ('三菱ＵＦＪ'); compare in NFKC.
const MAIN_BANK_BY_NAME = new Map<string, string>(MAIN_BANKS.map((b) => [b.name.normalize('NFKC'), b.code]));

/** '三菱UFJ銀行' → '0005' for the banks whose codes the domain knows (MAIN_BANKS); else null. */
export function mainBankCode(bankName: string): string | null {
  return MAIN_BANK_BY_NAME.get(bankName.normalize('NFKC').replace(/銀行$/, '')) ?? null;
}

/** A holder that is mostly digits or only a couple of kana is what OCR left of one. */
export function isPlausibleHolder(holder: string): boolean {
  const kana = holder.match(/[ァ-ヶー]/g)?.length ?? 0;
  return kana >= 3 && !/\d/.test(holder);
}

/**
 * 口座名義 as printed, in katakana. OCR spaces every character apart ('カ ) サ ン プ ル'), so
 * spaces are dropped when most gaps have one; a single space between two names is kept.
 */
export function cleanAccountHolder(raw: string): string | null {
  // '(カナ)' / '(フリガナ)' left of a label OCR split ('口座名義 (カナ)') is no name; nor is the
  // label's note ('口座名義(共通)', the holder of two accounts offered).
  const s = repairKatakanaLookalikes(raw.normalize('NFKC'))
    .replace(/^\s*\(?(?:カナ|フリガナ)\)?\s*/, '')
    .replace(/^\s*\([^()ァ-ヶ]*\p{sc=Han}[^()]*\)\s*/u, '');
  const runs = s.match(new RegExp(`[ァ-ヶーヽヾ一()./A-Z0-9-][ァ-ヶーヽヾ一()./A-Z0-9 -]*`, 'g')) ?? [];
  const kana = runs
    .map((r) => r.trim())
    .filter((r) => /[ァ-ヶ]/.test(r))
    .sort((a, b) => b.length - a.length)[0];
  if (!kana) return null;
  // The kanji 一 is OCR's reading of ー between katakana; a doubled parenthesis its stutter ('((ユ'),
  // as is one before the legal form's mark (')カ)'). A parenthesis the name ends on opens the note
  // printed after it ('ﾔﾏﾀﾞﾏﾙ(ｶ （恐れ入りますが振込手数料は…）').
  const joined = kana
    .replace(/\s*\($/, '')
    .replace(/(?<=[ァ-ヶー])一|一(?=[ァ-ヶ])/g, 'ー')
    .replace(/ ?([()]) ?/g, '$1')
    .replace(/([()])\1+/g, '$1');
  const fixed = withoutNoteAfterName(withoutNoiseBeforeName(joined));
  const gaps = fixed.length - fixed.replace(/ /g, '').length;
  const chars = fixed.replace(/ /g, '').length;
  // A company's holder marks its legal form (カ), (ユ): its name is printed in one piece, and a
  // space inside it is OCR's ('カ)フタバ セツケイ'); a person's name keeps the space between names.
  // (An agent's account, '… ダイリニン …', names two parties with the word between: its spaces are printed ones.)
  const company = ABBREVIATED_FORM.test(fixed) && !AGENT_WORD.test(fixed);
  // Small kana stay as printed: invoices write 'カ)キョウワ' as often as Zengin's 'カ)キヨウワ'.
  return withoutUnbalancedParen(gaps >= (chars - 1) / 2 || company ? fixed.replace(/ /g, '') : fixed.replace(/ +/g, ' '));
}

const SMALL_OF: Readonly<Record<string, string>> = { ヤ: 'ャ', ユ: 'ュ', ヨ: 'ョ' };
// The legal forms a holder abbreviates before its name, full-width, with the small kana an
// invoice may print ('シヤ)' and 'シャ)'), and 公益 社団 and 財団 法人's ('コウシヤ)'), longest first.
const PREFIX_FORMS = [...HOLDER_FORM_ABBREVIATIONS, 'ｺｳｼﾔ', 'ｺｳｻﾞｲ']
  .map((form) => form.normalize('NFKC'))
  .flatMap((form) => [form, form.replace(/(?<=[キギシジチニヒビピミリ])[ヤユヨ]/g, (c) => SMALL_OF[c]!)])
  .sort((a, b) => b.length - a.length);
// A form before the name, not a form inside it ('ヤマダ(カ)ショウテン' has its parenthesis).
const FORM_BEFORE_NAME = new RegExp(`(?<!\\()(?:${PREFIX_FORMS.join('|')})\\)(?=[ァ-ヶ])`, 'g');
const FORM_IN_PARENTHESES = new RegExp(`^\\((?:${PREFIX_FORMS.join('|')})\\)`);

/**
 * OCR's reading of what stands before a holder: a note in parentheses ('(共通)' read
 * '(オキヨカ)'), a mark or the label's last letters ('CS Pビニーィ ド)ネクスト…', 'ヘコウシャ)…').
 * Nothing stands before a legal form written before the name; and a leading parenthesis that is
 * no form is a note. A katakana word before a form is left (it may be a name that lost its '(').
 */
function withoutNoiseBeforeName(holder: string): string {
  // (A ')' that closes a '(' before it ends a note, '(オキヨカ)', not a form.)
  const opens = (text: string) => text.split('(').length - text.split(')').length;
  const form = [...holder.matchAll(FORM_BEFORE_NAME)].filter((m) => opens(holder.slice(0, m.index)) <= 0).at(-1);
  if (form?.index) {
    const before = holder.slice(0, form.index);
    // (The principal and the word 代理人 stand before an agent's form: 'イノウエ シヨウタ ダイリニン ユ)…'.)
    if (AGENT_WORD.test(before)) return holder;
    return before.length === 1 || /[^ァ-ヶー]/.test(before) ? holder.slice(form.index) : holder;
  }
  const note = /^\([^()]{1,6}\)(?=[ァ-ヶ])/.exec(holder);
  return note && !FORM_IN_PARENTHESES.test(holder) ? holder.slice(note[0].length) : holder;
}

/**
 * A holder whose legal form stands before its name ends with the name: a '(' after it opening
 * two letters or more and never closed is the note printed after it, which OCR read as katakana
 * ('ユ)チユウオウロードサービス(オャズガ' of '…（恐れ入りますが振込手数料は…）').
 */
const FORM_FIRST = new RegExp(`^(?:${PREFIX_FORMS.join('|')})\\)`);
function withoutNoteAfterName(holder: string): string {
  return FORM_FIRST.test(holder) && !BUSINESS_AFTER_NAME.test(holder) ? holder.replace(/\([^()]{2,}$/, '') : holder;
}

/** Zengin's abbreviation of the office an account belongs to, after the name: 営業所 (エイ, 出張所 (シユツ, 代理店 (ダイ. */
const BUSINESS_AFTER_NAME = /\((?:エイ|シユツ|シュツ|ダイ)$/;

/** 代理人 as a word of a holder's name: the account an agent keeps for its principal. */
const AGENT_WORD = /(?:^| )ダイリニン(?: |$)/;

/** The agent's words of an agent's account ('コバヤシ アヤ ダイリニン サンエイエステート(ユ' → 'サンエイエステート(ユ'), else null. */
export function agentOfHolder(holder: string): string | null {
  const m = AGENT_WORD.exec(holder);
  return m ? holder.slice(m.index + m[0].length).trim() || null : null;
}

/** A legal form abbreviated as Zengin writes it, before or after the name: カ)…, …(ユ. */
const ABBREVIATED_FORM = /^[カユドシザ]\)|\([カユドシザ]\)?$/;

/**
 * A holder printed inside parentheses ('(振替口座 … 加入者名 カ)アサヒ)') keeps only its own: one
 * ')' more than '(' is a katakana holder's legal form (カ)), none a name in kanji's.
 */
function withoutUnbalancedParen(holder: string, legalFormMark = 1): string {
  const opened = holder.split('(').length - 1;
  const closed = holder.split(')').length - 1;
  return holder.endsWith(')') && closed > opened + legalFormMark ? holder.slice(0, -1) : holder;
}

// A ゆうちょ 払込取扱票's 加入者名 is printed as the account is named, a company's name in kanji too.
const SUBSCRIBER_LABEL = /加入者名/;
const SUBSCRIBER_NAME = /^[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}A-Za-z0-9ー()・. ]{2,40}$/u;

/** The 加入者名 as printed, when it is more than katakana; null to read it as a katakana holder. */
function subscriberName(raw: string): string | null {
  const name = withoutUnbalancedParen(raw.normalize('NFKC').split('\t')[0]!.trim(), 0);
  if (!/\p{sc=Han}/u.test(name)) return null;
  return SUBSCRIBER_NAME.test(name) && !ANY_HOLDER_LABEL.test(name) ? name : null;
}
const ANY_HOLDER_LABEL = /加入者|名義|おなまえ|ご依頼人|金額|通信欄/;

/** A line this share as long as the page's longest reaches the margin: what follows it may have wrapped. */
const FULL_LINE = 0.6;

/**
 * A holder that ends a long line may wrap onto the next one ('… 名義 ｶ)ﾌﾀ' over 'ﾊﾞｼｮｸﾋﾝ'): when
 * the value read ends a line that reaches the margin, and the next line is nothing but katakana,
 * it is the rest. (A short line ends where the holder does: the katakana under it, a 屋号 such as
 * オフィスルーチェ under イノウエ ショウタ, is something else.)
 */
function withWrappedTail(doc: InvoiceLines, i: number, value: string, holder: string | null): string | null {
  const next = doc.spaced[i + 1]?.normalize('NFKC').trim();
  if (!holder || !next || value.includes('\t') || !/^[ァ-ヶーヽヾ()]+$/.test(next)) return holder;
  const longest = Math.max(...doc.spaced.map((line) => line.length));
  if (doc.spaced[i]!.length < longest * FULL_LINE) return holder;
  const end = value.normalize('NFKC').replace(/\s+/g, '');
  if (!end.endsWith(holder.replace(/\s+/g, ''))) return holder;
  return cleanAccountHolder(holder + next) ?? holder;
}

// A cell that is a holder name and nothing else: katakana (half-width folded), the legal form's
// parenthesis, spaces and the long-vowel mark.
const KANA_ONLY_CELL = /^[ァ-ヶーヽヾ()（） .・]{3,}$/;
// The sentence a holder under its label goes on with ('ﾁｭｳｵｳｵｰﾄﾘｰｽ(ｶ へお願いいたします。').
const REQUEST_AFTER_HOLDER = /\s(?:へ|宛て?に?|あてに?|まで)(?:お願い|お振り?込み).*$/;

interface BankHit {
  line: number;
  name: string;
  rest: string;
  code: string | null;
  labeled: boolean;
  /** The name as printed was one OCR slip away from a main bank's, and was read as that bank. */
  corrected: boolean;
  /**
   * A guess at which of the accounts listed is meant: the one marked ②, kept because OCR read no
   * bank on the line marked ①; or the first listed, where OCR lost the mark a note says chooses.
   */
  guessed?: boolean;
  /** Found past the buyer's debited account, whose own 名義 precedes it. */
  pastDebitedAccount?: boolean;
  /** The column of a side-by-side pair the account is in, where it is not the first (replacingAccount). */
  column?: number;
  /** The row of a list marked as the account to pay into: a column's label heads the other rows too. */
  marked?: boolean;
}

const MAIN_BANK_NAMES = MAIN_BANKS.map((b) => b.name.normalize('NFKC'));

/** OCR slips a name may carry and still be read as one bank's: one, two in a long name. */
const slipsAllowed = (name: string) => ([...name].length >= 6 ? 2 : 1);

/** Whether the end of `printed` is `name` with at most `slips` characters misread, dropped or added. */
function endsNear(printed: string, name: string, slips: number): boolean {
  const chars = [...printed];
  const n = [...name].length;
  for (let k = Math.max(1, n - slips); k <= Math.min(chars.length, n + slips); k++) {
    if (editDistance(chars.slice(-k).join(''), name) <= slips) return true;
  }
  return false;
}

// Banks of their own whose names end in a main bank's: not that bank misread.
const ENDING_IN_A_MAIN_BANKS_NAME = /埼玉りそな$/;

/**
 * A main bank's name with a character or two misread by OCR ('みずほぼ', '住信SB|ネット',
 * '語SBIネット'), or null. Only names of three characters or more (a slip in 楽天 could be another
 * bank), two slips only in names of six or more; the name may follow other text ('先みずほぼ'):
 * its end is compared, and only when one bank fits.
 */
function misreadMainBank(printed: string): string | null {
  if (MAIN_BANK_NAMES.includes(printed) || ENDING_IN_A_MAIN_BANKS_NAME.test(printed)) return null;
  const near = MAIN_BANK_NAMES.filter((name) => name.length >= 3 && endsNear(printed, name, slipsAllowed(name)));
  return near.length === 1 ? near[0]! : null;
}

/**
 * A main bank's whole name with 銀行 itself misread ('三井住友信記雪行' for 三井住友信託銀行, its
 * branch right after it): a word of the line that begins within two slips of a main bank's full
 * name of six characters or more. Where two fit ('三井住友信記' is two slips from 三井住友銀行
 * too), the one with more characters read right. The bank's name (without 銀行) and where it
 * ends in the line, or null.
 */
function misreadMainBankWord(line: string): { name: string; end: number } | null {
  for (const match of line.matchAll(/[^\s\t:：]{5,}/g)) {
    // (The transfer label misread before it, the space between lost: 'お竹込先住信S8Iネット准行'.)
    const label = MISREAD_TRANSFER_LABEL.exec(match[0])?.[0].length ?? 0;
    const word = { text: match[0].slice(label), index: match.index + label };
    const chars = [...word.text];
    const hits = MAIN_BANK_NAMES.flatMap((name) => {
      const full = `${name}銀行`;
      const length = [...full].length;
      if (length < 6) return [];
      // (Most words share few characters with the name: not worth aligning.)
      const letters = new Set(full);
      if (chars.slice(0, length + 2).filter((c) => letters.has(c)).length < length - 2) return [];
      let best: { name: string; end: number; right: number } | null = null;
      for (let k = length - 2; k <= Math.min(chars.length, length + 2); k++) {
        const start = chars.slice(0, k).join('');
        const slips = editDistance(start, full);
        if (slips <= 2 && (!best || length - slips > best.right))
          best = { name, end: word.index + start.length, right: length - slips };
      }
      return best ? [best] : [];
    });
    const most = Math.max(...hits.map((h) => h.right));
    const top = hits.filter((h) => h.right === most);
    if (top.length === 1) return top[0]!;
  }
  return null;
}

// A branch's name right after a bank's: '梅田支店', '本店営業部'.
const BRANCH_NEXT = /^\s?[^\s\t]{0,10}?(?:支店|営業部|出張所|本店|支所|本所)/;

const INTRO_IN_LINE = new RegExp(INTRO.source);
const INTRO_HEADING = new RegExp(`^(?:${INTRO.source})`);
const INTRO_ALONE = new RegExp(`^(?:${INTRO.source})$`);

// Banks whose names are spelled in hiragana (a sentence's '下記のいずれかの銀行' is not a bank),
// after a Latin brand too (GMOあおぞらネット銀行).
const HIRAGANA_BANK = /^[A-Za-z]*(?:みずほ|ゆうちょ|りそな|きらぼし|あおぞら|きらやか)/;
// A sentence's words before 銀行 ('下記のいずれかの銀行', 'ご指定の銀行'): a particle ends them, no bank's name.
const SENTENCE_WORDS = /いずれか|ご指定|下記|上記/;
const SENTENCE_BEFORE_BANK = new RegExp(`[のをにへで]$|${SENTENCE_WORDS.source}`);
/** The code a pattern finds at the start of `rest`, in parentheses (its first group) or in a cell of its own (its second). */
function codeAfter(pattern: RegExp, rest: string): string | null {
  const m = pattern.exec(rest);
  return m ? (m[1] ?? m[2]!) : null;
}

// The bank's code in parentheses after its name: '(0310)', '(銀行コード 0310)', '(金融機関コード:0310)';
// or in a cell of its own before the branch's, a table's row of values ('三井住友信託銀行 | 0294 | 名古屋支店').
const BANK_CODE_AFTER =
  /^\s?\((?:(?:銀行|金融機関)コード[:\s]*)?(\d{4})\)|^\s+(\d{4})(?=\s+[^\s\d]{1,10}?(?:支店|営業部|出張所|本店))/;

// A row of codes in parentheses under the names' row, each under its name ('千葉銀行 | 博多支店' over
// '(0134) | (365)'), perhaps a cell's second line below the type's cell set between them.
const CODE_CELL = /^\((\d{3}|\d{4})\)$/;
const CODES_ROW_REACH = 2;

function codesUnder(doc: InvoiceLines, bankLine: number): { bank: string | null; branch: string | null } {
  for (const line of doc.lines.slice(bankLine + 1, bankLine + 1 + CODES_ROW_REACH)) {
    const cells = line.split('\t').map((cell) => cell.trim());
    const codes = cells.map((cell) => CODE_CELL.exec(cell)?.[1]);
    if (codes.every((code) => code !== undefined)) {
      return { bank: codes.find((c) => c!.length === 4) ?? null, branch: codes.find((c) => c!.length === 3) ?? null };
    }
  }
  return { bank: null, branch: null };
}

// The transfer details' label with one kanji misread, glued to the bank's name ('お搬込先宮城県…').
const MISREAD_TRANSFER_LABEL = /^[お御](?:[^振]込み?先|振[^込]み?先)/;
const CONDITION_BEFORE_BANK = /^.*(?:場合|の際|際に?)[はに]?/;
// A sentence's opening before the bank ('お振込みは 横浜銀行 本店の普通預金 …'), its spaces gone.
const TRANSFER_SENTENCE_OPENING = /^[お御]?振り?込み?は/;

// 銀行 with its 銀 misread ('静岡観行 博多支店', '千葉褒行', '千葉語行'): a name in kanji, the branch right after it.
const MISREAD_GIN = /([\p{sc=Han}]{1,6})[観褒語]行(?=\s?[^\s\t]{0,10}?(?:支店|営業部|出張所|本店))/u;

// '銀行振込にて', '銀行窓口': a way to pay, not a bank's name.
const NOT_A_BANK_AFTER = /^(?:振込|振り込み|振替|窓口|引落|口座振替|ATM)/;

// A 農協 by its brand, JA and the region ('JA上伊那 東部支店'): the space after the region ends the
// name (the prepared line has lost it between kanji, so the spaced line is read).
const JA_BANK = /(?<![A-Za-z])JA ?([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー]{1,10})(?= )/u;

function jaBank(doc: InvoiceLines, i: number, line: string, labeled: boolean): BankHit | null {
  const m = JA_BANK.exec(doc.spaced[i] ?? '');
  if (!m) return null;
  const at = line.indexOf(m[1]!);
  if (at < 0) return null;
  const rest = line.slice(at + m[1]!.length);
  if (!labeled && !ACCOUNT_WORDS.test(`${rest} ${doc.lines.slice(i + 1, i + 4).join(' ')}`)) return null;
  return { line: i, name: `JA${m[1]}`, rest, code: null, labeled, corrected: false };
}

/**
 * The column of a line's first account when another cell of it names a bank and branch too (not
 * a label's cell, '振込先銀行 | みずほ銀行'); else null.
 */
function sideBySideColumn(line: string): number | null {
  const cells = line.split('\t');
  const banks = cells.flatMap((cell, k) => (BANK.test(cell) && /支店|本店|営業部|出張所/.test(cell) ? [k] : []));
  return banks.length >= 2 ? banks[0]! : null;
}

/**
 * The bank's cell, where it is not the line's first and a cell before it prints an account of its
 * own that no bank was read in (OCR's '三菱UF」銀行 本店 普通預金 0407087 | 住信SBIネット銀行 …'):
 * the account's details are in the bank's column.
 */
function laterCellOfTwo(line: string, bank: BankHit): number | null {
  const cells = line.split('\t');
  const at = cells.findIndex((cell) => cell.includes(bank.name));
  return at > 0 && cells.slice(0, at).some((cell) => AFTER_TYPE.test(cell)) ? at : null;
}

/** The fields that name one account (the holder is often printed once for all of them). */
const ACCOUNT_FIELDS = ['bank_name', 'bank_code', 'branch_name', 'branch_code', 'account_type', 'account_number'] as const;

/** An account listed as the second or a later choice: '② 栃木銀行 本店 …' (NFKC: '2 栃木銀行…'). */
const LATER_CHOICE = /^\s*[2-9] /;
const FIRST_CHOICE = /^\s*1 /;

/**
 * The bank of the 振込先: the one listed (findListedBank), past a letterhead's list of the banks
 * the issuer deals with and a closing account a change notice prints beside its replacement.
 */
function findBank(doc: InvoiceLines): BankHit | null {
  const hit = findListedBank(doc);
  if (!hit) return null;
  const line = doc.lines[hit.line]!;
  // (A list that prints its accounts' numbers, '取引銀行 静岡銀行 梅田支店 当座 6281657' over a second,
  // lists the accounts to pay into: the first is the one.)
  const listed =
    !AFTER_TYPE.test(line) &&
    (TRADING_BANKS.test(line) || TRADING_BANKS_ALONE.test(doc.lines[hit.line - 1] ?? '') || BANKS_LISTED.test(line));
  const paid = listed ? (labeledBankAfter(doc, hit.line) ?? hit) : hit;
  return replacingAccount(doc, paid) ?? paid;
}

/**
 * A letterhead's list of the banks the issuer deals with ('取引銀行 三井住友信託銀行 梅田支店・
 * 静岡銀行 …', wrapped over two lines) names no account where the page has a 振込先 of its own: that
 * is paid into. (Alone, 'お取引銀行 みずほ銀行 …' is the 振込先: INTRO.)
 */
const TRADING_BANKS = /取引(?:銀行|金融機関)/;
// (The label read on a line of its own over the list.)
const TRADING_BANKS_ALONE = /^\s*お?取引(?:銀行|金融機関)[\s:：]*$/;

// (Its label garbled, '取3|志行 弁住友衣行 名古屋支店・千葉語行 新宿支店・': branches listed with
// '・' between them, no account's number among them.)
const BANKS_LISTED = /^(?!.*\d{6}).*(?:支店|営業部|本店|出張所)・/;

/** The first account after the list: under the 振込先 label, or printed with its number. */
function labeledBankAfter(doc: InvoiceLines, line: number): BankHit | null {
  for (let hit = firstBank(doc, line + 1); hit; hit = firstBank(doc, hit.line + 1)) {
    // (The list's second line is under 取引銀行, which labels no 振込先 here.)
    const account = hit.labeled || AFTER_TYPE.test(doc.lines[hit.line]!);
    if (account && !TRADING_BANKS.test(doc.lines[hit.line - 1] ?? '')) return hit;
  }
  return null;
}

/**
 * An account being closed, printed beside or before the one that replaces it ('変更前（旧口座・
 * 12月31日をもって解約） | 変更後（新口座）' over the two, or '旧口座：りそな銀行 …' over '新口座：…'):
 * the new one is paid into.
 */
const OLD_ACCOUNT = /旧口座|変更前|旧振込先|解約/;
const NEW_ACCOUNT = /新口座|変更後|新振込先/;
const OLD_HEADING = /^[\s【(]*(?:変更前|旧口座|旧振込先)/;
const NEW_HEADING = /^[\s【(]*(?:変更後|新口座|新振込先)/;

function replacingAccount(doc: InvoiceLines, hit: BankHit): BankHit | null {
  const cells = doc.lines[hit.line]!.split('\t');
  const bankCells = cells.flatMap((cell, k) => (BANK.test(cell) ? [k] : []));
  // (A bar OCR read on the rule between the header's two cells is no cell of its own.)
  const header = [hit.line - 1, hit.line - 2]
    .map((i) => doc.lines[i]?.split('\t').filter((cell) => !/^\s*[|｜]?\s*$/.test(cell)))
    .find((h) => h?.length === cells.length && h.some((cell) => OLD_ACCOUNT.test(cell)));
  if (header && bankCells.length >= 2 && OLD_ACCOUNT.test(header[bankCells[0]!]!)) {
    const column = bankCells.find((k) => NEW_ACCOUNT.test(header[k]!) || !OLD_ACCOUNT.test(header[k]!));
    if (column === undefined) return null;
    const lines = doc.lines.with(hit.line, cells.slice(column).join('\t'));
    const replacing = firstBank({ ...doc, lines }, hit.line, hit.line);
    return replacing ? { ...replacing, column } : null;
  }
  const before = doc.lines[hit.line]!.split(hit.name)[0]!;
  const above = doc.lines[hit.line - 1] ?? '';
  // (Or both headings read first, the two accounts after them in the same order: a photo's reading.)
  const headingsFirst = NEW_HEADING.test(above) && OLD_HEADING.test(doc.lines[hit.line - 2] ?? '');
  const closing =
    (OLD_ACCOUNT.test(before) && !NEW_ACCOUNT.test(before)) ||
    (OLD_HEADING.test(above) && !NEW_ACCOUNT.test(above)) ||
    headingsFirst;
  return closing ? firstBank(doc, hit.line + 1, headingsFirst ? hit.line + 1 : undefined) : null;
}

/**
 * The first bank named on the page, or, where the accounts are numbered and OCR read ② before ①
 * (a photo's lines out of order), the one marked ①.
 */
function findListedBank(doc: InvoiceLines): BankHit | null {
  const note = doc.lines.map((line) => MARKED_ACCOUNT_NOTE.exec(line)).find(Boolean);
  const mark = note ? (note[1] ?? note[2] ?? '') : undefined;
  const marked = mark ? markedAccount(doc, mark) : null;
  if (marked) return marked;
  const hit = firstBank(doc, 0);
  if (hit && mark !== undefined) return { ...hit, guessed: true };
  if (!hit || !LATER_CHOICE.test(doc.lines[hit.line]!)) return hit;
  const first = doc.lines.findIndex((line) => FIRST_CHOICE.test(line));
  return (first >= 0 ? firstBank(doc, first, first) : null) ?? { ...hit, guessed: true };
}

/**
 * 'お振込は◎印の口座へお願いいたします' over a list of the issuer's banks: the account to pay into
 * is the one marked so, wherever it stands in the list.
 */
const MARKED_ACCOUNT_NOTE = /(?:([◎○〇●★☆◆◇])印?|([Oo0])?印)の(?:口座|お?振込先|金融機関)/;
// OCR reads a ring as any of these ('O印の口座'), or loses it ('お振込は印の口座へ'), and a ◎ at a
// row's start as '@' or '©' ('【@ | 京都信用金庫').
const RINGS = '◎○〇Oo0';
const RING = /^[\s【|[(]*[◎○〇@©⑨]/;

function markedAccount(doc: InvoiceLines, mark: string): BankHit | null {
  const isMarked = (line: string) => (RINGS.includes(mark) ? RING.test(line) : line.includes(mark));
  const row = doc.lines.findIndex((line) => isMarked(line) && !MARKED_ACCOUNT_NOTE.test(line));
  const hit = row >= 0 ? firstBank(doc, row, row) : null;
  return hit ? { ...hit, marked: true } : null;
}

/**
 * The buyer's own account, which the invoice is debited from (お引落口座, printed masked:
 * '普通 ＊＊＊9135'), is no account to pay into: an account the issuer offers for a failed
 * debit is.
 */
const DEBITED_ACCOUNT = /引き?落と?し?口座|ご指定口座/;
// (OCR reads the ＊ as ネ or 米, or as any one letter repeated: '普通 ネネネ6955'.)
const MASKED_NUMBER = /(?:[*＊●※×xXネ米]{3,}|([^\d\s])\1{2,})\s?\d{2,4}(?!\d)/;
const isDebitedAccount = (doc: InvoiceLines, i: number) =>
  MASKED_NUMBER.test(`${doc.lines[i]} ${doc.lines[i + 1] ?? ''}`) ||
  DEBITED_ACCOUNT.test(`${doc.lines[i - 1] ?? ''} ${doc.lines[i]}`);

/** The first bank named on lines from..to (to the end by default). */
function firstBank(doc: InvoiceLines, from: number, to = doc.lines.length - 1): BankHit | null {
  const hit = firstBankFrom(doc, from, to);
  if (!hit || !isDebitedAccount(doc, hit.line)) return hit;
  const next = firstBank(doc, hit.line + 1, to);
  return next ? { ...next, pastDebitedAccount: true } : null;
}

function firstBankFrom(doc: InvoiceLines, from: number, to: number): BankHit | null {
  for (let i = from; i <= to; i++) {
    const raw = doc.lines[i]!;
    // Labelled on its line, or under the block's heading ('お振込先 / Bank Details' over the bank).
    const labeled = INTRO_IN_LINE.test(raw) || INTRO_HEADING.test(doc.lines[i - 1] ?? '');
    const line = raw.replace(INTRO, ' ');
    // 'Bank 銀行名' is a bilingual label's halves, not a bank called Bank.
    const m = [...line.matchAll(new RegExp(BANK.source, 'g'))].find(
      (hit) => !NOT_A_BANK_AFTER.test(line.slice(hit.index + hit[0].length)) && !/^bank$/i.test(hit[1]!),
    );
    if (!m) {
      const ja = jaBank(doc, i, line, labeled);
      if (ja) return ja;
      // Only with its branch right after it, or under the transfer details' label: '三井住友海上
      // 火災保険' is an insurer two slips from 三井住友銀行, not a bank.
      const gin = MISREAD_GIN.exec(line);
      if (gin)
        return {
          line: i,
          name: `${gin[1]}銀行`,
          rest: line.slice(gin.index + gin[0].length),
          code: null,
          labeled,
          corrected: true,
        };
      const misread = misreadMainBankWord(line);
      const after = misread ? line.slice(misread.end) : '';
      if (
        misread &&
        (labeled || BRANCH_NEXT.test(after)) &&
        ACCOUNT_WORDS.test(`${after} ${doc.lines.slice(i + 1, i + 3).join(' ')}`)
      ) {
        return { line: i, name: `${misread.name}銀行`, rest: after, code: null, labeled, corrected: true };
      }
      continue;
    }
    // '銀行振込にてお支払いください' names no bank: a real one comes with its account details.
    const near = doc.lines.slice(i, i + 4).join(' ');
    if (!labeled && !ACCOUNT_WORDS.test(near.slice(m.index + m[0].length))) continue;
    // A condition's words before the bank ('銀行振込の場合 千葉銀行', 'お振込の際は 楽天銀行'), its spaces gone.
    const own = m[1]!
      .replace(CONDITION_BEFORE_BANK, '')
      .replace(TRANSFER_SENTENCE_OPENING, '')
      .replace(MISREAD_TRANSFER_LABEL, '');
    const corrected = m[2] === '銀行' ? misreadMainBank(own) : null;
    // A sentence's words end in a particle. Hiragana otherwise names a bank under the transfer
    // details' label (a 農協 or a 信用金庫: 'お振込先 ちばみどり農業協同組合', 'しののめ信用金庫').
    // (Under the label, a 農協's or a 金庫's name may end in の, as 'ひびきの' does; '…の銀行' is a sentence's.)
    const nameEndingInNo = labeled && m[2] !== '銀行' && own.endsWith('の') && !SENTENCE_WORDS.test(own);
    if (own === '' || (SENTENCE_BEFORE_BANK.test(own) && !nameEndingInNo)) continue;
    const rest = line.slice(m.index + m[0].length);
    // (So does a branch and an account's number after the name: 'あきた北農業協同組合 大館支店 普通貯金 1341904'.)
    const withAccount = BRANCH_NEXT.test(rest) && AFTER_TYPE.test(rest);
    if (/[ぁ-ゖ]{3,}/.test(own) && !HIRAGANA_BANK.test(own) && !corrected && !labeled && !withAccount) continue;
    const code = codeAfter(BANK_CODE_AFTER, rest);
    const name = corrected ? `${corrected}銀行` : own + m[2]!;
    return { line: i, name, rest: rest.replace(BANK_CODE_AFTER, ''), code, labeled, corrected: corrected !== null };
  }
  return null;
}

// A name printed after a bare 支店 ('みずほ銀行 支店 渋谷', '支店：渋谷'): the branch is 渋谷支店.
// An office's heading in the grid's next cell ('支店 | 源泉管理事務所', the contact box beside the
// account): no bank's branch is named 事務所.
const OFFICE_HEADING = /事務所$/;
const NAME_AFTER_BARE_BRANCH = new RegExp(`^[\\s:・]*([${CJK}A-Za-z][^\\s\\t:()[\\]【】「」、。,・]{0,19})`);

// The next label of a table's header row read under a bare 支店 ('支店' over '種目', a photo's sparse
// reading), or the totals' beside the table ('消費税 (10%)').
const ACCOUNT_LABEL = /^(?:(?:種目|種別|預金種目|名義|番号|金融機関)$|消費税|小計|合計)/;
// A table's rule as OCR reads it under the label ('ーーコー一一'): dashes and the kana like them.
const RULE_READ = /^[ー一ニコ]+$/;
// The next English label of a bilingual list read under 支店名 ('Branch / 支店名' over 'Account Type / 口座種別').
const ENGLISH_LABEL = /^(?:Account|Bank|Branch|Type|Name|Number)$/i;

/** '渋谷' under a 支店名 label, or after a bare 支店, is 渋谷支店; '本店営業部' stays as it is. */
function branchName(name: string): string {
  return /(?:支店|本店|営業部|出張所|支所|店)$/.test(name) ? name : `${name}支店`;
}

/**
 * What a branch's name never holds: the bank's (a wrapped cell prints '三菱UFJ銀行 池袋支店' again
 * below the bank, and the spaces between kanji are gone), and whatever precedes it.
 */
const THROUGH_BANK_WORD = new RegExp(`^.*(?:${INSTITUTION})`);

function branchFrom(s: string): { name: string; code: string | null; rest: string } | null {
  const text = s.replace(/^[\s:/]+/, '');
  const m = BRANCH.exec(text);
  if (!m) return null;
  // The bank named again before its branch: the branch is what follows the bank's name.
  const bankWord = m[1] ? THROUGH_BANK_WORD.exec(m[1]) : null;
  if (bankWord) return branchFrom(text.slice(m.index + bankWord[0].length));
  let rest = text.slice(m.index + m[0].length);
  if (m[2] === '支店' && m[1] === '') {
    // A bare 支店 is a label, never the branch: the name follows it, or it is not here. So is
    // 支店名 ('楽天銀行\t支店名\t第一営業支店' in a ruled grid): its value is the next cell.
    // (A bilingual label's gloss after it, '支店Branch | 丸の内支店', is no name either.)
    rest = rest.replace(/^名称?(?=[\s\t:：]|$)/, '').replace(/^\s*Branch(?: ?Name)?(?![A-Za-z])/i, '');
    const after = NAME_AFTER_BARE_BRANCH.exec(rest);
    // Spaces between kanji are gone: '支店渋谷普通' ends the name at 普通.
    const name = after?.[1]!.split(/普通|当座|貯蓄|預金|口座|店番|種別|種目/)[0] ?? '';
    // 本店営業部 or 東京営業部 is a branch's name; 普通 or 店番 is not, nor an office's heading.
    if (name === '' || /普通|当座|口座|店番|記号/.test(name) || /\d/.test(name) || OFFICE_HEADING.test(name)) return null;
    const tail = rest.slice(rest.indexOf(name) + name.length);
    const code = codeAfter(BRANCH_CODE_AFTER, tail);
    return { name: branchName(name), code, rest: tail.replace(BRANCH_CODE_AFTER, '') };
  }
  if (m[3]) {
    const code = [...m[3]].map((c) => KANJI_DIGITS.indexOf(c)).join('');
    return { name: m[0], code, rest };
  }
  if (ACCOUNT_WORDS.test(m[1]!) || /\d/.test(m[1]!)) return null;
  const code = codeAfter(BRANCH_CODE_AFTER, rest);
  return { name: m[0], code, rest: rest.replace(BRANCH_CODE_AFTER, '') };
}

// A branch's code in parentheses after its name: '渋谷支店 (123)', '本店 (No. 100)', '(店番 708)', '(支店番号 499)';
// or a table's row of values, its header row lost, the code in a cell of its own between the
// branch and the type: '名古屋支店 | 664 | 当座 | 9983342'.
const BRANCH_CODE_AFTER =
  /^\s?\((?:No\.?|店番|支店コード|支店番号|コード)?[:：]?\s?(\d{3})\)|^[\s|]+(\d{3})(?=[\s|]+(?:普通|当座|貯蓄))/;

function accountTypeOf(s: string): AccountType | null {
  // A table's abbreviations too: '京都支店 (普) 5070309'.
  if (/普通|貯蓄|総合|\(普\)/.test(s)) return ACCOUNT_TYPE.NORMAL;
  if (/当座|\(当\)/.test(s)) return ACCOUNT_TYPE.CHECKING;
  return null;
}

/**
 * A form's numbered choices of type, '1 普通 2 当座', one of them circled. OCR loses the circled
 * one (the ring runs through its letters) and reads the other: the type is the one not read. With
 * both read, the ring was not seen (null): the type as printed first is then a guess. Undefined
 * where the page prints no such choices. (A choice has no account number after it: '1 普通 1234567' is a table's row.)
 */
const TYPE_CHOICE = /(?<![\d,.])(?:1[.．)]? ?(普通)|2[.．)]? ?(当座))(?![\s:：]*(?:預金)?[\s:：]*\d{4})/g;

function circledTypeChoice(text: string): AccountType | null | undefined {
  const read = [...text.matchAll(TYPE_CHOICE)].map((m) => (m[1] ? ACCOUNT_TYPE.NORMAL : ACCOUNT_TYPE.CHECKING));
  const kinds = new Set(read);
  if (kinds.size === 0) return undefined;
  if (kinds.size === 2) return null;
  return kinds.has(ACCOUNT_TYPE.NORMAL) ? ACCOUNT_TYPE.CHECKING : ACCOUNT_TYPE.NORMAL;
}

// OCR sprinkles '_', '|' and dots in front of a number printed after a wide gap.
// A form's boxes give one digit a box: '7 2 6 4 1 5 4'.
const parseAccountNumber = (s: string): string | null => {
  const rest = s.replace(/^[\s:_|.,/]+/, '');
  const boxed = /^\d(?: \d){3,7}(?![\d,])/.exec(rest)?.[0];
  return boxed ? boxed.replace(/ /g, '') : (/^(\d{1,8})(?!\d)/.exec(rest)?.[1] ?? null);
};

/** The fewest digits an account number is printed with (shorter ones are zero-padded to 7). */
const MIN_ACCOUNT_DIGITS = 4;

function accountNumberField(digits: string, confidence: number): ExtractedField<string> {
  if (digits.length === 7) return found(digits, confidence);
  // Banks with shorter account numbers are zero-padded to Zengin's 7 digits.
  if (digits.length < 7 && digits.length >= MIN_ACCOUNT_DIGITS) return found(digits.padStart(7, '0'), confidence - 0.3);
  return found(digits, CONFIDENCE.WEAK);
}

/** ゆうちょ's 記号 (with its check digit when printed) and 番号, as printed. */
interface YuchoNumber {
  mark: string;
  number: string;
}

/**
 * 記号 and 番号 on lines of their own, each in the first cell: another block's lines printed
 * beside them ('記号 15860 | 〒980-0811' over '番号 67386301 | 宮城県…') come between in the text.
 */
function yuchoInCells(block: string[]): YuchoNumber | null {
  for (const [k, line] of block.entries()) {
    const mark = /^記号[:\s]*(\d{5,6})$/.exec(line.split('\t')[0]!.trim())?.[1];
    const number = /^番号[:\s]*(\d{1,8})$/.exec(block[k + 1]?.split('\t')[0]!.trim() ?? '')?.[1];
    if (mark && number) return { mark, number };
  }
  return null;
}

/**
 * ゆうちょ's 記号・番号 (12345-12345671), which convert to 店番・種目・口座番号 by rule: after one
 * label ('記号番号 15770-68297341') or two; a 振替口座 printed 00190-7-757731 (記号, its check
 * digit and 番号: yucho.ts drops the digit); a 払込取扱票's, one digit per box
 * ('0 0 9 5 0 - 6 - 6 1 4 7 1 0'; a short 番号 right-aligned in its boxes leaves a gap, a tab,
 * after the last hyphen); or 記号 and 番号 on lines of their own.
 */
function findYuchoNumber(block: string[], blockText: string): YuchoNumber | null {
  // (Not a 振替口座's 記号 and check digit under the label: '口座記号番号 00990-7-191334'.)
  const labelled = /記号(?:[・･]?番号)?[:\s]*(\d{5,6})[\s-]*(?:番号)?[:\s]*(\d{1,8})(?![\d-])/.exec(blockText);
  if (labelled) return { mark: labelled[1]!, number: labelled[2]! };
  const boxedDigits = blockText.replace(/(?<=\d) (?=[\d-])|(?<=\d -)[ \t]+(?=\d)/g, '');
  const transfer = /(?<![\d-])(0\d{4}-\d)-(\d{1,6})(?![\d-])/.exec(boxedDigits);
  if (transfer) return { mark: transfer[1]!, number: transfer[2]! };
  return yuchoInCells(block);
}

/** 振込先: bank, branch, 普通/当座, 口座番号 and 口座名義, from labels or one 振込先 line. */
export function findBankAccount(doc: InvoiceLines): BankAccountFields {
  const result: BankAccountFields = {
    bank_name: notFound(),
    bank_code: notFound(),
    branch_name: notFound(),
    branch_code: notFound(),
    account_type: notFound(),
    account_number: notFound(),
    account_holder: notFound(),
  };
  const bank = findBank(doc);
  const blockStart = bank?.line ?? 0;
  // Two accounts side by side ('① 住信SBIネット銀行 イチゴ支店 | ② 城南信用金庫 本店営業部' over
  // '普通 9210661 | 当座 8767233'): the first account's details are in its column.
  const column = bank
    ? (bank.column ?? sideBySideColumn(doc.lines[bank.line]!) ?? laterCellOfTwo(doc.lines[bank.line]!, bank))
    : null;
  const block = bank
    ? doc.lines.slice(bank.line, bank.line + 6).map((line) => (column === null ? line : (line.split('\t')[column] ?? '')))
    : doc.lines;
  const blockText = block.join('\n');
  const codesBelow = bank ? codesUnder(doc, bank.line) : { bank: null, branch: null };

  if (bank) {
    const known = mainBankCode(bank.name) !== null;
    // A name in the bank list is spelled right: OCR's 「みずほぼ銀行」 would not be in it.
    const confidence = bank.corrected
      ? CONFIDENCE.LABEL_BELOW
      : known
        ? CONFIDENCE.VERIFIED
        : bank.labeled
          ? CONFIDENCE.LABEL
          : CONFIDENCE.LABEL_BELOW;
    result.bank_name = found(bank.name, confidence);
    const mainCode = mainBankCode(bank.name);
    // Beside its label, or under it in a grid's header row (金融機関名 | 金融機関コード over 京都信用金庫 | 1610);
    // a form prints it one digit a box ('0 1 2 5').
    const printedCode =
      bank.code ??
      codesBelow.bank ??
      new RegExp(`(?:${LABELS.bankCode.source})[:\\s]*(\\d(?: ?\\d){3})(?! ?\\d)`).exec(blockText)?.[1]?.replace(/ /g, '') ??
      findLabeled(doc, LABELS.bankCode, (s) => /^\(?(\d(?: ?\d){3})(?! ?\d)/.exec(s.trim())?.[1]?.replace(/ /g, '') ?? null)
        ?.value ??
      null;
    // A printed code that is the named bank's own confirms both.
    if (printedCode) result.bank_code = found(printedCode, printedCode === mainCode ? CONFIDENCE.VERIFIED : CONFIDENCE.LABEL);
    else if (mainCode) result.bank_code = found(mainCode, result.bank_name.confidence - 0.05);
  }

  // Branch: right after the bank's name, else under a 支店名 label, else on the lines below.
  const labeledBranch = findLabeled(doc, LABELS.branchName, (s) => {
    const b = branchFrom(s);
    if (b) return b;
    const bare = new RegExp(`^[${CJK}A-Za-z]+`).exec(s)?.[0];
    // A word before a colon is another label ('備考：お支払いは…'), not a branch's name; nor is a
    // sentence's piece OCR put under a bare 支店 ('ますので、ご確認く').
    const sentence = /[、。]/.test(bare ?? '') || SENTENCE_BEFORE_BANK.test(bare ?? '');
    // (Nor is the 振込先 heading a form's row labels stand beside: '本・支店名' over '振込先'.)
    const heading = INTRO_ALONE.test(bare ?? '');
    if (
      !bare ||
      sentence ||
      heading ||
      ACCOUNT_WORDS.test(bare) ||
      ENGLISH_LABEL.test(bare) ||
      ACCOUNT_LABEL.test(bare) ||
      RULE_READ.test(bare) ||
      OFFICE_HEADING.test(bare) ||
      /^\s*[:：]/.test(s.slice(bare.length))
    )
      return null;
    const rest = s.slice(bare.length);
    const code = codeAfter(BRANCH_CODE_AFTER, rest);
    return { name: branchName(bare), code, rest };
  });
  let branch = bank ? branchFrom(bank.rest) : null;
  let branchConfidence: number = CONFIDENCE.LABEL;
  let branchBelow = false;
  if (!branch && labeledBranch) branch = labeledBranch.value;
  if (!branch && bank) {
    // A sidebar's 振込先 has labels between its values, and the other column's lines among them.
    for (const line of doc.lines.slice(bank.line + 1, bank.line + 5)) {
      branch = branchFrom(line.replace(INTRO, ''));
      branchConfidence = CONFIDENCE.LABEL_BELOW;
      branchBelow = branch !== null;
      if (branch) break;
    }
  }
  if (branch) {
    result.branch_name = found(branch.name, branchConfidence);
    // Beside its label, or under it in a grid's header row (支店名 | 支店コード over 池袋支店 | 694).
    const code =
      branch.code ??
      (branchBelow ? null : codesBelow.branch) ??
      new RegExp(`(?:${LABELS.branchCode.source})[:\\s]*(\\d(?: ?\\d){2})(?! ?\\d)`).exec(blockText)?.[1]?.replace(/ /g, '') ??
      findLabeled(doc, LABELS.branchCode, (s) => /^\(?(\d(?: ?\d){2})(?! ?\d)/.exec(s.trim())?.[1]?.replace(/ /g, '') ?? null)
        ?.value;
    if (code) result.branch_code = found(code, CONFIDENCE.LABEL);
  }

  const yucho = findYuchoNumber(block, blockText);
  if (yucho && (result.bank_code.value === YUCHO_BANK_CODE || !bank)) {
    const converted = yuchoToBankAccount(yucho.mark, yucho.number);
    if (converted.ok) {
      result.branch_code = found(converted.branchCode, CONFIDENCE.LABEL);
      // (A branch on a line below is another account's: '② 栃木銀行 本店' listed after ゆうちょ.)
      if (!branch || branchBelow) {
        const kanji = [...converted.branchCode].map((d) => KANJI_DIGITS[Number(d)]).join('');
        result.branch_name = found(`${kanji}店`, CONFIDENCE.LABEL_BELOW);
      }
      result.account_type = found(converted.accountType, CONFIDENCE.LABEL);
      result.account_number = found(converted.accountNumber, CONFIDENCE.LABEL);
      // A 払込取扱票's 記号番号 with no bank named beside it: ゆうちょ's, by what they are.
      if (!bank) {
        result.bank_name = found('ゆうちょ銀行', CONFIDENCE.LABEL_BELOW);
        result.bank_code = found(YUCHO_BANK_CODE, CONFIDENCE.LABEL_BELOW);
      }
    }
  }

  // (The choices stand beside the type's label, which may be below the account's lines.)
  const typeLabel = doc.lines.findIndex((line) => LABELS.accountType.test(line));
  const chosen = circledTypeChoice([blockText, ...(typeLabel >= 0 ? doc.lines.slice(typeLabel, typeLabel + 3) : [])].join('\n'));
  if (result.account_type.value === null && chosen) {
    result.account_type = found(chosen, CONFIDENCE.HEURISTIC);
  } else if (result.account_type.value === null) {
    const labeledType = bank?.marked ? null : findLabeled(doc, LABELS.accountType, accountTypeOf);
    // The type on the bank's own line first: a second account listed under it has its own.
    const blockType =
      (bank ? accountTypeOf(bank.rest) : null) ??
      accountTypeOf(block.join(' ').replace(/普通(?:預金|口座)?の?(?:場合|以外)/g, ''));
    if (labeledType) result.account_type = found(labeledType.value, CONFIDENCE.LABEL);
    else if (blockType) result.account_type = found(blockType, bank ? CONFIDENCE.LABEL : CONFIDENCE.HEURISTIC);
    // Both choices read, the ring unseen (a text layer has no ring): the first printed is a guess.
    if (chosen === null) result.account_type.confidence = Math.min(result.account_type.confidence, CONFIDENCE.HEURISTIC);
  }

  if (result.account_number.value === null) {
    const labeledNumber = bank?.marked ? null : findLabeled(doc, LABELS.accountNumber, parseAccountNumber);
    const afterType = AFTER_TYPE.exec(blockText);
    // A marked row's number is on the row, whatever OCR made of the type before it ('首通 4303864').
    const rowNumber = bank?.marked ? /(?<![\d-])(\d{7})(?![\d-])/.exec(bank.rest)?.[1] : undefined;
    const besideTable = bank && !afterType && column === null ? AFTER_TYPE.exec(lastCellsBelow(doc, bank.line).join('\n')) : null;
    // (A digit or two under the label is what OCR made of a slip's boxes, '口座番号 4|8lo|e|s|1l|2':
    // the number printed after the type, on the 振込先 line above the slip, comes first.)
    const labeledWhole = labeledNumber && labeledNumber.value.length >= MIN_ACCOUNT_DIGITS ? labeledNumber : null;
    if (rowNumber) result.account_number = accountNumberField(rowNumber, CONFIDENCE.LABEL - 0.05);
    else if (labeledWhole) result.account_number = accountNumberField(labeledWhole.value, CONFIDENCE.LABEL);
    // Seven digits right after 普通/当座 (and its English gloss, in parentheses or not) read as a
    // labelled number: the type is its label.
    else if (afterType) result.account_number = accountNumberField(afterType[1]!, CONFIDENCE.LABEL - 0.05);
    else if (besideTable) result.account_number = accountNumberField(besideTable[1]!, CONFIDENCE.LABEL_BELOW);
    else if (labeledNumber) result.account_number = accountNumberField(labeledNumber.value, CONFIDENCE.LABEL);
  }

  // Past the buyer's debited account, its 名義 is not the holder: labels count from the bank's line.
  result.account_holder = findAccountHolder(doc, blockStart, bank !== null, bank?.pastDebitedAccount ? blockStart : 0);
  // The account marked ② with no bank read on the line marked ① ('1 足利鈴行、 南支店'), or the
  // first listed with the note's mark lost: a guess at which account is meant.
  if (bank?.guessed) {
    for (const name of ACCOUNT_FIELDS) result[name].confidence = Math.min(result[name].confidence, CONFIDENCE.HEURISTIC);
  }
  return result;
}

// (OCR misreads the 預 of 預金, '普通地金 2460113': any one character before 金 is that word.)
const AFTER_TYPE =
  /(?:普通|当座|貯蓄|\([普当]\))(?:預金|口座|[^\s\d]金)?(?: ?\(?(?:Ordinary|Current|Savings|Checking)\)?)?[\s:_|.,/]*(?:口座番号|No\.?)?[\s:_|.,/]*(\d{4,8})(?!\d)/i;

/** A row of the items table has this many cells or more. */
const MIN_TABLE_CELLS = 3;
// The account's type ending the bank's line: its number follows on the next ('…本店の普通預金' over 'No.9051847').
const TYPE_ENDS_CELL = /(?:普通|当座)(?:預金|口座)?$/;

/**
 * A 振込先 box printed beside the items table, read by OCR line by line with the table's rows
 * ('5/22 佐藤様 色無地 37,500 | 普通', '胴裏 (正絹) 10.000 | 9982740'): where the bank ends its line
 * after the row's cells, the box's lines below are the lines' last cells (a line of one cell is
 * the box's, or the table's, alone). Likewise the right-hand column of a two-column foot, where the
 * bank's line ends with the type ('本社 〒330-0063 | お振込みは 楽天銀行 … の普通預金' over
 * '埼玉県… | No.9051847、口座名義 …'). Not where two accounts stand side by side.
 */
function lastCellsBelow(doc: InvoiceLines, bankLine: number): string[] {
  const cells = doc.lines[bankLine]!.split('\t');
  const typeEndsLine = TYPE_ENDS_CELL.test(cells.at(-1)!.trim());
  if (cells.length < (typeEndsLine ? 2 : MIN_TABLE_CELLS)) return [];
  return [cells.at(-1)!, ...doc.lines.slice(bankLine + 1, bankLine + 6).map((line) => line.split('\t').at(-1)!)];
}

const ACCOUNT_THEN_HOLDER = /(?:普 ?通|当 ?座)(?: ?預 ?金)?[\s:/]*\d{4,8}[\s/]?(.+)$/;
const YUCHO_NUMBER_THEN_HOLDER = /記 ?号[\s:]*\d{5}[\s:]*番 ?号[\s:]*\d{6,8}[\s/]?(.+)$/;

function findAccountHolder(doc: InvoiceLines, from: number, hasBank: boolean, labelsFrom = 0): ExtractedField<string> {
  const label = new RegExp(LABELS.accountHolder.source);
  for (let i = labelsFrom; i < doc.lines.length; i++) {
    const m = label.exec(doc.lines[i]!);
    if (!m) continue;
    // Read the value from the spaced line, where 'ヤマダ タロウ' keeps its space.
    const spacedLabel = new RegExp(spacedPattern(m[0])).exec(doc.spaced[i]!);
    const value = spacedLabel ? afterLabel(doc.spaced[i]!, spacedLabel) : afterLabel(doc.lines[i]!, m);
    const subscriber = SUBSCRIBER_LABEL.test(m[0]);
    const named = subscriber ? subscriberName(value) : null;
    if (named) return found(named, CONFIDENCE.LABEL);
    // The holder's own cell, when it holds one: not the address printed beside it in the next
    // column ('ｶ)ﾋﾉﾃﾞｼﾞﾕｳﾀｸ | 東京都豊島区東池袋3-2-9 グランドメゾン101').
    const ownCell = value.split('\t').find((c) => c.trim() !== '') ?? '';
    const inOwnCell = cleanAccountHolder(ownCell);
    const holder =
      inOwnCell && isPlausibleHolder(inOwnCell)
        ? withWrappedTail(doc, i, ownCell, inOwnCell)
        : withWrappedTail(doc, i, value, cleanAccountHolder(value));
    if (holder) return found(holder, isPlausibleHolder(holder) ? CONFIDENCE.LABEL : CONFIDENCE.WEAK);
    const namedBelow = subscriber && value.trim() === '' ? subscriberName(doc.spaced[i + 1] ?? '') : null;
    if (namedBelow) return found(namedBelow, CONFIDENCE.LABEL_BELOW);
    // A label alone on its line: the holder under it, or, where OCR put a line written at a slant
    // first, above it; a name and nothing else either way (not an address's 'ビル3F').
    // (The label ending a line of several cells, the box beside a table's rows: the holder ends the next.)
    const lastCell = value.trim() === '' && doc.lines[i]!.split('\t').length > 1;
    for (const j of [i + 1, i - 1]) {
      const below = doc.spaced[j]?.split('\t');
      const cell =
        (j > i ? (lastCell ? below?.at(-1) : below?.[0]) : doc.spaced[j])?.replace(REQUEST_AFTER_HOLDER, '').trim() ?? '';
      const holderLine = KANA_ONLY_CELL.test(cell) ? cleanAccountHolder(cell) : null;
      if (holderLine) return found(holderLine, CONFIDENCE.LABEL_BELOW);
    }
  }
  // No label: a katakana name at the end of the 振込先 line ('… 普通 1234567 カ)サンプル'), or
  // after a ゆうちょ 記号番号 ('記号12030 番号58908621 ﾀﾅｶﾋﾑﾛ ﾀﾅｶ ﾀﾛｳ 宛に…', a sentence's).
  for (const [k, line] of doc.spaced.slice(from, from + 4).entries()) {
    const tail = ACCOUNT_THEN_HOLDER.exec(line)?.[1];
    const holder = tail ? withWrappedTail(doc, from + k, tail, cleanAccountHolder(tail)) : null;
    if (holder) return found(holder, CONFIDENCE.HEURISTIC);
    // (After a 記号番号, only a name: a sentence goes on there, '宛にお願い…', that OCR may garble.)
    const yuchoTail = YUCHO_NUMBER_THEN_HOLDER.exec(line)?.[1];
    const yuchoHolder = yuchoTail ? cleanAccountHolder(yuchoTail) : null;
    if (yuchoHolder && isPlausibleHolder(yuchoHolder)) return found(yuchoHolder, CONFIDENCE.HEURISTIC);
  }
  // Or a cell of katakana alone on a line of the bank block, under the account number.
  if (hasBank) {
    for (const line of doc.spaced.slice(from + 1, from + 5)) {
      for (const cell of line.split('\t')) {
        const holder = KANA_ONLY_CELL.test(cell.trim()) ? cleanAccountHolder(cell) : null;
        if (holder && holder.replace(/[ ()]/g, '').length >= 3) return found(holder, CONFIDENCE.HEURISTIC);
      }
    }
  }
  return notFound();
}
