import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoiceExtractor, type InvoiceExtractor } from './extractor.ts';
import {
  cropLine,
  findHolderSegments,
  isKatakanaReading,
  lineTextFromSymbols,
  rereadHolders,
  smallKanaPrintedLarge,
  spliceSegments,
  withKanaLarge,
  type Box,
  type OcrLine,
  type SegmentReader,
} from './holder-reread.mjs';
import { registerTestFont, renderLine, TEST_FONT } from './rendered-line.test-support.ts';

// Lines as tesseract gives them: words with boxes, laid out left to right at a 30 px line height.
function line(y: number, ...cells: [number, string][]): OcrLine {
  const words = cells.flatMap(([x, text]) =>
    text.split(' ').map((t, i, all) => {
      const x0 = x + all.slice(0, i).join('').length * 30 + i * 10;
      return { text: t, bbox: { x0, y0: y, x1: x0 + t.length * 30, y1: y + 30 }, confidence: 60 };
    }),
  );
  const bbox: Box = { x0: words[0]!.bbox.x0, y0: y, x1: words.at(-1)!.bbox.x1, y1: y + 30 };
  return { text: `${words.map((w) => w.text).join(' ')}\n`, bbox, words };
}
const segmentText = (lines: OcrLine[]) => findHolderSegments(lines).map((s) => s.words.map((w) => w.text).join(' '));

describe('findHolderSegments', () => {
  it('takes the cell right of a 名義 label, up to a column gap or a rule', () => {
    expect(segmentText([line(100, [100, '口座 名義 がビ ロメ'], [900, 'TEL 03-1234-5678'])])).toEqual(['がビ ロメ']);
    expect(segmentText([line(100, [100, '「口座名義」 アオ ハ* |'], [700, '金額'])])).toEqual(['アオ ハ*']);
  });

  it('takes the cell below a 名義 column heading, or below a stacked account number', () => {
    const table = [
      line(100, [100, '銀行名 支店 口座番号'], [700, '口座名義']),
      line(140, [100, 'みずほ銀行 本店 1234567'], [700, 'カ) ホクト']),
    ];
    expect(segmentText(table)).toEqual(['カ) ホクト']);
    const stacked = [line(100, [600, '普通 3513478']), line(140, [100, '〒100-0001'], [600, 'ミトウュ(1'])];
    expect(segmentText(stacked)).toEqual(['ミトウュ(1']);
  });

  it('takes what follows a 普通/当座 account number on its line, but not a phone number below it', () => {
    expect(segmentText([line(100, [100, '城南信用金庫 新宿支店 普通 4591316 カ)ミナ トデンキ'])])).toEqual(['カ)ミナ トデンキ']);
    expect(segmentText([line(100, [100, '当座 1234567']), line(140, [100, 'TEL 03-1234-5678'])])).toEqual([]);
  });

  it('also takes the next line when the holder runs to the end of its line', () => {
    const wrapped = [line(100, [100, '普通預金 0028530 名義 加タ']), line(140, [100, 'ハ゛ショクヒン'])];
    expect(segmentText(wrapped)).toEqual(['加タ', 'ハ゛ショクヒン']);
  });

  it('finds nothing on an invoice line without bank details', () => {
    expect(segmentText([line(100, [100, 'ご請求金額 ¥977,900-']), line(140, [100, '品名 数量 単価'])])).toEqual([]);
  });
});

describe('lineTextFromSymbols', () => {
  const symbols = (...items: [string, number, number][]) =>
    items.map(([text, x0, x1]) => ({ text, bbox: { x0, y0: 0, x1, y1: 22 } }));

  it('joins a voicing mark read apart to its kana and reads a dash after katakana as ー', () => {
    expect(lineTextFromSymbols(symbols(['ロ', 0, 20], ['シ', 26, 46], ['`', 52, 58], ['一', 62, 84]))).toBe('ロジー');
    expect(lineTextFromSymbols(symbols(['ハ', 0, 20], ['*', 22, 30], ['ス', 36, 56], ['~', 57, 62], ['“', 63, 70]))).toBe('バズ');
  });

  it('keeps a real space (a character wide) and drops the gaps inside a name', () => {
    const name = symbols(
      ['キ', 12, 34],
      ['ム', 35, 60],
      ['ラ', 63, 85],
      ['シ', 107, 129],
      ['ョ', 134, 154],
      ['ウ', 158, 183],
      ['タ', 185, 210],
    );
    expect(lineTextFromSymbols(name)).toBe('キムラ ショウタ');
    expect(lineTextFromSymbols(symbols(['カ', 0, 22], [')', 40, 50], ['ホ', 70, 92]))).toBe('カ)ホ');
  });

  it('never puts a space before a small kana: the gap is a voicing mark’s, read apart', () => {
    const giyou = symbols(['コ', 0, 20], ['キ', 24, 44], ['~', 46, 52], ['ョ', 70, 86], ['ウ', 90, 110]);
    expect(lineTextFromSymbols(giyou)).toBe('コギョウ');
  });
});

