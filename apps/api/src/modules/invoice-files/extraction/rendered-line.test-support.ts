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
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.font = `${px}px "${family}"`;
  ctx.fillText(text, 20, px * 1.9);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[4 * i]!;
  return { width, height, data, advance: (s: string) => 20 + ctx.measureText(s).width };
}
