// A PDF page's text layer (pdf.js text items) as lines of text, for the invoice parser. A plain
// module so the worker thread imports it as is; typed by pdf-lines.d.mts for its tests.
import { withoutSeals } from './pdf-seals.mjs';
import { turnedUpright } from './pdf-turned.mjs';
import { verticalColumns, withColumns } from './pdf-vertical.mjs';

/**
 * A page's text items joined into lines by their baselines, left to right: a label and its value
 * printed side by side end up on one line. A gap wider than ~2 characters becomes a tab, so
 * that two columns sharing a baseline stay apart. A baseline may slope (a rubber stamp, a form
 * filled in by hand, both printed at a slight angle): an item belongs to a line when either
 * one's baseline, extended, passes through the other's start. Two blocks set side by side
 * whose lines do not share baselines (a letterhead: the buyer's block left, the issuer's right)
 * are read one after the other rather than line by line interleaved (see deinterleaved).
 * Vertical writing (縦書き) is read as columns among the lines (pdf-vertical.mjs); a landscape page
 * set sideways is turned upright first (pdf-turned.mjs).
 */
export function pageLines(items) {
  const all = withoutSeals(turnedUpright(items.filter((it) => typeof it.str === 'string' && it.str.trim() !== '')));
  const { columns, rest: glyphs } = verticalColumns(all);
  const rows = [];
  const offset = (row, x, y, slope) =>
    Math.min(Math.abs(row.y + (x - row.x) * row.slope - y), Math.abs(y + (row.x - x) * slope - row.y));
  for (const it of glyphs) {
    const [a, b, c, d, x, y] = it.transform;
    const size = Math.hypot(c, d) || it.height || 10;
    const slope = a > 0 ? b / a : 0;
    const item = { x, y, end: x + it.width, size, str: it.str };
    // A rotated block laid over level text (a company's rubber stamp, its name and address again)
    // is a line of its own, not part of the level line it crosses; so is a seal's row set over
    // the line's own characters (overlays). A short item's own tilt may be a hand's (a figure
    // written into a form's blank, '10' of a date at -1°) rather than its line's: extended across
    // the page it would pass through a line far away (the title's, 8 pt above at 440 pt), so it is
    // trusted only a few characters from the row's nearest item.
    const short = it.width < SHORT_ITEM * size;
    const tilt = (r) => (short && horizontalGap(item, r.items) > SHORT_REACH * size ? r.slope : slope);
    const near = (r) => Math.abs(r.slope - slope) < SAME_SLOPE && offset(r, x, y, tilt(r)) < Math.min(r.size, size) * 0.5;
    let row = rows.find((r) => near(r) && !r.items.some((other) => overlays(item, other)));
    if (!row) {
      const over = rows.some(near);
      rows.push((row = { x, y, slope, size, over, items: [] }));
    }
    row.items.push(item);
  }
  gatherStampRows(rows, offset);
  joinWrappedKana(rows);
  rows.sort((a, b) => b.y - a.y);
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  const lines = deinterleaved(withSidebarsApart(rows)).map((items) => ({
    y: Math.max(...items.map((it) => it.y ?? -Infinity)),
    text: lineText(items),
  }));
  return withColumns(lines, columns);
}

/** How far, along the line, an item is from the nearest of `items` (0 where they overlap). */
const horizontalGap = (item, items) => Math.min(...items.map((o) => Math.max(o.x - item.end, item.x - o.end, 0)));

/**
 * Whether one item is printed over the other: text of another size covering the same stretch of
 * the line (a seal's row of characters stamped over a name or an address). Text set in one line
 * never overlaps, so such an item starts a line of its own rather than being read between the
 * other's characters ('茨城町印長岡', '三栄之文管書管理').
 */
function overlays(item, other) {
  const shared = Math.min(item.end, other.end) - Math.max(item.x, other.x);
  const narrower = Math.min(item.end - item.x, other.end - other.x);
  const sizes = Math.max(item.size, other.size) / Math.min(item.size, other.size);
  return narrower > 0 && shared > narrower * OVERLAY_SHARE && sizes > OVERLAY_SIZES;
}

/** An item covering more than this share of the narrower one's width lies over it... */
const OVERLAY_SHARE = 0.5;
/** ...when their sizes differ by more than this ratio (a stamp's characters are not the line's). */
const OVERLAY_SIZES = 1.2;

/**
 * A stamp's row begun over a line's text (a row of its own, see overlays) may have characters
 * that reach past the line's end and were read as part of the line when they came first
 * ('ネクスト計測(株) ク'): those of the stamp's size, on its baseline and next to it, join it.
 */
