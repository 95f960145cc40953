import { describe, expect, it } from 'vitest';
import {
  cardExpiryError,
  cardNumberError,
  formatCardNumberInput,
  formatExpiryInput,
  guessCardBrand,
  holderNameError,
  JCB_ONLY_MESSAGE,
  securityCodeError,
} from './card-rules.ts';

/** The VeriTrans simulator's success card. */
const JCB = '3528000000000007';
const VISA = '4111111111111111';
const AMEX = '378282246310005';

describe('card brand while typing (spec §5)', () => {
  it('names JCB from its 35 prefix and refuses other brands from their first digits', () => {
    expect(guessCardBrand('')).toEqual({ name: null, refused: false });
    expect(guessCardBrand('3')).toEqual({ name: null, refused: false });
    expect(guessCardBrand('35')).toEqual({ name: 'JCB', refused: false });
    expect(guessCardBrand('3528 0000')).toEqual({ name: 'JCB', refused: false });
    expect(guessCardBrand('4')).toEqual({ name: 'Visa', refused: true });
    expect(guessCardBrand('5')).toEqual({ name: 'Mastercard', refused: true });
    expect(guessCardBrand('37')).toEqual({ name: 'American Express', refused: true });
    expect(guessCardBrand('36')).toEqual({ name: 'Diners Club', refused: true });
    expect(guessCardBrand('6011')).toMatchObject({ name: 'Discover', refused: true });
  });

  it('full-width digits and spaces are read as the digits they are', () => {
    expect(guessCardBrand('３５２８')).toEqual({ name: 'JCB', refused: false });
    expect(formatCardNumberInput('３５２８０００００００００００７')).toBe('3528 0000 0000 0007');
    expect(formatCardNumberInput('3528-0000')).toBe('3528 0000');
  });
});

describe('card number', () => {
  it('accepts a Luhn-valid JCB of a JCB length', () => {
    expect(cardNumberError(JCB)).toBeNull();
    expect(cardNumberError('3528 0000 0000 0007')).toBeNull();
  });

  it('says JCB only for every other brand, before any request', () => {
    expect(cardNumberError(VISA)).toBe(JCB_ONLY_MESSAGE);
    expect(cardNumberError('4')).toBe(JCB_ONLY_MESSAGE);
    expect(cardNumberError(AMEX)).toBe(JCB_ONLY_MESSAGE);
    expect(JCB_ONLY_MESSAGE).toBe('ご利用いただけるカードはJCBのみです。');
  });

  it('checks length, then Luhn', () => {
    expect(cardNumberError('')).toBe('カード番号を入力してください。');
    expect(cardNumberError('3528 abc')).toBe('カード番号は半角数字で入力してください。');
    expect(cardNumberError('352800000000')).toBe('カード番号の桁数が正しくありません。');
    expect(cardNumberError('3528000000000008')).toBe('カード番号が正しくありません。番号をご確認ください。');
  });
});

describe('expiry MM/YY', () => {
  // 2026-11-22 12:00 JST
  const now = new Date('2026-11-22T03:00:00Z');

  it('adds the slash after the month and lets it be deleted', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12', '1')).toBe('12/');
    expect(formatExpiryInput('1230')).toBe('12/30');
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('１２／３０')).toBe('12/30');
  });

  it('must be a real month in the future (good through the end of its month, in Japan time)', () => {
    expect(cardExpiryError('', now)).toBe('有効期限を入力してください。');
    expect(cardExpiryError('13/30', now)).toBe('有効期限はMM/YYの形式で入力してください。');
    expect(cardExpiryError('1230', now)).toBe('有効期限はMM/YYの形式で入力してください。');
    expect(cardExpiryError('10/26', now)).toBe('カードの有効期限が切れています。');
    expect(cardExpiryError('11/26', now)).toBeNull();
    expect(cardExpiryError('12/30', now)).toBeNull();
    // 2026-11-30 23:59 JST is still November; 2026-12-01 00:00 JST is not.
    expect(cardExpiryError('11/26', new Date('2026-11-30T14:59:00Z'))).toBeNull();
    expect(cardExpiryError('11/26', new Date('2026-11-30T15:00:00Z'))).toBe('カードの有効期限が切れています。');
  });
});

describe('security code', () => {
  it('has the length of the brand: 3 digits, 4 for American Express', () => {
    expect(securityCodeError('', JCB)).toBe('セキュリティコードを入力してください。');
    expect(securityCodeError('123', JCB)).toBeNull();
    expect(securityCodeError('12', JCB)).toBe('セキュリティコードは3桁の数字で入力してください。');
    expect(securityCodeError('1234', JCB)).toBe('セキュリティコードは3桁の数字で入力してください。');
    expect(securityCodeError('123', AMEX)).toBe('セキュリティコードは4桁の数字で入力してください。');
    expect(securityCodeError('1234', AMEX)).toBeNull();
  });
});

describe('holder name', () => {
  it('is optional, in half-width letters', () => {
    expect(holderNameError('')).toBeNull();
    expect(holderNameError('TARO YAMADA')).toBeNull();
    expect(holderNameError('山田太郎')).toBe('カード名義は半角英字で入力してください（例：TARO YAMADA）。');
    expect(holderNameError('A'.repeat(46))).toBe('カード名義は45文字以内で入力してください。');
  });
});
