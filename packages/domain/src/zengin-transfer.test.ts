import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from './banks.ts';
import {
  ZENGIN_ACCOUNT_TYPE,
  ZenginFormatError,
  type ZenginTransferFile,
  zenginAccountType,
  zenginTransferRecords,
} from './zengin-transfer.ts';

const file = (overrides: Partial<ZenginTransferFile> = {}): ZenginTransferFile => ({
  requester: {
    code: '1234567890',
    name: 'ｶ)ｾｲｷｭｳｼｮｶｰﾄﾞﾊﾞﾗｲ',
    bankCode: '0001',
    bankName: 'ﾐｽﾞﾎ',
    branchCode: '100',
    branchName: 'ﾄｳｷｮｳｴｲｷﾞｮｳﾌﾞ',
    accountType: ZENGIN_ACCOUNT_TYPE.ordinary,
    accountNumber: '7654321',
  },
  transferDate: '2026-12-10',
  transfers: [
    {
      bankCode: '0005',
      bankName: 'ﾐﾂﾋﾞｼﾕｰｴﾌｼﾞｪｲ',
      branchCode: '001',
      branchName: 'ﾎﾝﾃﾝ',
      accountType: ZENGIN_ACCOUNT_TYPE.checking,
      accountNumber: '123',
      holderName: 'ｶ)ｻﾝﾌﾟﾙｲﾝｻﾂ',
      amount: 110_000,
      customerCode: '42',
    },
  ],
  ...overrides,
});

describe('zenginAccountType', () => {
  it('turns our codes into Zengin’s, which number 普通 and 当座 the other way round', () => {
    expect(zenginAccountType(ACCOUNT_TYPE.NORMAL)).toBe(1);
    expect(zenginAccountType(ACCOUNT_TYPE.CHECKING)).toBe(2);
  });
});

describe('zenginTransferRecords', () => {
  it('writes header, one data record per transfer, trailer and end, 120 characters each', () => {
    const records = zenginTransferRecords(file());
    expect(records.map((r) => r[0])).toEqual(['1', '2', '8', '9']);
    for (const r of records) expect(r).toHaveLength(120);
    expect(records[1]!.slice(80, 90)).toBe('0000110000');
    expect(records[2]!.slice(1, 19)).toBe('000001000000110000');
  });

  it('folds full-width katakana, letters and the long vowel mark into the Zengin set', () => {
    const [, line] = zenginTransferRecords(
      file({ transfers: [{ ...file().transfers[0]!, holderName: 'カ）サンプル　ＡＢＣ－ワン' }] }),
    );
    expect(line!.slice(50, 80).trimEnd()).toBe('ｶ)ｻﾝﾌﾟﾙ ABC-ﾜﾝ');
  });

  it('cuts a long bank name (the code identifies the bank) but never a holder or requester name', () => {
    const [, line] = zenginTransferRecords(
      file({ transfers: [{ ...file().transfers[0]!, bankName: 'ｽﾐﾄﾓﾐﾂｲｼﾝﾀｸｷﾞﾝｺｳﾔｯﾀﾗﾅｶﾞｲ' }] }),
    );
    expect(line!.slice(5, 20)).toBe('ｽﾐﾄﾓﾐﾂｲｼﾝﾀｸｷﾞﾝｺ');
    expect(() => zenginTransferRecords(file({ transfers: [{ ...file().transfers[0]!, holderName: 'ｱ'.repeat(31) }] }))).toThrow(
      new ZenginFormatError('data[0].holderName', '30文字を超えています（31文字）'),
    );
  });

  it.each([
    ['data[0].holderName', { holderName: '山田商店' }],
    ['data[0].holderName', { holderName: '  ' }],
    ['data[0].amount', { amount: 0 }],
    ['data[0].amount', { amount: 1.5 }],
    ['data[0].accountNumber', { accountNumber: '12345678' }],
    ['data[0].bankCode', { bankCode: '00a1' }],
    ['data[0].customerCode', { customerCode: '12345678901' }],
  ])('refuses %s that the layout cannot carry (%o)', (field, change) => {
    const transfers = [{ ...file().transfers[0]!, ...change }];
    expect(() => zenginTransferRecords(file({ transfers }))).toThrow(expect.objectContaining({ field }));
  });

  it('refuses an empty batch and a malformed transfer date', () => {
    expect(() => zenginTransferRecords(file({ transfers: [] }))).toThrow(ZenginFormatError);
    expect(() => zenginTransferRecords(file({ transferDate: '12/10' }))).toThrow(
      expect.objectContaining({ field: 'header.transferDate' }),
    );
  });
});
