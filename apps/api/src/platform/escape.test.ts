import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeLike } from './escape.ts';

describe('escape', () => {
  it('escapes the five HTML-special characters and leaves Japanese alone', () => {
    expect(escapeHtml(`<a href="x">'請求書' & 支払</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;請求書&#39; &amp; 支払&lt;/a&gt;',
    );
  });
  it('makes LIKE wildcards literal', () => {
    expect(escapeLike('100%_株式\\会社')).toBe('100\\%\\_株式\\\\会社');
  });
});
