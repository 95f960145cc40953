import { patterns } from './paths.ts';

const BASE = 'https://same-origin.invalid';

/**
 * Accepts only a same-origin absolute path ("/x?y#z"). Anything that could leave the site —
 * "//host", "/\host", "https://…", "javascript:", control characters — gives null, so callers
 * fall back to the default page. Pages of the sign-in flow itself are refused to avoid loops.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read "\" as "/" in URLs, so "/\evil.com" would be protocol-relative.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === patterns.signin || url.pathname === patterns.onetimePassword || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path + query (+ hash) of a URL, for a `redirect` parameter. */
export function currentPathOf(url: URL | Location): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
