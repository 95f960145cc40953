// ァ–ヶ is the JIS X 0208 katakana block; ヷ–ヺ are left out because bank and card systems
// downstream cannot represent them.
const ZENKAKU_KATAKANA_FIELD = /^[ァ-ヶー・ \u3000]+$/;

/** For kana name fields: full-width katakana, ー, ・ and spaces, with at least one non-space. */
export function isZenkakuKatakana(s: string): boolean {
  return ZENKAKU_KATAKANA_FIELD.test(s) && s.trim() !== '';
}

const HIRAGANA_TO_KATAKANA_OFFSET = 0x60;

export function hiraganaToKatakana(s: string): string {
  // ぁ–ゖ plus the iteration marks ゝゞ sit exactly 0x60 below their katakana.
  return s.replace(/[ぁ-ゖゝゞ]/g, (c) => String.fromCharCode(c.charCodeAt(0) + HIRAGANA_TO_KATAKANA_OFFSET));
}

export function katakanaToHiragana(s: string): string {
  // (ヷ–ヺ have no hiragana; ー stays, as hiragana writes it too.)
  return s.replace(/[ァ-ヶヽヾ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - HIRAGANA_TO_KATAKANA_OFFSET));
}

// Indexed by code point − U+FF61 (｡ … ﾟ).
const HANKAKU_TO_ZENKAKU =
  '。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜';
const COMBINING = { ﾞ: '\u3099', ﾟ: '\u309a' } as const;

function hankakuToZenkaku(s: string): string {
  return s.replace(/([ｦ-ﾝ])([ﾞﾟ])?|[｡-ﾟ]/g, (whole, base: string | undefined, mark: 'ﾞ' | 'ﾟ' | undefined) => {
    if (base === undefined) return HANKAKU_TO_ZENKAKU[whole.charCodeAt(0) - 0xff61] ?? whole;
    const zenkaku = HANKAKU_TO_ZENKAKU[base.charCodeAt(0) - 0xff61] ?? base;
    if (mark === undefined) return zenkaku;
    // NFC composes only the pairs that exist (ｶﾞ → ガ, ｳﾞ → ヴ); a mark that cannot join
    // (ｱﾞ) is kept as a visible ゛ rather than dropped.
    const composed = (zenkaku + COMBINING[mark]).normalize('NFC');
    return composed.length === 1 ? composed : zenkaku + (mark === 'ﾞ' ? '゛' : '゜');
  });
}

/** Hiragana and half-width katakana → full-width katakana; everything else is left alone. */
export function toZenkakuKatakanaLoose(s: string): string {
  return hiraganaToKatakana(hankakuToZenkaku(s));
}
