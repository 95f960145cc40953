import { describe, it, expect } from 'vitest';
import { normalizeCardNumber } from './card-number.ts';

describe('normalizeCardNumber', () => {
  it.each([
    ['4111111111111111', '4111111111111111'],
    ['4111 1111 1111 1111', '4111111111111111'],
    ['4111-1111-1111-1111', '4111111111111111'],
    [' 3530　1113 ', '35301113'],
    ['４１１１－１１１１', '41111111'],
    ['', null],
    ['   ', null],
    ['4111x1111', null],
    ['4111.1111', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCardNumber(input)).toBe(expected);
  });
});
