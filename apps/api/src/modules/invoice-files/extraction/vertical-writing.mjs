// A page set in vertical writing (縦書き: a shrine's or an old shop's letter-like invoice) read as
// tesseract reads lines across. The bundled jpn model reads horizontal lines only (no jpn_vert
// ships in the registry), so a vertical page came out as noise. Each column of characters is cut
// out of the page, its characters cut apart down the column, and set again left to right as one
// line of a new page, columns right to left as a letter is read: tesseract reads that page as
// it reads any other. Plain JavaScript on 8-bit grey images ({ width, height, data }): it runs in
// the OCR worker (extraction-worker.mjs).
import { CELL, closeGaps, inkCells, shapes } from './ink-grid.mjs';
import { toPgm } from './ocr-image.mjs';
import { removeRules } from './ruling.mjs';
import { median } from './word-measures.mjs';

const INK = 128;
/** A cell with fewer ink pixels than this is a speck of noise. */
const MIN_CELL_INK = 3;
/** A column's characters are joined down gaps up to this share of the page's usual character size. */
const COLUMN_GAP = 1.1;
/** A character's strokes are joined across gaps up to this share of it (川's, 小's). */
const STROKE_GAP = 0.3;
/** A column is at least this many times taller than wide. */
const MIN_COLUMN_ASPECT = 2.5;
/**
 * A page is (partly) in vertical writing when this share of its ink, at least, lies in this many
 * columns or more, what its reading across read well left out. On the corpus the letters in
 * vertical writing have 0.61–0.91 (0.6 where an item table is set across under the letter), the
 * pages set across that tesseract read unsurely 0.28 at most (a photo's stacked figures).
 */
const VERTICAL_SHARE = 0.45;
const MIN_COLUMNS = 6;
/** A column is at most this many characters wide and at least this many tall. */
const MAX_COLUMN_WIDTH = 3;
const MIN_COLUMN_CHARACTERS = 3;
/** Set across: the space between characters and between lines (shares of a character), the margin (pixels). */
const CHARACTER_SPACING = 0.15;
const LINE_SPACING = 0.8;
const MARGIN = 20;

/**
 * The page's ink on the grid (./ink-grid.mjs), its rules taken out first (a frame would join every
 * column into one shape) and what the page's reading across read well (`readAcross`).
 */
function inkGrid(page, readAcross) {
  const { width, height } = page;
  // (A seal's frame too, three characters a side: no stroke of a column is as long.)
  const clean = new Uint8Array(removeRules(page, { charHeight: Math.round(width / 60), minCharacters: 3 }).image.data);
  for (const { x0, y0, x1, y1 } of readAcross)
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      clean.fill(255, y * width + Math.max(0, x0), y * width + Math.min(width, x1));
  return inkCells(clean, width, height, MIN_CELL_INK);
}

/** Fewer shapes than this on a page: too little to tell how it is written. */
const MIN_SHAPES = 20;

/**
 * A shape wider than a column (columns a seal or a large name joined) cut where no ink crosses
 * it from top to bottom, each part trimmed to its ink. In cells.
 */
function splitAcross(box, grid, gw) {
  const inked = (x, y0, y1) => {
    for (let y = y0; y <= y1; y++) if (grid[y * gw + x] === 1) return true;
    return false;
  };
  const parts = [];
  let start = -1;
  for (let x = box.x0; x <= box.x1 + 1; x++) {
    const ink = x <= box.x1 && inked(x, box.y0, box.y1);
    if (ink && start < 0) start = x;
    else if (!ink && start >= 0) {
      let [y0, y1, cells] = [box.y1, box.y0, 0];
      for (let y = box.y0; y <= box.y1; y++) {
        for (let k = start; k < x; k++) {
          if (grid[y * gw + k] !== 1) continue;
          [y0, y1] = [Math.min(y0, y), Math.max(y1, y)];
          cells++;
        }
      }
      parts.push({ x0: start, x1: x - 1, y0, y1, cells });
      start = -1;
    }
  }
  return parts;
}

/**
 * Parts of one column joined, one under the other across a gap of at most `gap` cells: a column
 * is cut where a full-width space stands between words ('御振込先 ゆうちょ銀行 記号…', each space
 * a full-width one), and the label and its value are read on one line.
 */
