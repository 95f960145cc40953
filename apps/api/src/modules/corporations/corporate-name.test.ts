import { describe, expect, it } from 'vitest';
import { searchableCorporateName } from './corporate-name.ts';

describe('searchableCorporateName', () => {
  it.each([
    ['株式会社トヨタ', 'トヨタ'],
    ['トヨタ自動車株式会社', 'トヨタ自動車'],
    ['株式会社 ＡＢＣ商事', 'ABC商事'],
    ['医療法人社団 さくら会', 'さくら会'],
    ['一般社団法人日本請求書協会', '日本請求書協会'],
    ['ソニーグループ', 'ソニーグループ'],
  ])('%s → %s', (name, expected) => {
    expect(searchableCorporateName(name)).toBe(expected);
  });
});
