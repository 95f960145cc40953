// Ruled lines taken out of a page before OCR. Excel templates and printed forms draw every cell
// of an invoice: tesseract's layout analysis takes the rules for text or for separators and
// either reads them as characters ('|', 'ー', 'mm') or cuts the cells' contents apart, so a ruled
// 振込先 grid came out as noise (ADR 0025). A rule is a run of ink far longer than any stroke of
// a character and only a few pixels thick; it is painted white, the characters beside it stay.
// Plain JavaScript on 8-bit grey images ({ width, height, data }), run in the OCR worker.

const INK = 128;

/**
 * The page with its horizontal and vertical rules whitened. `charHeight`: the usual height of a
 * character in pixels (about 28 at 200 dpi for 10.5 pt), from which what counts as a rule
 * follows: at least 4 characters long, at most a fifth of a character thick.
 */
export function removeRules(img, charHeight = Math.round(img.width / 60)) {
  const { width, height, data } = img;
  const minLength = charHeight * 4;
  const maxThickness = Math.max(3, Math.round(charHeight / 5));
  const ink = (x, y) => data[y * width + x] < INK;
  const out = new Uint8Array(data);
  let whitened = 0;

  // The extent of ink through (x, y) across the rule: a rule's thickness, a band's height.
  const thickness = (x, y, dx, dy) => {
    let n = 1;
    for (let k = 1; k <= maxThickness + 1; k++) {
      const [px, py] = [x - dx * k, y - dy * k];
      if (px < 0 || py < 0 || !ink(px, py)) break;
      n++;
    }
    for (let k = 1; k <= maxThickness + 1; k++) {
      const [px, py] = [x + dx * k, y + dy * k];
      if (px >= width || py >= height || !ink(px, py)) break;
      n++;
    }
    return n;
  };

  // Along rows (horizontal rules) and along columns (vertical ones): every run of ink at least
  // minLength long. Its pixels thin across the run are the rule; where two rules cross, the
  // pixel is in a long run both ways and goes too.
  const inRow = new Uint8Array(width * height);
  const inColumn = new Uint8Array(width * height);
  const mark = (mask, outer, inner, at) => {
    for (let a = 0; a < outer; a++) {
      let start = -1;
      for (let b = 0; b <= inner; b++) {
        const dark = b < inner && ink(...at(a, b));
        if (dark && start < 0) start = b;
        if (!dark && start >= 0) {
          if (b - start >= minLength) for (let c = start; c < b; c++) mask[at(a, c)[1] * width + at(a, c)[0]] = 1;
          start = -1;
        }
      }
    }
  };
  mark(inRow, height, width, (y, x) => [x, y]);
  mark(inColumn, width, height, (x, y) => [x, y]);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!inRow[i] && !inColumn[i]) continue;
      const rule =
        (inRow[i] && inColumn[i]) ||
        (inRow[i] && thickness(x, y, 0, 1) <= maxThickness) ||
        (inColumn[i] && thickness(x, y, 1, 0) <= maxThickness);
      if (rule) {
        out[i] = 255;
        whitened++;
      }
    }
  }
  return { image: { width, height, data: out }, whitened };
}
