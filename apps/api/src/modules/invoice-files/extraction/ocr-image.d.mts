// Types of ocr-image.mjs (a plain module the worker thread imports), for its TypeScript tests.

/** An 8-bit grey image, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Corners top-left, top-right, bottom-right, bottom-left, as [x, y]. */
export type Quad = [number, number][];

export interface PrepareOptions {
  pageWidth?: number;
  maxPixels?: number;
  upscale?: boolean;
  flatten?: boolean;
}

export interface PreparedImage {
  /** A binary PGM (P5). */
  image: Buffer;
  size: { width: number; height: number };
  quad: Quad | null;
  skew: number;
}

/** Anything @napi-rs/canvas can draw: a decoded Image or a Canvas. */
export interface Drawable {
  width: number;
  height: number;
}

type Prepared = { page: GreyImage; quad: Quad | null; skew: number };
export function preparePixels(source: Drawable, options?: PrepareOptions): Prepared;
export function prepareImage(bytes: Uint8Array, options?: PrepareOptions): Promise<PreparedImage>;
export function toPgm(img: GreyImage): Buffer;
export function greyFromPgm(bytes: Uint8Array): GreyImage | null;
export function toGrey(
  ctx: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } },
  width: number,
  height: number,
): GreyImage;
export function findPageQuad(img: GreyImage): Quad | null;
export function squareToQuad(quad: Quad): number[];
export function warpQuad(src: GreyImage, quad: Quad, width: number, height: number): GreyImage;
export function flattenLight(img: GreyImage, block?: number): GreyImage;
export function estimateSkew(img: GreyImage, maxDegrees?: number): number;
export function rotate(img: GreyImage, degrees: number): GreyImage;
export function withoutEdgeFrame(img: GreyImage, margin?: number): GreyImage;
