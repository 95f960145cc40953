// A landscape page set sideways on a portrait sheet (a wide invoice printed turned a quarter, as
// a scanner feeds it): its text layer runs down or up the page, and read by baselines it would
// be a column of single characters. A plain module so the worker thread imports it as is
// (pdf-lines.mjs).

/**
 * The page's items turned back upright when most of its characters are turned a quarter, either
 * way; as they are otherwise. Every item is turned with the page, so that a level item on a
 * turned page (a stamp) keeps its place among the rest.
 */
export function turnedUpright(items) {
  const chars = { level: 0, down: 0, up: 0 };
  for (const it of items) {
    const [a, b] = it.transform;
    const way = Math.abs(a) >= Math.abs(b) ? 'level' : b < 0 ? 'down' : 'up';
    chars[way] += [...it.str].length;
  }
  // sin of the text's angle: -1 for text running down the page, 1 for up.
  const sin = chars.down > chars.level && chars.down >= chars.up ? -1 : chars.up > chars.level ? 1 : 0;
  if (sin === 0) return items;
  // Turned by the opposite angle (its cosine 0): (u, v) → (v·sin, −u·sin).
  const back = (u, v) => [v * sin, -u * sin];
  return items.map((it) => {
    const [a, b, c, d, x, y] = it.transform;
    return { ...it, transform: [...back(a, b), ...back(c, d), ...back(x, y)] };
  });
}
