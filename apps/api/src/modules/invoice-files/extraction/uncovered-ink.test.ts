import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box, OcrLine } from './holder-reread.mjs';
import { greyFromPgm, toGrey, toPgm } from './ocr-image.mjs';
import { cropBox, findUncoveredLines, placeReadings, readUncoveredInk, type LineReader } from './uncovered-ink.mjs';

// An 800 × 600 white page; fill paints a rectangle black. A "character" is a 24 px square of
// strokes (three bars), set with 4 px between characters, as a line of 10.5 pt type at 200 dpi.
function page() {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height).fill(255);
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) data.fill(0, y * width + x0, y * width + x1);
  };
  const characters = (x: number, y: number, n: number) => {
    for (let k = 0; k < n; k++) {
      const cx = x + k * 28;
      fill(cx, y, cx + 24, y + 3);
      fill(cx + 10, y, cx + 13, y + 24);
      fill(cx, y + 21, cx + 24, y + 24);
    }
    return { x0: x, y0: y, x1: x + n * 28 - 4, y1: y + 24 };
  };
  return { img: { width, height, data }, fill, characters };
}
const word = (bbox: Box, text = '請求書') => ({ text, bbox });

describe('findUncoveredLines', () => {
  it('finds a line of characters inside a drawn box that no word covers, and nothing that tesseract read', () => {
    const { img, fill, characters } = page();
    const words = [word(characters(40, 40, 8)), word(characters(40, 100, 5)), word(characters(300, 100, 4))];
    // A frame round a block, as a 振込先 or an お支払期限 box is drawn.
    fill(380, 300, 700, 302);
    fill(380, 380, 700, 382);
    fill(380, 300, 382, 382);
    fill(698, 300, 700, 382);
    const skipped = characters(400, 328, 9);
    const found = findUncoveredLines(img, words);
    expect(found).toHaveLength(1);
    const [box] = found as [Box];
    // Within a cell of the characters' own box: the frame is not part of the line.
    expect(Math.abs(box.x0 - skipped.x0)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.x1 - skipped.x1)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.y0 - skipped.y0)).toBeLessThanOrEqual(4);
    expect(Math.abs(box.y1 - skipped.y1)).toBeLessThanOrEqual(4);
  });

  it('leaves out a seal, a rule, dust and a picture: nothing the size and shape of a line', () => {
    const { img, fill, characters } = page();
    const words = [word(characters(40, 40, 8)), word(characters(40, 100, 5)), word(characters(300, 100, 4))];
    fill(600, 40, 660, 100); // a seal: square
    fill(40, 200, 760, 203); // a rule across the page
    fill(100, 300, 102, 302); // dust
    fill(40, 400, 400, 560); // a picture: far taller than a line
    fill(500, 450, 503, 453);
    expect(findUncoveredLines(img, words)).toEqual([]);
  });

  it('reads under a word tesseract guessed over several lines, and not under one it was sure of', () => {
    const { img, characters } = page();
    const words = [word(characters(40, 40, 8)), word(characters(40, 100, 5)), word(characters(300, 100, 4))];
    const first = characters(400, 300, 6);
    const second = characters(400, 336, 7);
    // One box over both lines, as tesseract boxes '中' at 0 over a 請求日 and a 請求書No. it could not read.
    const over = { x0: 396, y0: 296, x1: 600, y1: 364 };
    const guessed = { ...word(over, '中'), confidence: 0 };
    expect(findUncoveredLines(img, [...words, guessed]).map((b) => b.y0)).toEqual([first.y0, second.y0]);
    expect(findUncoveredLines(img, [...words, { ...guessed, confidence: 60 }])).toEqual([]);
    // A single line's word, unsure but a line tall, is tesseract's reading of it: it still covers.
    const oneLine = { ...word({ x0: 396, y0: 296, x1: 600, y1: 328 }, '中'), confidence: 0 };
    expect(findUncoveredLines(img, [...words, oneLine]).map((b) => b.y0)).toEqual([second.y0]);
  });

  it('keeps the lines of a block apart, top to bottom', () => {
    const { img, characters } = page();
    const words = [word(characters(40, 40, 8)), word(characters(40, 100, 5)), word(characters(300, 100, 4))];
    const first = characters(400, 300, 6);
    const second = characters(400, 336, 7);
    const found = findUncoveredLines(img, words);
    expect(found.map((b) => b.y0)).toEqual([first.y0, second.y0]);
  });
});

