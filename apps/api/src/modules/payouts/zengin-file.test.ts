import { ZENGIN_ACCOUNT_TYPE, type ZenginTransfer, type ZenginTransferFile } from '@icp/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { zenginTransferFile } from './zengin-file.ts';

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

function readFile(bytes: Buffer) {
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

const transfer = (i: number): ZenginTransfer => ({
  bankCode: '0009',
  bankName: 'ミツイスミトモ',
  branchCode: String(100 + (i % 900)),
  branchName: 'ﾄｳｷｮｳ',
  accountType: i % 2 ? ZENGIN_ACCOUNT_TYPE.ordinary : ZENGIN_ACCOUNT_TYPE.checking,
  accountNumber: String(1_000_000 + i),
  holderName: i % 3 ? 'ｶ)ｻﾝﾌﾟﾙｲﾝｻﾂ' : 'ﾔﾏﾀﾞ ﾀﾛｳ',
  amount: 1_000 + i * 7,
  customerCode: String(i + 1),
});

const batch: ZenginTransferFile = {
  requester: {
    code: '0000012345',
    name: 'ｶ)ｾｲｷﾕｳｼﾖｶ-ﾄﾞﾊﾞﾗｲ',
    bankCode: '0001',
    bankName: 'ﾐｽﾞﾎ',
    branchCode: '100',
    branchName: 'ﾄｳｷﾖｳｴｲｷﾞﾖｳﾌﾞ',
    accountType: ZENGIN_ACCOUNT_TYPE.ordinary,
    accountNumber: '7654321',
  },
  transferDate: '2026-12-10',
  transfers: Array.from({ length: 250 }, (_, i) => transfer(i)),
};

describe('Zengin 総合振込 file, read back with an independent reader', () => {
  it('has 120-byte Shift_JIS records with CRLF, in order header, data, trailer, end, and the Zengin character set only', () => {
    const records = readFile(zenginTransferFile(batch));
    expect(records.map((r) => r['kind'])).toEqual(['1', ...batch.transfers.map(() => '2'), '8', '9']);
  });

  it('carries the requester, the date and every transfer as given', () => {
    const [head, ...rest] = readFile(zenginTransferFile(batch));
    expect(head).toMatchObject({
      category: '21',
      codeType: '0',
      requesterCode: '0000012345',
      requesterName: 'ｶ)ｾｲｷﾕｳｼﾖｶ-ﾄﾞﾊﾞﾗｲ'.padEnd(40),
      date: '1210',
      bankCode: '0001',
      branchCode: '100',
      accountType: '1',
      accountNumber: '7654321',
    });
    const data = rest.filter((r) => r['kind'] === '2');
    for (const [i, line] of data.entries()) {
      const given = batch.transfers[i]!;
      expect(line).toMatchObject({
        bankCode: given.bankCode,
        bankName: 'ﾐﾂｲｽﾐﾄﾓ'.padEnd(15),
        branchCode: given.branchCode.padStart(3, '0'),
        accountType: String(given.accountType),
        accountNumber: given.accountNumber.padStart(7, '0'),
        holderName: given.holderName.padEnd(30),
        amount: String(given.amount).padStart(10, '0'),
        customerCode1: given.customerCode!.padStart(10, '0'),
      });
    }
  });

  it('totals the count and the amounts in the trailer', () => {
    const records = readFile(zenginTransferFile(batch));
    const trailer = records.find((r) => r['kind'] === '8')!;
    const data = records.filter((r) => r['kind'] === '2');
    expect(Number(trailer['count'])).toBe(data.length);
    expect(Number(trailer['total'])).toBe(data.reduce((sum, r) => sum + Number(r['amount']), 0));
    expect(Number(trailer['total'])).toBe(batch.transfers.reduce((sum, t) => sum + t.amount, 0));
  });
});
