// Ink that tesseract's layout analysis left out, read a line at a time. With automatic page
// segmentation (PSM 3) tesseract first decides which parts of the page are text; a block inside a
// drawn box (a 振込先 frame, an お支払期限 cell), a heading in large type or a label beside a rule
// can be taken for a picture and never read: the page's text then lacks it, and its fields are
// missing rather than misread (ADR 0025: L130's 振込先 and お支払期限 boxes). So after the page is
// read, the ink that no word box covers is grouped into lines, each line is read on its own
// (PSM 7), and a reading tesseract is sure of goes into the page's text beside the line it sits
// next to: at the end of a line on its row (a value right of its label), or as a line of its own
// under the line above it. Plain JavaScript: it runs in the OCR worker (extraction-worker.mjs).
import { CELL, closeGaps, inkCells, shapes } from './ink-grid.mjs';
import { toPgm } from './ocr-image.mjs';
import { removeRules } from './ruling.mjs';
import { characterHeight } from './word-measures.mjs';

/** A cell with fewer ink pixels than this is a speck of noise. */
const MIN_CELL_INK = 2;
/** Pixels around a word's box counted as its own (tesseract's boxes are tight, antialiasing is not). */
const WORD_MARGIN = 3;
/** Characters of one line are joined across gaps up to this share of a character's height. */
const CHARACTER_GAP = 0.8;
/** A line's height in characters: smaller is a rule's stub or dust, taller is a picture or a seal. */
const MIN_HEIGHT = 0.5;
const MAX_HEIGHT = 2.2;
/** A line is at least this many times wider than tall: a single glyph (a seal, a logo) is not read. */
const MIN_ASPECT = 1.5;
/** A rule is at least this many characters long: a date's box is not much taller than its line. */
const RULE_CHARACTERS = 1.5;
/**
 * A word tesseract is this unsure of (0–100) and this many characters tall covers nothing: it is
 * its guess at several lines it could not read ('中', '5', '上' at 0–7 over L145's 請求日 and
 * 請求書No., each box three lines tall).
 */
const GUESSED_WORD = { confidence: 10, height: 1.8 };
/** At most this many lines are read: a page mostly left unread is the second reading's business. */
export const MAX_UNCOVERED_LINES = 12;

/**
 * The lines of ink on `page` (8-bit grey) that none of tesseract's `words` covers (a guess over
 * several lines covers nothing), as boxes { x0, y0, x1, y1 } in pixels, top to bottom. Rules are
 * taken out first (a box's frame would join everything inside it into one shape); what is left is
 * joined along rows into lines, and a shape the size of a line of text is kept. Pure, for tests.
 */
export function findUncoveredLines(page, words) {
  const { width, height } = page;
  const ch = characterHeight(words, width);
  const guessed = (w) => (w.confidence ?? 100) < GUESSED_WORD.confidence && w.bbox.y1 - w.bbox.y0 > GUESSED_WORD.height * ch;
  const covering = words.filter((w) => !guessed(w));
  const ink = removeRules(page, { charHeight: ch, minVertical: 0, minCharacters: RULE_CHARACTERS }).image.data;
  const { grid: uncovered, gw, gh } = inkCells(ink, width, height, MIN_CELL_INK);
  const cellOf = (v, limit) => Math.min(limit - 1, Math.max(0, Math.floor(v / CELL)));
  for (const { bbox } of covering) {
    const [cx0, cx1] = [cellOf(bbox.x0 - WORD_MARGIN, gw), cellOf(bbox.x1 + WORD_MARGIN, gw)];
    for (let cy = cellOf(bbox.y0 - WORD_MARGIN, gh); cy <= cellOf(bbox.y1 + WORD_MARGIN, gh); cy++)
      uncovered.fill(0, cy * gw + cx0, cy * gw + cx1 + 1);
  }
  // The gaps between a line's characters filled, so that the line is one shape.
  closeGaps(uncovered, gw, gh, Math.round((ch * CHARACTER_GAP) / CELL), true);
  const lines = [];
  for (const shape of shapes(uncovered, gw, gh)) {
    const line = { x0: shape.x0 * CELL, y0: shape.y0 * CELL, x1: (shape.x1 + 1) * CELL, y1: (shape.y1 + 1) * CELL };
    const h = line.y1 - line.y0;
    const w = line.x1 - line.x0;
    if (h >= MIN_HEIGHT * ch && h <= MAX_HEIGHT * ch && w >= MIN_ASPECT * h && shape.cells * CELL >= w) lines.push(line);
  }
  return lines.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** The box cut out of the page with a margin, on a white border: one line, for PSM 7. */
export function cropBox(page, box, margin = 4, border = 12) {
  const x0 = Math.max(0, box.x0 - margin);
  const y0 = Math.max(0, box.y0 - margin);
  const x1 = Math.min(page.width, box.x1 + margin);
  const y1 = Math.min(page.height, box.y1 + margin);
  const width = x1 - x0 + 2 * border;
  const height = y1 - y0 + 2 * border;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = y0; y < y1; y++) {
    data.set(page.data.subarray(y * page.width + x0, y * page.width + x1), (y - y0 + border) * width + border);
  }
  return { width, height, data };
}

