import iconv from 'iconv-lite';

/**
 * CSV text as the accounting products read it (RFC 4180): a field is quoted only when it holds a
 * comma, a double or single quote (freee reads both as quoting marks) or a leading/trailing space,
 * double quotes doubled; line breaks and tabs inside a value become spaces (one journal is one line
 * in every format); records end with CRLF, the last one too.
 */
export type Cell = string | number | null | undefined;

export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not whole yen: ${value}`);
    return String(value);
  }
  const text = value.replace(/[\r\n\t\u2028\u2029]+/g, ' ');
  return /[",']|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * Shift_JIS (the encoder the 総合振込 file uses). A character Shift_JIS lacks becomes "?" rather
 * than failing the whole export: names are the buyer's own text, the amounts are digits.
 */
export function shiftJis(text: string): Buffer {
  return iconv.encode(text, 'Shift_JIS');
}

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** UTF-8 with a BOM, so Excel on Japanese Windows does not read it as Shift_JIS. */
export function utf8WithBom(text: string): Buffer {
  return Buffer.concat([UTF8_BOM, Buffer.from(text, 'utf8')]);
}

/** 2026-12-01 → 2026/12/01, the form all three products document. */
export function slashDate(isoDate: string): string {
  return isoDate.replaceAll('-', '/');
}
