import { CARD_BRANDS } from './card-brand-table.ts';
import type { CardBrand, CardPrefixPattern } from './card-brand-table.ts';
import { normalizeCardNumber } from './card-number.ts';

interface Match {
  readonly brand: CardBrand;
  /** Digits of the matched prefix: the more digits, the more specific. */
  readonly strength: number;
  /** Size of the matched range, to prefer e.g. Verve's narrow range inside Maestro's wide one. */
  readonly width: number;
}

function bounds(pattern: CardPrefixPattern): readonly [string, string] {
  return typeof pattern === 'number' ? [String(pattern), String(pattern)] : [String(pattern[0]), String(pattern[1])];
}

function inRange(prefix: string, lo: string, hi: string): boolean {
  const n = Number(prefix);
  return Number(lo.slice(0, prefix.length)) <= n && n <= Number(hi.slice(0, prefix.length));
}

function isMoreSpecific(a: Match, b: Match | null): boolean {
  return !b || a.strength > b.strength || (a.strength === b.strength && a.width < b.width);
}

/**
 * The brand whose prefix matches most specifically, or null when nothing matches or the digits
 * typed so far could still become another brand's longer prefix ('4' may yet be Elo's 401178).
 */
export function detectCardBrand(number: string): CardBrand | null {
  const digits = normalizeCardNumber(number);
  if (digits === null) return null;
  let best: Match | null = null;
  const open: Match[] = [];
  for (const brand of CARD_BRANDS) {
    for (const pattern of brand.patterns) {
      const [lo, hi] = bounds(pattern);
      const match: Match = { brand, strength: lo.length, width: Number(hi) - Number(lo) };
      if (digits.length < lo.length) {
        if (inRange(digits, lo, hi)) open.push(match);
      } else if (inRange(digits.slice(0, lo.length), lo, hi) && isMoreSpecific(match, best)) {
        best = match;
      }
    }
  }
  if (!best) return null;
  const decided = best;
  return open.some((o) => o.brand !== decided.brand && o.strength > decided.strength) ? null : decided.brand;
}

export function isValidCardLength(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (digits === null) return false;
  return detectCardBrand(digits)?.lengths.includes(digits.length) ?? false;
}

// A security-code field needs a length before the brand is known; 3 is what nearly all brands use.
export function securityCodeLength(number: string): 3 | 4 {
  return detectCardBrand(number)?.securityCode.size ?? 3;
}

const DEFAULT_GAPS = [4, 8, 12, 16] as const;

/** Spaced for display (4-4-4-4, Amex 4-6-5); input that is not a card number comes back unchanged. */
export function formatCardNumber(number: string): string {
  const digits = normalizeCardNumber(number);
  if (digits === null) return number;
  const gaps = detectCardBrand(digits)?.gaps ?? DEFAULT_GAPS;
  const groups: string[] = [];
  let start = 0;
  for (const gap of [...gaps, digits.length]) {
    if (gap <= start) continue;
    groups.push(digits.slice(start, gap));
    start = gap;
    if (start >= digits.length) break;
  }
  return groups.join(' ');
}
