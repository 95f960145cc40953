import { hiraganaToKatakana, katakanaToHiragana } from '../katakana.ts';
import { agentOfHolder } from './bank-account.ts';
import { CONFIDENCE, type ExtractedField } from './field.ts';
import { LEGAL_FORM } from './legal-forms.ts';
import type { InvoiceLines } from './text.ts';

/**
 * The issuer's name checked against the account's holder, which spells the same company in
 * katakana ('農事組合法人みどりの郷' pays into 'ノウ)ミドリノサト'). A name read as it is printed may
 * carry a seal's characters ('…みどりの郷郷ど', '…キャリア之リ支生援機構': the seal spells the name,
 * one column a line, over its end or inside it), may have wrapped in a narrow column ('…ペストコン'
 * over 'トロール') or may have been cut short of the rest of its cell. Where the name as read cannot
 * be the holder's spelling and the name without a few of the seal's characters, with the next
 * line's words or with the rest of its cell can, that one is the name, shown to be checked.
 *
 * The spelling is checked loosely: a kana stands for itself, a kanji for one to three kana (its
 * reading is unknown), so the check needs kana of the name's own to mean anything.
 */

// The legal forms a holder abbreviates ('カ)', '(ユ', 'シヤ)', 'ノウ)', 'コウシヤ)'), and the ones
// the name spells out, are no part of either spelling.
const HOLDER_FORM = /^[ァ-ヶ]{1,4}\)|\([ァ-ヶ]{1,4}\)?$/;
const NAME_FORM = new RegExp(LEGAL_FORM.source, 'g');
const SMALL_KANA = 'ァィゥェォッャュョヮヵヶ';
const LARGE_KANA = 'アイウエオツヤユヨワカケ';
/** A seal's own characters: '〇〇之印'. */
const SEAL_WORD = /[之印]/;
/** At most this many of the seal's characters are taken out of a name, */
const MAX_REMOVED = 4;
/** …chosen among this many (the latest): 1,001 ways at most, each a small dynamic programme. */
const MAX_CANDIDATES = 14;
/** How many kana of the holder a kanji may stand for. */
const KANJI_READING = { min: 1, max: 3 };
// The next line's first cell, when it is the end of a wrapped name: words, short, and no label.
const CONTINUATION = /^[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]{1,8}$/u;
const NOT_CONTINUATION = /請求|御中|様|代表|登録|番号|電話|日|年|月|円|金額|合計|書/;

/** Katakana as a holder spells it: hiragana → katakana, small kana → large, no spaces or dots. */
function spelling(s: string): string {
  return [...s.normalize('NFKC')]
    .map(hiraganaToKatakana)
    .map((c) => (SMALL_KANA.includes(c) ? LARGE_KANA[SMALL_KANA.indexOf(c)]! : c))
    .join('')
    .replace(/[\s・.]/g, '');
}

interface Token {
  kana: string | null;
  kanji?: boolean;
  min: number;
  max: number;
}

function tokensOf(name: string): Token[] {
  return [...spelling(name.replace(NAME_FORM, ''))].flatMap((c): Token[] => {
    if (/[ァ-ヶ]/.test(c)) return [{ kana: c, min: 1, max: 1 }];
    if (c === 'ー') return [{ kana: 'ー', min: 0, max: 1 }];
    if (/[\p{sc=Han}々]/u.test(c)) return [{ kana: null, kanji: true, ...KANJI_READING }];
    if (/[A-Za-z0-9]/.test(c)) return [{ kana: null, min: 1, max: 6 }];
    return [];
  });
}

interface Spelling {
  /** The tokens spell the whole holder: how far the kanji's readings are from two kana each (else null). */
  cost: number | null;
  /** The tokens spell the holder's start, with two kana or more left over. */
  start: boolean;
}

/**
 * How the name's tokens spell the holder. A kanji reads as one to three kana, most often two
 * ('営農組合' エイ・ノウ・クミ・アイ): of the ways to spell it, the one nearest two each counts, so
 * that a seal's kanji the loose check would let in ('みどりの郷郷' サ・ト) costs more than without.
 */
