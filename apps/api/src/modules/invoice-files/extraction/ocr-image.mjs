// An uploaded image made into what OCR reads best: grey, the sheet of a phone photo cut out and
// made upright (a projective warp), the light evened out, a small tilt straightened, and scaled so
// that the characters are the size tesseract reads best. Decoding and resampling use
// @napi-rs/canvas (already here for pdfjs); the pixel work is plain JavaScript
// (./page-geometry.mjs, ./page-tone.mjs): 0.2–0.7 s for a 12 MP photo, ~0.1 s for a page image.
import { createRequire } from 'node:module';
import { invertDarkBands } from './dark-bands.mjs';
import { findPageQuad, quadSize, warpQuad } from './page-geometry.mjs';
import { estimateSkew, flattenLight, rotate } from './page-tone.mjs';
import { removeRules } from './ruling.mjs';

export { findPageQuad, squareToQuad, warpQuad } from './page-geometry.mjs';
export { estimateSkew, flattenLight, rotate } from './page-tone.mjs';

const require = createRequire(import.meta.url);

/** The sheet is looked for on a thumbnail this long: its edges are long straight steps. */
const THUMB_SIDE = 400;
/** A tilt below this is left alone: rotating costs a resampling (a little blur) for no gain. */
const MIN_SKEW_DEGREES = 0.3;

/** The grey pixels of a canvas (ITU-R 601 luma, in integers: this runs over millions of pixels). */
export function toGrey(ctx, width, height) {
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  }
  return { width, height, data };
}

/** A decoded image drawn by the canvas (which resamples natively) at width × height, in grey. */
function drawGrey(source, width, height) {
  const { createCanvas } = require('@napi-rs/canvas');
  const canvas = createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return toGrey(ctx, canvas.width, canvas.height);
}

/**
 * A binary PGM: tesseract's image reader (leptonica) takes it as is, with no compression to do
 * on this side nor to undo on the other (a 4 MP PNG costs ~0.2 s each way).
 */
export function toPgm(img) {
  const header = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length)]);
}

/** A P5 PGM with maxval 255 (what toPgm writes) as a grey image; null for anything else. */
export function greyFromPgm(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const m = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(buf.toString('latin1', 0, 40));
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const data = new Uint8Array(buf.buffer, buf.byteOffset + m[0].length, width * height);
  return { width, height, data };
}

/**
 * A ruled form: vertical rules adding up to this many page heights (a grid's columns ruled from
 * top to bottom). The dev layouts' grids measure 3.4–5.9, their tables with a few borders 0–2.1,
 * the fixtures' photos under 0.4.
 */
const RULED_FORM_VERTICAL = 2.5;

/**
 * The light evened out, a tilt straightened, rules taken out: what every page gets, photographed
 * or not; and a page that was not photographed gets its dark bands inverted.
 */
function finish(page, flatten, photographed) {
  const even = flatten ? flattenLight(page) : page;
  const skew = estimateSkew(even);
  const turned = Math.abs(skew) >= MIN_SKEW_DEGREES ? rotate(even, skew) : even;
  const straight = photographed ? withoutEdgeFrame(turned) : turned;
  // Labels printed white on a dark band (./dark-bands.mjs) as dark on white: tesseract left them
  // out. Dev page images 94.4 → 95.1 % (L20's summary bar 75 → 87.5 %); photos
  // read worse with it (dev 90.0 → 86.1 %: tesseract's layout analysis of a blurred warped page
  // shifted around the inverted rectangle, L23 losing its whole table), so not on a photo.
  const upright = photographed ? straight : invertDarkBands(straight).image;
  // A ruled form's lines out (./ruling.mjs): tesseract reads them as characters or splits cells.
  // Only on a ruled form: there a 振込先 grid goes from noise to read (L19: 56 → 94 % of fields on
  // page images); a page with a few lines (a table's borders, an underlined total) read three
  // fixture fields worse without them, as tesseract's layout analysis shifted.
  return { page: removeRules(upright, { minVertical: RULED_FORM_VERTICAL }).image, skew };
}

