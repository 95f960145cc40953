import { describe, expect, it } from 'vitest';
import { isValidInvoiceRegistrationNumber } from './invoice-registration-number.ts';

describe('isValidInvoiceRegistrationNumber', () => {
  it.each([
    ['T7000012050002', true], // 国税庁's own 法人番号
    ['T7123456789012', true], // the development default (docs/design.md's example)
    ['T7000012050003', false], // one digit off: the check digit fails
    ['T1234567890123', false], // wrong check digit
    ['7000012050002', false], // without the T
    ['t7000012050002', false],
    ['T700001205000', false], // 12 digits
    ['T70000120500020', false],
    ['T７000012050002', false], // full-width digit
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidInvoiceRegistrationNumber(value)).toBe(valid);
  });
});
