// Types of uncovered-ink.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { Box, OcrLine, OcrWord } from './holder-reread.mjs';
import type { GreyImage } from './ocr-image.mjs';

export const MAX_UNCOVERED_LINES: number;
export function findUncoveredLines(page: GreyImage, words: OcrWord[]): Box[];
export function cropBox(page: GreyImage, box: Box, margin?: number, border?: number): GreyImage;
export function placeReadings(
  text: string,
  lines: Pick<OcrLine, 'text' | 'bbox'>[],
  readings: { bbox: Box; text: string }[],
): string;

/** The part of tesseract.js's worker this module drives. */
export interface LineReader {
  setParameters(params: Record<string, string>): Promise<unknown>;
  recognize(image: Buffer, options: object, output: object): Promise<{ data: { text: string; confidence: number } }>;
}
export function readUncoveredInk(
  worker: LineReader,
  page: GreyImage,
  data: { text: string; blocks?: { paragraphs: { lines: OcrLine[] }[] }[] | null },
  options?: { psm?: string; deadline?: number },
): Promise<string>;
