import { describe, it, expect } from 'vitest';
import { maskEmail } from './masked-email.ts';

describe('maskEmail', () => {
  it.each([
    ['taro@example.com', 't****@e***'],
    ['a@b.jp', 'a****@b***'],
    ['very.long.name+tag@sub.example.co.jp', 'v****@s***'],
    ['"a@b"@example.com', '"****@e***'],
    ['😀x@example.com', '😀****@e***'],
    ['@example.com', null],
    ['taro@', null],
    ['taro', null],
    ['', null],
  ])('%j → %j', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });

  it('does not reveal the length of the address', () => {
    expect(maskEmail('t@e.jp')).toBe(maskEmail('taro.yamada@example.com'));
  });
});
