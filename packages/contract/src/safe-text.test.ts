import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, unsafeTextFieldName } from './safe-text.ts';

describe('isSafeText', () => {
  it('accepts ordinary text, Japanese, emoji (surrogate pairs), tabs and newlines', () => {
    for (const s of ['', 'abc', '株式会社テスト', '請求書 🧾 です', 'a\tb\nc', 'ｶ)ﾃｽﾄ']) expect(isSafeText(s), s).toBe(true);
  });
  it('refuses NUL and lone surrogates, high or low, anywhere', () => {
    for (const s of ['\u0000', 'a\u0000b', '\udfff', 'a\udfffb', '\ud800', 'x\ud800', '\udc00\ud800', '🧾'.slice(0, 1)])
      expect(isSafeText(s), JSON.stringify(s)).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names the first offending string or key by its path', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'ok' }, { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findUnsafeText({ data: { 'k\udfff': 1 } })).toEqual(['data', 'k\udfff']);
    expect(findUnsafeText('\u0000')).toEqual([]);
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['fine'] })).toBeNull();
  });
  it('walks null-prototype objects (query strings, headers) and leaves raw bytes alone', () => {
    const query = Object.assign(Object.create(null) as object, { q: '\u0000' });
    expect(findUnsafeText(query)).toEqual(['q']);
    expect(findUnsafeText({ file: new Uint8Array([0, 0, 0]) })).toBeNull();
  });
  it('refuses a value nested past its depth limit instead of passing it unread', () => {
    let deep: unknown = 'tail\u0000';
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(findUnsafeText(deep)?.length).toBe(65);
    let shallow: unknown = 'ok';
    for (let i = 0; i < 10; i++) shallow = { a: shallow };
    expect(findUnsafeText(shallow)).toBeNull();
  });

  it('writes field names without the offending characters', () => {
    expect(unsafeTextFieldName(['data', 'k\u0000\udfff', 0])).toBe('data.k\uFFFD\uFFFD.0');
  });
});
