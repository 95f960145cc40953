// Types of holder-reread.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { GreyImage } from './ocr-image.mjs';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrSymbol {
  text: string;
  bbox: Box;
}
export interface OcrWord extends OcrSymbol {
  confidence?: number;
  symbols?: OcrSymbol[];
}
export interface OcrLine {
  text: string;
  bbox: Box;
  words: OcrWord[];
}
/** Words [from, to) of lineWords (lines[line]'s words, some cut in two), and their box. */
export interface HolderSegment {
  line: number;
  from: number;
  to: number;
  bbox: Box;
  words: OcrWord[];
  lineWords: OcrWord[];
}

export function findHolderSegments(lines: OcrLine[]): HolderSegment[];
/** charHeight: the characters' usual height (a box may be taller), for the white a crop's edge needs. */
export function cropLine(img: GreyImage, bbox: Box, stretch: number, charHeight?: number): GreyImage;
export function lineTextFromSymbols(symbols: OcrSymbol[]): string;
export function isKatakanaReading(s: string): boolean;
/** A replacement is the new text, or a function of the segment's text as it stands in the line. */
export function spliceSegments(
  text: string,
  lines: OcrLine[],
  segments: HolderSegment[],
  replacements: (string | ((original: string) => string) | null)[],
): string;
/** One flag per small kana of the words' text, in order: true where its ink is a large kana's. */
export function smallKanaPrintedLarge(page: GreyImage, words: OcrWord[]): boolean[];
export function withKanaLarge(text: string, flags: boolean[]): string;

/** The part of tesseract.js's worker the steps after a page's reading drive (PSM 7 on a crop). */
export interface LineReader<Output = object> {
  setParameters(params: Record<string, string>): Promise<unknown>;
  recognize(image: Buffer, options: object, output: object): Promise<{ data: { text: string; confidence: number } & Output }>;
}
/** …with the reading's blocks, down to its symbols: the holder's second look spaces them itself. */
export type SegmentReader = LineReader<{ blocks: { paragraphs: { lines: { words: { symbols: OcrSymbol[] }[] }[] }[] }[] }>;
export function rereadHolders(
  worker: SegmentReader,
  page: GreyImage,
  data: { text: string; blocks?: { paragraphs: { lines: OcrLine[] }[] }[] | null },
  options?: { psm?: string; held?: boolean; blurred?: boolean },
): Promise<string>;
