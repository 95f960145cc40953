import { describe, it, expect } from 'vitest';
import { findRegistrationNumber, normalizeRegistrationNumber } from './registration-number.ts';
import { prepareInvoiceText } from './text.ts';

const find = (text: string) => findRegistrationNumber(prepareInvoiceText(text));

describe('normalizeRegistrationNumber', () => {
  it.each([
    ['T7123456789012', 'T7123456789012'],
    ['T 7123-4567-8901-2', 'T7123456789012'],
    ['Ｔ７１２３４５６７８９０１２', 'T7123456789012'],
  ])('%s → %s', (s, t) => {
    expect(normalizeRegistrationNumber(s)).toBe(t);
  });

  it.each(['7123456789012', 'T712345678901', 'T71234567890123', 'X7123456789012'])('refuses %s', (s) => {
    expect(normalizeRegistrationNumber(s)).toBeNull();
  });
});

describe('findRegistrationNumber', () => {
  it('reads a labelled number whose check digit holds', () => {
    expect(find('登録番号：T7123456789012')).toEqual({ value: 'T7123456789012', confidence: 0.98 });
  });

  it('reads one written in groups, or under its label', () => {
    expect(find('適格請求書発行事業者登録番号\nT7-1234-5678-9012').value).toBe('T7123456789012');
  });

  it('accepts an unlabelled one with a valid check digit', () => {
    expect(find('株式会社サンプル T7123456789012')).toEqual({ value: 'T7123456789012', confidence: 0.95 });
  });

  it('keeps a misread number (check digit fails) but weakly', () => {
    expect(find('登録番号 T7123456789013')).toEqual({ value: 'T7123456789013', confidence: 0.3 });
  });

  it('takes the 13 digits after the label when OCR lost the T', () => {
    expect(find('登録番号・7123456789012').value).toBe('T7123456789012');
  });

  it('reads a T that OCR read as 1 when the 13 digits after it pass the check digit', () => {
    expect(find('登録番号 1-8885-1865-0208-4')).toEqual({ value: 'T8885186502084', confidence: 0.98 });
    expect(find('登録番号 1-7123-4567-8901-2').value).toBe('T7123456789012');
  });

  it('prefers a valid number to an invalid one', () => {
    expect(find('T1111111111111\n登録番号 T7123456789012').value).toBe('T7123456789012');
  });

  it('reads a T glued to a speck before it when the check digit passes (L293, a phone photo)', () => {
    expect(find('登録天呈1T9715383990213').value).toBe('T9715383990213');
    // A digit changed: the check fails, and a glued T is no number then.
    expect(find('登録天呈1T9715383990214').value).toBeNull();
  });

  it('ignores a phone number or an amount', () => {
    expect(find('TEL 03-1234-5678 ¥1,234,567').value).toBeNull();
  });
});
