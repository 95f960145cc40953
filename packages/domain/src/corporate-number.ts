export const CORPORATE_NUMBER_FORMAT_ERROR = '法人番号は13桁の数字で入力してください';
export const CORPORATE_NUMBER_CHECK_DIGIT_ERROR = '法人番号のチェックディジットが正しくありません';

/** 国税庁's check digit for the 12-digit base number (docs/design.md §6). */
export function corporateNumberCheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits)) {
    throw new RangeError('a 法人番号 base number is exactly 12 half-width digits');
  }
  let sum = 0;
  for (let n = 1; n <= 12; n++) {
    const p = twelveDigits.charCodeAt(12 - n) - 48;
    sum += p * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

export function corporateNumberError(s: string): string | null {
  if (!/^\d{13}$/.test(s)) return CORPORATE_NUMBER_FORMAT_ERROR;
  return Number(s[0]) === corporateNumberCheckDigit(s.slice(1)) ? null : CORPORATE_NUMBER_CHECK_DIGIT_ERROR;
}

export function isValidCorporateNumber(s: string): boolean {
  return corporateNumberError(s) === null;
}
