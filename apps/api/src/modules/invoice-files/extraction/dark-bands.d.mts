// Types of dark-bands.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { GreyImage } from './ocr-image.mjs';

export interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function invertDarkBands(img: GreyImage, options?: { block?: number }): { image: GreyImage; bands: Band[] };
