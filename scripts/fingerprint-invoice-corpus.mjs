// Prints a hash of every layout instance's HTML and expected fields, without rendering: run it
// before and after a change to the layouts' shared code (moving a helper into core.mjs) and
// compare the two outputs, which must be the same line for line.
// Usage: node scripts/fingerprint-invoice-corpus.mjs > before.txt
import { readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { register } from 'tsx/esm/api';

// tsx first: core.mjs imports the domain's TypeScript (banks, ゆうちょ).
register();
const dir = new URL('./invoice-corpus/', import.meta.url);
const { LAYOUTS, PAGE_CSS, expectedFields, makeData, makePick, rngFor } = await import(new URL('core.mjs', dir));
// The layout files in the order the generator imports them (by their first layout's number).
for (const file of readdirSync(dir)
  .filter((f) => /^layouts-\d{3}-\d{3}\.mjs$/.test(f))
  .sort()) {
  await import(new URL(file, dir));
}
// As the generator makes each layout's three instances (a: the long version where there is one).
for (const layout of LAYOUTS) {
  for (const [index, key] of ['a', 'b', 'c'].entries()) {
    const r = makePick(rngFor(layout.id, key));
    const d = makeData(r, layout.opts(r, index));
    const rendered = layout.render(d, r, { long: Boolean(layout.twoPage) && key === 'a' });
    const fields = expectedFields(d, rendered.printed);
    const hash = createHash('sha256');
    hash.update(PAGE_CSS + rendered.css + rendered.pages.join('\f') + JSON.stringify(fields));
    console.log(`${layout.id}-${key} ${hash.digest('hex').slice(0, 16)}`);
  }
}