describe('cropBox', () => {
  it('cuts the box with a margin onto a white border', () => {
    const { img, characters } = page();
    const box = characters(100, 100, 3);
    const crop = cropBox(img, box, 4, 12);
    expect(crop.width).toBe(box.x1 - box.x0 + 8 + 24);
    expect(crop.height).toBe(24 + 8 + 24);
    expect(crop.data[0]).toBe(255);
    expect(crop.data[(12 + 4) * crop.width + 12 + 4]).toBe(0); // the first character's top-left corner
  });
});

// tesseract's lines as the page's reading gives them, one word each.
const line = (text: string, x0: number, y0: number, x1: number): OcrLine => ({
  text: `${text}\n`,
  bbox: { x0, y0, x1, y1: y0 + 30 },
  words: [{ text, bbox: { x0, y0, x1, y1: y0 + 30 } }],
});

describe('placeReadings', () => {
  const lines = [line('請求書', 600, 50, 800), line('株式会社青葉 御中', 100, 150, 500), line('お支払期限', 100, 300, 300)];
  const text = '請求書\n\n株式会社青葉 御中\n\nお支払期限\n';

  it("puts a value read on a label's row at the end of the label's line, after a column break", () => {
    const out = placeReadings(text, lines, [{ bbox: { x0: 400, y0: 302, x1: 600, y1: 330 }, text: '2026年1月31日' }]);
    expect(out).toBe('請求書\n\n株式会社青葉 御中\n\nお支払期限\t2026年1月31日\n');
  });

  it('puts a line read on a row of its own under the line above it in its column, a block in order', () => {
    const box = [
      { bbox: { x0: 120, y0: 400, x1: 400, y1: 430 }, text: 'お振込先 みずほ銀行 本店' },
      { bbox: { x0: 120, y0: 440, x1: 300, y1: 470 }, text: '普通 1234567' },
    ];
    expect(placeReadings(text, lines, box.reverse())).toBe(
      '請求書\n\n株式会社青葉 御中\n\nお支払期限\nお振込先 みずほ銀行 本店\n普通 1234567\n',
    );
  });

  it('sets the cells of a row in order across the page, whichever side of the line they were read on', () => {
    const row = [line('\\48,150', 900, 500, 1000)];
    const out = placeReadings('\\48,150\n', row, [
      { bbox: { x0: 100, y0: 500, x1: 200, y1: 530 }, text: '11件' },
      { bbox: { x0: 600, y0: 500, x1: 700, y1: 530 }, text: '4,377' },
      { bbox: { x0: 1100, y0: 502, x1: 1200, y1: 530 }, text: '(税込)' },
    ]);
    expect(out).toBe('11件\t4,377\t\\48,150\t(税込)\n');
  });

  it('puts a reading left of a line before it, and one above every line in its column before the first below', () => {
    const out = placeReadings(text, lines, [
      { bbox: { x0: 10, y0: 150, x1: 90, y1: 180 }, text: '宛先' },
      { bbox: { x0: 100, y0: 105, x1: 300, y1: 135 }, text: 'No. 2026-001' },
    ]);
    expect(out).toBe('請求書\n\nNo. 2026-001\n宛先\t株式会社青葉 御中\n\nお支払期限\n');
  });
});