function spells(tokens: Token[], holder: string): Spelling {
  // cost[p]: the least cost at which the tokens so far spell holder[0, p).
  let cost = new Map([[0, 0]]);
  for (const token of tokens) {
    const next = new Map<number, number>();
    for (const [p, c] of cost) {
      for (let n = token.min; n <= token.max && p + n <= holder.length; n++) {
        const part = holder.slice(p, p + n);
        if (n > 0 && (token.kana !== null ? part !== token.kana : !/^[ァ-ヶ][ァ-ヶー]*$/.test(part))) continue;
        // (A ー the holder leaves out is allowed, at a cost: it is more often a seal's stroke.)
        const total = c + (token.kanji ? Math.abs(n - 2) : 0) + (token.min === 0 && n === 0 ? 1.5 : 0);
        if (total < (next.get(p + n) ?? Infinity)) next.set(p + n, total);
      }
    }
    if (next.size === 0) return { cost: null, start: false };
    cost = next;
  }
  return { cost: cost.get(holder.length) ?? null, start: [...cost.keys()].some((p) => holder.length - p >= 2) };
}

/** The holder's company name in katakana: the whole holder, or its first word (a 代表者 follows). */
function holderSpellings(holder: string): string[] {
  // (Only the first word where there are more: the whole, 屋号 and owner, would let a seal's
  // characters pass for the owner's name, 'モリデンタルスタジオ モリ アヤ'. An agent's account,
  // 'コバヤシ アヤ ダイリニン サンエイエステート(ユ', is the agent's, who issues the bill: its words after ダイリニン.)
  const whole = holder.normalize('NFKC');
  const words = (agentOfHolder(whole) ?? whole).replace(HOLDER_FORM, '').trim().split(/\s+/);
  return [spelling(words[0]!.replace(HOLDER_FORM, ''))].filter((s) => /^[ァ-ヶー]{4,}$/.test(s));
}

/** The least cost at which the name spells one of the holder's spellings (null: it cannot). */
function costAgainst(name: string, holders: string[]): number | null {
  const costs = holders.map((h) => spells(tokensOf(name), h).cost).filter((c): c is number => c !== null);
  return costs.length > 0 ? Math.min(...costs) : null;
}

const spellsStart = (name: string, holders: string[]) => holders.some((h) => spells(tokensOf(name), h).start);

/** Every way to take k of the positions out, latest first. */
function* combinations(positions: number[], k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= positions.length - k; i++) {
    for (const rest of combinations(positions, k - 1, i + 1)) yield [positions[i]!, ...rest];
  }
}

function withoutSealCharacters(name: string, holders: string[], nearby: string): string | null {
  const form = [...name.matchAll(NAME_FORM)].flatMap((m) => [...Array(m[0].length).keys()].map((k) => m.index + k));
  const chars = [...name];
  // A seal's characters are its 之 and 印, the name's own letters (the seal spells the name) or
  // those of the seal's other columns on the lines around.
  const candidates = chars
    .map((c, i) => i)
    .filter((i) => !form.includes(i))
    .filter((i) => SEAL_WORD.test(chars[i]!) || chars.filter((c) => c === chars[i]).length > 1 || nearby.includes(chars[i]!))
    .reverse()
    .slice(0, MAX_CANDIDATES);
  // The removal that costs least: the kanji's readings' distance from two kana each, and what
  // the removed characters weigh as a seal's: nothing for 之 and 印, little for the name's own
  // letters (the seal spells the name), more for a letter only the lines around print. On a tie,
  // the fewest characters, then the latest (a seal stands over a name's end).
  const weight = (i: number) => (SEAL_WORD.test(chars[i]!) ? 0 : chars.filter((c) => c === chars[i]).length > 1 ? 1 : 3);
  const rank = (r: { cost: number; count: number; at: number }) => [r.cost, r.count, -r.at];
  const before = (a: number[], b: number[]) => {
    const k = a.findIndex((x, n) => x !== b[n]);
    return k >= 0 && a[k]! < b[k]!;
  };
  let best: { rest: string; cost: number; count: number; at: number } | null = null;
  for (let k = 1; k <= MAX_REMOVED; k++) {
    for (const removed of combinations(candidates, k)) {
      const rest = chars.filter((_, i) => !removed.includes(i)).join('');
      const reading = costAgainst(rest, holders);
      if (reading === null) continue;
      const option = {
        rest,
        cost: reading + removed.reduce((sum, i) => sum + weight(i), 0),
        count: k,
        at: removed.reduce((a, b) => a + b, 0),
      };
      if (!best || before(rank(option), rank(best))) best = option;
    }
  }
  return best?.rest ?? null;
}

