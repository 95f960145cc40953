import { describe, it, expect } from 'vitest';
import { formatPostalCode, normalizePostalCode } from './postal-code.ts';

describe('normalizePostalCode', () => {
  it.each([
    ['1234567', '1234567'],
    ['123-4567', '1234567'],
    ['１２３－４５６７', '1234567'],
    ['１２３ー４５６７', '1234567'],
    ['１２３４５６７', '1234567'],
    ['〒123-4567', '1234567'],
    ['〒 100-0001', '1000001'],
    [' 123-4567 ', '1234567'],
    ['123456', null],
    ['12345678', null],
    ['12-34567', null],
    ['1234-567', null],
    ['123--4567', null],
    ['abc-defg', null],
    ['123 4567', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePostalCode(input)).toBe(expected);
  });
});

describe('formatPostalCode', () => {
  it.each([
    ['1234567', '〒123-4567'],
    ['100-0001', '〒100-0001'],
    ['〒１２３－４５６７', '〒123-4567'],
    ['123456', null],
  ])('%j → %j', (input, expected) => {
    expect(formatPostalCode(input)).toBe(expected);
  });
});
