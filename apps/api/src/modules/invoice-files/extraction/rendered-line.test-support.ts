// Lines of text rendered as a page image has them, for the tests of the glyph reader and the
// holder's second look (kana-glyphs.test.ts, holder-reread.test.ts).
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/** Noto Sans JP from @expo-google-fonts (a dev dependency), registered under this family. */
export const TEST_FONT = 'Noto Sans JP Test';

export function registerTestFont(): void {
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(
    require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
    TEST_FONT,
  );
}

/**
 * `text` in black on white, its baseline at 1.9 × px, from x = 20, as 8-bit grey: a line as a
 * page image at 150 dpi has it (10.5 pt is 22 px, 8 pt is 17 px). `advance(s)` is the x where
 * the text after `s` starts.
 */
export function renderLine(text: string, px = 22, family = TEST_FONT) {
  const width = Math.ceil([...text].length * px * 1.1 + 60);
  const height = px * 3;
  const { ctx, grey } = whitePage(width, height, `${px}px "${family}"`);
  ctx.fillText(text, 20, px * 1.9);
  return { width, height, data: grey(), advance: (s: string) => 20 + ctx.measureText(s).width };
}

/** A white canvas to draw black text on in `font`, and its pixels as 8-bit grey. */
function whitePage(width: number, height: number, font: string) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.font = font;
  const grey = () => {
    const rgba = ctx.getImageData(0, 0, width, height).data;
    const data = new Uint8Array(width * height);
    for (let i = 0; i < data.length; i++) data[i] = rgba[4 * i]!;
    return data;
  };
  return { canvas, ctx, grey };
}

/** What vertical writing sets turned a quarter: dashes, a long vowel's bar, brackets. */
const TURNED_IN_COLUMNS = /[ー－（）()〜-]/;

/**
 * A page in vertical writing (縦書き) as a page image has it: each string a column, read top to
 * bottom, the columns right to left from the page's right edge, `px` a character at a pitch of
 * 1.1 × px, columns 1.8 × px apart; a dash, a bar or a bracket turned a quarter, as vertical
 * writing sets them, and a small kana or a 、 at its cell's top right. 8-bit grey.
 */
export function renderVerticalPage(columns: string[], { px = 28, width = 1240, height = 1754, top = 120 } = {}) {
  const { canvas, ctx, grey } = whitePage(width, height, `${px}px "${TEST_FONT}"`);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const pitch = Math.round(px * 1.1);
  columns.forEach((column, c) => {
    const x = width - 120 - c * Math.round(px * 1.8);
    [...column].forEach((ch, k) => {
      const y = top + k * pitch + pitch / 2;
      ctx.save();
      if (TURNED_IN_COLUMNS.test(ch)) {
        ctx.translate(x, y);
        ctx.rotate(Math.PI / 2);
        ctx.fillText(ch, 0, 0);
      } else if (/[、。ぁぃぅぇぉっゃゅょァィゥェォッャュョ]/.test(ch)) {
        // Set at the top right of its cell, where vertical writing puts it.
        ctx.fillText(ch, x + px * 0.3, y - px * 0.3);
      } else ctx.fillText(ch, x, y);
      ctx.restore();
    });
  });
  return { width, height, data: grey(), png: () => canvas.toBuffer('image/png') };
}