function joinDown(boxes, gap) {
  const out = [];
  for (const box of [...boxes].sort((a, b) => a.y0 - b.y0)) {
    const above = out.find((o) => {
      const overlap = Math.min(o.x1, box.x1) - Math.max(o.x0, box.x0) + 1;
      return overlap >= 0.5 * Math.min(o.x1 - o.x0 + 1, box.x1 - box.x0 + 1) && box.y0 - o.y1 - 1 <= gap && box.y0 > o.y0;
    });
    if (!above) {
      out.push({ ...box });
      continue;
    }
    above.x0 = Math.min(above.x0, box.x0);
    above.x1 = Math.max(above.x1, box.x1);
    above.y1 = Math.max(above.y1, box.y1);
    above.cells += box.cells;
  }
  return out;
}
/** A gap down a column of up to this many characters is a space between its words. */
const WORD_SPACE = 2.5;

/**
 * The columns of a page in vertical writing, as pixel boxes { x0, y0, x1, y1 } in reading order
 * (right to left; one above another at the same place, the upper first), and the region they
 * cover; null when the page is not in vertical writing. `readAcross`: boxes of what the page's
 * reading across read well (an item table under the letter), left out. Pure, for tests.
 */
export function findColumns(page, readAcross = []) {
  const { grid, gw, gh } = inkGrid(page, readAcross);
  // The character size: strokes joined into characters, and characters into lines or columns.
  const strokes = grid.slice();
  const guess = Math.max(2, Math.round(page.width / 60 / CELL));
  closeGaps(strokes, gw, gh, Math.round(guess * STROKE_GAP), true);
  closeGaps(strokes, gw, gh, Math.round(guess * STROKE_GAP), false);
  // (A line across or a column down, its characters joined: its narrow side is a character's.)
  const glyphs = shapes(strokes, gw, gh).filter((b) => Math.min(b.x1 - b.x0, b.y1 - b.y0) >= 2);
  if (glyphs.length < MIN_SHAPES) return null;
  const size = median(glyphs.map((b) => Math.min(b.x1 - b.x0, b.y1 - b.y0) + 1));
  // Characters joined down their columns, and their strokes across (never as far as the next column).
  const joined = grid.slice();
  closeGaps(joined, gw, gh, Math.round(size * STROKE_GAP), true);
  closeGaps(joined, gw, gh, Math.round(size * COLUMN_GAP), false);
  const isColumn = (b) => {
    const w = b.x1 - b.x0 + 1;
    const h = b.y1 - b.y0 + 1;
    return h >= MIN_COLUMN_ASPECT * w && w <= MAX_COLUMN_WIDTH * size && h >= MIN_COLUMN_CHARACTERS * size;
  };
  const tallAndWide = (b) => b.x1 - b.x0 + 1 > MAX_COLUMN_WIDTH * size && b.y1 - b.y0 + 1 >= MIN_COLUMN_CHARACTERS * size;
  const all = shapes(joined, gw, gh).flatMap((b) => (tallAndWide(b) ? splitAcross(b, grid, gw) : [b]));
  const inkOf = (list) => list.reduce((sum, b) => sum + b.cells, 0);
  const columns = all.filter(isColumn);
  if (columns.length < MIN_COLUMNS || inkOf(columns) < VERTICAL_SHARE * inkOf(all)) return null;
  const region = {
    x0: Math.min(...columns.map((b) => b.x0)),
    y0: Math.min(...columns.map((b) => b.y0)),
    x1: Math.max(...columns.map((b) => b.x1)),
    y1: Math.max(...columns.map((b) => b.y1)),
  };
  const inRegion = (b) => b.x0 >= region.x0 && b.x1 <= region.x1 && b.y0 >= region.y0 && b.y1 <= region.y1;
  // What is not a column and holds a character or more (a heading's one character, 記) is read
  // too, where the columns stand.
  const oneCharacter = (b) =>
    b.x1 - b.x0 + 1 >= 0.6 * size && b.y1 - b.y0 + 1 >= 0.6 * size && b.x1 - b.x0 + 1 <= MAX_COLUMN_WIDTH * size;
  const kept = joinDown(
    all.filter((b) => isColumn(b) || (oneCharacter(b) && inRegion(b))),
    WORD_SPACE * size,
  );
  const px = (b) => ({
    x0: b.x0 * CELL,
    y0: b.y0 * CELL,
    x1: Math.min(page.width, (b.x1 + 1) * CELL),
    y1: Math.min(page.height, (b.y1 + 1) * CELL),
  });
  const ordered = kept.map(px).sort((a, b) => {
    const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
    // One column under another (the same place across): the upper first; else right to left.
    if (overlap > 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0)) return a.y0 - b.y0;
    return b.x1 + b.x0 - (a.x1 + a.x0);
  });
  return { columns: ordered, region: px(region) };
}

