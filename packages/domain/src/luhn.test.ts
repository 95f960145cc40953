import { describe, it, expect } from 'vitest';
import { luhnValid } from './luhn.ts';

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['3530111333300000', true],
    ['3566002020360505', true],
    ['378282246310005', true],
    ['378282246310006', false],
    ['5555555555554444', true],
    ['30569309025904', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['4111 1111 1111 1111', false],
    ['4111-1111', false],
    ['abcd', false],
  ])('%j → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });
});