describe('isKatakanaReading', () => {
  it.each(['カ)ホクトテクノロジー', 'キムラ ショウタ', 'アオバシステムズ(ユ'])('accepts %j', (s) =>
    expect(isKatakanaReading(s)).toBe(true),
  );
  it.each(['単価', '詩人', 'カ)', 'ミトウ 1234', '株式会社ホクト'])('refuses %j', (s) =>
    expect(isKatakanaReading(s)).toBe(false),
  );
});

describe('spliceSegments', () => {
  it('puts the new reading in place of the segment’s words and leaves the rest of the text', () => {
    const lines = [line(100, [100, '請求書']), line(140, [100, '普通 1234567 名義 がビ ロメ'])];
    const text = '請求書\n\n普通 1234567 名義 がビ ロメ\n';
    const segments = findHolderSegments(lines);
    expect(spliceSegments(text, lines, segments, ['カ)ホクト'])).toBe('請求書\n\n普通 1234567 名義 カ)ホクト\n');
    expect(spliceSegments(text, lines, segments, [null])).toBe(text);
  });
});

describe('smallKanaPrintedLarge', () => {
  // A full-width holder as a 150 dpi page prints it (22 px Noto Sans JP), each character's box
  // where the font's advances put it, and the text as tesseract read it (its small kana).
  function printed(text: string, readAs: string) {
    const px = 22;
    const { advance, ...page } = renderLine(text, px);
    const chars = [...text];
    const symbols = [...readAs].map((ch, i) => ({
      text: ch,
      bbox: { x0: advance(chars.slice(0, i).join('')), y0: px, x1: advance(chars.slice(0, i + 1).join('')), y1: px * 2 },
    }));
    const bbox = { x0: symbols[0]!.bbox.x0, y0: px, x1: symbols.at(-1)!.bbox.x1, y1: px * 2 };
    return { page, words: [{ text: readAs, bbox, symbols }] };
  }

  beforeAll(registerTestFont);

  it('puts large a kana printed large that tesseract read small', () => {
    const { page, words } = printed('カ)チヨダウンユ', 'カ)チョダウンユ');
    expect(withKanaLarge('カ) チョダウンユ', smallKanaPrintedLarge(page, words))).toBe('カ) チヨダウンユ');
  });

  it('keeps a small kana printed small', () => {
    const { page, words } = printed('シホウショシ タカハシ', 'シホウショシ タカハシ');
    expect(smallKanaPrintedLarge(page, words)).toEqual([false]);
    const mixed = printed('キヨウワショウジ', 'キョウワショウジ');
    expect(withKanaLarge('キョウワショウジ', smallKanaPrintedLarge(mixed.page, mixed.words))).toBe('キヨウワショウジ');
  });
});

describe('cropLine', () => {
  // A neighbour (x 10–29), then the holder: two characters (x 40–49 and 52–61) whose box, as
  // tesseract gave it, starts inside the first one.
  const img = { width: 100, height: 50, data: new Uint8Array(5000).fill(255) };
  for (let y = 20; y < 30; y++)
    for (const [a, b] of [
      [10, 30],
      [40, 50],
      [52, 62],
    ] as const)
      for (let x = a; x < b; x++) img.data[y * 100 + x] = 0;
  const dark = (g: { data: Uint8Array }) => g.data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);

  it('cuts from the white before the first character to the white after the last, stretched', () => {
    const out = cropLine(img, { x0: 45, y0: 20, x1: 62, y1: 30 }, 2, 20);
    // Twice as wide; interpolation darkens a column at each character's edges.
    expect(dark(out)).toBeGreaterThanOrEqual(20 * 10 * 2);
    expect(dark(out)).toBeLessThanOrEqual(20 * 10 * 2 + 4 * 10);
    expect(out.height).toBe(10 + 2 * 4 + 24);
  });

  it('keeps a character whole at stretch 1 and leaves the neighbour out', () => {
    const out = cropLine(img, { x0: 45, y0: 20, x1: 55, y1: 30 }, 1, 20);
    expect(dark(out)).toBe(20 * 10);
  });
});

