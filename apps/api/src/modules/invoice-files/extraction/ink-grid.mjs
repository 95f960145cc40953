// A page's ink counted on a coarse grid, and the shapes it makes: what the steps after a page's
// reading look for (./uncovered-ink.mjs: lines no word covers; ./vertical-writing.mjs: columns of
// characters). Plain JavaScript on 8-bit grey pixels: it runs in the OCR worker.

const INK = 128;
/** Ink is counted on a grid of this many pixels: a character's stroke spans several cells. */
export const CELL = 4;

/**
 * The cells of a `width` × `height` grey image holding at least `minInk` ink pixels (1), the
 * others 0; gw × gh cells.
 */
export function inkCells(data, width, height, minInk) {
  const gw = Math.ceil(width / CELL);
  const gh = Math.ceil(height / CELL);
  const counts = new Uint16Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / CELL) * gw;
    for (let x = 0; x < width; x++) if (data[y * width + x] < INK) counts[row + Math.floor(x / CELL)]++;
  }
  const grid = new Uint8Array(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = counts[i] >= minInk ? 1 : 0;
  return { grid, gw, gh };
}

/**
 * Gaps of at most `gap` cells between two inked cells closed, along the rows (`along` true) or
 * down the columns, in place: a closed cell is 2, so that it joins shapes without counting as ink.
 */
export function closeGaps(grid, gw, gh, gap, along) {
  const [outer, inner] = along ? [gh, gw] : [gw, gh];
  const at = along ? (o, i) => o * gw + i : (o, i) => i * gw + o;
  for (let o = 0; o < outer; o++) {
    let last = -1;
    for (let i = 0; i < inner; i++) {
      if (!grid[at(o, i)]) continue;
      if (last >= 0 && i - last > 1 && i - last - 1 <= gap) for (let k = last + 1; k < i; k++) grid[at(o, k)] = 2;
      last = i;
    }
  }
}

/**
 * The 4-connected shapes of a grid's marked cells, as boxes in cells { x0, y0, x1, y1 } with
 * `cells`, how many of their cells hold ink (1, not closed gaps).
 */
export function shapes(grid, gw, gh) {
  const seen = new Uint8Array(gw * gh);
  const out = [];
  const stack = [];
  for (let start = 0; start < grid.length; start++) {
    if (!grid[start] || seen[start]) continue;
    const box = { x0: gw, y0: gh, x1: -1, y1: -1, cells: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop();
      const x = i % gw;
      const y = (i - x) / gw;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      if (grid[i] === 1) box.cells++;
      for (const j of [x > 0 ? i - 1 : -1, x < gw - 1 ? i + 1 : -1, i - gw, i + gw]) {
        if (j >= 0 && j < grid.length && grid[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    out.push(box);
  }
  return out;
}
