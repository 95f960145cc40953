import { describe, it, expect } from 'vitest';
import { PREFECTURES, isPrefectureName, prefectureByCode, prefectureByName } from './prefectures.ts';

describe('PREFECTURES', () => {
  it('has all 47 with unique names and codes 01–47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
    PREFECTURES.forEach((p, i) => expect(Number(p.code)).toBe(i + 1));
  });

  it.each([
    ['01', '北海道'],
    ['02', '青森県'],
    ['07', '福島県'],
    ['08', '茨城県'],
    ['13', '東京都'],
    ['14', '神奈川県'],
    ['23', '愛知県'],
    ['26', '京都府'],
    ['27', '大阪府'],
    ['30', '和歌山県'],
    ['40', '福岡県'],
    ['46', '鹿児島県'],
    ['47', '沖縄県'],
  ])('code %s is %s', (code, name) => {
    expect(prefectureByCode(code)?.name).toBe(name);
    expect(prefectureByName(name)?.code).toBe(code);
    expect(isPrefectureName(name)).toBe(true);
  });

  it.each([
    ['00', '東京'],
    ['48', '大阪'],
    ['1', 'Tokyo'],
    ['', ''],
  ])('code %j / name %j are unknown', (code, name) => {
    expect(prefectureByCode(code)).toBeNull();
    expect(prefectureByName(name)).toBeNull();
    expect(isPrefectureName(name)).toBe(false);
  });
});
