import { describe, it, expect } from 'vitest';
import { calibrateConfidence, calibrateFieldConfidences } from './confidence-calibration.ts';
import { parseInvoiceText } from './parse-invoice-text.ts';

describe('calibrateConfidence', () => {
  it('keeps a text layer’s confidences: the text is what the document says', () => {
    expect(calibrateConfidence(0.95, { method: 'pdf_text' })).toBe(0.95);
    expect(calibrateConfidence(0.6, { method: 'pdf_text' })).toBe(0.6);
  });

  // Failure class: 0.95 on wrong OCR values while right ones sat below 0.6.
  it('keeps OCR values at 0.9 or above only when a check confirmed them and tesseract was sure', () => {
    expect(calibrateConfidence(0.98, { method: 'ocr', ocrConfidence: 0.9 })).toBeGreaterThanOrEqual(0.9);
    expect(calibrateConfidence(0.98, { method: 'ocr', ocrConfidence: 0.4 })).toBeLessThan(0.9);
    expect(calibrateConfidence(0.95, { method: 'ocr', ocrConfidence: 0.95 })).toBeLessThan(0.9);
  });

  it('keeps a labelled OCR date or number at 0.9 on a well-read page, never a name or an address', () => {
    const page = { method: 'ocr', ocrConfidence: 0.88 } as const;
    expect(calibrateConfidence(0.95, page, 'due_date')).toBeGreaterThanOrEqual(0.9);
    expect(calibrateConfidence(0.95, page, 'account_number')).toBeGreaterThanOrEqual(0.9);
    expect(calibrateConfidence(0.95, { method: 'ocr', ocrConfidence: 0.7 }, 'due_date')).toBeLessThan(0.9);
    expect(calibrateConfidence(0.95, page, 'account_holder')).toBeLessThan(0.9);
    expect(calibrateConfidence(0.95, page, 'issuer_name')).toBeLessThan(0.9);
  });

  it('is monotonic in both the parser’s and tesseract’s confidence', () => {
    const grid = [0.3, 0.6, 0.8, 0.85, 0.9, 0.95, 0.98];
    for (const q of [0.3, 0.5, 0.7, 0.9]) {
      const row = grid.map((c) => calibrateConfidence(c, { method: 'ocr', ocrConfidence: q }));
      expect([...row].sort((a, b) => a - b)).toEqual(row);
      for (const [k, c] of grid.entries()) {
        expect(calibrateConfidence(c, { method: 'ocr', ocrConfidence: q + 0.1 })).toBeGreaterThanOrEqual(row[k]!);
      }
    }
  });

  it('leaves a field that was not found at 0', () => {
    expect(calibrateConfidence(0, { method: 'ocr', ocrConfidence: 0.9 })).toBe(0);
  });
});

describe('calibrateFieldConfidences', () => {
  it('maps every field of a reading, values untouched', () => {
    const fields = parseInvoiceText('小計 ¥1,000\n消費税 ¥100\nご請求金額 ¥1,100\n登録番号 T7123456789012');
    const ocr = calibrateFieldConfidences(fields, { method: 'ocr', ocrConfidence: 0.9 });
    expect(Object.keys(ocr)).toEqual(Object.keys(fields));
    expect(ocr.total_amount).toEqual({
      value: 1100,
      confidence: calibrateConfidence(0.98, { method: 'ocr', ocrConfidence: 0.9 }),
    });
    expect(ocr.due_date).toEqual({ value: null, confidence: 0 });
  });
});

describe('calibrateFieldConfidences, an OCR reading’s dates', () => {
  const read = (text: string) => calibrateFieldConfidences(parseInvoiceText(text), { method: 'ocr', ocrConfidence: 0.9 });

  it('promises the dates when both were read and make a payment term', () => {
    const ocr = read('請求日 2026年9月30日\nお支払期日 2026年11月10日');
    expect(ocr.issue_date.confidence).toBeGreaterThanOrEqual(0.9);
    expect(ocr.due_date.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('does not promise a date whose partner was lost or is too far from it', () => {
    // The issue date unreadable, the due date with digits dropped ('令和8年11月10日' → '令和8年1月1日').
    expect(read('請求日 令和 sg年 g月3日\nお支払期日 令和8年1月1日').due_date).toEqual({ value: '2026-01-01', confidence: 0.85 });
    expect(read('請求日 2026年9月30日\nお支払期日 2027年9月30日').due_date.confidence).toBeLessThan(0.9);
    // A text layer's dates stand as they are.
    const text = calibrateFieldConfidences(parseInvoiceText('お支払期日 2026年1月1日'), { method: 'pdf_text' });
    expect(text.due_date.confidence).toBe(0.95);
  });
});