/** The runs of inked rows down a column, [y0, y1) in page pixels. */
function inkRuns(page, column) {
  const runs = [];
  let start = -1;
  for (let y = column.y0; y <= column.y1; y++) {
    let dark = false;
    if (y < column.y1) {
      const row = y * page.width;
      for (let x = column.x0; x < column.x1 && !dark; x++) dark = page.data[row + x] < INK;
    }
    if (dark && start < 0) start = y;
    else if (!dark && start >= 0) {
      runs.push([start, y]);
      start = -1;
    }
  }
  return runs;
}

/**
 * How deep the cells of a pitch cut into the runs of ink: a character is set in a square cell a
 * pitch tall, so the right pitch and start cut between characters (a glyph's own gaps, う's dot
 * over its body, fall inside a cell).
 */
function cutDepth(runs, pitch, origin) {
  let depth = 0;
  for (const [a, b] of runs) {
    for (let k = Math.ceil((a - origin) / pitch); origin + k * pitch < b; k++) {
      const t = origin + k * pitch;
      if (t > a) depth += Math.min(t - a, b - t);
    }
  }
  return depth;
}

/**
 * The pitch and the first cell's top a column's characters are set on: of the pitches from about
 * its characters' height to MAX_PITCH times that, the one that cuts least into its characters.
 */
function columnPitch(runs, w) {
  // The characters' own height, where the column is wider than they are (a seal's edge beside a name).
  const tall = runs.map(([a, b]) => b - a).filter((h) => h >= 0.4 * w);
  const em = Math.min(w, tall.length > 0 ? median(tall) : w);
  let best = { pitch: em, origin: runs[0][0], depth: Infinity };
  // (In tenths of a pixel: over a column of thirty characters a pitch a third of a pixel out drifts by ten.)
  for (let pitch = Math.round(em * MIN_PITCH); pitch <= em * MAX_PITCH; pitch += 0.1) {
    for (let back = 0; back < pitch / 2; back += 2) {
      const origin = runs[0][0] - back;
      const depth = cutDepth(runs, pitch, origin);
      if (depth < best.depth) best = { pitch, origin, depth };
    }
  }
  return best;
}
const MIN_PITCH = 0.9;
// (Two characters a cell, at twice the pitch, would cut none: the range stops short of it.)
const MAX_PITCH = 1.7;

/**
 * A column's characters top to bottom, as cells { y0, y1, spaceBefore } a pitch tall: the pitch
 * the column is set on (columnPitch), empty cells a space between words. Pure, for tests.
 */
export function columnCharacters(page, column) {
  const w = column.x1 - column.x0;
  const runs = inkRuns(page, column);
  if (runs.length === 0) return [];
  const { pitch, origin } = columnPitch(runs, w);
  const cells = [];
  let empty = false;
  for (let k = 0; origin + k * pitch < column.y1; k++) {
    const y0 = Math.round(origin + k * pitch);
    const y1 = Math.round(origin + (k + 1) * pitch);
    const inked = runs.some(([a, b]) => Math.min(b, y1) - Math.max(a, y0) > 0);
    if (!inked) {
      empty = cells.length > 0;
      continue;
    }
    cells.push({ y0: Math.max(0, y0), y1: Math.min(page.height, y1), spaceBefore: empty });
    empty = false;
  }
  return cells;
}

