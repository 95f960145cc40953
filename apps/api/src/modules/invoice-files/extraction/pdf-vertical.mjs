// Vertical writing (縦書き) in a PDF page's text layer: columns of one-character items, read top
// to bottom and right to left, set among the page's horizontal lines (pdf-lines.mjs). A plain
// module so the worker thread imports it as is.

/** A column of vertical writing has at least this many characters (a seal's columns have two or three). */
const MIN_VERTICAL_GLYPHS = 4;

/**
 * Where a one-character item's glyph is: its centre, from its baseline's start, its advance
 * (along the baseline) and its up direction. A vertical line's digits and kana stand upright;
 * its dashes (－, ー) are turned a quarter, their baseline running down the column.
 */
function glyphOf(it) {
  const [a, b, c, d, x, y] = it.transform;
  const size = Math.hypot(c, d) || it.height || 10;
  const advance = Math.hypot(a, b) || 1;
  const width = it.width || size;
  return {
    it,
    size,
    str: it.str.trim(),
    x: x + (a / advance) * (width / 2) + (c / size) * size * 0.4,
    y: y + (b / advance) * (width / 2) + (d / size) * size * 0.4,
  };
}

/**
 * An upright item with another set right against it on its baseline ('金' before '融機関名', '月'
 * before '9日'): a piece of a horizontal line, whatever stands under it.
 */
function inRow(it, items) {
  const [a, b, c, d, x, y] = it.transform;
  if (a <= 0 || Math.abs(b) > 1e-6) return false;
  const size = Math.hypot(c, d) || it.height || 10;
  const end = x + it.width;
  return items.some((other) => {
    if (other === it) return false;
    const [oa, ob, , , ox, oy] = other.transform;
    if (oa <= 0 || Math.abs(ob) > 1e-6 || Math.abs(oy - y) > size * 0.3) return false;
    return Math.abs(ox - end) < size * 0.35 || Math.abs(x - (ox + other.width)) < size * 0.35;
  });
}

/**
 * A step this many characters long holds a space: an ASCII one, a quarter of a character
 * (an address's before its building, '東池袋4－6－6 協和ビル3F'), or an ideographic one.
 */
const SPACE_STEP = 1.2;

/**
 * Vertical writing (縦書き: a 老舗's letterhead, a 御請求書 set like a letter) comes out of a text
 * layer one character per item, each under the last. Such runs — single characters of one size
 * with nothing against them on their baseline, centred on one vertical, each 0.8 to 1.6
 * characters below the last (up to 3.5 now and then; more than SPACE_STEP reads as a space) — are
 * read as columns, top to bottom; everything else is left to the rows.
 */
export function verticalColumns(items) {
  const glyphs = items.filter((it) => it.str.trim().length === 1 && !inRow(it, items));
  const pending = glyphs.map(glyphOf).sort((p, q) => q.y - p.y);
  const used = new Set();
  const columns = [];
  for (const start of pending) {
    if (used.has(start)) continue;
    const run = [start];
    for (;;) {
      const last = run.at(-1);
      const next = pending.find(
        (g) =>
          !used.has(g) &&
          !run.includes(g) &&
          g.y < last.y &&
          Math.abs(g.x - last.x) <= last.size * 0.25 &&
          Math.abs(g.size - last.size) <= last.size * 0.1,
      );
      const step = next ? last.y - next.y : 0;
      if (!next || step < last.size * 0.8 || step > last.size * 3.5) break;
      run.push(next);
    }
    // Mostly a character's pitch: a column of a table's one-character cells (巻, 個, 箱) is
    // pitched a row apart, two characters or more.
    const wide = run.slice(1).filter((g, k) => run[k].y - g.y > g.size * 1.6).length;
    if (run.length < MIN_VERTICAL_GLYPHS || wide * 3 > run.length - 1) continue;
    for (const g of run) used.add(g);
    let text = run[0].str;
    for (let k = 1; k < run.length; k++) text += (run[k - 1].y - run[k].y > run[k].size * SPACE_STEP ? ' ' : '') + run[k].str;
    columns.push({ x: run[0].x, top: run[0].y, bottom: run.at(-1).y, text });
  }
  // The rest in the text layer's order, which the rows are built in.
  const inColumns = new Set([...used].map((g) => g.it));
  return { columns, rest: items.filter((it) => !inColumns.has(it)) };
}

/**
 * The page's lines with its vertical columns among them: columns whose heights overlap form a
 * block, read right to left (縦書き's order), set where the block's top is among the lines.
 */
export function withColumns(lines, columns) {
  if (columns.length === 0) return lines.map((l) => l.text);
  const blocks = [];
  for (const column of [...columns].sort((a, b) => b.top - a.top)) {
    const block = blocks.find((b) => column.top >= b.bottom && column.bottom <= b.top);
    if (block) {
      block.columns.push(column);
      block.bottom = Math.min(block.bottom, column.bottom);
    } else blocks.push({ top: column.top, bottom: column.bottom, columns: [column] });
  }
  // Each block before the first line lower than its top; the lines keep their order.
  const pending = blocks.sort((a, b) => b.top - a.top);
  const out = [];
  const flush = (y) => {
    while (pending.length > 0 && pending[0].top > y)
      out.push(
        ...pending
          .shift()
          .columns.sort((a, b) => b.x - a.x)
          .map((c) => c.text),
      );
  };
  for (const line of lines) {
    flush(line.y);
    out.push(line.text);
  }
  flush(-Infinity);
  return out;
}
