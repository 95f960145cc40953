import { normalizeHyphens, toHalfWidthDigits } from './numeric-input.ts';

/** '1234567', '123-4567', '〒１２３－４５６７' → '1234567'; anything else → null. */
export function normalizePostalCode(input: string): string | null {
  const folded = normalizeHyphens(toHalfWidthDigits(input.trim())).replace(/^〒\s*/, '');
  // The hyphen is optional but only in its real place, so '12-34567' is not silently accepted.
  const match = /^(\d{3})-?(\d{4})$/.exec(folded);
  return match ? `${match[1]}${match[2]}` : null;
}

export function formatPostalCode(input: string): string | null {
  const code = normalizePostalCode(input);
  return code === null ? null : `〒${code.slice(0, 3)}-${code.slice(3)}`;
}
