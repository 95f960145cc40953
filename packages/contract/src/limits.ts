/**
 * Limits the browser checks first and the server enforces, in a module without zod: screens import
 * these without pulling the schemas (and zod) into their chunks.
 */

/** Upload limits (issue 4, spec §5): what the browser checks first and the server enforces. */
export const INVOICE_FILE_LIMITS = {
  MAX_BYTES: 10 * 1024 * 1024,
  MAX_PDF_PAGES: 20,
  /** Images are decoded for OCR: refuse decompression bombs by pixel count (docs/design.md §8). */
  MAX_IMAGE_PIXELS: 40_000_000,
  /** Signed URLs live this long (seconds). */
  URL_TTL_SECONDS: 300,
} as const;
/** What the buyer reads when a file is over INVOICE_FILE_LIMITS.MAX_BYTES (browser check, upload and server check). */
export const INVOICE_FILE_TOO_LARGE_MESSAGE = `ファイルサイズは${INVOICE_FILE_LIMITS.MAX_BYTES / (1024 * 1024)}MBまでです。`;

/** A request key's length, without its hyphens (sellers may type them: ABCD-EFGH-JKLM). */
export const REQUEST_KEY_LENGTH = { MIN: 6, MAX: 64 } as const;

/** A list page's size when the client names none, and the most one page can hold. */
export const LIST_PAGE_SIZE = { DEFAULT: 20, MAX: 100 } as const;
