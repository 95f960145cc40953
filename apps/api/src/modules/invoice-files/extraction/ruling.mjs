// Ruled lines taken out of a page before OCR. Excel templates and printed forms draw every cell
// of an invoice: tesseract's layout analysis takes the rules for text or for separators and
// either reads them as characters ('|', 'ー', 'mm') or cuts the cells' contents apart, so a ruled
// 振込先 grid came out as noise (ADR 0025). A rule is a run of ink far longer than any stroke of
// a character and only a few pixels thick; it is painted white, the characters beside it stay.
// Plain JavaScript on 8-bit grey images ({ width, height, data }), run in the OCR worker.

const INK = 128;

/**
 * The page with its rules whitened when it is a ruled form, else as it is. `charHeight`: the
 * usual height of a character in pixels (about 28 at 200 dpi for 10.5 pt), from which what counts
 * as a rule follows: at least 4 characters long, at most a fifth of a character thick.
 * `minVertical`: the page heights of vertical rules that make a ruled form (a grid's columns ruled
 * top to bottom); 0 takes the rules out of any page. `minCharacters`: how many characters long a
 * rule is at least (a small box's sides are shorter than 4; no stroke of a character is longer
 * than 1). Returns the image, how many pixels were whitened, and the vertical rules measured (in
 * pixels).
 */
export function removeRules(img, { charHeight = Math.round(img.width / 60), minVertical = 0, minCharacters = 4 } = {}) {
  const { width, height, data } = img;
  const minLength = Math.round(charHeight * minCharacters);
  const maxThickness = Math.max(3, Math.round(charHeight / 5));

  // Pixels in a run of ink at least minLength long, down the columns and along the rows. The
  // columns are walked row by row (each column's run start kept), as the image is laid out.
  const inColumn = new Uint8Array(width * height);
  const runStart = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const dark = y < height && data[row + x] < INK;
      const start = runStart[x];
      if (dark) {
        if (start < 0) runStart[x] = y;
      } else if (start >= 0) {
        if (y - start >= minLength) for (let k = start; k < y; k++) inColumn[k * width + x] = 1;
        runStart[x] = -1;
      }
    }
  }
  // How far the ink through pixel i reaches across its run (step 1: sideways, width: up and down).
  const across = (i, x, y, step) => {
    let n = 1;
    const [lo, hi, at] = step === 1 ? [0, width - 1, x] : [0, height - 1, y];
    for (let k = 1; k <= maxThickness && at - k >= lo && data[i - k * step] < INK; k++) n++;
    for (let k = 1; k <= maxThickness && at + k <= hi && data[i + k * step] < INK; k++) n++;
    return n;
  };
  let vertical = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (inColumn[i] && across(i, x, y, 1) <= maxThickness) vertical++;
    }
  }
  if (vertical < minVertical * height) return { image: img, whitened: 0, vertical };

  const inRow = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const dark = x < width && data[y * width + x] < INK;
      if (dark && start < 0) start = x;
      else if (!dark && start >= 0) {
        if (x - start >= minLength) inRow.fill(1, y * width + start, y * width + x);
        start = -1;
      }
    }
  }
  // A rule's pixel is thin across its run; where two rules cross it is in a long run both ways.
  const out = new Uint8Array(data);
  let whitened = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!inRow[i] && !inColumn[i]) continue;
      const rule =
        (inRow[i] && inColumn[i]) ||
        (inRow[i] && across(i, x, y, width) <= maxThickness) ||
        (inColumn[i] && across(i, x, y, 1) <= maxThickness);
      if (rule) {
        out[i] = 255;
        whitened++;
      }
    }
  }
  return { image: { width, height, data: out }, whitened, vertical };
}
