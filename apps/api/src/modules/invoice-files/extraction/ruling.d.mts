// Types of ruling.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { GreyImage } from './ocr-image.mjs';

export function removeRules(
  img: GreyImage,
  options?: { charHeight?: number; minVertical?: number; minCharacters?: number },
): { image: GreyImage; whitened: number; vertical: number };
