import { describe, it, expect } from 'vitest';
import { CARD_BRANDS } from './card-brand-table.ts';

// Detection compares prefixes digit-by-digit, so a malformed range would silently never match.
describe('CARD_BRANDS table', () => {
  it('has one entry per brand type', () => {
    const types = CARD_BRANDS.map((b) => b.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toHaveLength(13);
  });

  it.each(CARD_BRANDS.map((b) => [b.type, b] as const))('%s has well-formed prefix ranges', (_, brand) => {
    for (const p of brand.patterns) {
      const [lo, hi] = typeof p === 'number' ? [p, p] : p;
      expect(lo).toBeLessThanOrEqual(hi);
      expect(String(lo)).toHaveLength(String(hi).length);
    }
  });

  it.each(CARD_BRANDS.map((b) => [b.type, b] as const))('%s has ascending lengths and gaps', (_, brand) => {
    expect([...brand.lengths].sort((a, b) => a - b)).toEqual(brand.lengths);
    expect([...brand.gaps].sort((a, b) => a - b)).toEqual(brand.gaps);
    expect(brand.lengths.length).toBeGreaterThan(0);
  });
});
