import { describe, expect, it } from 'vitest';
import { characterHeight, median, medianHeight } from './word-measures.mjs';

const word = (text: string, height: number) => ({ text, bbox: { x0: 0, y0: 100, x1: 50, y1: 100 + height } });

describe('median', () => {
  it('takes the middle value, the upper one of an even count, and leaves its input as it was', () => {
    const xs = [9, 1, 5];
    expect(median(xs)).toBe(5);
    expect(xs).toEqual([9, 1, 5]);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeUndefined();
  });

  it('measures word boxes by their height', () => {
    expect(medianHeight([word('ア', 20), word('イ', 30), word('ウ', 26)])).toBe(26);
  });
});

describe('characterHeight', () => {
  it('is measured on words with letters or digits: a rule read as ー or a bracket is no character', () => {
    const words = [word('請求書', 28), word('2026', 26), word('御中', 30), word('ーー', 4), word('|', 90), word('【', 60)];
    expect(characterHeight(words, 1654)).toBe(28);
  });

  it('falls back to a sixtieth of the page width with fewer than three words read', () => {
    expect(characterHeight([word('請求書', 28), word('ー', 3)], 1654)).toBe(28);
    expect(characterHeight([word('請求書', 28)], 1654)).toBe(Math.round(1654 / 60));
  });

  it('is never below 12 pixels: specks read as letters do not make every line a rule', () => {
    expect(characterHeight([word('a', 5), word('b', 6), word('c', 7)], 1654)).toBe(12);
  });
});
