import { describe, it, expect } from 'vitest';
import { detectCardBrand, formatCardNumber, isValidCardLength, securityCodeLength } from './card-brand.ts';

describe('detectCardBrand', () => {
  it.each([
    // Published test numbers of each network.
    ['4111111111111111', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['4111-1111-1111-1111', 'visa'],
    ['５５５５５５５５５５５５４４４４', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['30569309025904', 'diners'],
    ['3095000000000000', 'diners'],
    ['36227206271667', 'diners'],
    ['3800000000000006', 'diners'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8171999927660000', 'unionpay'],
    ['6304000000000000', 'maestro'],
    ['5600000000000000', 'maestro'],
    ['6799990100000000019', 'maestro'],
    ['4011780000000000', 'elo'],
    ['6362970000457013', 'elo'],
    ['2200000000000004', 'mir'],
    ['2204000000000000', 'mir'],
    ['6370950000000005', 'hiper'],
    ['6373742300000000', 'hiper'],
    ['6062826786276634', 'hipercard'],
    // Narrower Verve ranges sit inside Maestro's wide ones and must win.
    ['5061000000000000', 'verve'],
    ['5078650000000000', 'verve'],
  ])('%s → %s', (number, type) => {
    expect(detectCardBrand(number)?.type).toBe(type);
  });

  it.each([
    ['3527000000000000', 'below the JCB range'],
    ['3590000000000000', 'above the JCB range'],
    ['1234567890123456', 'no brand starts with 1'],
    ['2205000000000000', 'between Mir and Mastercard'],
    ['2721000000000000', 'above the Mastercard 2-series'],
    ['3060000000000000', 'between Diners 305 and 309'],
    ['', 'empty'],
    ['4111x1111', 'not digits'],
  ])('%j → null (%s)', (number) => {
    expect(detectCardBrand(number)).toBeNull();
  });

  it.each([
    ['4', 'Elo 401178 is still possible'],
    ['3', 'many brands start with 3'],
    ['35', 'JCB needs 3528–3589'],
    ['60', 'Discover 6011 is still possible'],
    ['22', 'Mir and Mastercard both possible'],
  ])('%j is undecided (%s)', (number) => {
    expect(detectCardBrand(number)).toBeNull();
  });

  it.each([
    ['41', 'visa'],
    ['37', 'amex'],
    ['3528', 'jcb'],
    ['2200', 'mir'],
    ['2221', 'mastercard'],
  ])('%j is already decided as %s', (number, type) => {
    expect(detectCardBrand(number)?.type).toBe(type);
  });

  it('carries the spec brand code and security code size', () => {
    expect(detectCardBrand('3530111333300000')).toMatchObject({ brandCode: 'JCB', securityCode: { size: 3 } });
    expect(detectCardBrand('378282246310005')).toMatchObject({ brandCode: 'AMEX', securityCode: { size: 4 } });
    expect(detectCardBrand('6011111111111117')?.brandCode).toBeNull();
  });
});

describe('isValidCardLength', () => {
  it.each([
    ['4111111111111111', true],
    ['411111111111111111', true],
    ['4111111111111111111', true],
    ['41111111111111111', false],
    ['411111111111111', false],
    ['5555555555554444', true],
    ['555555555555444', false],
    ['378282246310005', true],
    ['3782822463100050', false],
    ['30569309025904', true],
    ['3056930902590400', true],
    ['305693090259040', false],
    ['3530111333300000', true],
    ['35301113333000000', true],
    ['3530111333300000000', true],
    ['353011133330000', false],
    ['35301113333000000000', false],
    ['6011111111111117', true],
    ['60111111111111170', false],
    ['1234567890123456', false],
    ['', false],
  ])('%s → %s', (number, expected) => {
    expect(isValidCardLength(number)).toBe(expected);
  });
});

describe('securityCodeLength', () => {
  it.each([
    ['378282246310005', 4],
    ['34', 4],
    ['4111111111111111', 3],
    ['3530111333300000', 3],
    ['30569309025904', 3],
    ['', 3],
    ['1234', 3],
  ])('%j → %i', (number, expected) => {
    expect(securityCodeLength(number)).toBe(expected);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['4111111111111111111', '4111 1111 1111 1111 111'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822', '3782 822'],
    ['30569309025904', '3056 9309 0259 04'],
    ['3530111333300000', '3530 1113 3330 0000'],
    ['411111', '4111 11'],
    ['4111', '4111'],
    ['41', '41'],
    ['1234567890123456', '1234 5678 9012 3456'],
    ['4111x', '4111x'],
    ['', ''],
  ])('%j → %j', (number, expected) => {
    expect(formatCardNumber(number)).toBe(expected);
  });
});