function gatherStampRows(rows, offset) {
  for (const stamp of rows.filter((r) => r.over)) {
    const start = Math.min(...stamp.items.map((it) => it.x));
    const end = Math.max(...stamp.items.map((it) => it.end));
    for (const row of rows) {
      if (row === stamp || row.over) continue;
      const moved = row.items.filter(
        (it) =>
          Math.max(it.size, stamp.size) / Math.min(it.size, stamp.size) <= OVERLAY_SIZES &&
          offset(stamp, it.x, it.y, stamp.slope) < offset(row, it.x, it.y, row.slope) &&
          it.x < end + stamp.size * 1.5 &&
          it.end > start - stamp.size * 1.5,
      );
      if (moved.length === 0) continue;
      row.items = row.items.filter((it) => !moved.includes(it));
      stamp.items.push(...moved);
    }
  }
  for (let k = rows.length - 1; k >= 0; k--) if (rows[k].items.length === 0) rows.splice(k, 1);
}

// A small kana or the long-vowel mark never begins a word: alone on a line, it is the end of the
// word above, wrapped in a narrow block ('ガイドオフィス ルーチ' over 'ェ').
const WORD_END_ONLY = /^[ァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎー]$/;
const ENDS_IN_KANA = /[\p{sc=Katakana}\p{sc=Hiragana}ー]$/u;
/** A wrapped line's next line comes within this many characters' heights. */
const WRAP_PITCH = 2;

/**
 * A word's last small kana wrapped onto a line of its own, under the start of the line it ends
 * (the same size, one line down): put back at that line's end.
 */
function joinWrappedKana(rows) {
  for (let k = rows.length - 1; k >= 0; k--) {
    const row = rows[k];
    const [glyph] = row.items;
    if (row.items.length !== 1 || !WORD_END_ONLY.test(glyph.str.trim())) continue;
    const above = rows.find(
      (r) =>
        r !== row &&
        Math.abs(r.size - row.size) < row.size * 0.1 &&
        r.y - row.y > row.size * 0.9 &&
        r.y - row.y < row.size * WRAP_PITCH &&
        Math.abs(r.items[0].x - glyph.x) < row.size / 2 &&
        ENDS_IN_KANA.test(r.items.at(-1).str.trimEnd()),
    );
    if (!above) continue;
    const end = Math.max(...above.items.map((it) => it.end));
    above.items.push({ ...glyph, x: end, end: end + (glyph.end - glyph.x), y: above.y });
    rows.splice(k, 1);
  }
}

/** Items whose baselines differ by less than this slope (under 2°) may share a line. */
const SAME_SLOPE = 0.03;
/** Items shorter than this many characters: a word, or figures written by hand. */
const SHORT_ITEM = 3;
/** How many characters away a short item's own tilt is trusted to find its line. */
const SHORT_REACH = 10;

/** Gaps wider than this many characters part two cells of a line (a tab). */
const CELL_GAP = 2;

function cellCount(row) {
  return row.items.length === 0 ? 1 : cellStarts(row).length;
}

/** Where each of a row's cells starts (items closer than CELL_GAP characters are one cell). */
function cellStarts(row) {
  const starts = [row.items[0].x];
  for (let k = 1; k < row.items.length; k++) {
    const end = Math.max(...row.items.slice(0, k).map((it) => it.end));
    if (row.items[k].x - end > row.items[k].size * CELL_GAP) starts.push(row.items[k].x);
  }
  return starts;
}

function lineText(items) {
  let line = '';
  let end = null;
  let previous = null;
  for (const it of items) {
    if (end !== null) {
      const gap = it.x - end;
      if (gap > it.size * CELL_GAP) line += '\t';
      else if (gap > it.size * WORD_GAP && LETTER_SPACED.test(previous.str) && LETTER_SPACED.test(it.str)) line += '  ';
      else if (gap > it.size * 0.18) line += ' ';
    }
    line += it.str;
    end = Math.max(end ?? it.end, it.end);
    previous = it;
  }
  return line;
}

// Text set letter-spaced (均等割付, a letterhead's name) comes as items with a space between
// every letter ('陶 房', 'あ お い'); the space printed between two of its words is a gap of its
// own, wider than the letters' spacing. It is written as two spaces, which the parser reads as
// the word break among the single ones (prepareInvoiceText: '陶房 あおい').
const LETTER_SPACED = /^\S(?: \S)+$/;
const WORD_GAP = 0.5;

/**
 * The rows with a narrow column printed beside a table (a 振込先 box right of the items) read
 * apart: its lines, spaced unlike the table's rows, fall between them ('└ 湯のし 1,700 | 普通',
 * '└ 胴裏 10,000 | 9982740'), so that the account's lines would be read among the items. From
 * the first row with the column's text to the last, the table's halves come first, then the
 * column's. A column is one cell a row, right of a gutter no item crosses, beside a table (rows
 * of three cells or more) and with lines of its own between the table's rows.
 */