function wrappedOnto(doc: InvoiceLines, name: string, holders: string[]): string | null {
  const line = doc.lines.findIndex((text) => text.split('\t')[0]!.trim().endsWith(name));
  const next = doc.lines[line + 1]?.split('\t')[0]?.trim() ?? '';
  if (line < 0 || !CONTINUATION.test(next) || NOT_CONTINUATION.test(next)) return null;
  return costAgainst(name + next, holders) !== null ? name + next : null;
}

/**
 * The rest of the name's own cell, where the name was cut short of it (a seal's row that spells
 * the name's end, 'サメみ' / '之ーど' / '印ルり' beside '(株)みどりメールサービス', made it look
 * like the seal's): restored where the holder spells the whole.
 */
function cutShortIn(doc: InvoiceLines, name: string, holders: string[]): string | null {
  for (const text of doc.lines) {
    for (const cell of text.split('\t')) {
      const at = cell.indexOf(name);
      const rest =
        at < 0 ? '' : (/^[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]{1,12}/u.exec(cell.slice(at + name.length))?.[0] ?? '');
      if (rest !== '' && costAgainst(name + rest, holders) !== null) return name + rest;
    }
  }
  return null;
}

/** The most kana OCR is taken to have lost at a name's end ('…フラワーサービ', '…講習セ'). */
const MAX_LOST_TAIL = 5;
const HIRAGANA_END = /[ぁ-ゖ]$/;
// A lone hiragana after a kanji or katakana at the name's end: a katakana word's first letter OCR
// read as its hiragana twin ('…シルバー人材せ' for センター). The word goes on in katakana.
const LONE_HIRAGANA_END = /(?<=[\p{sc=Han}\p{sc=Katakana}ー])[ぁ-ゖ]$/u;

/**
 * A name ending in kana (or a long vowel), cut short where OCR lost the line's last characters
 * ('…フラワーサービ', '…講習セ', '…スクー'): the holder's kana past what the name spells, added in
 * the name's script ('さくらん' and ｻｸﾗﾝﾎﾞ: さくらんぼ). However sure the parser was of where the
 * name stood, its end is the holder's word, not a reading: below 0.9.
 */
export function withNameCompletedFromHolder(name: ExtractedField<string>, holder: string | null): ExtractedField<string> {
  if (name.value === null || holder === null || !/[ぁ-ゖァ-ヶー]$/.test(name.value)) return name;
  const tokens = tokensOf(name.value);
  for (const spelt of holderSpellings(holder)) {
    if (spells(tokens, spelt).cost !== null) return name;
    for (let lost = 1; lost <= MAX_LOST_TAIL && lost < spelt.length; lost++) {
      const tail = spelt.slice(spelt.length - lost);
      if (spells(tokens, spelt.slice(0, spelt.length - lost)).cost === null) continue;
      const value = LONE_HIRAGANA_END.test(name.value)
        ? name.value.slice(0, -1) + hiraganaToKatakana(name.value.slice(-1)) + tail
        : name.value + (HIRAGANA_END.test(name.value) ? katakanaToHiragana(tail) : tail);
      return { value, confidence: Math.min(name.confidence, CONFIDENCE.LABEL_BELOW) };
    }
  }
  return name;
}

export function withNameCheckedAgainstHolder(
  doc: InvoiceLines,
  name: ExtractedField<string>,
  holder: string | null,
): ExtractedField<string> {
  // A name read beside its label is left as it is (unless a seal's 之 or 印 is inside it); so is
  // one the check can say nothing of.
  if (name.value === null || holder === null || (name.confidence >= 0.9 && !SEAL_WORD.test(name.value))) return name;
  const holders = holderSpellings(holder);
  const kanaOfItsOwn = tokensOf(name.value).filter((t) => t.kana !== null).length >= 2;
  if (holders.length === 0 || !kanaOfItsOwn) return name;
  if (costAgainst(name.value, holders) !== null) return name;
  // The seal's other columns: the lines around the name's, and its own line past the name.
  const at = doc.lines.findIndex((text) => text.includes(name.value!));
  const nearby =
    at < 0
      ? ''
      : [
          ...doc.lines.slice(Math.max(0, at - 2), at),
          doc.lines[at]!.replace(name.value, ''),
          ...doc.lines.slice(at + 1, at + 3),
        ].join('');
  const corrected =
    (spellsStart(name.value, holders) ? (cutShortIn(doc, name.value, holders) ?? wrappedOnto(doc, name.value, holders)) : null) ??
    withoutSealCharacters(name.value, holders, nearby);
  // Which characters were the seal's is a guess the holder backs, not a reading: below 0.9.
  return corrected ? { value: corrected, confidence: Math.min(name.confidence, CONFIDENCE.LABEL_BELOW) } : name;
}

