/**
 * Characters no string the API accepts may carry, whatever the field: NUL (PostgreSQL refuses
 * 0x00 in text and jsonb) and a lone UTF-16 surrogate (it has no UTF-8 form, so the database
 * driver, the audit JSON and every mail would choke on it). The API applies this to every
 * parsed body, query string, path parameter and header before any route's own schema runs
 * (apps/api/src/platform/http/reject-unsafe-text.ts), so a new field or route is covered
 * without anyone remembering it (docs/decisions/0010).
 */
export const UNSAFE_TEXT_MESSAGE = '使用できない文字が含まれています。';

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE_CHAR = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_CHAR.test(value);
}

/** How deep a request value may nest (no form of ours nests past a few levels). */
const MAX_DEPTH = 64;

/**
 * The path of the first string (or object key) in `value` that carries an unsafe character,
 * or null when everything is clean. A value nested deeper than MAX_DEPTH is refused at that path
 * rather than passed as clean unread: a route without a schema must not be reachable that way.
 */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [...path];
  if (value === null || typeof value !== 'object') return null;
  if (path.length > MAX_DEPTH) return [...path];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (isRawData(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, key];
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Bytes and streams (an uploaded file, a raw body) are not text. Parsed bodies, query strings and headers are walked. */
function isRawData(value: object): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    value instanceof Date ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  );
}

/** A field path for an error body, with the offending characters themselves made harmless. */
export function unsafeTextFieldName(path: readonly (string | number)[]): string {
  return path.map((p) => String(p).replace(new RegExp(UNSAFE_CHAR.source, 'g'), '\uFFFD')).join('.');
}
