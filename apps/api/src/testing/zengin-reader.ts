import iconv from 'iconv-lite';
import { expect } from 'vitest';

// An independent reader, written from the published 総合振込 layout (docs/design.md §6), not from
// zengin-transfer.ts: field widths in order per record type, in bytes.
const LAYOUT = {
  '1': [
    ['kind', 1],
    ['category', 2],
    ['codeType', 1],
    ['requesterCode', 10],
    ['requesterName', 40],
    ['date', 4],
    ['bankCode', 4],
    ['bankName', 15],
    ['branchCode', 3],
    ['branchName', 15],
    ['accountType', 1],
    ['accountNumber', 7],
    ['dummy', 17],
  ],
  '2': [
    ['kind', 1],
    ['bankCode', 4],
    ['bankName', 15],
    ['branchCode', 3],
    ['branchName', 15],
    ['clearingHouse', 4],
    ['accountType', 1],
    ['accountNumber', 7],
    ['holderName', 30],
    ['amount', 10],
    ['newCode', 1],
    ['customerCode1', 10],
    ['customerCode2', 10],
    ['transferType', 1],
    ['identification', 1],
    ['dummy', 7],
  ],
  '8': [
    ['kind', 1],
    ['count', 6],
    ['total', 12],
    ['dummy', 101],
  ],
  '9': [
    ['kind', 1],
    ['dummy', 119],
  ],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;

/** Half-width kana (0xA6–0xDF), digits, A–Z, space and ( ) . - / — one byte each in Shift_JIS. */
const ALLOWED_BYTE = (b: number) =>
  (b >= 0xa6 && b <= 0xdf) ||
  (b >= 0x30 && b <= 0x39) ||
  (b >= 0x41 && b <= 0x5a) ||
  [0x20, 0x28, 0x29, 0x2e, 0x2d, 0x2f].includes(b);

/** Reads a 総合振込 file record by record, asserting the layout; fields decoded from Shift_JIS. */
export function readZenginFile(bytes: Buffer) {
  const records: Record<string, string>[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const record = bytes.subarray(offset, offset + 120);
    expect(record.length).toBe(120);
    expect(bytes.subarray(offset + 120, offset + 122).toString('ascii')).toBe('\r\n');
    for (const b of record) expect(ALLOWED_BYTE(b), `byte 0x${b.toString(16)} at ${offset}`).toBe(true);
    const layout = LAYOUT[String.fromCharCode(record[0]!) as keyof typeof LAYOUT];
    expect(layout, `record type ${String.fromCharCode(record[0]!)}`).toBeDefined();
    expect(layout.reduce((sum, [, width]) => sum + width, 0)).toBe(120);
    const fields: Record<string, string> = {};
    let at = 0;
    for (const [name, width] of layout) {
      fields[name] = iconv.decode(record.subarray(at, at + width), 'Shift_JIS');
      at += width;
    }
    records.push(fields);
    offset += 122;
  }
  return records;
}