function withSidebarsApart(rows) {
  for (const [r, row] of rows.entries()) {
    if (cellCount(row) !== 1) continue;
    const column = sidebarBeside(rows, r, rowStart(row) - row.size);
    if (!column) continue;
    const { from, to, split } = column;
    const halves = rows.slice(from, to + 1).map(split);
    const parts = [...halves.map((h) => h.left), ...halves.map((h) => h.right)].filter((p) => p.items.length > 0);
    return [...rows.slice(0, from), ...parts, ...withSidebarsApart(rows.slice(to + 1))];
  }
  return rows;
}

/** At least this many lines of the column's own, and rows of the table's. */
const MIN_SIDEBAR_LINES = 2;
/** A column's next line is at most this many characters' heights below. */
const SIDEBAR_LINE_GAP = 3;

/**
 * The stretch of rows around row r whose items right of x (one cell) are a column beside a
 * table left of it, and how each row splits; null unless it is one (see withSidebarsApart).
 */
function sidebarBeside(rows, r, x) {
  const split = (row) => {
    const left = row.items.filter((it) => it.x < x);
    const right = row.items.filter((it) => it.x >= x);
    const crossed = left.some((it) => it.end > x + row.size - row.size * CELL_GAP);
    const fits = !crossed && (right.length === 0 || cellCount({ items: right }) === 1);
    return { fits, left: { ...row, items: left }, right: { ...row, items: right } };
  };
  let from = r;
  let to = r;
  while (from > 0 && split(rows[from - 1]).fits) from--;
  while (to < rows.length - 1 && split(rows[to + 1]).fits) to++;
  const stretch = rows.slice(from, to + 1).map(split);
  // The column's lines follow one another: text right of x further away is another block's.
  const lines = stretch.flatMap((h, k) => (h.right.items.length > 0 ? [k] : []));
  const at = lines.indexOf(r - from);
  const near = (k) => Math.abs(rows[from + lines[k]].y - rows[from + lines[k - 1]].y) <= rows[r].size * SIDEBAR_LINE_GAP;
  let firstLine = at;
  let lastLine = at;
  while (firstLine > 0 && near(firstLine)) firstLine--;
  while (lastLine < lines.length - 1 && near(lastLine + 1)) lastLine++;
  const first = lines[firstLine];
  const last = lines[lastLine];
  const inside = stretch.slice(first, last + 1);
  const columnOnly = inside.filter((h) => h.left.items.length === 0).length;
  const tableOnly = inside.filter((h) => h.right.items.length === 0).length;
  const tableAt = inside.flatMap((h, k) => (cellCount(h.left) >= 3 ? [k] : []));
  if (columnOnly < MIN_SIDEBAR_LINES || tableOnly === 0 || tableAt.length < MIN_SIDEBAR_LINES) return null;
  // Text right of x on the table's rows that starts where none of the column's own lines do is the
  // table's last column (a header table's values under the issuer's letterhead), not the column's.
  // (Lines of one block start within half a character of each other.)
  const columnStarts = inside.filter((h) => h.left.items.length === 0).map((h) => h.right.items[0].x);
  const besideRows = tableAt.map((k) => inside[k]).filter((h) => h.right.items.length > 0);
  const offColumn = (h) => columnStarts.every((start) => Math.abs(h.right.items[0].x - start) > h.right.size / 2);
  if (besideRows.length > 0 && besideRows.every(offColumn)) return null;
  return { from: from + first, to: from + last, split: (row) => split(row) };
}

/** A gutter between two blocks is at least this many characters wide. */
const GUTTER_CHARS = 2.5;
/**
 * Lines that change sides at least this often (left, right, left, right) are two blocks
 * interleaved, not a heading with a number printed right of it, nor a label and its value.
 */
const MIN_SWITCHES = 3;

const rowStart = (row) => row.items[0].x;
const rowEnd = (row) => Math.max(...row.items.map((it) => it.end));

/**
 * The rows (each a list of items, left to right) in reading order. Where consecutive rows
 * alternate between two sides of an empty vertical gutter, each row only on one side, the rows
 * come from two blocks printed side by side: the left block's rows are given first, then the
 * right block's, so that an address is followed by its own building line, not by the other
 * block's name. Rows with items on both sides of the gutter are split into their two halves.
 * Elsewhere (tables, labels with their values, blocks whose lines share baselines) rows stay
 * as they are.
 */
function deinterleaved(rows) {
  const out = [];
  let i = 0;
  while (i < rows.length) {
    const run = interleavedRun(rows, i);
    if (!run) {
      out.push(rows[i].items);
      i++;
      continue;
    }
    for (let k = i; k < run.from; k++) out.push(rows[k].items);
    const sides = rows.slice(run.from, run.to + 1).map((row) => splitAt(row, run.gutter));
    for (const { left } of sides) if (left.length > 0) out.push(left);
    for (const { right } of sides) if (right.length > 0) out.push(right);
    i = run.to + 1;
  }
  return out;
}

