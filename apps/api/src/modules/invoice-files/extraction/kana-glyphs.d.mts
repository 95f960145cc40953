// Types of kana-glyphs.mjs (a plain module the worker thread imports), for its TypeScript tests.
import type { Box } from './holder-reread.mjs';
import type { GreyImage } from './ocr-image.mjs';

export interface GlyphTemplate {
  char: string;
  font: string;
  /** A half-width glyph's advance against the band of the font's full-size kana. */
  pitch: number;
  grid: Float32Array;
}
export interface Glyph {
  x0: number;
  x1: number;
  spaceBefore: boolean;
  /** Each character's likeness (cosine, 0–1) in the font the line was read in. */
  scores: Map<string, number>;
}
export interface SpelledGlyph extends Glyph {
  char: string;
  score: number;
}
export interface HalfWidthReading {
  /** NFKC: full-width katakana, the marks composed. */
  text: string;
  /** The least likeness of any glyph. */
  score: number;
  font: string;
  glyphs: SpelledGlyph[];
}
export function holderTemplates(): GlyphTemplate[];
export function readHalfWidthLine(
  crop: GreyImage,
  templates: GlyphTemplate[],
  core?: { x0: number; x1: number },
  /** blurred: a photo's line, sharpened before its glyphs are compared. */
  options?: { blurred?: boolean },
): HalfWidthReading | null;
export function cropAround(img: GreyImage, bbox: Box, margin?: number): { crop: GreyImage; core: { x0: number; x1: number } };
export function mayFollow(prev: string, char: string, base?: string): boolean;
export function spellGlyphs<G extends Glyph>(glyphs: G[]): (G & { char: string; score: number })[];
