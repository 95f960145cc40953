import { describe, it, expect } from 'vitest';
import { ALLOWED_CARD_BRANDS, CARD_BRAND_CODES, isAllowedCardBrand, simpleBrandCode } from './card-brand-code.ts';

describe('simpleBrandCode', () => {
  it.each([
    ['3530111333300000', 'JCB'],
    ['35', 'JCB'],
    ['4111111111111111', 'VISA'],
    ['4', 'VISA'],
    ['5555555555554444', 'MASTER'],
    ['378282246310005', 'AMEX'],
    ['3622 720627 1667', 'DINERS'],
    ['34', null],
    ['3', null],
    ['6011111111111117', null],
    ['2221000000000009', null],
    ['', null],
    ['abc', null],
  ])('%j → %j', (number, expected) => {
    expect(simpleBrandCode(number)).toBe(expected);
  });
});

describe('isAllowedCardBrand', () => {
  it.each([
    ['JCB', true],
    ['VISA', false],
    ['MASTER', false],
    ['AMEX', false],
    ['DINERS', false],
    ['jcb', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (code, expected) => {
    expect(isAllowedCardBrand(code)).toBe(expected);
  });

  it('only allows codes that exist', () => {
    for (const code of ALLOWED_CARD_BRANDS) expect(CARD_BRAND_CODES).toContain(code);
  });
});
