import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's legacy build, loaded once per thread with the runtime's built-ins left as they were (pdfjs.mjs). */
export function loadPdfjs(): Promise<typeof Pdfjs>;
