/**
 * Amounts written in kanji numerals, as a formal or vertically set invoice prints them: digit by
 * digit ('金二六、四四七、三〇〇円'), with units ('金二千六百四十四万七千三百円也'), or in 大字, the
 * forms no one can alter ('金弐千六百四拾四萬七千参百円也'). Read as the figures a horizontal
 * invoice prints, so that the amount parsers take them like any other.
 */

// The common numerals, and 大字 (with 零 for 〇).
const DIGITS: Record<string, number> = Object.fromEntries([
  ...[...'〇一二三四五六七八九'].map((c, n) => [c, n]),
  ...[...'零壱弐参肆伍陸漆捌玖'].map((c, n) => [c, n]),
]);
const SMALL_UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 阡: 1000 };
const LARGE_UNITS: Record<string, number> = { 万: 10_000, 萬: 10_000, 億: 100_000_000 };

const DIGIT = Object.keys(DIGITS).join('');
const UNIT = [...Object.keys(SMALL_UNITS), ...Object.keys(LARGE_UNITS)].join('');
// 金, the numerals (their thousands marked with 、 or a comma), then 円: only an amount is written so.
const KANJI_AMOUNT = new RegExp(`(?<=金 ?)([${DIGIT}${UNIT}][${DIGIT}${UNIT}、,]*)(?= ?円)`, 'g');
// Digit by digit: the first group of one to three, then groups of three, or no marks at all.
const POSITIONAL = new RegExp(`^[${DIGIT}]{1,3}(?:[、,][${DIGIT}]{3})*$|^[${DIGIT}]+$`);

/** 'X千Y百Z十W' within one 万: null where the units do not descend. */
function belowTenThousand(text: string): number | null {
  let total = 0;
  let digit: number | null = null;
  let lastUnit = Infinity;
  for (const c of text) {
    if (c in DIGITS) {
      if (digit !== null) return null;
      digit = DIGITS[c]!;
    } else {
      const unit = SMALL_UNITS[c]!;
      if (unit >= lastUnit) return null;
      total += (digit ?? 1) * unit;
      digit = null;
      lastUnit = unit;
    }
  }
  return total + (digit ?? 0);
}

/** An amount in kanji numerals as a number of yen; null when it is not one. */
export function kanjiAmount(text: string): number | null {
  if (POSITIONAL.test(text)) return Number([...text.replace(/[、,]/g, '')].map((c) => DIGITS[c]).join(''));
  if (/[、,]/.test(text)) return null;
  let total = 0;
  let rest = text;
  for (const [mark, unit] of Object.entries(LARGE_UNITS).sort(([, a], [, b]) => b - a)) {
    const at = rest.indexOf(mark);
    if (at < 0) continue;
    const head = rest.slice(0, at);
    const value = head === '' ? null : belowTenThousand(head);
    if (value === null) return null;
    total += value * unit;
    rest = rest.slice(at + 1);
  }
  if (rest === '') return total > 0 ? total : null;
  const last = belowTenThousand(rest);
  return last === null ? null : total + last;
}

/** A line with each kanji amount ('金二千六百円') in figures ('金2,600円'); anything else as it was. */
export function withKanjiAmountsInFigures(line: string): string {
  return line.replace(KANJI_AMOUNT, (written) => {
    const yen = kanjiAmount(written);
    return yen === null ? written : yen.toLocaleString('en-US');
  });
}
