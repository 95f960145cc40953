import { hiraganaToKatakana, toZenkakuKatakanaLoose } from './katakana.ts';
import { normalizeHyphens } from './numeric-input.ts';

// Account-holder names (口座名義) as the Zengin transfer format carries them (docs/design.md §6).
// People type names in whatever their IME gives them, so the normaliser folds every
// unambiguous spelling into the one the bank compares against, and only rejects what
// has no half-width form (kanji, emoji, most symbols).

/**
 * A whole Zengin kana field: half-width ｱ–ﾝ and ｦ, ﾞ ﾟ, 0–9, A–Z, space and ( ) . - /.
 * Checks characters only; the 30-byte limit is normalizeHolderKana's job.
 */
export const ZENGIN_ALLOWED = /^[ｦｱ-ﾝﾞﾟ0-9A-Z ()./-]+$/;
const ZENGIN_CHAR = /^[ｦｱ-ﾝﾞﾟ0-9A-Z ()./-]$/;

/** The 受取人名 field is C30, and every allowed character is one Shift_JIS byte. */
export const ZENGIN_HOLDER_MAX_BYTES = 30;

export const HOLDER_KANA_EMPTY_MESSAGE = '口座名義を入力してください。';

export function holderKanaInvalidCharsMessage(chars: readonly string[]): string {
  return `使用できない文字が含まれています：${chars.join(', ')}`;
}

export function holderKanaTooLongMessage(bytes: number): string {
  return `口座名義は半角${ZENGIN_HOLDER_MAX_BYTES}文字以内にしてください（現在${bytes}文字）。`;
}

// The half-width block U+FF61–U+FF9F read backwards through katakana.ts's table, so the two
// directions cannot drift apart.
const TO_HANKAKU = new Map<string, string>();
for (let code = 0xff61; code <= 0xff9f; code++) {
  const hankaku = String.fromCharCode(code);
  TO_HANKAKU.set(toZenkakuKatakanaLoose(hankaku), hankaku);
}
// No half-width form exists for these; the nearest sound is what banks register.
for (const [zenkaku, hankaku] of [
  ['ヰ', 'ｲ'],
  ['ヱ', 'ｴ'],
  ['ヮ', 'ﾜ'],
  ['ヵ', 'ｶ'],
  ['ヶ', 'ｹ'],
  ['\u3099', 'ﾞ'],
  ['\u309a', 'ﾟ'],
] as const) {
  TO_HANKAKU.set(zenkaku, hankaku);
}

function halfWidthChar(c: string): string {
  if (c === '\u3000') return ' ';
  const code = c.charCodeAt(0);
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
  const katakana = hiraganaToKatakana(c);
  const direct = TO_HANKAKU.get(katakana);
  if (direct !== undefined) return direct;
  // ガ, ヴ, ヷ … decompose into a base kana and a combining mark, each with a half-width form.
  if (/^[ァ-ヺ]$/.test(katakana)) {
    const [base = '', mark = ''] = katakana.normalize('NFD');
    const hankakuBase = TO_HANKAKU.get(base);
    const hankakuMark = TO_HANKAKU.get(mark);
    if (hankakuBase !== undefined && hankakuMark !== undefined) return hankakuBase + hankakuMark;
  }
  return c;
}

/**
 * Full-width → half-width: katakana and hiragana (ガ → ｶﾞ; ヰ ヱ ヮ ヵ ヶ, which have no
 * half-width form, become ｲ ｴ ﾜ ｶ ｹ), ー・「」。、゛゜, full-width ASCII and the ideographic
 * space. Small kana stay small and letters keep their case; everything else is left alone.
 */
export function toHalfWidthKana(s: string): string {
  return Array.from(s, halfWidthChar).join('');
}

/** The inverse for display: half-width kana (ｶﾞ → ガ), ASCII and space → full-width. */
export function toFullWidthKana(s: string): string {
  return s
    .replace(/[｡-ﾟ]+/g, (run) => toZenkakuKatakanaLoose(run))
    .replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    .replace(/ /g, '\u3000');
}

/** Zengin has no small kana: banks compare ｼｮｳｼﾞ as ｼﾖｳｼﾞ. */
export const SMALL_TO_LARGE_KANA: Readonly<Record<string, string>> = {
  ｧ: 'ｱ',
  ｨ: 'ｲ',
  ｩ: 'ｳ',
  ｪ: 'ｴ',
  ｫ: 'ｵ',
  ｬ: 'ﾔ',
  ｭ: 'ﾕ',
  ｮ: 'ﾖ',
  ｯ: 'ﾂ',
};

/** One character as typed → its Zengin spelling (which may still be invalid, e.g. a kanji). */
function zenginFold(typed: string): string {
  return normalizeHyphens(toHalfWidthKana(typed))
    .replace(/[ｧ-ｯ]/g, (c) => SMALL_TO_LARGE_KANA[c] ?? c)
    .replace(/･/g, '.')
    .replace(/[a-z]/g, (c) => c.toUpperCase())
    .replace(/\s/g, ' ');
}

