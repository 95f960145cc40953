import { beforeAll, describe, expect, it } from 'vitest';
import { cropAround, holderTemplates, mayFollow, readHalfWidthLine, spellGlyphs } from './kana-glyphs.mjs';
import { registerTestFont, renderLine } from './rendered-line.test-support.ts';

const line = renderLine;
const read = (text: string, px?: number) => readHalfWidthLine(line(text, px), holderTemplates())?.text;

// The same line as a phone photo has it: grey ink on grey paper (#444 on #ddd), blurred by a box
// of 2 × radius + 1 pixels each way.
function photographed(text: string, px: number, radius = 1) {
  const img = line(text, px);
  let data = Uint8Array.from(img.data, (v) => Math.round(0x44 + ((0xdd - 0x44) * v) / 255));
  for (const [dx, dy] of [
    [1, 0],
    [0, 1],
  ] as const) {
    const out = new Uint8Array(data.length);
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++) {
        let sum = 0;
        let n = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = x + k * dx;
          const yy = y + k * dy;
          if (xx < 0 || yy < 0 || xx >= img.width || yy >= img.height) continue;
          sum += data[yy * img.width + xx]!;
          n++;
        }
        out[y * img.width + x] = Math.round(sum / n);
      }
    data = out;
  }
  return { width: img.width, height: img.height, data };
}

beforeAll(registerTestFont);

describe('readHalfWidthLine', () => {
  it('reads a company holder with its legal form, voicing marks and long vowel', () => {
    expect(read('ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ')).toBe('カ)ホクトテクノロジー');
    expect(read('ﾀﾞｲﾜｾｲｷ(ﾕ', 17)).toBe('ダイワセイキ(ユ');
    expect(read('ﾍﾟﾝｷﾞﾝﾎﾟｯﾌﾟ')).toBe('ペンギンポップ');
  });

  it('keeps a small kana small and a large one large, and the space between two names', () => {
    expect(read('ｷﾑﾗ ｼｮｳﾀ')).toBe('キムラ ショウタ');
    expect(read('ｷﾑﾗ ｼﾖｳﾀ')).toBe('キムラ シヨウタ');
    expect(read('ﾖｼﾀﾞ ｹﾝｲﾁ', 17)).toBe('ヨシダ ケンイチ');
    expect(read('ﾓﾘﾒｸﾞﾐ')).toBe('モリメグミ');
  });

  it('reads a photo’s blurred, grey glyphs sharpened, not as heavier ones of like shape', () => {
    const readPhoto = (text: string) =>
      readHalfWidthLine(photographed(text, 24), holderTemplates(), undefined, { blurred: true })?.text;
    expect(readPhoto('ｼｽﾃﾑｽﾞ')).toBe('システムズ');
    expect(readPhoto('ﾎｸﾄﾃｸﾉ')).toBe('ホクトテクノ');
    expect(readPhoto('ﾀﾞｲﾜｾｲｷ')).toBe('ダイワセイキ');
    // As a page image's line, the same photo reads other glyphs.
    expect(readHalfWidthLine(photographed('ｼｽﾃﾑｽﾞ', 24), holderTemplates())?.text).not.toBe('システムズ');
  });

  it("reads a date's or an amount's digits as digits, so that a line OCR took for a holder is left alone", () => {
    expect(read('R8.11.15')).toMatch(/8\.11\.15$/);
    expect(read('52,052')).toBe('52,052');
  });

  it('leaves a line of full-width characters to OCR', () => {
    expect(readHalfWidthLine(line('カ)ホクトテクノロジー'), holderTemplates())).toBeNull();
    expect(readHalfWidthLine(line('振込手数料は貴社にてご負担ください。'), holderTemplates())).toBeNull();
  });

  it("reaches the holder's first kana that OCR's box missed, and stops at the label before it", () => {
    const img = line('口座名義 ｶ)ﾐﾄﾞﾘﾘｰｽ');
    // OCR boxed only ﾐﾄﾞﾘﾘｰｽ: the ｶ) before it is the holder's, the 義 (wider) and the space are not.
    const core = { x0: Math.round(img.advance('口座名義 ｶ)')), x1: Math.round(img.advance('口座名義 ｶ)ﾐﾄﾞﾘﾘｰｽ')) };
    expect(readHalfWidthLine(img, holderTemplates(), core)?.text).toBe('カ)ミドリリース');
  });

  it('reads a line cropped around the box OCR gave', () => {
    const img = line('普通 1234567  ｱｵﾊﾞｼｮｸﾋﾝ(ｶ');
    const x0 = Math.round(img.advance('普通 1234567  ｱ'));
    const { crop, core } = cropAround(img, { x0, y0: 22, x1: Math.round(img.advance('普通 1234567  ｱｵﾊﾞｼｮｸﾋﾝ(ｶ')), y1: 44 });
    expect(readHalfWidthLine(crop, holderTemplates(), core)?.text).toBe('アオバショクヒン(カ');
  });
});

