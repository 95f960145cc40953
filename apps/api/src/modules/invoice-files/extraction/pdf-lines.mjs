// A PDF page's text layer (pdf.js text items) as lines of text, for the invoice parser. A plain
// module so the worker thread imports it as is; typed by pdf-lines.d.mts for its tests.

/**
 * A page's text items joined into lines by their baselines, left to right: a label and its value
 * printed side by side end up on one line. A gap wider than ~2 characters becomes a tab, so
 * that two columns sharing a baseline stay apart. A baseline may slope (a rubber stamp, a form
 * filled in by hand, both printed at a slight angle): an item belongs to a line when either
 * one's baseline, extended, passes through the other's start.
 */
export function pageLines(items) {
  const glyphs = items.filter((it) => typeof it.str === 'string' && it.str.trim() !== '');
  const rows = [];
  const offset = (row, x, y, slope) =>
    Math.min(Math.abs(row.y + (x - row.x) * row.slope - y), Math.abs(y + (row.x - x) * slope - row.y));
  for (const it of glyphs) {
    const [a, b, c, d, x, y] = it.transform;
    const size = Math.hypot(c, d) || it.height || 10;
    const slope = a > 0 ? b / a : 0;
    let row = rows.find((r) => offset(r, x, y, slope) < Math.min(r.size, size) * 0.5);
    if (!row) rows.push((row = { x, y, slope, size, items: [] }));
    row.items.push({ x, end: x + it.width, size, str: it.str });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row) => {
    row.items.sort((a, b) => a.x - b.x);
    let line = '';
    let end = null;
    for (const it of row.items) {
      if (end !== null) {
        const gap = it.x - end;
        if (gap > it.size * 2) line += '\t';
        else if (gap > it.size * 0.18) line += ' ';
      }
      line += it.str;
      end = Math.max(end ?? it.end, it.end);
    }
    return line;
  });
}
