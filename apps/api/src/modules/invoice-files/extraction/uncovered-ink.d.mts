// Types of uncovered-ink.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { Box, LineReader, OcrLine, OcrWord } from './holder-reread.mjs';
import type { GreyImage } from './ocr-image.mjs';

export type { LineReader };

export const MAX_UNCOVERED_LINES: number;
export function findUncoveredLines(page: GreyImage, words: OcrWord[]): Box[];
export function cropBox(page: GreyImage, box: Box, margin?: number, border?: number): GreyImage;
export function placeReadings(
  text: string,
  lines: Pick<OcrLine, 'text' | 'bbox'>[],
  readings: { bbox: Box; text: string }[],
): string;

export function readUncoveredInk(
  worker: LineReader,
  page: GreyImage,
  data: { text: string; blocks?: { paragraphs: { lines: OcrLine[] }[] }[] | null },
  options?: { psm?: string; deadline?: number },
): Promise<string>;
