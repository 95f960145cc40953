import { describe, it, expect } from 'vitest';
import { repairKatakanaLookalikes } from './katakana-lookalikes.ts';

describe('repairKatakanaLookalikes', () => {
  // Failure class: カ read as 力 (and its kin) or doubled inside katakana holder names.
  it.each([
    ['力)サンプルコウギヨウ', 'カ)サンプルコウギヨウ'],
    ['カカ)サンプル', 'カ)サンプル'],
    ['サンプル(カカ', 'サンプル(カ'],
    ['ヤマ口 タ口ウ', 'ヤマロ タロウ'],
    ['工ヌテイ一', 'エヌテイー'],
    ['二シダ', 'ニシダ'],
    ['八ナコ', 'ハナコ'],
    ['卜ウキヨウ', 'トウキヨウ'],
    ['ブル一スカイ(ド', 'ブルースカイ(ド'],
    ['サンプル(力', 'サンプル(カ'],
  ])('%j → %j', (s, v) => {
    expect(repairKatakanaLookalikes(s)).toBe(v);
  });

  it.each(['口座名義', '一番町', '二丁目', '八王子', '工業', '協力会社', 'タカカワ'])('leaves %j alone', (s) => {
    expect(repairKatakanaLookalikes(s)).toBe(s);
  });
});
