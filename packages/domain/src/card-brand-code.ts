import { normalizeCardNumber } from './card-number.ts';

export const CARD_BRAND_CODES = ['JCB', 'VISA', 'MASTER', 'AMEX', 'DINERS'] as const;
export type CardBrandCode = (typeof CARD_BRAND_CODES)[number];

// Spec §5: only JCB is accepted; the other codes exist so the UI can name the brand it refuses.
export const ALLOWED_CARD_BRANDS: readonly CardBrandCode[] = ['JCB'];

// Spec §5's coarse map, kept apart from detectCardBrand because it is what the spec names:
// e.g. 2221… is Mastercard to detectCardBrand but has no code here.
const SIMPLE_PREFIXES: readonly (readonly [string, CardBrandCode])[] = [
  ['35', 'JCB'],
  ['36', 'DINERS'],
  ['37', 'AMEX'],
  ['4', 'VISA'],
  ['5', 'MASTER'],
];

export function simpleBrandCode(number: string): CardBrandCode | null {
  const digits = normalizeCardNumber(number);
  if (digits === null) return null;
  return SIMPLE_PREFIXES.find(([prefix]) => digits.startsWith(prefix))?.[1] ?? null;
}

export function isAllowedCardBrand(code: string | null | undefined): boolean {
  return ALLOWED_CARD_BRANDS.some((allowed) => allowed === code);
}