function splitAt(row, [g0, g1]) {
  const middle = (g0 + g1) / 2;
  return {
    left: row.items.filter((it) => it.x < middle),
    right: row.items.filter((it) => it.x >= middle),
  };
}

/**
 * Starting at row `i`: when row i and the next lie on the two sides of a gutter, the rows below
 * that keep it empty (narrowing it to their items), up to a table (a row of three cells, or two
 * rows in a row on both sides); among them, the stretch from the first change of side to the
 * last, if the sides change at least MIN_SWITCHES times. Else null.
 */
function interleavedRun(rows, i) {
  const a = rows[i];
  const b = rows[i + 1];
  if (!b) return null;
  const width = GUTTER_CHARS * Math.min(a.size, b.size);
  let gutter = null;
  if (rowEnd(a) + width <= rowStart(b)) gutter = [rowEnd(a), rowStart(b)];
  else if (rowEnd(b) + width <= rowStart(a)) gutter = [rowEnd(b), rowStart(a)];
  if (!gutter) return null;
  const sides = [];
  // A table's header row just above (the other block's row may come between): rows set in its
  // columns are its rows ('千葉銀行 | 博多支店' and '普通 | 0886280' under '金融機関 | 支店 | 種目 |
  // 口座番号', '消費税（10%）' of the totals' column beside the table between them).
  const header = rows.slice(Math.max(0, i - HEADER_REACH), i).findLast((row) => cellCount(row) >= 3) ?? null;
  let j = i;
  for (; j < rows.length; j++) {
    const narrowed = narrow(rows[j], gutter, width);
    // A row of three cells or more, or two rows in a row on both sides, are a table or labels
    // with their values: the blocks end.
    if (!narrowed || tableRow(rows[j], narrowed.gutter) || (narrowed.side === 'both' && sides.at(-1) === 'both')) break;
    if (header && underColumns(header, rows[j])) break;
    gutter = narrowed.gutter;
    sides.push(narrowed.side);
  }
  // Where the sides change: between one-sided rows, skipping rows on both sides.
  const switches = [];
  let last = null;
  for (const [k, side] of sides.entries()) {
    if (side === 'both') continue;
    if (last && last.side !== side) switches.push([last.k, k]);
    last = { side, k };
  }
  if (switches.length < MIN_SWITCHES || detachedHead(rows, i, sides, switches[0][0])) return null;
  return { from: i + switches[0][0], to: i + switches.at(-1)[1], gutter };
}

/** A block's next line is at most this many of its lines' heights below the last. */
const BLOCK_LINE_GAP = 4;

/**
 * Whether the run's first row stands apart from the rows with text on its side below it: a line of its own
 * over the blocks (the date at a letter's top right, over the issuer's block and a round seal
 * right of it), not the head of a block interleaved with the other. It stays where it is.
 */
function detachedHead(rows, i, sides, k) {
  const next = sides.findIndex((side, n) => n > k && (side === sides[k] || side === 'both'));
  if (next < 0) return false;
  const [head, below] = [rows[i + k], rows[i + next]];
  return head.y - below.y > BLOCK_LINE_GAP * Math.max(head.size, below.size);
}

/** A table's header row is at most this many rows above the blocks' first. */
const HEADER_REACH = 4;

/**
 * Whether the row is a row of the table: cells of its own (two or more), every one starting where
 * one of the header's cells does (within a character). A block's line of one cell may start at the
 * page's margin as the table does.
 */
function underColumns(header, row) {
  const columns = cellStarts(header);
  const cells = cellStarts(row);
  return cells.length >= 2 && cells.every((x) => columns.some((c) => Math.abs(c - x) <= row.size));
}

/**
 * A row of three cells or more on one side of the gutter: a table's. Cells on both sides are
 * counted apart, so that one block's label and value beside the other block's line (a card's
 * two panels: ご請求金額 and 口座振替日 with their values, the issuer's name in the next panel)
 * is not taken for a table.
 */
function tableRow(row, gutter) {
  const { left, right } = splitAt(row, gutter);
  return cellCount({ items: left }) >= 3 || cellCount({ items: right }) >= 3;
}

/** The gutter narrowed to leave the row's items on its sides, and the row's side; null if one crosses it. */
function narrow(row, [g0, g1], width) {
  const middle = (g0 + g1) / 2;
  let left = g0;
  let right = g1;
  let hasLeft = false;
  let hasRight = false;
  for (const it of row.items) {
    if (it.x < middle) {
      left = Math.max(left, it.end);
      hasLeft = true;
    } else {
      right = Math.min(right, it.x);
      hasRight = true;
    }
  }
  if (right - left < width) return null;
  return { gutter: [left, right], side: hasLeft && hasRight ? 'both' : hasLeft ? 'left' : 'right' };
}
