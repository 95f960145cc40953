// The invoice reader's OCR readings of a corpus kept, then scored: for comparing two versions of
// the parser field by field on the same readings, which OCR takes minutes to make and a loaded
// machine's deadlines would make differ (ADR 0025's "cached" figures).
//
//   node bench/ocr-readings.mjs --read --kind=page_image [--corpus=DIR] [--split=dev] [--every=2]
//                               [--filter=REGEX] --out=FILE
//     reads each image as the extractor does, both readings at once in two worker threads (the
//     page's automatic layout and the sparse second reading), without deadlines, and keeps the
//     replies with the expected fields in FILE (JSON).
//   node bench/ocr-readings.mjs --score=FILE [--code=DIR] [--misses=OUT] [--against=OUT0]
//     parses and merges the kept readings as the extractor does (fieldsOfOcrText, combineReadings),
//     with the parser of the checkout at DIR (default this one: a worktree of another commit for a
//     before/after), and prints the wrong fields per field, the share right and how often a value
//     at ≥ 0.9 was right; --misses writes the wrong fields, --against compares them with an earlier
//     --misses file (fixed, broken, changed).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { commandOptions } from './lib.mjs';

const options = commandOptions();
const root = resolve(new URL('..', import.meta.url).pathname);
const EXTRACTION = 'apps/api/src/modules/invoice-files/extraction';
/** The second reading's page segmentation, as the extractor asks for it (extractor.ts). */
const SECOND_READING_PSM = '11';
const CONFIDENT = 0.9;

if (options.read) await read();
else if (options.score) await score();
else {
  console.error('usage: node bench/ocr-readings.mjs --read --kind=KIND --out=FILE | --score=FILE (see the header)');
  process.exit(2);
}

/** One extraction worker thread, as the extractor starts it, and its jobs one at a time. */
function lane(workerData) {
  const worker = new Worker(join(root, EXTRACTION, 'extraction-worker.mjs'), { workerData });
  const pending = new Map();
  let next = 1;
  worker.on('message', (reply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  return {
    run(job) {
      const id = next++;
      const bytes = new Uint8Array(job.bytes);
      return new Promise((done) => {
        pending.set(id, done);
        worker.postMessage({ ...job, id, bytes }, [bytes.buffer]);
      });
    },
    close: () => worker.terminate(),
  };
}

async function read() {
  const dir = resolve(options.corpus && options.corpus !== true ? options.corpus : join(root, 'bench/results/corpus'));
  const split = options.split ?? 'dev';
  const every = Number(options.every ?? 1);
  const filter = options.filter ? new RegExp(options.filter) : null;
  if (!options.kind || !options.out) throw new Error('--read needs --kind and --out');
  const require = createRequire(join(root, 'apps/api/package.json'));
  const workerData = {
    ocrLangPath: join(dirname(require.resolve('@tesseract.js-data/jpn/package.json')), '4.0.0_best_int'),
    ocrPageWidth: 1400,
    ocrMaxPixels: 4_000_000,
  };
  const docs = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'))
    .documents.filter((d) => d.kind === options.kind && (split === 'all' || d.split === split))
    .filter((d) => !filter || filter.test(d.file))
    .filter((_, i) => i % every === 0);
  const [first, second] = [lane(workerData), lane(workerData)];
  const warmUp = { op: 'warm_up', bytes: new Uint8Array(0), lane: 'ocr' };
  await Promise.all([first.run(warmUp), second.run(warmUp)]);
  const kept = [];
  const started = Date.now();
  for (const [i, doc] of docs.entries()) {
    const bytes = readFileSync(join(dir, doc.file));
    const job = { op: 'ocr', bytes, mimeType: doc.mime_type };
    const replies = await Promise.all([first.run(job), second.run({ ...job, psm: SECOND_READING_PSM })]);
    for (const reply of replies) delete reply.ocrInput;
    kept.push({ file: doc.file, split: doc.split, expected: doc.fields, first: replies[0], second: replies[1] });
    if (process.stderr.isTTY)
      process.stderr.write(`\r  ${i + 1}/${docs.length} in ${Math.round((Date.now() - started) / 1000)} s `);
  }
  await Promise.all([first.close(), second.close()]);
  writeFileSync(options.out, JSON.stringify(kept));
  console.log(
    `${kept.length} ${options.kind} documents read twice in ${Math.round((Date.now() - started) / 1000)} s → ${options.out}`,
  );
}

async function score() {
  register();
  const code = resolve(options.code && options.code !== true ? options.code : root);
  const { combineReadings, fieldsOfOcrText } = await import(join(code, EXTRACTION, 'extractor.ts'));
  const readings = JSON.parse(readFileSync(options.score, 'utf8'));
  const fieldsOf = (reply) =>
    reply?.ok && reply.method === 'ocr' && reply.text ? fieldsOfOcrText(reply.text, reply.confidence ?? 0) : null;
  const wrong = {};
  const misses = [];
  let [all, right, confident, confidentRight] = [0, 0, 0, 0];
  for (const reading of readings) {
    const [first, second] = [fieldsOf(reading.first), fieldsOf(reading.second)];
    const fields =
      first && second
        ? combineReadings(
            [{ fields: first }, reading.first.confidence ?? 0],
            [{ fields: second }, reading.second.confidence ?? 0],
          ).fields
        : (first ?? second ?? {});
    for (const [name, want] of Object.entries(reading.expected)) {
      const got = fields[name] ?? { value: null, confidence: 0 };
      const ok = got.value === want;
      all++;
      if (ok) right++;
      else {
        wrong[name] = (wrong[name] ?? 0) + 1;
        misses.push({ file: reading.file, field: name, got: got.value, expected: want, confidence: got.confidence });
      }
      if (got.value !== null && got.confidence >= CONFIDENT) {
        confident++;
        if (ok) confidentRight++;
      }
    }
  }
  for (const [name, n] of Object.entries(wrong).sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(20)} ${n}`);
  console.log(
    `${readings.length} documents (${code}): ${all - right} of ${all} fields wrong, ${((100 * right) / all).toFixed(1)} % right; ` +
      `≥ ${CONFIDENT} right ${confidentRight} of ${confident}`,
  );
  if (options.misses) writeFileSync(options.misses, JSON.stringify({ misses }, null, 1));
  if (options.against) compare(JSON.parse(readFileSync(options.against, 'utf8')).misses, misses);
}

/** Fixed, broken and changed fields between two runs' misses. */
function compare(before, after) {
  const key = (m) => `${m.file} ${m.field}`;
  const [was, now] = [new Map(before.map((m) => [key(m), m])), new Map(after.map((m) => [key(m), m]))];
  const fixed = [...was.keys()].filter((k) => !now.has(k));
  const broken = [...now.values()].filter((m) => !was.has(key(m)));
  const changed = [...now.values()].filter((m) => was.has(key(m)) && was.get(key(m)).got !== m.got);
  console.log(`fixed ${fixed.length}${fixed.map((k) => `\n  ${k}`).join('')}`);
  console.log(
    `broken ${broken.length}${broken.map((m) => `\n  ${key(m)}: ${JSON.stringify(m.got)} (${m.confidence}), expected ${JSON.stringify(m.expected)}`).join('')}`,
  );
  console.log(
    `changed, still wrong ${changed.length}${changed.map((m) => `\n  ${key(m)}: ${JSON.stringify(was.get(key(m)).got)} → ${JSON.stringify(m.got)}`).join('')}`,
  );
}