/** The box a cell's ink covers, from the cell's top left: { x0, y0, x1, y1 } (inclusive), or null. */
function inkBox(page, column, cell) {
  const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
  for (let y = cell.y0; y < cell.y1; y++) {
    for (let x = column.x0; x < column.x1; x++) {
      if (page.data[y * page.width + x] >= INK) continue;
      box.x0 = Math.min(box.x0, x - column.x0);
      box.x1 = Math.max(box.x1, x - column.x0);
      box.y0 = Math.min(box.y0, y - cell.y0);
      box.y1 = Math.max(box.y1, y - cell.y0);
    }
  }
  return box.x1 < 0 ? null : box;
}

/**
 * How vertical writing turns a character, from its ink in its cell: 'turned' for a dash, a long
 * vowel's bar or a 〜 (one thin upright stroke) and a parenthesis (a thin arc across, off the
 * cell's middle, where 一 sits), which a line across sets lying the other way; 'small' for a small
 * kana, a 、 or a ，, set at the cell's top right; 'narrow' (NARROW) or else 'upright'.
 */
function characterForm(box, w, pitch) {
  const across = box.x1 - box.x0 + 1;
  const down = box.y1 - box.y0 + 1;
  if (across <= TURNED_BAR_WIDTH * w && down >= TURNED_BAR_HEIGHT * w) return 'turned';
  const middle = (box.y0 + box.y1) / 2;
  if (down <= ARC_HEIGHT * w && across >= TURNED_BAR_HEIGHT * w && Math.abs(middle - pitch / 2) > ARC_OFF_MIDDLE * pitch)
    return 'turned';
  if (across <= SMALL * w && down <= SMALL * w) return 'small';
  return across < NARROW * w ? 'narrow' : 'upright';
}
const TURNED_BAR_WIDTH = 0.2;
const TURNED_BAR_HEIGHT = 0.5;
const ARC_HEIGHT = 0.3;
const ARC_OFF_MIDDLE = 0.2;
/** A character at most this share of its column's width across and down is a small one. */
const SMALL = 0.6;
/**
 * A character narrower than this share of its column (a full-width figure's digit, a Latin
 * letter) is 'narrow': set as wide as its ink, as a line across sets it, where spaced by the
 * cell a number's digits read as apart ('16 6 40'). A kanji keeps its cell (工 or 七 set tight
 * read as [ and ヒ).
 */
const NARROW = 0.6;

/**
 * The columns set as lines across, one under another in reading order: each character's cell
 * copied from its column, left to right, upright (a turned one turned back, a small one moved to
 * the foot of its cell, on the left, where a line across sets it), a cell's space between words.
 * Returns the new page (grey, white ground). Pure, for tests.
 */
export function setColumnsAcross(page, columns) {
  const layouts = columns
    .map((column) => {
      const w = column.x1 - column.x0;
      const gap = Math.round(w * CHARACTER_SPACING);
      const cells = columnCharacters(page, column).flatMap((c) => {
        const box = inkBox(page, column, c);
        return box ? [{ ...c, box, form: characterForm(box, w, c.y1 - c.y0) }] : [];
      });
      const height = Math.max(w, ...cells.map((c) => c.y1 - c.y0));
      let x = MARGIN;
      // Each character as wide as its ink, as a line across sets a digit or a Latin letter
      // narrower than a kanji: spaced by the cell, a full-width figure's digits read as apart.
      const placed = cells.map((c) => {
        if (c.spaceBefore) x += w;
        const at = x;
        x +=
          Math.round(
            c.form === 'turned' ? c.y1 - c.y0 : c.form === 'narrow' ? Math.max(c.box.x1 - c.box.x0 + 1, MIN_ADVANCE * w) : w,
          ) + gap;
        return { ...c, at };
      });
      return { column, placed, width: x + MARGIN, height };
    })
    .filter((l) => l.placed.length > 0);
  const width = Math.max(1, ...layouts.map((l) => l.width));
  const height = layouts.reduce((sum, l) => sum + Math.round(l.height * (1 + LINE_SPACING)), MARGIN * 2);
  const data = new Uint8Array(width * height).fill(255);
  const put = (x, y, v) => {
    if (x >= 0 && y >= 0 && x < width && y < height) data[y * width + x] = Math.min(data[y * width + x], v);
  };
  let top = MARGIN;
  for (const { column, placed, height: lineHeight } of layouts) {
    const w = column.x1 - column.x0;
    for (const { box, form, at, y0, y1 } of placed) {
      const h = y1 - y0;
      const pixel = (dx, dy) => page.data[(y0 + dy) * page.width + column.x0 + dx];
      const down = top + Math.floor((lineHeight - h) / 2);
      if (form === 'turned') {
        // Turned a quarter back: the cell's rows become its columns.
        for (let dy = 0; dy < h; dy++)
          for (let dx = 0; dx < w; dx++) put(at + dy, down + Math.round((dx * h) / w), pixel(dx, dy));
      } else if (form === 'small') {
        const foot = down + h - Math.round(h * SMALL_INSET);
        for (let dy = box.y0; dy <= box.y1; dy++)
          for (let dx = box.x0; dx <= box.x1; dx++) put(at + dx - box.x0, foot - (box.y1 - dy), pixel(dx, dy));
      } else {
        const [from, to] = form === 'narrow' ? [box.x0, box.x1 + 1] : [0, w];
        for (let dy = 0; dy < h; dy++) for (let dx = from; dx < to; dx++) put(at + dx - from, down + dy, pixel(dx, dy));
      }
    }
    top += Math.round(lineHeight * (1 + LINE_SPACING));
  }
  return { width, height, data };
}
/** The narrowest a character is set (a share of its column's width): a 1 or an l is no narrower. */
const MIN_ADVANCE = 0.3;
const SMALL_INSET = 0.1;