// The behaviour end to end: a page image whose holder is printed in half-width katakana, as banks
// print it. Read as the page is, tesseract makes noise of it; the second look reads it.
describe('rereadHolders', () => {
  // A tesseract stand-in: what it reads depends on whether the characters are held to a holder's.
  function reader(free: [string, number], held: [string, number]) {
    const params: Record<string, string> = {};
    const worker: SegmentReader = {
      async setParameters(p) {
        Object.assign(params, p);
      },
      async recognize() {
        const [text, confidence] = params.tessedit_char_whitelist ? held : free;
        const symbols = [...text].map((ch, i) => ({ text: ch, bbox: { x0: i * 30, y0: 0, x1: i * 30 + 26, y1: 30 } }));
        return { data: { text, confidence, blocks: [{ paragraphs: [{ lines: [{ words: [{ symbols }] }] }] }] } };
      },
    };
    return { worker, params };
  }
  const page = { width: 1200, height: 400, data: new Uint8Array(1200 * 400).fill(255) };
  const read = (lines: OcrLine[]) => ({ text: lines.map((l) => l.text).join(''), blocks: [{ paragraphs: [{ lines }] }] });

  it('takes a reading held to a holder’s characters over free ones that read kanji and hiragana', async () => {
    const { worker, params } = reader(['がビ口メ', 70], ['カ)ホクトテクノロジー', 56]);
    const lines = read([line(100, [100, '口座 名義 がビ ロメ'])]);
    expect(await rereadHolders(worker, page, lines, { psm: '3', held: false })).toBe(lines.text);
    const text = await rereadHolders(worker, page, lines, { psm: '3' });
    expect(text).toBe('口座 名義 カ)ホクトテクノロジー\n');
    // The worker is left as it was found: the page's segmentation, every character allowed.
    expect(params).toMatchObject({ tessedit_pageseg_mode: '3', tessedit_char_whitelist: '' });
  });

  it('keeps a free reading whose kana the held one only voices differently', async () => {
    const { worker } = reader(['キムラショウタ', 81], ['キムラジョウタ', 81]);
    const text = await rereadHolders(worker, page, read([line(100, [100, '普通 2090557 私ラッョタタ'])]), { psm: '3' });
    expect(text).toBe('普通 2090557 キムラショウタ\n');
  });
});

describe('an account holder in half-width katakana', () => {
  let extractor: InvoiceExtractor;
  beforeAll(() => {
    registerTestFont();
    extractor = createInvoiceExtractor();
  });
  afterAll(() => extractor.close());

  function page(lines: string[]): Buffer {
    // A4 at 150 dpi, 10.5 pt text: what the corpus's page images are.
    const canvas = createCanvas(1240, 1754);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    ctx.font = `22px "${TEST_FONT}"`;
    lines.forEach((text, i) => ctx.fillText(text, 120, 200 + i * 48));
    return canvas.toBuffer('image/png');
  }

  it('reads ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ right of its label and ｷﾑﾗ ｼｮｳﾀ after an account number', { timeout: 120_000 }, async () => {
    const png = page([
      '請求書',
      '株式会社サンプル商事 御中',
      'ご請求金額 ¥110,000-',
      'お振込先',
      'みずほ銀行 渋谷支店 普通 1234567',
      '口座名義 ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ',
    ]);
    const result = await extractor.extract(png, 'image/png');
    expect(result.fields.account_holder.value).toBe('カ)ホクトテクノロジー');

    const sole = await extractor.extract(page(['請求書', '静岡銀行 本店 普通 2090557 ｷﾑﾗ ｼｮｳﾀ']), 'image/png');
    expect(sole.fields.account_holder.value).toBe('キムラ ショウタ');
  });

  // Holders the corpus's page images lost to tesseract's readings, which the glyph-by-glyph reading
  // (kana-glyphs.mjs) gets: without it, ｶ)ﾀﾞｲﾜｼﾞﾕｳｹﾝ comes out 'カ)ダイワシ'.
  it.each([
    ['ｶ)ﾀﾞｲﾜｼﾞﾕｳｹﾝ', 'カ)ダイワジユウケン'],
    ['ﾖｼﾀﾞ ｹﾝｲﾁ', 'ヨシダ ケンイチ'],
    ['ﾎｸﾄｼｮｳｼﾞ(ﾕ', 'ホクトショウジ(ユ'],
  ])('reads %s glyph by glyph', { timeout: 120_000 }, async (printed, holder) => {
    const png = page(['請求書', 'ご請求金額 ¥52,800-', 'お振込先 北都銀行 本店 普通 3104871', `口座名義 ${printed}`]);
    const result = await extractor.extract(png, 'image/png');
    expect(result.fields.account_holder.value).toBe(holder);
  });
});
