import { describe, it, expect } from 'vitest';
import { formatYen, parseYenInput } from './money.ts';

describe('formatYen', () => {
  it.each([
    [0, '¥0'],
    [1, '¥1'],
    [999, '¥999'],
    [1000, '¥1,000'],
    [1234567, '¥1,234,567'],
    [10_000_000, '¥10,000,000'],
    [-330, '-¥330'],
    [-1234, '-¥1,234'],
  ])('%i → %s', (n, expected) => {
    expect(formatYen(n)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (n) => {
    expect(() => formatYen(n)).toThrow(RangeError);
  });
});

describe('parseYenInput', () => {
  it.each([
    ['1234', 1234],
    ['1,234', 1234],
    ['１,２３４円', 1234],
    ['１，２３４', 1234],
    ['¥1,234,567', 1234567],
    ['￥１２３４', 1234],
    ['1234円', 1234],
    [' 1,000 ', 1000],
    ['0', 0],
    ['10000000', 10_000_000],
    ['1,00', null],
    ['12,34', null],
    ['1,2345', null],
    [',123', null],
    ['123,', null],
    ['1.5', null],
    ['-100', null],
    ['円', null],
    ['¥', null],
    ['100円¥', null],
    ['1 0 0', null],
    ['¥ 1,000', 1000],
    ['1,000 円', 1000],
    ['abc', null],
    ['', null],
    ['99999999999999999999', null],
  ])('%j → %j', (input, expected) => {
    expect(parseYenInput(input)).toBe(expected);
  });

  it.each([0, 1, 999, 1000, 1234567])('reads back what formatYen writes (%i)', (n) => {
    expect(parseYenInput(formatYen(n))).toBe(n);
  });
});
