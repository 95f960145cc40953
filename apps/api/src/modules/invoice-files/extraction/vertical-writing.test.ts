import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoiceExtractor, type InvoiceExtractor } from './extractor.ts';
import { registerTestFont, renderLine, renderVerticalPage } from './rendered-line.test-support.ts';
import { columnCharacters, findColumns, setColumnsAcross } from './vertical-writing.mjs';

// A shrine's 初穂料 invoice set like a letter in vertical writing (L164), right to left.
const LETTER = [
  '請求番号　７－０８８',
  '株式会社山田建設　御中',
  '謹啓　時下ますますご清栄のこととお慶び申し上げます。',
  '一、御請求金額　金６３，０００円也',
  '一、お支払期限　令和七年九月三十日',
  '一、御振込先　ゆうちょ銀行　記号１６６４０　番号７３９１５６４１',
  '口座名義　シユウ）イナリジンジヤ',
  '令和七年八月三十一日',
  '〒３６９－１２０３　埼玉県大里郡寄居町寄居１６２４番地',
  '宗教法人稲荷神社　宮司　井上　健一',
  '登録番号　Ｔ７８７５３８４５５７７２５',
];

beforeAll(() => registerTestFont());

describe('findColumns', () => {
  it('finds the columns of a page in vertical writing, right to left', () => {
    const page = renderVerticalPage(LETTER);
    const found = findColumns(page);
    expect(found).not.toBeNull();
    const columns = found!.columns.filter((c) => c.y1 - c.y0 > 200);
    expect(columns).toHaveLength(LETTER.length);
    const centres = columns.map((c) => (c.x0 + c.x1) / 2);
    expect(centres).toEqual([...centres].sort((a, b) => b - a));
  });

  it('finds none on a page written across', () => {
    const width = 1240;
    const page = { width, height: 1754, data: new Uint8Array(width * 1754).fill(255) };
    LETTER.forEach((text, i) => {
      const line = renderLine(text, 28);
      for (let y = 0; y < line.height; y++) {
        const row = line.data.subarray(y * line.width, y * line.width + Math.min(line.width, width));
        page.data.set(row, (100 + i * 90 + y) * width);
      }
    });
    expect(findColumns(page)).toBeNull();
  });

  it('leaves out what the reading across read well (an item table under the letter)', () => {
    const page = renderVerticalPage(LETTER);
    const found = findColumns(page, [{ x0: 0, y0: 0, x1: 1240, y1: 1754 }]);
    expect(found).toBeNull();
  });
});

describe('columnCharacters', () => {
  it('cuts a column into its characters on their pitch, う’s dot with its body, a space between words', () => {
    const page = renderVerticalPage(['御振込先　ゆうちょ銀行']);
    const [column] = findColumns({ ...page, data: page.data }, [])?.columns ?? [];
    // (Too few shapes on a page of one column for findColumns: the column's box measured here.)
    const box = column ?? inkBox(page);
    const cells = columnCharacters(page, box);
    expect(cells).toHaveLength(10);
    expect(cells.map((c) => c.spaceBefore)).toEqual([false, false, false, false, true, false, false, false, false, false]);
  });
});

describe('setColumnsAcross', () => {
  it('sets each column as a line across, in reading order', () => {
    const page = renderVerticalPage(LETTER);
    const found = findColumns(page)!;
    const across = setColumnsAcross(page, found.columns);
    // As many lines of ink as columns, one under another.
    const rows: boolean[] = [];
    for (let y = 0; y < across.height; y++) {
      let ink = false;
      for (let x = 0; x < across.width && !ink; x++) ink = across.data[y * across.width + x]! < 128;
      rows.push(ink);
    }
    const lines = rows.filter((ink, y) => ink && !rows[y - 1]).length;
    expect(lines).toBeGreaterThanOrEqual(LETTER.length);
    expect(across.width).toBeGreaterThan(across.height / 2);
  });
});

describe('a page image in vertical writing, read', () => {
  let extractor: InvoiceExtractor;
  beforeAll(() => {
    extractor = createInvoiceExtractor({ secondReadingUntilMs: { photo: 60_000, page: 60_000 } });
  });
  afterAll(() => extractor.close());

  it('reads the fields a letter in 縦書き prints', { timeout: 120_000 }, async () => {
    const png = renderVerticalPage(LETTER).png();
    const result = await extractor.extract(png, 'image/png');
    const values = Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, v.value]));
    // (Read across, the page was noise: none of these came out of it.)
    expect(values).toMatchObject({
      total_amount: 63000,
      due_date: '2025-09-30',
      bank_name: 'ゆうちょ銀行',
      account_number: '7391564',
      registration_number: 'T7875384557725',
    });
  });
});

/** The box of a page's ink. */
function inkBox(page: { width: number; height: number; data: Uint8Array }) {
  const box = { x0: page.width, y0: page.height, x1: 0, y1: 0 };
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      if (page.data[y * page.width + x]! >= 128) continue;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x + 1);
      box.y1 = Math.max(box.y1, y + 1);
    }
  }
  return box;
}