/** A katakana's shape without its voicing, small kana as large: 'ジ', 'シ' and 'ｼﾞ' are all シ. */
const bareKana = (c: string) => {
  const base = c.normalize('NFKD').replace(/[\u3099\u309a]/g, '');
  return SMALL_KANA.includes(base) ? LARGE_KANA[SMALL_KANA.indexOf(base)]! : base;
};
/** The voicing mark of a katakana ('゙', '゚' or none). */
const voicingOf = (c: string) => c.normalize('NFD').replace(/[^\u3099\u309a]/g, '');
/** The katakana runs of a name long enough to tell a company by (ブルーオーシャン, ハウジング). */
const NAME_KANA_RUN = /[ァ-ヶー]{4,}/g;

/** At most one kana in this many of a name's run may be misread in the holder for the run to be found there, */
const KANA_PER_SLIP = 4;
/**
 * …and only as one of these: half-width kana of nearly the same strokes, which a blurred photo's
 * OCR reads one for the other (ﾁ for ﾃ, ｳ for ﾜ, ｻ for ﾘ, ﾀ for ｸ, ﾕ for ｺ).
 */
const LOOKALIKE_KANA = ['チテ', 'ウワ', 'サリ', 'クタ', 'コユ', 'シツ', 'ソン', 'スヌ'];
const lookalike = (a: string, b: string) => a === b || LOOKALIKE_KANA.some((pair) => pair.includes(a) && pair.includes(b));

/**
 * Where the name's katakana run (bare: voicing and smallness aside) stands in the holder's, the
 * fewest kana apart; null when it stands nowhere within KANA_PER_SLIP, or equally well in two places.
 */
function runInHolder(bare: string[], run: string[]): number | null {
  const allowed = Math.floor(run.length / KANA_PER_SLIP);
  let best: number | null = null;
  let bestSlips = Infinity;
  let tied = false;
  for (let at = 0; at + run.length <= bare.length; at++) {
    if (run.some((c, k) => !lookalike(c, bare[at + k]!))) continue;
    const slips = run.filter((c, k) => c !== bare[at + k]).length;
    if (slips > allowed || slips > bestSlips) continue;
    tied = slips === bestSlips;
    if (slips < bestSlips) [best, bestSlips] = [at, slips];
  }
  return tied ? null : best;
}

/**
 * The holder spelled as the issuer's name spells its own katakana: OCR drops or misplaces the marks
 * of half-width kana ('ド)フルーオーシャンテクノロジー' for 合同会社ブルーオーシャンテクノロジー,
 * 'コウヨウハウシング(ユ' for 光陽ハウジング) and, blurred in a photo, reads one for another of
 * the same strokes ('ﾎｸﾄﾁｸﾉﾛｼﾞｰ' for ﾎｸﾄﾃｸﾉﾛｼﾞｰ, 'ﾀﾞｲｳ' for ﾀﾞｲﾜ); it reads the name's
 * full-width katakana far better. A run of four kana or more is looked for in the holder, one kana
 * in four allowed to be its lookalike; where it stands, its marks and those kana are the name's.
 * Whether a small kana is printed large (Zengin's 'ジヤパン') stays as read.
 */
export function withHolderVoicedAsName(holder: ExtractedField<string>, name: string | null): ExtractedField<string> {
  if (holder.value === null || name === null) return holder;
  const chars = [...holder.value];
  const bare = chars.map(bareKana);
  for (const run of name.normalize('NFKC').match(NAME_KANA_RUN) ?? []) {
    const runChars = [...run];
    const at = runInHolder(bare, runChars.map(bareKana));
    if (at === null) continue;
    runChars.forEach((c, k) => {
      const own = chars[at + k]!;
      if (bareKana(own) !== bareKana(c)) chars[at + k] = (bareKana(c) + voicingOf(c)).normalize('NFC');
      else if (voicingOf(own) !== voicingOf(c))
        chars[at + k] = (own.normalize('NFD').replace(/[\u3099\u309a]/g, '') + voicingOf(c)).normalize('NFC');
    });
  }
  const value = chars.join('');
  return value === holder.value ? holder : { ...holder, value };
}

/** A name's run of kana, hiragana or katakana, long enough to be looked for in the holder. */
const NAME_ANY_KANA_RUN = /[ぁ-ゖァ-ヶー]{5,}/g;
const scriptOf = (c: string) => (c >= 'ぁ' && c <= 'ゖ' ? 'hiragana' : 'katakana');

