// The invoice reader's worker thread: pdfjs text extraction, page rendering and tesseract OCR,
// all of which would block the API's event loop for 0.1–5 s. It only turns bytes into text;
// the fields are parsed on the main thread by @icp/domain's parseInvoiceText (sub-millisecond).
//
// Plain JavaScript on purpose: Node 20 runs a worker file as is, without a TypeScript loader,
// both under Vitest (from src/) and from the esbuild bundle (dist/server.js), which resolves
// this file through apiPath() instead of bundling it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const { ocrLangPath, ocrPageWidth = 1400 } = workerData ?? {};

/** A page has a usable text layer when it carries this many letters or digits. */
const MIN_TEXT_CHARS = 30;
const PDF_TEXT_PAGES = 3;

let pdfjsPromise;
const pdfjs = () => (pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

let ocrWorkerPromise;
/** One tesseract worker, created on the first image and reused (loading jpn takes ~0.6 s). */
function ocrWorker() {
  ocrWorkerPromise ??= (async () => {
    const { createWorker, OEM } = require('tesseract.js');
    // langPath is a local folder and cacheMethod 'none': the traineddata is read from the
    // @tesseract.js-data/jpn package, never downloaded, and no copy is written to the cwd.
    const worker = await createWorker('jpn', OEM.LSTM_ONLY, { langPath: ocrLangPath, cacheMethod: 'none', gzip: true });
    // PSM 3 (automatic layout) read the fixtures best: 6 and 4 merge an invoice's two columns.
    // preserve_interword_spaces keeps wide gaps, which the parser reads as column breaks.
    // debug_file: tesseract's notes ('Estimating resolution as …') would go to stderr.
    await worker.setParameters({ tessedit_pageseg_mode: '3', preserve_interword_spaces: '1', debug_file: '/dev/null' });
    return worker;
  })();
  ocrWorkerPromise.catch(() => (ocrWorkerPromise = undefined));
  return ocrWorkerPromise;
}

async function ocr(image) {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(Buffer.from(image));
  return { text: data.text, confidence: data.confidence / 100 };
}

function openPdf(lib, bytes) {
  return lib.getDocument({
    data: bytes,
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
}

/**
 * A page's text items joined into lines by their baselines, left to right: a label and its value
 * printed side by side end up on one line. A gap wider than ~2 characters becomes a tab, so
 * that two columns sharing a baseline stay apart.
 */
function pageLines(items) {
  const glyphs = items.filter((it) => typeof it.str === 'string' && it.str.trim() !== '');
  const rows = [];
  for (const it of glyphs) {
    const [, , , d, x, y] = it.transform;
    const size = Math.abs(d) || it.height || 10;
    let row = rows.find((r) => Math.abs(r.y - y) < Math.min(r.size, size) * 0.5);
    if (!row) rows.push((row = { y, size, items: [] }));
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
        else if (gap > it.size * 0.25) line += ' ';
      }
      line += it.str;
      end = Math.max(end ?? it.end, it.end);
    }
    return line;
  });
}

async function renderPage(page) {
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: ocrPageWidth / base.width });
  const { createCanvas } = require('@napi-rs/canvas');
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: ctx, viewport }).promise;
  return canvas.toBuffer('image/png');
}

function canRender() {
  try {
    require.resolve('@napi-rs/canvas');
    return true;
  } catch {
    return false;
  }
}

async function extractPdf(bytes) {
  const lib = await pdfjs();
  const doc = await openPdf(lib, bytes);
  try {
    const lines = [];
    for (let n = 1; n <= Math.min(doc.numPages, PDF_TEXT_PAGES); n++) {
      const page = await doc.getPage(n);
      lines.push(...pageLines((await page.getTextContent()).items));
    }
    const text = lines.join('\n');
    if ((text.match(/[\p{L}\p{N}]/gu) ?? []).length >= MIN_TEXT_CHARS) return { method: 'pdf_text', text, confidence: 1 };
    // A scan: no text layer. Rendering needs @napi-rs/canvas (pdfjs's optional dependency).
    if (!canRender()) return { method: 'none', text: '', confidence: 0 };
    const image = await renderPage(await doc.getPage(1));
    return { method: 'ocr', ...(await ocr(image)) };
  } finally {
    await doc.destroy();
  }
}

async function extract({ bytes, mimeType }) {
  if (mimeType === 'application/pdf') return extractPdf(bytes);
  return { method: 'ocr', ...(await ocr(bytes)) };
}

parentPort.on('message', async (job) => {
  try {
    const result = await extract(job);
    parentPort.postMessage({ id: job.id, ok: true, ...result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
