import { describe, expect, it } from 'vitest';
import { pageLines, type TextItem } from './pdf-lines.mjs';

/** A text item of `size` points starting at (x, y), its baseline turned by `degrees` (counter-clockwise). */
function item(str: string, x: number, y: number, options: { size?: number; degrees?: number; width?: number } = {}): TextItem {
  const { size = 10, degrees = 0 } = options;
  const width = options.width ?? str.length * size;
  const t = (degrees * Math.PI) / 180;
  return { str, transform: [size * Math.cos(t), size * Math.sin(t), -size * Math.sin(t), size * Math.cos(t), x, y], width };
}

describe('pageLines', () => {
  it('joins items on one baseline left to right, a space for a small gap and a tab for a wide one', () => {
    const lines = pageLines([
      item('請求日', 300, 700),
      item('お振込先', 50, 650),
      item('2026年4月30日', 335, 700),
      item('株式会社サンプル', 50, 700),
    ]);
    expect(lines).toEqual(['株式会社サンプル\t請求日 2026年4月30日', 'お振込先']);
  });

  it('keeps a stamp’s lines, printed at a slant, whole and in order', () => {
    // Two lines of a stamp turned 2°: along a line the baseline rises 0.35 pt per 10 pt.
    const rise = (x: number) => (x - 75) * Math.tan((2 * Math.PI) / 180);
    const lines = pageLines([
      item('〒604-8005', 75, 95 + rise(75), { size: 9, degrees: 2, width: 47 }),
      item('京都府京都市中京区恵', 131, 95 + rise(131), { size: 9, degrees: 2, width: 90 }),
      item('比', 221, 95 + rise(221), { size: 9, degrees: 2, width: 9 }),
      item('須町5-20-30', 230, 95 + rise(230), { size: 9, degrees: 2, width: 60 }),
      item('山田茶舗', 76, 78 + rise(76), { size: 9, degrees: 2, width: 36 }),
    ]);
    expect(lines).toEqual(['〒604-8005 京都府京都市中京区恵比須町5-20-30', '山田茶舗']);
  });

  it('puts a name written at a slant on the line of the 様 printed level beside it', () => {
    const lines = pageLines([
      item('様', 322, 711.4, { size: 10.5 }),
      item('株式会社新', 63, 705.5, { size: 14, degrees: 1, width: 74 }),
      item('生システムズ', 137, 706.8, { size: 14, degrees: 1, width: 86 }),
      item('下記の通りご請求申し上げます。', 63, 687, { size: 9 }),
    ]);
    expect(lines).toEqual(['株式会社新生システムズ\t様', '下記の通りご請求申し上げます。']);
  });

  it('keeps apart lines a little more than half a character apart', () => {
    expect(pageLines([item('小計', 50, 500), item('合計', 50, 494)])).toEqual(['小計', '合計']);
  });
});
