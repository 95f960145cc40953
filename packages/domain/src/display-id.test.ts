import { describe, it, expect } from 'vitest';
import { invoiceDisplayId, parseInvoiceDisplayId } from './display-id.ts';

describe('invoiceDisplayId', () => {
  it.each([
    [1, 'I-00000001'],
    [42, 'I-00000042'],
    [12345678, 'I-12345678'],
    [99999999, 'I-99999999'],
    [123456789, 'I-123456789'],
  ])('%i → %s', (n, expected) => {
    expect(invoiceDisplayId(n)).toBe(expected);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (n) => {
    expect(() => invoiceDisplayId(n)).toThrow(RangeError);
  });
});

describe('parseInvoiceDisplayId', () => {
  it.each([
    ['I-00000001', 1],
    ['I-00000042', 42],
    ['I-12345678', 12345678],
    ['I-123456789', 123456789],
    ['I-00000000', null],
    ['I-0000001', null],
    ['I-000000001', null],
    ['i-00000001', null],
    ['00000001', null],
    ['I-0000000a', null],
    [' I-00000001', null],
    ['I-00000001 ', null],
    ['I-１２３４５６７８', null],
    ['', null],
  ])('%j → %j', (id, expected) => {
    expect(parseInvoiceDisplayId(id)).toBe(expected);
  });

  it.each([1, 7, 10_000_000, 987654321])('round-trips %i', (n) => {
    expect(parseInvoiceDisplayId(invoiceDisplayId(n))).toBe(n);
  });
});