// What a person sees as one character, so an error names 👨‍👩‍👧 or 1️⃣ rather than its pieces:
// a flag's two regional indicators, or a code point with its combining marks, skin tone,
// tag characters and ZWJ-joined followers.
const TYPED_CHAR = /\p{Regional_Indicator}{2}|[^](?:[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]|\u200D[^])*/gu;

// Zengin's 法人略語 (全銀協), with the kanji words, common kana readings and the kanji
// abbreviations people paste from invoices. Words are matched after folding, so hiragana,
// half-width and full-width spellings of a reading all match.
const LEGAL_ENTITIES: readonly { abbreviation: string; words: readonly string[] }[] = [
  { abbreviation: 'ｶ', words: ['株式会社', 'カブシキガイシャ', 'カブシキカイシャ', '(株)', '㈱', '㍿'] },
  { abbreviation: 'ﾕ', words: ['有限会社', 'ユウゲンガイシャ', 'ユウゲンカイシャ', '(有)', '㈲'] },
  { abbreviation: 'ﾄﾞ', words: ['合同会社', 'ゴウドウガイシャ', 'ゴウドウカイシャ', '(同)'] },
  { abbreviation: 'ﾒ', words: ['合名会社', 'ゴウメイガイシャ', 'ゴウメイカイシャ', '(名)', '㈴'] },
  { abbreviation: 'ｼ', words: ['合資会社', 'ゴウシガイシャ', 'ゴウシカイシャ', '(資)', '㈾'] },
  { abbreviation: 'ｿ', words: ['相互会社', 'ソウゴガイシャ', 'ソウゴカイシャ'] },
  {
    abbreviation: 'ｼﾔ',
    words: [
      '一般社団法人',
      '公益社団法人',
      '社団法人',
      'イッパンシャダンホウジン',
      'コウエキシャダンホウジン',
      'シャダンホウジン',
      '(一社)',
      '(公社)',
      '(社)',
    ],
  },
  {
    abbreviation: 'ｻﾞｲ',
    words: [
      '一般財団法人',
      '公益財団法人',
      '財団法人',
      'イッパンザイダンホウジン',
      'コウエキザイダンホウジン',
      'ザイダンホウジン',
      '(一財)',
      '(公財)',
      '(財)',
    ],
  },
  {
    abbreviation: 'ﾄｸﾋ',
    words: ['特定非営利活動法人', 'NPO法人', 'トクテイヒエイリカツドウホウジン', '(特非)'],
  },
  {
    abbreviation: 'ｲ',
    words: ['医療法人社団', '医療法人財団', '社会医療法人', '医療法人', 'イリョウホウジン', '(医)'],
  },
  { abbreviation: 'ﾌｸ', words: ['社会福祉法人', 'シャカイフクシホウジン', '(福)'] },
  { abbreviation: 'ｶﾞｸ', words: ['学校法人', 'ガッコウホウジン', '(学)', '㈻'] },
  { abbreviation: 'ｼﾕｳ', words: ['宗教法人', 'シュウキョウホウジン', '(宗)'] },
  { abbreviation: 'ﾉｳｷﾖｳ', words: ['農業協同組合', 'ノウギョウキョウドウクミアイ'] },
  { abbreviation: 'ﾉｳ', words: ['農事組合法人', 'ノウジクミアイホウジン'] },
  { abbreviation: 'ｾﾞｲ', words: ['税理士法人', 'ゼイリシホウジン'] },
  { abbreviation: 'ﾍﾞﾝ', words: ['弁護士法人', 'ベンゴシホウジン'] },
  { abbreviation: 'ｶﾝｻ', words: ['監査法人', 'カンサホウジン'] },
  { abbreviation: 'ｼﾎｳ', words: ['司法書士法人', 'シホウショシホウジン'] },
  // 全銀協's table has ｷﾞﾖ (not ｷﾞﾖｳ) for 行政書士法人.
  { abbreviation: 'ｷﾞﾖ', words: ['行政書士法人', 'ギョウセイショシホウジン'] },
  { abbreviation: 'ﾛｳﾑ', words: ['社会保険労務士法人', 'シャカイホケンロウムシホウジン'] },
  { abbreviation: 'ﾎｺﾞ', words: ['更生保護法人', 'コウセイホゴホウジン'] },
  { abbreviation: 'ﾁﾄﾞｸ', words: ['地方独立行政法人', 'チホウドクリツギョウセイホウジン'] },
  { abbreviation: 'ﾄﾞｸ', words: ['独立行政法人', 'ドクリツギョウセイホウジン'] },
  { abbreviation: 'ﾀﾞｲ', words: ['国立大学法人', '公立大学法人'] },
  { abbreviation: 'ｶﾝﾘ', words: ['管理組合法人'] },
];