describe('readUncoveredInk', () => {
  const { img, characters } = page();
  const words = [characters(40, 40, 8), characters(40, 100, 5), characters(300, 100, 4)];
  const read: OcrLine[] = words.map((bbox, k) => ({ text: `行${k}\n`, bbox, words: [{ text: `行${k}`, bbox }] }));
  const data = { text: '行0\n行1 行2\n', blocks: [{ paragraphs: [{ lines: read }] }] };
  characters(400, 300, 6);
  characters(400, 400, 6);

  // A worker that reads each crop as the next of `answers`, and records its page segmentation.
  function fakeWorker(answers: { text: string; confidence: number }[]) {
    const modes: string[] = [];
    const crops: number[] = [];
    const worker: LineReader = {
      async setParameters(params) {
        modes.push(params.tessedit_pageseg_mode!);
      },
      async recognize(image) {
        crops.push(greyFromPgm(image)!.width);
        return { data: answers.shift() ?? { text: '', confidence: 0 } };
      },
    };
    return { worker, modes, crops };
  }

  it('reads each line left out as one line, keeps what it is sure of, and restores the page segmentation', async () => {
    const { worker, modes, crops } = fakeWorker([
      { text: '振込先 ゆうちょ銀行\n', confidence: 91 },
      { text: 'ーにに\n', confidence: 40 },
    ]);
    const out = await readUncoveredInk(worker, img, data, { psm: '3' });
    expect(out).toBe('行0\n行1 行2\n振込先 ゆうちょ銀行\n');
    expect(crops).toHaveLength(2);
    expect(modes).toEqual(['7', '3']);
  });

  it('stops reading at the deadline and keeps the page as read when nothing was read', async () => {
    const { worker, crops } = fakeWorker([{ text: '振込先 ゆうちょ銀行\n', confidence: 91 }]);
    expect(await readUncoveredInk(worker, img, data, { deadline: performance.now() - 1 })).toBe(data.text);
    expect(crops).toHaveLength(0);
  });
});

// The behaviour with tesseract itself: a page is read, the お支払期限 line is taken out of the
// reading as the layout analysis leaves out a boxed block, and the line is found, read and put back.
describe('a line the layout analysis left out, with tesseract', () => {
  let worker: Worker;
  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    GlobalFonts.registerFromPath(
      require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
      'Noto Sans JP Uncovered',
    );
    const langPath = join(dirname(require.resolve('@tesseract.js-data/jpn/package.json')), '4.0.0_best_int');
    worker = await createWorker('jpn', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1', debug_file: '/dev/null' });
  }, 60_000);
  afterAll(() => worker?.terminate());

  it('reads the left-out line and puts it back under the line above it', { timeout: 60_000 }, async () => {
    // A4 at 200 dpi, 10.5 pt text, a box drawn round the due date as invoices do.
    const canvas = createCanvas(1654, 2339);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    ctx.font = '30px "Noto Sans JP Uncovered"';
    const lines = [
      '株式会社サンプル商事 御中',
      'ご請求金額 ¥110,000-',
      'お支払期限 2026年1月31日',
      'みずほ銀行 渋谷支店 普通 1234567',
    ];
    lines.forEach((text, i) => ctx.fillText(text, 160, 300 + i * 80));
    ctx.strokeRect(140, 430, 520, 60);
    const page = toGrey(ctx, canvas.width, canvas.height);

    const { data } = await worker.recognize(toPgm(page), {}, { blocks: true, text: true });
    const skip = (text: string) => /期限/.test(text);
    const blocks = (data.blocks ?? []).map((b) => ({
      ...b,
      paragraphs: b.paragraphs.map((p) => ({ ...p, lines: p.lines.filter((l) => !skip(l.text)) })),
    }));
    const skipped = data.text
      .split('\n')
      .filter((l) => !skip(l))
      .join('\n');
    expect(skipped).not.toMatch(/2026/);

    const out = await readUncoveredInk(worker, page, { text: skipped, blocks }, { psm: '3' });
    const outLines = out.split('\n').map((l) => l.replace(/\s+/g, ''));
    const due = outLines.findIndex((l) => l.includes('2026年1月31日'));
    expect(due).toBeGreaterThan(outLines.findIndex((l) => l.includes('110,000')));
    expect(due).toBeLessThan(outLines.findIndex((l) => l.includes('1234567')));
  });
});
