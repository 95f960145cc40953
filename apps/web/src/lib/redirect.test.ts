import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from './redirect.ts';

describe('sanitizeRedirect', () => {
  it.each([
    ['/payments/review', '/payments/review'],
    ['/suppliers?status=disable&page=2', '/suppliers?status=disable&page=2'],
    ['/notifications/3#top', '/notifications/3#top'],
    ['/payments/../toppage', '/toppage'],
    // Percent-encoded control characters stay inert inside a path.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'toppage',
    'https://evil.example/toppage',
    '//evil.example/toppage',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/to\u0000ppage',
    '/to\nppage',
    '/signin?redirect=/toppage',
    '/onetime-password',
    '/',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });
});
