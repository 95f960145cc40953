// Invoice reader: per-field accuracy against apps/api/fixtures/invoices/expected.json, time per
// document (p50/max, by method) and how responsive the event loop stays while OCR runs.
// Usage: node bench/extraction.mjs [rounds]   (no build needed: the API's TypeScript is loaded
// through tsx; the extraction itself runs in its worker thread exactly as in the server)
//
// With --corpus[=DIR] (default bench/results/corpus, made by scripts/generate-invoice-corpus.mjs)
// it measures the generated corpus instead, per kind (text_pdf, scanned_pdf, page_image,
// phone_photo) and split (dev, holdout, fresh): per-field exact match, time per document warm, the first
// document after a fresh start, fields right per layout and confidence calibration; see
// bench/corpus-report.mjs.
//   node bench/extraction.mjs --corpus[=DIR] [--kinds=text_pdf,page_image] [--split=dev|holdout|fresh|all]
//                             [--misses] [--json=FILE] [--rounds=N] [--patient]
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { commandOptions, percentile } from './lib.mjs';

register();
const { createInvoiceExtractor } = await import('../apps/api/src/modules/invoice-files/extraction/extractor.ts');

const options = commandOptions();
if (options.corpus !== undefined) {
  const { runCorpus } = await import('./corpus-report.mjs');
  await runCorpus(createInvoiceExtractor, options);
  process.exit(0);
}

const rounds = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 3);
const dir = new URL('../apps/api/fixtures/invoices/', import.meta.url);
const docs = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')).documents;
const FIELDS = Object.keys(docs[0].fields);

const extractor = createInvoiceExtractor();
const times = { pdf_text: [], ocr: [] };
const cold = {};
const hits = { pdf_text: {}, ocr: {} };
const misses = [];
// The histogram runs throughout (toggling it per document would count the gaps as delay); a
// 10 ms interval separately records how late it fires while an OCR document is in flight.
const loopOverall = monitorEventLoopDelay({ resolution: 5 });
loopOverall.enable();
const lateDuringOcr = [];
let ocrRunning = false;
let last = performance.now();
const probe = setInterval(() => {
  const now = performance.now();
  if (ocrRunning) lateDuringOcr.push(now - last - 10);
  last = now;
}, 10);

for (let round = 0; round <= rounds; round++) {
  for (const doc of docs) {
    const bytes = readFileSync(new URL(doc.file, dir));
    ocrRunning = doc.method === 'ocr';
    const result = await extractor.extract(bytes, doc.mime_type);
    ocrRunning = false;
    if (result.method !== doc.method) misses.push(`${doc.file}: method ${result.method}, expected ${doc.method}`);
    // Round 0 is the cold start (worker thread, pdfjs, tesseract and its model loading).
    if (round === 0) {
      cold[doc.method] ??= { file: doc.file, ms: result.durationMs };
      for (const field of FIELDS) {
        const ok = result.fields[field].value === doc.fields[field];
        hits[doc.method][field] ??= { ok: 0, all: 0 };
        hits[doc.method][field].all++;
        if (ok) hits[doc.method][field].ok++;
        else
          misses.push(
            `${doc.file}: ${field} = ${JSON.stringify(result.fields[field].value)}, expected ${JSON.stringify(doc.fields[field])}`,
          );
      }
      continue;
    }
    times[doc.method].push(result.durationMs);
  }
}
loopOverall.disable();
clearInterval(probe);
await extractor.close();

const pct = (ok, all) => `${((100 * ok) / all).toFixed(1)}%`.padStart(7);
console.log(
  `\nPer-field exact match (${docs.filter((d) => d.method === 'pdf_text').length} text PDFs, ${docs.filter((d) => d.method === 'ocr').length} OCR documents)`,
);
console.log(`${'field'.padEnd(22)}${'pdf_text'.padStart(12)}${'ocr'.padStart(12)}`);
const totals = { pdf_text: { ok: 0, all: 0 }, ocr: { ok: 0, all: 0 } };
for (const field of FIELDS) {
  const cells = ['pdf_text', 'ocr'].map((m) => {
    const h = hits[m][field] ?? { ok: 0, all: 0 };
    totals[m].ok += h.ok;
    totals[m].all += h.all;
    return `${h.ok}/${h.all} ${pct(h.ok, h.all)}`.padStart(12);
  });
  console.log(`${field.padEnd(22)}${cells.join('')}`);
}
console.log(
  `${'overall'.padEnd(22)}${['pdf_text', 'ocr'].map((m) => `${pct(totals[m].ok, totals[m].all)}`.padStart(12)).join('')}`,
);

console.log(`\nTime per document, warm (${rounds} rounds), ms`);
for (const m of ['pdf_text', 'ocr']) {
  const xs = times[m];
  console.log(
    `${m.padEnd(10)} p50 ${percentile(xs, 50)}  p95 ${percentile(xs, 95)}  max ${Math.max(...xs)}  (n=${xs.length}; cold first: ${cold[m]?.ms} ms, ${cold[m]?.file})`,
  );
}
const ms = (h, p) => (h.percentile(p) / 1e6).toFixed(1);
const late = (p) => Math.max(0, percentile(lateDuringOcr, p)).toFixed(1);
console.log(
  `\nA 10 ms timer while OCR ran fired late by: p50 ${late(50)} ms, p99 ${late(99)} ms, max ${late(100)} ms (n=${lateDuringOcr.length})`,
);
console.log(
  `Event-loop delay overall:       p50 ${ms(loopOverall, 50)} ms, p99 ${ms(loopOverall, 99)} ms, max ${(loopOverall.max / 1e6).toFixed(1)} ms`,
);
if (misses.length) console.log(`\nMisses:\n  ${misses.join('\n  ')}`);
