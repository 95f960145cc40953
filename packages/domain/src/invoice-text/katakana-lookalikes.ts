/**
 * OCR reads some katakana as the kanji drawn with the same strokes (カ as 力, エ as 工, ロ as 口,
 * ニ as 二, ハ as 八, ト as 卜, ー as 一) and sometimes doubles the カ of カ) — 「力)サンプル」,
 * 「カカ)サンプル」. An account holder is katakana only, so inside katakana these are repaired;
 * anywhere else (口座, 一番町, 二丁目) they are kanji and stay. On a photo it also misreads
 * half-width kana as other kana (COMMON_WORD_MISREADS).
 */

const LOOKALIKE_TO_KATAKANA: Readonly<Record<string, string>> = {
  力: 'カ',
  工: 'エ',
  口: 'ロ',
  二: 'ニ',
  八: 'ハ',
  卜: 'ト',
  一: 'ー',
};
const LOOKALIKE = /[力工口二八卜一]/;
const KATAKANA = /[ァ-ヶーヽヾ]/;

/** The index of the nearest character to `i` in `step` direction, spaces skipped; -1 if none. */
function neighbour(chars: string[], i: number, step: 1 | -1): number {
  for (let j = i + step; j >= 0 && j < chars.length; j += step) if (chars[j] !== ' ') return j;
  return -1;
}

const isKatakana = (chars: string[], i: number) => i >= 0 && KATAKANA.test(chars[i]!);

// Katakana context: a katakana neighbour, or a parenthesis (the カ) of a legal form) with
// katakana on its other side.
function inKatakana(chars: string[], i: number): boolean {
  for (const step of [1, -1] as const) {
    const n = neighbour(chars, i, step);
    if (isKatakana(chars, n)) return true;
    if (n >= 0 && /[()]/.test(chars[n]!) && isKatakana(chars, neighbour(chars, n, step))) return true;
  }
  return false;
}

/** Each small katakana's large form. */
export const SMALL_TO_LARGE: Readonly<Record<string, string>> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ッ: 'ツ',
  ヮ: 'ワ',
};

/**
 * A small kana where none can be: first in a name or a word ('ョシダ'), or beside the legal
 * form's parenthesis ('ュ)ダイワ', 'サンプル(ュ'), whose abbreviations (カ ユ ド) are large; but
 * 社団法人's シャ) is printed small as often as Zengin's シヤ), and stays as printed.
 * OCR of a blurred half-width ﾖ or ﾕ gives the small form. Small kana inside a word stay.
 */
function enlargeImpossibleSmallKana(s: string): string {
  return s.replace(
    /(^|[\s()])([ァィゥェォャュョッヮ])|([ァィゥェォャュョッヮ])(?=\))/g,
    (m, before, start, beforeParen, offset: number) =>
      start ? before + SMALL_TO_LARGE[start] : beforeParen === 'ャ' && s[offset - 1] === 'シ' ? m : SMALL_TO_LARGE[beforeParen],
  );
}

/**
 * A photo's OCR of half-width kana, set right where the misread form is no word: a blurred ﾃﾞ read
 * as ヂ ('ヒノヂ'; a holder's ヂ is all but never printed, and no name in the corpus has it), and
 * the commonest words of holders' names misread by one letter (ﾜ as ｳ, ﾃ as ﾁ, ﾘ as ｻ:
 * 'ダイウジユウケン' is ダイワ…, 'ヘアーサロンウタナベ' is …ワタナベ, '…ドウシヨチン' is …シヨテン, a shop).
 */
const COMMON_WORD_MISREADS: readonly [RegExp, string][] = [
  [/ヂ/g, 'デ'],
  [/ダイウ/g, 'ダイワ'],
  [/ウタナベ/g, 'ワタナベ'],
  [/チクノ/g, 'テクノ'],
  [/サゾート/g, 'リゾート'],
  [/(?<=[ァ-ヶー]{2})チン(?=\(|$)/g, 'テン'],
];
const withCommonWordsMended = (s: string) =>
  COMMON_WORD_MISREADS.reduce((text, [misread, word]) => text.replace(misread, word), s);

/** '力)サンプル' → 'カ)サンプル', 'ヤマ口 タ口ウ' → 'ヤマロ タロウ'; '口座' and '一番町' stay. */
export function repairKatakanaLookalikes(s: string): string {
  const chars = [...s];
  // Repeat: a run of lookalikes ('口一') becomes katakana from its katakana end inwards.
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < chars.length; i++) {
      if (LOOKALIKE.test(chars[i]!) && inKatakana(chars, i)) {
        chars[i] = LOOKALIKE_TO_KATAKANA[chars[i]!]!;
        changed = true;
      }
    }
  }
  return (
    enlargeImpossibleSmallKana(withCommonWordsMended(chars.join('')))
      // A legal-form abbreviation read twice: 'カカ)サンプル' → 'カ)サンプル', 'サンプル(カカ' → 'サンプル(カ'
      // ('ユュ)' is one once its ュ is enlarged).
      .replace(/(^|\s)([ァ-ヶ]) ?\2 ?\)/, '$1$2)')
      .replace(/\( ?([ァ-ヶ]) ?\1$/, '($1')
      // (Or read again in its small form: 'ヒノデセキザイ(ユュ'.)
      .replace(/\( ?([ヤユヨ]) ?([ャュョ])$/, (m, mark: string, small: string) =>
        SMALL_TO_LARGE[small] === mark ? `(${mark}` : m,
      )
      // …its parenthesis read as the mark itself: 'ワタナベケンセツカカ' for ﾜﾀﾅﾍﾞｹﾝｾﾂ(ｶ.
      .replace(/(?<=[ァ-ヶー]{2}) ?([カユ])\1$/, '($1')
      // A voiced kana of the ハ row read twice, once with the semi-voiced mark ('ツバパサ', 'セツピビ'):
      // no name spells the pair; the voiced one, far the commoner in names, is kept.
      .replace(/[バビブベボパピプペポ]{2}/g, (pair) => voicedOfTwin(pair) ?? pair)
  );
}

const VOICED_HA = 'バビブベボ';
const SEMI_VOICED_HA = 'パピプペポ';

/** The voiced kana of a pair that is one ハ-row kana with both marks ('バパ', 'ピビ'), else null. */
function voicedOfTwin(pair: string): string | null {
  const [a, b] = [...pair] as [string, string];
  const voiced = VOICED_HA.indexOf(a) >= 0 ? a : VOICED_HA.indexOf(b) >= 0 ? b : null;
  const semi = SEMI_VOICED_HA.indexOf(a) >= 0 ? a : SEMI_VOICED_HA.indexOf(b) >= 0 ? b : null;
  return voiced && semi && VOICED_HA.indexOf(voiced) === SEMI_VOICED_HA.indexOf(semi) ? voiced : null;
}
