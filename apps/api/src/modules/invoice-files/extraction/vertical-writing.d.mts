// Types of vertical-writing.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { GreyImage } from './ocr-image.mjs';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface Cell {
  y0: number;
  y1: number;
  spaceBefore: boolean;
}
export function findColumns(page: GreyImage, readAcross?: Box[]): { columns: Box[]; region: Box } | null;
export function columnCharacters(page: GreyImage, column: Box): Cell[];
export function setColumnsAcross(page: GreyImage, columns: Box[]): GreyImage;
export function isReadAcross(line: { words?: { text: string; confidence: number }[] }): boolean;
export function readVerticalWriting(
  worker: unknown,
  page: GreyImage,
  pageData: unknown,
  restorePsm: string,
): Promise<{ text: string; confidence: number } | null>;