describe('spelling', () => {
  it('puts a voicing mark only on a kana that takes it, a small kana only after a kana', () => {
    expect(mayFollow('ﾀ', 'ﾞ')).toBe(true);
    expect(mayFollow('ﾀ', 'ﾟ')).toBe(false);
    expect(mayFollow('ﾊ', 'ﾟ')).toBe(true);
    expect(mayFollow('', 'ｮ')).toBe(false);
    expect(mayFollow('ｼ', 'ｮ')).toBe(true);
    expect(mayFollow(')', 'ｰ')).toBe(false);
    // A small kana only after one it can modify, through a voicing mark.
    expect(mayFollow('ｺ', 'ｩ')).toBe(false);
    expect(mayFollow('ｳ', 'ｮ')).toBe(false);
    expect(mayFollow('ﾄ', 'ｩ')).toBe(true);
    expect(mayFollow('ﾞ', 'ｮ', 'ｼ')).toBe(true);
    expect(mayFollow('ﾞ', 'ｮ', 'ﾀ')).toBe(false);
    expect(mayFollow('ｺ', 'ｯ')).toBe(true);
  });

  // Glyphs as the comparison scores them: each character's likeness.
  const glyph = (scores: Record<string, number>, spaceBefore = false) => ({
    x0: 0,
    x1: 0,
    spaceBefore,
    scores: new Map(Object.entries(scores)),
  });
  const spelled = (glyphs: ReturnType<typeof glyph>[]) =>
    spellGlyphs(glyphs)
      .map((g: { char: string }) => g.char)
      .join('');

  it("spells a holder's legal form as one a bank abbreviates when it fits nearly as well (ｺ) is none)", () => {
    const name = [glyph({ ｱ: 0.95 }), glyph({ ｵ: 0.95 })];
    expect(spelled([glyph({ ｺ: 0.94, ﾕ: 0.93 }), glyph({ ')': 0.97 }), ...name])).toBe('ﾕ)ｱｵ');
    expect(spelled([...name, glyph({ '(': 0.97 }), glyph({ ｺ: 0.94, ﾕ: 0.93 })])).toBe('ｱｵ(ﾕ');
    // …but not one that fits far worse than what the glyph looks like.
    expect(spelled([glyph({ ｺ: 0.95, ﾕ: 0.7 }), glyph({ ')': 0.97 }), ...name])).toBe('ｺ)ｱｵ');
  });

  it('takes the next likeliest character where the likeliest cannot follow (a ﾟ after ﾀ is a ﾞ)', () => {
    expect(spelled([glyph({ ﾀ: 0.95 }), glyph({ ﾟ: 0.93, ﾞ: 0.92 })])).toBe('ﾀﾞ');
    expect(spelled([glyph({ ﾊ: 0.95 }), glyph({ ﾟ: 0.93, ﾞ: 0.92 })])).toBe('ﾊﾟ');
    // A dash after a kana is its long vowel.
    expect(spelled([glyph({ ｶ: 0.95 }), glyph({ '-': 0.95, ｰ: 0.9 })])).toBe('ｶｰ');
  });
});

describe('holderTemplates', () => {
  it('holds every glyph a holder may carry for each font, with its pitch', () => {
    const templates = holderTemplates();
    const fonts = new Set(templates.map((t) => t.font));
    expect(fonts.size).toBeGreaterThanOrEqual(4);
    for (const font of fonts) {
      const chars = new Set(templates.filter((t) => t.font === font).map((t) => t.char));
      for (const c of 'ｱｶｻﾀﾅﾊﾏﾔﾗﾜﾝｯｮﾞﾟｰ()') expect(chars.has(c), `${font} ${c}`).toBe(true);
      expect(templates.find((t) => t.font === font)!.pitch).toBeGreaterThan(0.5);
    }
  });
});
