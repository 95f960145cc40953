// Bands printed white on a dark ground turned to dark on white before OCR. Cloud invoices and
// Excel templates print their table headers and summary bars that way (小計 | 消費税 | ご請求金額 |
// お支払期限 in white on teal): tesseract reads dark text on a light ground and left those labels
// out, so the values under them lost their meaning (ADR 0025). A band is a rectangle almost all
// ink, wider than tall and far wider than any character's stroke; only its rectangle is inverted.
// Plain JavaScript on 8-bit grey images ({ width, height, data }), run in the OCR worker.

const INK = 128;
/** A block is ground when at least this share of its pixels is ink (white text leaves the rest). */
const GROUND_SHARE = 0.55;
/** A band's rectangle: at least this share of its blocks is ground (a cluster of bold glyphs is not). */
const BAND_FILL = 0.8;

/**
 * The page with its dark bands inverted, and the bands found ({ x, y, width, height } in pixels).
 * `block`: the grid the ground is looked for on, about 1 mm (8 px at 200 dpi); a band is at least
 * two blocks tall, eight wide and twice as wide as tall, at most an eighth of the page's height,
 * and does not touch the image's edge (a desk or a scanner lid around the sheet is no band).
 */
export function invertDarkBands(img, { block = Math.max(6, Math.round(img.width / 200)) } = {}) {
  const { width, height, data } = img;
  const bw = Math.floor(width / block);
  const bh = Math.floor(height / block);
  const ground = new Uint8Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let ink = 0;
      for (let y = by * block; y < (by + 1) * block; y++) {
        const row = y * width;
        for (let x = bx * block; x < (bx + 1) * block; x++) if (data[row + x] < INK) ink++;
      }
      ground[by * bw + bx] = ink >= GROUND_SHARE * block * block ? 1 : 0;
    }
  }

  const bands = [];
  const seen = new Uint8Array(bw * bh);
  for (let start = 0; start < ground.length; start++) {
    if (!ground[start] || seen[start]) continue;
    // One connected region of ground blocks, and its bounding box.
    let [x0, y0, x1, y1, count] = [bw, bh, -1, -1, 0];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop();
      const bx = i % bw;
      const by = (i / bw) | 0;
      [x0, y0, x1, y1] = [Math.min(x0, bx), Math.min(y0, by), Math.max(x1, bx), Math.max(y1, by)];
      count++;
      for (const j of [i - 1, i + 1, i - bw, i + bw]) {
        const jx = j % bw;
        if (j < 0 || j >= ground.length || Math.abs(jx - bx) > 1 || !ground[j] || seen[j]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const bandW = x1 - x0 + 1;
    const bandH = y1 - y0 + 1;
    const isBand =
      bandH >= 2 &&
      bandW >= 8 &&
      bandW >= 2 * bandH &&
      bandH * block <= height / 8 &&
      count >= BAND_FILL * bandW * bandH &&
      x0 > 0 &&
      y0 > 0 &&
      x1 < bw - 1 &&
      y1 < bh - 1;
    if (!isBand) continue;
    const band = edgesOf(img, x0 * block, y0 * block, (x1 + 1) * block, (y1 + 1) * block, block);
    if (printedLight(img, band)) bands.push(band);
  }
  if (bands.length === 0) return { image: img, bands };
  const out = Uint8Array.from(data);
  for (const b of bands) {
    for (let y = b.y; y < b.y + b.height; y++) {
      const row = y * width;
      for (let x = b.x; x < b.x + b.width; x++) out[row + x] = 255 - data[row + x];
    }
  }
  return { image: { width, height, data: out }, bands };
}

/** How far from the ground's level a pixel is text. */
const TEXT_CONTRAST = 40;

/**
 * Whether what is printed on the band is lighter than its ground: white on teal, not a light grey
 * header with dark text that a photo's shadow made dark (inverting that would put white text on
 * black, the very thing tesseract does not read).
 */
function printedLight(img, band) {
  const { width, data } = img;
  const hist = new Uint32Array(256);
  for (let y = band.y; y < band.y + band.height; y++)
    for (let x = band.x; x < band.x + band.width; x++) hist[data[y * width + x]]++;
  const total = band.width * band.height;
  let ground = 0;
  for (let seen = 0; ground < 255 && seen + hist[ground] < total / 2; ground++) seen += hist[ground];
  let lighter = 0;
  let darker = 0;
  for (let v = 0; v < 256; v++) {
    if (v > ground + TEXT_CONTRAST) lighter += hist[v];
    else if (v < ground - TEXT_CONTRAST) darker += hist[v];
  }
  return lighter > darker;
}

/**
 * The band's rectangle to the pixel: each side of the block-aligned box moved, within a block
 * either way, to the outermost row or column that is still mostly ink, so that inverting it
 * leaves no dark fringe of paper nor a light one of ground.
 */
function edgesOf(img, left, top, right, bottom, block) {
  const { width, height, data } = img;
  const inkShare = (xa, xb, ya, yb) => {
    let ink = 0;
    for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) if (data[y * width + x] < INK) ink++;
    return ink / Math.max(1, (xb - xa) * (yb - ya));
  };
  const rowIsGround = (y) => inkShare(left, right, y, y + 1) >= 0.5;
  const columnIsGround = (x) => inkShare(x, x + 1, top, bottom) >= 0.5;
  let y0 = Math.max(0, top - block);
  while (y0 < top + block && !rowIsGround(y0)) y0++;
  let y1 = Math.min(height, bottom + block);
  while (y1 > bottom - block && !rowIsGround(y1 - 1)) y1--;
  let x0 = Math.max(0, left - block);
  while (x0 < left + block && !columnIsGround(x0)) x0++;
  let x1 = Math.min(width, right + block);
  while (x1 > right - block && !columnIsGround(x1 - 1)) x1--;
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}
