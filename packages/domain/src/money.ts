import { toHalfWidthDigits } from './numeric-input.ts';

/** '¥1,234,567'; a fraction of a yen would mean a bug upstream, so it throws. */
export function formatYen(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`yen amounts are whole numbers, got ${n}`);
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}¥${grouped}`;
}

/**
 * What a person typed into an amount field → yen, or null. Accepts full-width digits and
 * commas, ¥/￥ in front and 円 behind; commas must be real thousands separators, since
 * '1,00' could mean 100 or 1,000.
 */
export function parseYenInput(input: string): number | null {
  const s = toHalfWidthDigits(input).replace(/，/g, ',').trim();
  const match = /^[¥￥]?\s*(\d{1,3}(?:,\d{3})+|\d+)\s*円?$/.exec(s);
  if (!match?.[1]) return null;
  const n = Number(match[1].replace(/,/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}
