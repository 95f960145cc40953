import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { keepLongLocaInSubsets } from './fontkit-subset-fix.ts';

const require = createRequire(import.meta.url);
const bytes = readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'));

function encode(subset: ReturnType<ReturnType<typeof fontkit.create>['createSubset']>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve) => {
    subset
      .encodeStream()
      .on('data', (chunk) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

// The fork's typings leave Path empty; at run time it carries the outline's drawing commands.
const commands = (path: object) => (path as { commands: unknown[] }).commands;

describe('keepLongLocaInSubsets', () => {
  it('every glyph of a Japanese subset keeps its outline (the fork loses most of them)', async () => {
    keepLongLocaInSubsets(bytes);
    const font = fontkit.create(bytes);
    const glyphs = font.layout(
      '支払完了通知書 兼 領収書 株式会社テスト商会 御中 ¥123,456 うち消費税 振込日 2026年12月10日',
    ).glyphs;
    const subset = font.createSubset();
    const ids = glyphs.map((g) => subset.includeGlyph(g));
    const copy = fontkit.create(await encode(subset));
    glyphs.forEach((glyph, i) => {
      const copied = copy.getGlyph(ids[i]!);
      expect(commands(copied.path), String.fromCodePoint(...glyph.codePoints)).toEqual(commands(glyph.path));
      expect(copied.bbox).toEqual(glyph.bbox);
    });
  });
});
