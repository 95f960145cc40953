import { describe, expect, it } from 'vitest';
import { pageLines, type TextItem } from './pdf-lines.mjs';
import { turnedUpright } from './pdf-turned.mjs';

/** A text item at (x, y) whose text runs down the page (a landscape page set sideways), or up. */
function turned(str: string, x: number, y: number, way: 'down' | 'up', size = 10): TextItem {
  const sin = way === 'down' ? -1 : 1;
  return { str, transform: [0, size * sin, -size * sin, 0, x, y], width: [...str].length * size };
}

describe('turnedUpright', () => {
  it('reads a landscape invoice set sideways line by line, as printed, whichever way it was turned', () => {
    // Lines of a landscape page, top to bottom: turned down the page, the top line is furthest right.
    const down = [
      turned('請求書', 555, 465, 'down'),
      turned('株式会社山田亭 御中', 520, 800, 'down'),
      turned('請求日 2025/11/20', 520, 500, 'down'),
      turned('合計 ¥490,909', 480, 800, 'down'),
    ];
    expect(pageLines(down)).toEqual(['請求書', '株式会社山田亭 御中\t請求日 2025/11/20', '合計 ¥490,909']);
    // Turned the other way, the top line is furthest left and the text runs up.
    const up = [
      turned('請求書', 40, 330, 'up'),
      turned('株式会社山田亭 御中', 75, 40, 'up'),
      turned('請求日 2025/11/20', 75, 340, 'up'),
      turned('合計 ¥490,909', 115, 40, 'up'),
    ];
    expect(pageLines(up)).toEqual(['請求書', '株式会社山田亭 御中\t請求日 2025/11/20', '合計 ¥490,909']);
  });

  it('leaves an upright page as it is, a turned stamp on it included', () => {
    const page: TextItem[] = [
      { str: '株式会社サンプル 御中', transform: [10, 0, 0, 10, 50, 700], width: 110 },
      { str: '請求書', transform: [10, 0, 0, 10, 250, 750], width: 30 },
      turned('受付', 400, 600, 'down'),
    ];
    expect(turnedUpright(page)).toBe(page);
  });
});