/**
 * A photographed sheet cut out along its edge keeps a line or two of the desk's step all round:
 * a frame, which tesseract's automatic layout took for a box around the page and read as noise
 * (L225's photo: confidence 0.32, no field; 0.80 with the frame gone). The outer pixels (about
 * 1 mm, where no printer prints) become the paper just inside them.
 */
export function withoutEdgeFrame(img, margin = Math.max(6, Math.round(img.width * 0.005))) {
  const { width, height, data } = img;
  if (width <= 4 * margin || height <= 4 * margin) return img;
  const out = Uint8Array.from(data);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    out.fill(data[row + margin], row, row + margin);
    out.fill(data[row + width - 1 - margin], row + width - margin, row + width);
  }
  const inner = (y) => out.subarray(y * width, (y + 1) * width);
  for (let y = 0; y < margin; y++) out.set(inner(margin), y * width);
  for (let y = height - margin; y < height; y++) out.set(inner(height - 1 - margin), y * width);
  return { width, height, data: out };
}

/**
 * A decoded image (anything the canvas can draw) prepared for OCR as grey pixels, and what was
 * done: quad (the sheet's corners in the source, null when it fills the frame) and skew.
 * - pageWidth: the width the page is brought to (1654, A4 at 200 dpi: on the corpus 1400 read
 *   page images and photos 5–8 points worse, 2000 2–4 points worse; ADR 0025);
 * - maxPixels: at most this many pixels come out, and at most 1.5 times as many are handled;
 * - upscale: whether a smaller page image is enlarged to pageWidth (a photographed sheet is);
 * - flatten: whether uneven light is divided out.
 */
export function preparePixels(source, { pageWidth = 1654, maxPixels = 4_000_000, upscale = true, flatten = true } = {}) {
  const { width, height } = source;
  const thumbScale = Math.min(1, THUMB_SIDE / Math.max(width, height));
  const thumb = drawGrey(source, width * thumbScale, height * thumbScale);
  const found = findPageQuad(thumb);
  if (!found) {
    const scale = Math.min(upscale ? Infinity : 1, pageWidth / width, Math.sqrt(maxPixels / (width * height)));
    return { ...finish(drawGrey(source, Math.floor(width * scale), Math.floor(height * scale)), flatten, false), quad: null };
  }
  // The warp samples the photo at about the output's resolution: decoded (and shrunk by the
  // canvas) to at most 1.5 × maxPixels, since the sheet rarely fills more than 2/3 of a photo.
  const decodeScale = Math.min(1, Math.sqrt((maxPixels * 1.5) / (width * height)));
  const img = drawGrey(source, width * decodeScale, height * decodeScale);
  const quad = found.map(([x, y]) => [(x * img.width) / thumb.width, (y * img.height) / thumb.height]);
  const size = quadSize(quad);
  // The sheet's own proportions (A4 or not), brought to pageWidth, within maxPixels.
  const scale = Math.min(pageWidth / size.width, Math.sqrt(maxPixels / (size.width * size.height)));
  const page = warpQuad(img, quad, Math.floor(size.width * scale), Math.floor(size.height * scale));
  const inSource = quad.map(([x, y]) => [Math.round(x / decodeScale), Math.round(y / decodeScale)]);
  return { ...finish(page, flatten, true), quad: inSource };
}

/** An uploaded PNG or JPEG as the PGM OCR reads, with its size and what was done. */
export async function prepareImage(bytes, options = {}) {
  const { loadImage } = require('@napi-rs/canvas');
  const source = await loadImage(Buffer.from(bytes));
  const { page, quad, skew } = preparePixels(source, options);
  return { image: toPgm(page), size: { width: page.width, height: page.height }, quad, skew };
}
