import { normalizeHyphens, toHalfWidthDigits } from './numeric-input.ts';

/** Digits only, with the spaces and hyphens people type removed; null if anything else remains. */
export function normalizeCardNumber(input: string): string | null {
  const digits = normalizeHyphens(toHalfWidthDigits(input)).replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}
