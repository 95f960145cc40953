import { describe, it, expect } from 'vitest';
import { ACCOUNT_TYPE_UNSELECTED, MAIN_BANKS, accountTypeLabel, isAccountType, mainBankByCode } from './banks.ts';

describe('MAIN_BANKS', () => {
  it('has eight banks with unique 4-digit codes', () => {
    expect(MAIN_BANKS).toHaveLength(8);
    expect(new Set(MAIN_BANKS.map((b) => b.code)).size).toBe(8);
    for (const bank of MAIN_BANKS) expect(bank.code).toMatch(/^\d{4}$/);
  });

  it.each([
    ['0001', 'みずほ'],
    ['0005', '三菱ＵＦＪ'],
    ['0009', '三井住友'],
    ['0010', 'りそな'],
    ['0036', '楽天'],
    ['0038', '住信ＳＢＩネット'],
    ['0294', '三井住友信託'],
    ['9900', 'ゆうちょ'],
  ])('mainBankByCode(%s) → %s', (code, name) => {
    expect(mainBankByCode(code)?.name).toBe(name);
  });

  it.each(['1', '0000', '9999', ''])('mainBankByCode(%j) → null', (code) => {
    expect(mainBankByCode(code)).toBeNull();
  });
});

describe('account types', () => {
  it.each([
    ['2', true, '普通'],
    ['1', true, '当座'],
    [ACCOUNT_TYPE_UNSELECTED, false, null],
    ['4', false, null],
    ['', false, null],
  ])('%j → valid %s, label %j', (value, valid, label) => {
    expect(isAccountType(value)).toBe(valid);
    expect(accountTypeLabel(value)).toBe(label);
  });
});
