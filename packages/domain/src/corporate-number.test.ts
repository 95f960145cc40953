import { describe, it, expect } from 'vitest';
import {
  CORPORATE_NUMBER_CHECK_DIGIT_ERROR,
  CORPORATE_NUMBER_FORMAT_ERROR,
  corporateNumberCheckDigit,
  corporateNumberError,
  isValidCorporateNumber,
} from './corporate-number.ts';

describe('corporateNumberCheckDigit', () => {
  it.each([
    ['123456789012', 7],
    ['000012050002', 7],
    ['180301018771', 1],
    ['010401067252', 5],
    // Σ ≡ 0 (mod 9) gives 9, never 0.
    ['000000000000', 9],
    ['000000000009', 9],
    ['000000000001', 8],
    ['000000000010', 7],
  ])('%s → %i', (base, expected) => {
    expect(corporateNumberCheckDigit(base)).toBe(expected);
  });

  it.each(['12345678901', '1234567890123', '12345678901a', '１２３４５６７８９０１２', ''])('rejects %j', (base) => {
    expect(() => corporateNumberCheckDigit(base)).toThrow(RangeError);
  });
});

describe('isValidCorporateNumber / corporateNumberError', () => {
  it.each([
    ['7123456789012', 'docs/design.md example'],
    ['7000012050002', '国税庁'],
    ['1180301018771', 'トヨタ自動車'],
    ['5010401067252', 'ソニーグループ'],
  ])('%s (%s) is valid', (number) => {
    expect(isValidCorporateNumber(number)).toBe(true);
    expect(corporateNumberError(number)).toBeNull();
  });

  it.each([
    ['1123456789012', CORPORATE_NUMBER_CHECK_DIGIT_ERROR],
    ['8123456789012', CORPORATE_NUMBER_CHECK_DIGIT_ERROR],
    // Swapping two neighbours changes the weighted sum, so it is caught.
    ['7213456789012', CORPORATE_NUMBER_CHECK_DIGIT_ERROR],
    ['7000012050003', CORPORATE_NUMBER_CHECK_DIGIT_ERROR],
    ['0000000000000', CORPORATE_NUMBER_CHECK_DIGIT_ERROR],
    ['712345678901', CORPORATE_NUMBER_FORMAT_ERROR],
    ['71234567890123', CORPORATE_NUMBER_FORMAT_ERROR],
    ['７１２３４５６７８９０１２', CORPORATE_NUMBER_FORMAT_ERROR],
    ['7123-456789012', CORPORATE_NUMBER_FORMAT_ERROR],
    [' 7123456789012', CORPORATE_NUMBER_FORMAT_ERROR],
    ['', CORPORATE_NUMBER_FORMAT_ERROR],
  ])('%j → %s', (number, message) => {
    expect(isValidCorporateNumber(number)).toBe(false);
    expect(corporateNumberError(number)).toBe(message);
  });

  it('uses the Japanese messages the forms show', () => {
    expect(CORPORATE_NUMBER_FORMAT_ERROR).toBe('法人番号は13桁の数字で入力してください');
    expect(CORPORATE_NUMBER_CHECK_DIGIT_ERROR).toBe('法人番号のチェックディジットが正しくありません');
  });
});
