// Types of pdf-seals.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { TextItem } from './pdf-lines.mjs';

export function withoutSeals(items: TextItem[]): TextItem[];
