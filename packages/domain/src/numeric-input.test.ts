import { describe, it, expect } from 'vitest';
import { normalizeHyphens, toHalfWidthDigits } from './numeric-input.ts';

describe('toHalfWidthDigits', () => {
  it.each([
    ['０１２３４５６７８９', '0123456789'],
    ['１２３-４５６７', '123-4567'],
    ['abc１', 'abc1'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(toHalfWidthDigits(input)).toBe(expected);
  });
});

describe('normalizeHyphens', () => {
  it.each([
    ['123-4567', '123-4567'],
    ['123－4567', '123-4567'],
    ['123ー4567', '123-4567'],
    ['123ｰ4567', '123-4567'],
    ['123−4567', '123-4567'],
    ['123‐4567', '123-4567'],
    ['1234567', '1234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHyphens(input)).toBe(expected);
  });
});