const overlap = (a0, a1, b0, b1) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
const sameRow = (a, b) => overlap(a.y0, a.y1, b.y0, b.y1) >= 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0);
const sameColumn = (a, b) => overlap(a.x0, a.x1, b.x0, b.x1) > 0;
/** How far apart two boxes on one row are, across. */
const distanceAcross = (a, b) => Math.max(0, a.x0 - b.x1, b.x0 - a.x1);

/**
 * The page's `text` (tesseract's, its `lines` { text, bbox } found in it in order) with each of
 * `readings` ({ bbox, text }) put in: a reading on a line's row joins that line as a cell of its
 * own, left or right of it by position, after a tab (a column break, as a wide gap is read); one on
 * a row of its own becomes a line under the nearest line above it in its column (or under a
 * reading placed there before it), else above the nearest line below it. Pure, for tests.
 */
export function placeReadings(text, lines, readings) {
  // Tesseract's lines located in its text; anything between them (blank lines between blocks) kept.
  const slots = [];
  let cursor = 0;
  lines.forEach((line) => {
    const lineText = line.text.replace(/\n$/, '');
    const at = lineText.trim() ? text.indexOf(lineText, cursor) : -1;
    if (at < 0) return;
    const cells = [{ x0: line.bbox.x0, text: lineText }];
    slots.push({ gapBefore: text.slice(cursor, at), cells, bbox: line.bbox, under: [] });
    cursor = at + lineText.length;
  });
  const tail = text.slice(cursor);
  const above = [];

  for (const reading of [...readings].sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0)) {
    const { bbox } = reading;
    const half = (bbox.y1 - bbox.y0) / 2;
    const beside = slots
      .filter((s) => sameRow(s.bbox, bbox) && (s.bbox.x1 <= bbox.x0 + half || s.bbox.x0 >= bbox.x1 - half))
      .sort((a, b) => distanceAcross(a.bbox, bbox) - distanceAcross(b.bbox, bbox))[0];
    if (beside) {
      beside.cells.push({ x0: bbox.x0, text: reading.text });
      continue;
    }
    // A line of its own: under the lowest line above it in its column, its own readings counted.
    const placed = { text: reading.text, bbox };
    const candidates = slots.flatMap((slot) => [
      { slot, bbox: slot.bbox, at: 0 },
      ...slot.under.map((u, k) => ({ slot, bbox: u.bbox, at: k + 1 })),
    ]);
    const host = candidates
      .filter((c) => c.bbox.y1 <= bbox.y0 + half && sameColumn(c.bbox, bbox))
      .sort((a, b) => b.bbox.y1 - a.bbox.y1)[0];
    if (host) {
      host.slot.under.splice(host.at, 0, placed);
      continue;
    }
    const next = slots
      .filter((s) => s.bbox.y0 >= bbox.y1 - half && sameColumn(s.bbox, bbox))
      .sort((a, b) => a.bbox.y0 - b.bbox.y0)[0];
    if (next) next.gapBefore = `${next.gapBefore}${reading.text}\n`;
    else above.push(reading.text);
  }

  const lineOf = (slot) =>
    slot.cells
      .sort((a, b) => a.x0 - b.x0)
      .map((c) => c.text)
      .join('\t');
  const body = slots.map((s) => s.gapBefore + lineOf(s) + s.under.map((u) => `\n${u.text}`).join('')).join('');
  return (above.length ? `${above.join('\n')}\n` : '') + body + tail;
}

/** tesseract's certainty (0–100) a line's reading needs: below it, a crop of a logo reads as kana. */
const SURE_READING = 75;
/** A reading with letters or digits, two at least: not a lone mark or a rule read as ー. */
const isWorthPlacing = (text) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;

/**
 * The page's text with the lines tesseract left out read and put in. `worker` is the tesseract
 * worker (page segmentation `psm` on entry and on return), `page` the grey image it read, `data`
 * its result with blocks; reading stops at `deadline` (performance.now()), the lines read so far kept.
 */
export async function readUncoveredInk(worker, page, data, { psm = '3', deadline = Infinity } = {}) {
  const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const words = lines.flatMap((l) => l.words);
  const boxes = findUncoveredLines(page, words).slice(0, MAX_UNCOVERED_LINES);
  if (!boxes.length) return data.text;
  const readings = [];
  await worker.setParameters({ tessedit_pageseg_mode: '7' });
  try {
    for (const bbox of boxes) {
      if (performance.now() > deadline) break;
      const { data: again } = await worker.recognize(toPgm(cropBox(page, bbox)), {}, { text: true });
      const text = again.text.replace(/\s+$/, '').replace(/\n/g, ' ');
      if (again.confidence >= SURE_READING && isWorthPlacing(text)) readings.push({ bbox, text });
    }
  } finally {
    await worker.setParameters({ tessedit_pageseg_mode: psm });
  }
  return readings.length ? placeReadings(data.text, lines, readings) : data.text;
}
