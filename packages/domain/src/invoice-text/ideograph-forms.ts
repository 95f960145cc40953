/**
 * Folds the look-alike code points a PDF's text layer uses for kanji back to the unified
 * ideographs the parsers match.
 *
 * A Japanese font draws 青 and the radical ⻘ (U+2ED8) with one glyph; when a PDF's ToUnicode map
 * names that glyph by the radical, the text layer says 「⻘山」 and 「⻑野」. Three blocks hold such forms:
 * - Kangxi Radicals (U+2F00–U+2FD5) and the CJK Compatibility Ideographs (U+F900–U+FAFF,
 *   U+2F800–U+2FA1F): NFKC maps every one of them (checked in the test) — seven Kangxi radicals
 *   to the traditional form, which a Japanese font does not draw for them (KANGXI_JAPANESE_FORMS);
 * - CJK Radicals Supplement (U+2E80–U+2EFF): NFKC leaves them alone, so this table folds each
 *   to the ideograph Unicode's EquivalentUnifiedIdeograph.txt names for it — all 88 entries the
 *   block has there (the other 27 code points are components with no ideograph of their own).
 */

// Pairs of (radical form, unified ideograph), in code point order of the radical.
const RADICAL_SUPPLEMENT_PAIRS =
  '⺀冫⺁厂⺂乛⺃乚⺄乙⺅亻⺆冂⺉刂⺊卜⺋㔾⺎兀⺏尣⺐尢⺒巳⺓幺⺔彑⺕彐⺖忄⺗㣺⺘扌⺙攵⺛旡⺝月⺞歺⺟母⺠民⺡氵⺢氺⺣灬⺥爫⺦丬⺨犭⺫罒⺬示⺭礻⺯糹⺰纟⺱罓⺳㓁⺴㓁⺹耂⺺肀⺼月⺽臼⺾艹⺿艹⻀艹⻁虎⻂衤⻃覀⻄西⻅见⻈讠⻉贝⻋车⻍辶⻏阝⻐钅⻑長⻒镸⻓长⻖阝⻘青⻙韦⻚页⻛风⻜飞⻝食⻟飠⻠饣⻢马⻣骨⻤鬼⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻫斉⻬齐⻭歯⻮齿⻯竜⻰龙⻱龜⻲亀⻳龟';

function pairsToMap(pairs: string): ReadonlyMap<string, string> {
  const chars = [...pairs];
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i]!, chars[i + 1]!);
  return map;
}

/** CJK Radicals Supplement form → its unified ideograph (88 entries). */
export const RADICAL_SUPPLEMENT_TO_IDEOGRAPH: ReadonlyMap<string, string> = pairsToMap(RADICAL_SUPPLEMENT_PAIRS);

const RADICAL_SUPPLEMENT = /[\u2e80-\u2eff]/g;

/**
 * Kangxi radicals whose NFKC ideograph is the traditional form, where a Japanese font draws the
 * radical as the everyday (新字体) kanji and shares that glyph: the text layer's ⼾ in 「神⼾」
 * stands for 戸 (U+6238), not 戶 (U+6236). Applied before NFKC; a Japanese invoice writes these
 * kanji in their everyday form.
 */
export const KANGXI_JAPANESE_FORMS: ReadonlyMap<string, string> = new Map([
  ['\u2f3e', '戸'], // KANGXI RADICAL DOOR (NFKC: 戶)
  ['\u2fc6', '麦'], // KANGXI RADICAL WHEAT (NFKC: 麥)
  ['\u2fc8', '黄'], // KANGXI RADICAL YELLOW (NFKC: 黃)
  ['\u2fca', '黒'], // KANGXI RADICAL BLACK (NFKC: 黑)
  ['\u2fd1', '斉'], // KANGXI RADICAL EVEN (NFKC: 齊)
  ['\u2fd2', '歯'], // KANGXI RADICAL TOOTH (NFKC: 齒)
  ['\u2fd4', '亀'], // KANGXI RADICAL TURTLE (NFKC: 龜)
]);
const KANGXI_WITH_JAPANESE_FORM = new RegExp(`[${[...KANGXI_JAPANESE_FORMS.keys()].join('')}]`, 'g');

/** NFKC, then the CJK Radicals Supplement forms NFKC keeps: '⻘⼭ ⽀店 神⼾' → '青山 支店 神戸'. */
export function foldIdeographForms(s: string): string {
  return s
    .replace(KANGXI_WITH_JAPANESE_FORM, (c) => KANGXI_JAPANESE_FORMS.get(c)!)
    .normalize('NFKC')
    .replace(RADICAL_SUPPLEMENT, (c) => RADICAL_SUPPLEMENT_TO_IDEOGRAPH.get(c) ?? c);
}
