import { describe, it, expect } from 'vitest';
import { ACCOUNT_TYPE } from './banks.ts';
import { YUCHO_BANK_CODE, YUCHO_MESSAGES, yuchoToBankAccount } from './yucho.ts';

describe('yuchoToBankAccount: 通常貯金', () => {
  it.each([
    // [記号, 番号, 店番, 口座番号]
    ['12345', '12345671', '238', '1234567'],
    ['10180', '98765431', '018', '9876543'],
    ['14090', '00012341', '408', '0001234'],
    ['19990', '11', '998', '0000001'],
    // 番号 shorter than 8 digits is padded after dropping its final 1.
    ['13260', '1234561', '328', '0123456'],
    // What people copy from passbooks and IMEs.
    ['１２３４５', '１２３４５６７１', '238', '1234567'],
    ['12345', '1234567-1', '238', '1234567'],
    ['12345', '1234567ー1', '238', '1234567'],
    ['1-2345', '1234 5671', '238', '1234567'],
    [' 12345 ', '　12345671　', '238', '1234567'],
  ])('記号 %j 番号 %j → 店番 %s 普通 %s', (symbol, number, branchCode, accountNumber) => {
    expect(yuchoToBankAccount(symbol, number)).toEqual({ ok: true, branchCode, accountType: ACCOUNT_TYPE.NORMAL, accountNumber });
  });
});

describe('yuchoToBankAccount: 振替口座', () => {
  it.each([
    ['00120', '123456', '019', '0123456'],
    ['00100', '1', '019', '0000001'],
    ['01230', '98765', '129', '0098765'],
    ['09990', '000123', '999', '0000123'],
    // 00120-1-123456: the digit after the 記号 is dropped.
    ['00120-1', '123456', '019', '0123456'],
    ['001201', '123456', '019', '0123456'],
    ['００１２０', '１２３４５６', '019', '0123456'],
  ])('記号 %j 番号 %j → 店番 %s 当座 %s', (symbol, number, branchCode, accountNumber) => {
    expect(yuchoToBankAccount(symbol, number)).toEqual({
      ok: true,
      branchCode,
      accountType: ACCOUNT_TYPE.CHECKING,
      accountNumber,
    });
  });
});

describe('yuchoToBankAccount: rejections', () => {
  it.each([
    ['', '12345671', YUCHO_MESSAGES.SYMBOL_EMPTY],
    [' - ', '12345671', YUCHO_MESSAGES.SYMBOL_EMPTY],
    ['1234', '12345671', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['123456', '12345671', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['0012', '123456', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['0012012', '123456', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['1234a', '12345671', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['ABCDE', '12345671', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['12.45', '12345671', YUCHO_MESSAGES.SYMBOL_FORMAT],
    ['22345', '12345671', YUCHO_MESSAGES.SYMBOL_PREFIX],
    ['92345', '12345671', YUCHO_MESSAGES.SYMBOL_PREFIX],
    ['12345', '', YUCHO_MESSAGES.NUMBER_EMPTY],
    ['12345', '　', YUCHO_MESSAGES.NUMBER_EMPTY],
    ['00120', '', YUCHO_MESSAGES.NUMBER_EMPTY],
    ['12345', '1234567a', YUCHO_MESSAGES.NUMBER_FORMAT],
    ['00120', '12345X', YUCHO_MESSAGES.NUMBER_FORMAT],
    ['12345', '123456781', YUCHO_MESSAGES.ORDINARY_NUMBER_LENGTH],
    ['12345', '12345678', YUCHO_MESSAGES.ORDINARY_NUMBER_LAST_DIGIT],
    ['12345', '12345670', YUCHO_MESSAGES.ORDINARY_NUMBER_LAST_DIGIT],
    ['12345', '1', YUCHO_MESSAGES.NUMBER_ZERO],
    ['12345', '00000001', YUCHO_MESSAGES.NUMBER_ZERO],
    ['00120', '1234567', YUCHO_MESSAGES.TRANSFER_NUMBER_LENGTH],
    ['00120', '000000', YUCHO_MESSAGES.NUMBER_ZERO],
    ['00120', '0', YUCHO_MESSAGES.NUMBER_ZERO],
  ])('記号 %j 番号 %j → %s', (symbol, number, message) => {
    expect(yuchoToBankAccount(symbol, number)).toEqual({ ok: false, message });
  });

  it('checks the 記号 before the 番号', () => {
    expect(yuchoToBankAccount('', '')).toEqual({ ok: false, message: YUCHO_MESSAGES.SYMBOL_EMPTY });
  });
});

describe('constants', () => {
  it('are the values the forms and the transfer file use', () => {
    expect(YUCHO_BANK_CODE).toBe('9900');
    expect(YUCHO_MESSAGES).toEqual({
      SYMBOL_EMPTY: '記号を入力してください。',
      SYMBOL_FORMAT: '記号は5桁の数字で入力してください。',
      SYMBOL_PREFIX: '記号は0または1で始まる5桁の数字です。',
      NUMBER_EMPTY: '番号を入力してください。',
      NUMBER_FORMAT: '番号は数字で入力してください。',
      ORDINARY_NUMBER_LENGTH: '通常貯金の番号は8桁以内の数字で入力してください。',
      ORDINARY_NUMBER_LAST_DIGIT: '通常貯金の番号の末尾は1です。番号をご確認ください。',
      TRANSFER_NUMBER_LENGTH: '振替口座の番号は6桁以内の数字で入力してください。',
      NUMBER_ZERO: '番号が正しくありません。',
    });
  });
});