/** The tesseract page segmentation a page set across is read with: one column of lines of varying sizes. */
const ACROSS_PSM = '4';

/**
 * `page` read as vertical writing with tesseract's `worker` (its page segmentation put back after),
 * or null when the page is not in vertical writing: { text, confidence 0–1 }.
 */
export async function readVerticalWriting(worker, page, pageData, restorePsm) {
  const lines = (pageData.blocks ?? []).flatMap((b) => (b.paragraphs ?? []).flatMap((p) => p.lines ?? []));
  const wellRead = lines.filter(isReadAcross);
  // (Words read surely, a cell's value in a table, are left out too: a table's column of numbers
  // stands like a column of characters.)
  const sureWords = lines
    .flatMap((line) => line.words ?? [])
    .filter((w) => w.confidence >= SURE_WORD && [...w.text.trim()].length >= 2 && isAcross(w.bbox));
  const found = findColumns(
    page,
    [...wellRead, ...sureWords].map((x) => x.bbox),
  );
  if (!found) return null;
  const across = setColumnsAcross(page, found.columns);
  await worker.setParameters({ tessedit_pageseg_mode: ACROSS_PSM });
  try {
    const { data } = await worker.recognize(toPgm(across));
    // The page's own reading of what is set across (an item table under the letter): what it read
    // well, and whatever it read outside the columns.
    const kept = lines.filter((line) => wellRead.includes(line) || outside(line.bbox, found.region));
    return { text: [data.text.trim(), ...kept.map((line) => line.text.trim())].join('\n'), confidence: data.confidence / 100 };
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: restorePsm });
  }
}

/** A box wider than tall, as a word read across is (what a column gives read across is tall). */
const isAcross = (box) => box.x1 - box.x0 >= 1.5 * (box.y1 - box.y0);

/** Whether a box's middle lies outside a region. */
function outside(box, region) {
  const x = (box.x0 + box.x1) / 2;
  const y = (box.y0 + box.y1) / 2;
  return x < region.x0 || x > region.x1 || y < region.y0 || y > region.y1;
}

/**
 * A line of the page's reading across that is really set across: read with confidence, two
 * words or more (a column read across is a character or two a line, unsure).
 */
export function isReadAcross(line) {
  const words = (line.words ?? []).filter((w) => w.text.trim() !== '');
  if (words.length < 2) return false;
  const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
  return confidence >= ACROSS_CONFIDENCE && words.every((w) => w.confidence >= ACROSS_CONFIDENCE / 2);
}
/** The mean word confidence (0–100) of a line really set across. */
const ACROSS_CONFIDENCE = 80;
/** A word read this surely (0–100) is set across. */
const SURE_WORD = 85;
