// A fixed number of asterisks, so the mask does not leak how long the address is.
const MASK_LOCAL = '****';
const MASK_DOMAIN = '***';

/** 'taro@example.com' → 't****@e***' (spec §5); null when the input is not an address. */
export function maskEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  // Code points, not UTF-16 units, so an emoji or rare kanji is not cut in half.
  const [localFirst] = Array.from(email.slice(0, at));
  const [domainFirst] = Array.from(email.slice(at + 1));
  return `${localFirst}${MASK_LOCAL}@${domainFirst}${MASK_DOMAIN}`;
}
