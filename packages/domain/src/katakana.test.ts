import { describe, it, expect } from 'vitest';
import { hiraganaToKatakana, isZenkakuKatakana, katakanaToHiragana, toZenkakuKatakanaLoose } from './katakana.ts';

describe('isZenkakuKatakana', () => {
  it.each([
    ['ヤマダ', true],
    ['ヤマダ タロウ', true],
    ['ヤマダ　タロウ', true],
    ['カブシキガイシャ・サンプル', true],
    ['ヴァイオリン', true],
    ['ケーキ', true],
    ['ァィゥェォヵヶ', true],
    ['やまだ', false],
    ['ﾔﾏﾀﾞ', false],
    ['山田', false],
    ['YAMADA', false],
    ['ヤマダ1', false],
    ['ヤマダ１', false],
    ['ヤマダ-タロウ', false],
    ['ヷ', false],
    ['', false],
    ['　', false],
    [' ', false],
  ])('%j → %s', (s, expected) => {
    expect(isZenkakuKatakana(s)).toBe(expected);
  });
});

describe('katakanaToHiragana', () => {
  it.each([
    ['サクランボ', 'さくらんぼ'],
    ['ァィゥェォッャュョヮ', 'ぁぃぅぇぉっゃゅょゎ'],
    ['ヴヵヶ ヽヾ', 'ゔゕゖ ゝゞ'],
    ['センター', 'せんたー'],
    ['ｶﾀｶﾅ 漢字', 'ｶﾀｶﾅ 漢字'],
  ])('%j → %j', (s, expected) => {
    expect(katakanaToHiragana(s)).toBe(expected);
  });
});

describe('hiraganaToKatakana', () => {
  it.each([
    ['やまだ たろう', 'ヤマダ タロウ'],
    ['ぁぃぅぇぉっゃゅょゎ', 'ァィゥェォッャュョヮ'],
    ['がぎぐげご ぱぴぷぺぽ', 'ガギグゲゴ パピプペポ'],
    ['ゔゕゖ', 'ヴヵヶ'],
    ['ゝゞ', 'ヽヾ'],
    ['カタカナ', 'カタカナ'],
    ['ｶﾀｶﾅ', 'ｶﾀｶﾅ'],
    ['漢字とABC', '漢字トABC'],
    ['', ''],
  ])('%j → %j', (s, expected) => {
    expect(hiraganaToKatakana(s)).toBe(expected);
  });
});

describe('toZenkakuKatakanaLoose', () => {
  it.each([
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ タロウ'],
    ['ｶﾞｷﾞｸﾞｹﾞｺﾞ', 'ガギグゲゴ'],
    ['ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ', 'パピプペポ'],
    ['ﾊﾞﾋﾞﾌﾞﾍﾞﾎﾞ', 'バビブベボ'],
    ['ｳﾞｧｲｵﾘﾝ', 'ヴァイオリン'],
    ['ｹｰｷ', 'ケーキ'],
    ['ｧｨｩｪｫｯｬｭｮｦ', 'ァィゥェォッャュョヲ'],
    ['｡｢｣､･', '。「」、・'],
    ['ｱﾞ', 'ア゛'],
    ['ｶﾟ', 'カ゜'],
    ['ﾞ', '゛'],
    ['やまだ ﾀﾛｳ', 'ヤマダ タロウ'],
    ['ヤマダ', 'ヤマダ'],
    ['山田ABC123', '山田ABC123'],
    ['', ''],
  ])('%j → %j', (s, expected) => {
    expect(toZenkakuKatakanaLoose(s)).toBe(expected);
  });

  it.each(['ﾔﾏﾀﾞ ﾀﾛｳ', 'やまだ・たろう', 'ｶﾌﾞｼｷｶﾞｲｼｬ'])('makes %j pass isZenkakuKatakana', (s) => {
    expect(isZenkakuKatakana(toZenkakuKatakanaLoose(s))).toBe(true);
  });
});