/**
 * A kana OCR put into the issuer's name, taken out where the holder spells the name's run without
 * it and not with it: 'テオクノロジー' in ﾎｸﾄﾃｸﾉﾛｼﾞｰ, 'こもるれび' in ﾋﾟｱﾉｺｳﾎﾞｳｺﾓﾚﾋﾞ, a hiragana beside
 * its katakana twin ('東和りリゾート'). Only one kana a run (or, where no one kana will do, two side
 * by side inside it), and only where taking out that one (or one of a twin pair, the one in the
 * other script) is the only way to the holder's spelling.
 */
export function withoutKanaTheHolderLacks(name: ExtractedField<string>, holder: string | null): ExtractedField<string> {
  if (name.value === null || holder === null) return name;
  const holderSpelling = spelling(holder.replace(HOLDER_FORM, ''));
  let value = name.value;
  for (const m of [...name.value.matchAll(NAME_ANY_KANA_RUN)].reverse()) {
    const run = [...m[0]];
    const spelt = run.map((c) => spelling(c));
    if (holderSpelling.includes(spelt.join(''))) continue;
    const waysOf = (span: number, from: number, to: number) =>
      run.slice(from, to).flatMap((_, at) => {
        const k = from + at;
        const without = spelt.filter((__, i) => i < k || i >= k + span).join('');
        return holderSpelling.includes(without) ? [{ k, span, without }] : [];
      });
    // (Or two side by side inside the run, never at its ends: 'アプアドバイザリー' in ﾎｸﾄｱﾄﾞﾊﾞｲｻﾞﾘｰ.)
    const one = waysOf(1, 0, run.length);
    const ways = one.length > 0 ? one : waysOf(2, 1, run.length - 2);
    if (ways.length === 0 || new Set(ways.map((w) => w.without)).size !== 1) continue;
    // (Of a twin pair, the one in the script most of the run is not in.)
    const hiragana = run.filter((c) => scriptOf(c) === 'hiragana').length;
    const majority = hiragana * 2 > run.length ? 'hiragana' : 'katakana';
    const way = ways.find((w) => scriptOf(run[w.k]!) !== majority) ?? ways.at(-1)!;
    const at = m.index + run.slice(0, way.k).join('').length;
    value = value.slice(0, at) + value.slice(at + run.slice(way.k, way.k + way.span).join('').length);
  }
  return value === name.value ? name : { value, confidence: Math.min(name.confidence, CONFIDENCE.LABEL_BELOW) };
}

// (A holder that spells the form out, カブシキガイシヤ…, has no mark to lose.)
const SPELLED_OUT = 'ブシキ|ウゲン';

/** The letter a holder abbreviates a company's form to, by the form the name prints. */
const FORM_MARKS: readonly (readonly [RegExp, string])[] = [
  [/株式会社|\(株\)/, 'カ'],
  [/有限会社|\(有\)/, 'ユ'],
  [/合同会社|\(同\)/, 'ド'],
];

/**
 * The parenthesis of the holder's abbreviated form, which OCR loses or reads as a space
 * ('アルフアエアサービスカ', 'アルフアエアサービス カ' for アルファエアサービス株式会社's
 * …サービス(カ), 'カキヨウワエアサービス' for カ)…), put back where the name prints that form on
 * the same side and its own name does not end, or begin, with that kana.
 */
export function withHolderFormMarked(holder: ExtractedField<string>, name: string | null): ExtractedField<string> {
  if (holder.value === null || name === null || /[()]/.test(holder.value)) return holder;
  const printed = name.normalize('NFKC');
  for (const [form, mark] of FORM_MARKS) {
    const at = printed.search(form);
    if (at < 0) continue;
    const bare = printed.replace(form, '').trim();
    const after = at > 0;
    const kana = after ? bare.at(-1) : bare[0];
    if (kana === mark || (kana !== undefined && String.fromCharCode(kana.charCodeAt(0) + 0x60) === mark)) return holder;
    const marked = after
      ? holder.value.replace(new RegExp(`(?<=[ァ-ヶー]{3}) ?${mark}$`), `(${mark}`)
      : holder.value.replace(new RegExp(`^${mark} ?(?!${SPELLED_OUT})(?=[ァ-ヶー]{3})`), `${mark})`);
    return marked === holder.value ? holder : { ...holder, value: marked };
  }
  return holder;
}