/** The legal forms a holder abbreviates, half-width as Zengin writes them ('ｶ', 'ﾄﾞ', 'ｼﾔ'). */
export const HOLDER_FORM_ABBREVIATIONS: readonly string[] = [...new Set(LEGAL_ENTITIES.map((e) => e.abbreviation))];

function fold(s: string): string {
  return Array.from(s, zenginFold).join('');
}

// Longest first, so 医療法人社団 wins over 医療法人 and 一般社団法人 over 社団法人.
const ENTITY_PATTERNS = LEGAL_ENTITIES.flatMap(({ abbreviation, words }) =>
  words.map((word) => ({ folded: fold(word), abbreviation })),
).sort((a, b) => b.folded.length - a.folded.length);

type Token = { kind: 'char'; typed: string; folded: string } | { kind: 'entity'; abbreviation: string };

/** End index of `folded` starting at units[i], if it covers whole typed characters exactly. */
function matchAt(units: readonly { folded: string }[], i: number, folded: string): number | null {
  let joined = '';
  let j = i;
  while (joined.length < folded.length && j < units.length) {
    joined += units[j]?.folded ?? '';
    j++;
    if (!folded.startsWith(joined)) return null;
  }
  return joined === folded ? j : null;
}

function tokenize(input: string): Token[] {
  const units = Array.from(input.match(TYPED_CHAR) ?? [], (typed) => ({ typed, folded: zenginFold(typed) }));
  const tokens: Token[] = [];
  for (let i = 0; i < units.length;) {
    let matched = false;
    for (const { folded, abbreviation } of ENTITY_PATTERNS) {
      const end = matchAt(units, i, folded);
      if (end !== null) {
        tokens.push({ kind: 'entity', abbreviation });
        i = end;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const unit = units[i];
      if (unit) tokens.push({ kind: 'char', ...unit });
      i++;
    }
  }
  return tokens;
}

const isSpace = (t: Token | undefined): boolean => t?.kind === 'char' && t.folded === ' ';

/**
 * Zengin places the abbreviation by where the word stood: ｶ)ﾔﾏﾀﾞ, ﾔﾏﾀﾞ(ｶ, ﾔﾏﾀﾞ(ｶ)ﾄｳｷﾖｳ,
 * with no spaces around it. Other runs of spaces become one and the ends are trimmed.
 */
function render(tokens: readonly Token[]): string {
  const significant = tokens.flatMap((t, i) => (isSpace(t) ? [] : [i]));
  const first = significant[0] ?? 0;
  const last = significant[significant.length - 1] ?? 0;
  const nearestNonSpace = (from: number, step: 1 | -1): Token | undefined => {
    let k = from + step;
    while (isSpace(tokens[k])) k += step;
    return tokens[k];
  };
  let out = '';
  tokens.forEach((t, i) => {
    if (t.kind === 'entity') {
      if (i === first) out += `${t.abbreviation})`;
      else if (i === last) out += `(${t.abbreviation}`;
      else out += `(${t.abbreviation})`;
    } else if (!isSpace(t)) {
      out += t.folded;
    } else if (nearestNonSpace(i, -1)?.kind !== 'entity' && nearestNonSpace(i, 1)?.kind !== 'entity') {
      out += ' ';
    }
  });
  return out.replace(/ {2,}/g, ' ').trim();
}

export type HolderKanaResult =
  { ok: true; value: string; display: string; bytes: number } | { ok: false; invalidChars: string[]; message: string };

/**
 * What a person typed as an account holder → the Zengin half-width kana name (`value`),
 * its full-width form for showing back (`display`), and its Shift_JIS length; or the
 * characters that cannot be sent, exactly as they were typed.
 */
export function normalizeHolderKana(input: string): HolderKanaResult {
  const tokens = tokenize(input);
  const invalidChars = [
    ...new Set(
      tokens.flatMap((t) => (t.kind === 'char' && !Array.from(t.folded).every((c) => ZENGIN_CHAR.test(c)) ? [t.typed] : [])),
    ),
  ];
  if (invalidChars.length > 0) {
    return { ok: false, invalidChars, message: holderKanaInvalidCharsMessage(invalidChars) };
  }
  const value = render(tokens);
  if (value === '') return { ok: false, invalidChars: [], message: HOLDER_KANA_EMPTY_MESSAGE };
  const bytes = value.length;
  if (bytes > ZENGIN_HOLDER_MAX_BYTES) {
    return { ok: false, invalidChars: [], message: holderKanaTooLongMessage(bytes) };
  }
  return { ok: true, value, display: holderKanaDisplay(value), bytes };
}

/**
 * A Zengin name in full-width katakana for people (ｶ)ﾔﾏﾀﾞ → カ）ヤマダ). A '-' right after
 * kana is shown as ー, since that is what the person typed before it was folded (ｺ-ﾋ- →
 * コーヒー); elsewhere it is －.
 */
export function holderKanaDisplay(value: string): string {
  return toFullWidthKana(value.replace(/(?<=[ｦ-ﾟ])-/g, 'ｰ'));
}
