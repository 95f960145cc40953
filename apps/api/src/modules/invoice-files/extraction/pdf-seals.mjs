// A seal (角印, 丸印) in a PDF page's text layer: its characters as one-character items, set in a
// small grid of columns over or beside the issuer's name. A plain module so the worker thread
// imports it as is (pdf-lines.mjs).

/** A seal has at least this many characters (two columns of two: 山田 / 之印)... */
const MIN_SEAL_GLYPHS = 4;
/** ...set at most this many characters' pitch apart, across and down. */
const SEAL_PITCH = 1.4;
/** Items of one seal are of one size, within this ratio. */
const SAME_SIZE = 1.05;

const glyphSize = (it) => Math.hypot(it.transform[2], it.transform[3]) || it.height || 10;

/** Items on one baseline this close, in characters, are set in one run of text. */
const RUN_GAP = 0.35;

/**
 * Whether a one-character item is a piece of a run of text on its baseline that has an item of
 * two characters or more: a name the printer cut around a character of another font ('国立大学法'
 * '⼈' '双葉' '⼤' '学', its radicals' compatibility forms) is text, even set beside a seal of its
 * size. A seal's rows are single characters throughout.
 */
function inWordsRun(item, items) {
  const size = glyphSize(item);
  // (Of its size: a seal's character that touches a name in a larger type is still the seal's.)
  const onBaseline = items.filter(
    (it) =>
      it.transform[0] > 0 &&
      Math.abs(it.transform[5] - item.transform[5]) < size * 0.1 &&
      it.str.trim() !== '' &&
      Math.max(glyphSize(it), size) / Math.min(glyphSize(it), size) <= SAME_SIZE,
  );
  const run = [item];
  for (let k = 0; k < run.length; k++) {
    const x0 = run[k].transform[4];
    const x1 = x0 + run[k].width;
    for (const other of onBaseline) {
      if (run.includes(other)) continue;
      const ox0 = other.transform[4];
      const gap = Math.max(ox0 - x1, x0 - (ox0 + other.width));
      if (gap <= size * RUN_GAP) run.push(other);
    }
  }
  return run.some((it) => [...it.str.trim()].length >= 2);
}

/**
 * The page's items without those of a seal: a group of one-character upright items of one size,
 * each within a character's pitch of another, in two columns and two rows or more, with 印 among
 * them ('三栄文書管理サービス之印' in three columns of three). The text layer would otherwise read
 * the seal's rows among the lines it overlaps ('㈱三栄之文管書管理サービス栄', '〒460-0008⇥服イサ'),
 * and no field is ever printed in one. Vertical writing has columns of its own length and no 印
 * grid; a table's single characters (数量 '1', 単位 '式') are not in a block of columns of one size.
 */
export function withoutSeals(items) {
  const single = items.filter(
    (it) =>
      typeof it.str === 'string' &&
      [...it.str.trim()].length === 1 &&
      it.transform[0] > 0 &&
      Math.abs(it.transform[1]) < 1e-6 &&
      !inWordsRun(it, items),
  );
  const seal = new Set();
  for (const stamp of single.filter((it) => it.str.trim() === '印')) {
    if (seal.has(stamp)) continue;
    const size = glyphSize(stamp);
    const group = [stamp];
    const reach = size * SEAL_PITCH;
    for (let k = 0; k < group.length; k++) {
      const [, , , , x, y] = group[k].transform;
      for (const other of single) {
        if (group.includes(other)) continue;
        const ratio = glyphSize(other) / size;
        if (ratio > SAME_SIZE || ratio < 1 / SAME_SIZE) continue;
        if (Math.abs(other.transform[4] - x) <= reach && Math.abs(other.transform[5] - y) <= reach) group.push(other);
      }
    }
    // A grid: two columns and two rows at least (a word set letter-spaced, '受 領 印 欄', is one row).
    const columns = new Set(group.map((it) => Math.round(it.transform[4] / (size / 2))));
    const rows = new Set(group.map((it) => Math.round(it.transform[5] / (size / 2))));
    if (group.length >= MIN_SEAL_GLYPHS && columns.size >= 2 && rows.size >= 2) for (const it of group) seal.add(it);
  }
  return seal.size === 0 ? items : items.filter((it) => !seal.has(it));
}
