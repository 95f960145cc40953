/**
 * CSV for Excel (Japanese Windows included): UTF-8 with a BOM (without it Excel reads Shift_JIS and
 * garbles the Japanese), CRLF line ends, every text cell quoted. A text cell that Excel would run
 * as a formula (= + @ - and control characters first) gets a leading apostrophe (OWASP CSV injection).
 */
export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

type Cell = string | number | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+@\t\r]|^-(?!\d)/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvBytes(header: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))];
  return Buffer.concat([UTF8_BOM, Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
