import { isValidCorporateNumber } from './corporate-number.ts';

/**
 * 適格請求書発行事業者の登録番号 of a corporation: 'T' and its 13-digit 法人番号, whose check digit
 * (国税庁's rule) must hold. A typo would make every receipt useless for the buyer's 仕入税額控除.
 */
export function isValidInvoiceRegistrationNumber(s: string): boolean {
  return /^T\d{13}$/.test(s) && isValidCorporateNumber(s.slice(1));
}
