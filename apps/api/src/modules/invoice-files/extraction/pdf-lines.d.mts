// Types of pdf-lines.mjs (a plain module the worker thread imports), for its TypeScript tests.

/** What pageLines reads of a pdf.js TextItem. */
export interface TextItem {
  str: string;
  /** [a, b, c, d, x, y]: scale and slant, then the baseline's start in PDF points (y upwards). */
  transform: number[];
  width: number;
  height?: number;
}

export function pageLines(items: TextItem[]): string[];
