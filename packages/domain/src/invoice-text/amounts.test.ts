import { describe, it, expect } from 'vitest';
import { findAmounts, findTotalAmount, parseYenAmount } from './amounts.ts';
import { prepareInvoiceText } from './text.ts';

describe('parseYenAmount', () => {
  it.each([
    ['¥1,234,567-(税込)', 1234567],
    ['1,234,567円', 1234567],
    ['¥ 98000', 98000],
    ['金額 12,000 円', 12000],
    // OCR: a comma read as a period, or doubled
    ['¥1,122.334', 1122334],
    ['¥1,234,.567', 1234567],
    ['消費税(10%) ¥31,234', 31234],
  ])('%s → %i', (s, yen) => {
    expect(parseYenAmount(s)).toBe(yen);
  });

  it.each(['', '10%', '2026年12月', 'なし'])('%j → null', (s) => {
    expect(parseYenAmount(s)).toBeNull();
  });

  it('leaves dates, percentages and counts out', () => {
    expect(findAmounts('2026/12/01 10% 3点 ¥5,000').map((a) => a.yen)).toEqual([5000]);
  });
});

const total = (text: string) => findTotalAmount(prepareInvoiceText(text));

describe('findTotalAmount', () => {
  it('prefers the labelled grand total over 小計 and 消費税', () => {
    const text = '小計 ¥1,000,000\n消費税(10%) ¥100,000\nご請求金額(税込) ¥1,100,000-\n合計 ¥1,100,000';
    expect(total(text)).toEqual({ value: 1100000, confidence: 0.98 });
  });

  it.each([
    ['請求金額 ¥55,000', 55000],
    ['総額\t¥60,500', 60500],
    ['合計金額(税込)\t¥287,540', 287540],
    ['ご請求額 93,500円', 93500],
  ])('reads %j', (text, yen) => {
    expect(total(text).value).toBe(yen);
  });

  it('falls back to the largest 合計 that is not a partial sum', () => {
    const text = '8%対象 合計 1,000円\n小計 10,000円\n合計\t11,000円';
    expect(total(text)).toMatchObject({ value: 11000 });
  });

  it('reads the value under its label', () => {
    expect(total('ご請求金額\n¥330,000')).toEqual({ value: 330000, confidence: 0.85 });
  });

  it('guesses the largest marked amount, weakly, when no label survived OCR', () => {
    expect(total('品代 ¥10,000\n送料 ¥800')).toEqual({ value: 10000, confidence: 0.3 });
  });

  it('reports nothing when there is no amount', () => {
    expect(total('請求書')).toEqual({ value: null, confidence: 0 });
  });
});
