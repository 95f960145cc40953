import { describe, expect, it } from 'vitest';
import { withoutOwnersSeal } from './owner-seal.ts';

describe('withoutOwnersSeal', () => {
  it.each([
    ['加藤之木加工所', '加藤', '加藤木工所'],
    ['森木工印所森', '森', '森木工所'],
    ['ウッドワークスきのね之加', '加藤', 'ウッドワークスきのね'],
  ])('takes the seal’s row out of %s (owner %s)', (name, surname, expected) => {
    expect(withoutOwnersSeal(name, surname)).toBe(expected);
  });

  it.each([
    ['森印刷', '森'],
    ['そば処 松之助', '松本'],
    ['清水木工所', '清水'],
  ])('leaves %s as it is', (name, surname) => {
    expect(withoutOwnersSeal(name, surname)).toBeNull();
  });
});
