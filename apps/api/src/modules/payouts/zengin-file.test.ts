import { ZENGIN_ACCOUNT_TYPE, type ZenginTransfer, type ZenginTransferFile } from '@icp/domain';
import { describe, expect, it } from 'vitest';
import { readZenginFile as readFile } from '../../testing/zengin-reader.ts';
import { zenginTransferFile } from './zengin-file.ts';

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
