// Types of word-measures.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { OcrWord } from './holder-reread.mjs';

export function median(xs: number[]): number | undefined;
export function medianHeight(words: Pick<OcrWord, 'bbox'>[]): number | undefined;
export function characterHeight(words: OcrWord[], pageWidth: number): number;
