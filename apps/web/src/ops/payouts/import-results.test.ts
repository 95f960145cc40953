import { describe, expect, it } from 'vitest';
import { readResultFile, rowsFromErrors } from './import-results.ts';

describe('readResultFile', () => {
  it('reads UTF-8 (with a BOM) as it is', async () => {
    const text = '\uFEFF明細番号,結果\r\n12,済\r\n';
    expect(await readResultFile(new Blob([new TextEncoder().encode(text)]))).toBe('明細番号,結果\r\n12,済\r\n');
  });

  it('falls back to Shift_JIS, which bank portals write', async () => {
    // 「済」 = 0x8DCF, 「不能」 = 0x9573 0x945C in Shift_JIS
    const bytes = new Uint8Array([0x31, 0x32, 0x2c, 0x8d, 0xcf, 0x0d, 0x0a, 0x31, 0x33, 0x2c, 0x95, 0x73, 0x94, 0x5c]);
    expect(await readResultFile(new Blob([bytes]))).toBe('12,済\r\n13,不能');
  });
});

describe('rowsFromErrors', () => {
  it('turns the server field errors row<N> into report rows', () => {
    expect(
      rowsFromErrors([
        { field: 'row3', message: '3行目：振込金額が一致しません。' },
        { field: 'content', message: '見出し行がありません。' },
      ]),
    ).toEqual([
      { row: 3, line_id: null, outcome: 'error', message: '3行目：振込金額が一致しません。' },
      { row: 0, line_id: null, outcome: 'error', message: '見出し行がありません。' },
    ]);
  });
});
