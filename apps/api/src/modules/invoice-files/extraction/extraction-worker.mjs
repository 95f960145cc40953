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
const { ocrLangPath, ocrPageWidth = 1400, ocrMaxPixels = 4_000_000 } = workerData ?? {};

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

async function ocr(image, size) {
  const worker = await ocrWorker();
  const { data } = await worker.recognize(Buffer.from(image));
  return { text: data.text, confidence: data.confidence / 100, ocrInput: size };
}

/** The factor that brings width × height within ocrMaxPixels (1 when it already is). */
function budgetScale(width, height) {
  return Math.min(1, Math.sqrt(ocrMaxPixels / (width * height)));
}

/**
 * An image as OCR gets it: scaled down to ocrMaxPixels (A4 at ~200 dpi) when larger. A
 * 6000 × 6000 photo has 9 times the pixels tesseract needs to read an invoice, and costs about
 * as many times the seconds. Without @napi-rs/canvas (pdfjs's optional dependency) it goes as is;
 * the upload checks have already refused absurd dimensions.
 */
async function ocrImage(bytes) {
  if (!canRender()) return { image: bytes, size: null };
  const { createCanvas, loadImage } = require('@napi-rs/canvas');
  const source = await loadImage(Buffer.from(bytes));
  const scale = budgetScale(source.width, source.height);
  if (scale === 1) return { image: bytes, size: { width: source.width, height: source.height } };
  const width = Math.max(1, Math.floor(source.width * scale));
  const height = Math.max(1, Math.floor(source.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(source, 0, 0, width, height);
  return { image: canvas.toBuffer('image/png'), size: { width, height } };
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
  // A page far taller than A4 would otherwise render to an absurd canvas at this width.
  const scale = Math.min(ocrPageWidth / base.width, Math.sqrt(ocrMaxPixels / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = require('@napi-rs/canvas');
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: ctx, viewport }).promise;
  return { image: canvas.toBuffer('image/png'), size: { width: canvas.width, height: canvas.height } };
}

function canRender() {
  try {
    require.resolve('@napi-rs/canvas');
    return true;
  } catch {
    return false;
  }
}

/** A PDF's text layer, or method 'none' when it has none worth reading (a scan: OCR's job). */
async function pdfText(bytes) {
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
    return { method: 'none', text: '', confidence: 0 };
  } finally {
    await doc.destroy();
  }
}

/**
 * One page of a scanned PDF, rendered and read; `pageCount` tells the caller how many there are.
 * The caller asks page by page and stops once it has what it needs (extractor.ts), so a
 * three-page scan whose 振込先 sits on page 1 costs one OCR, not three. Rendering needs
 * @napi-rs/canvas.
 */
async function scannedPdf(bytes, pageNumber = 1) {
  if (!canRender()) return { method: 'none', text: '', confidence: 0 };
  const lib = await pdfjs();
  const doc = await openPdf(lib, bytes);
  try {
    if (pageNumber > doc.numPages) return { method: 'none', text: '', confidence: 0, pageCount: doc.numPages };
    const { image, size } = await renderPage(await doc.getPage(pageNumber));
    return { method: 'ocr', ...(await ocr(image, size)), pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

// The smallest PDF with a text layer (one Helvetica line): reading it loads pdf.js's modules and
// compiles its hot paths, so the first real invoice after a start is as fast as the tenth.
const WARM_UP_PDF = (() => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 12 Tf 10 20 Td (Invoice 2026/12/01 12,000) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
})();

/**
 * Loads what a lane needs before its first document (server start, off the event loop): pdf.js
 * and a first text layer for the text lane, the OCR engine and its model for the OCR lane.
 */
async function warmUp(lane) {
  if (lane === 'text') await pdfText(WARM_UP_PDF.slice());
  else await ocrWorker();
  return { method: 'none', text: '', confidence: 0 };
}

/** pdf_text runs in the text worker, ocr in the OCR worker (extractor.ts): never one behind the other. */
async function extract({ op, bytes, mimeType, page, lane }) {
  if (op === 'warm_up') return warmUp(lane);
  if (op === 'pdf_text') return pdfText(bytes);
  if (mimeType === 'application/pdf') return scannedPdf(bytes, page);
  const { image, size } = await ocrImage(bytes);
  return { method: 'ocr', ...(await ocr(image, size)) };
}

parentPort.on('message', async (job) => {
  try {
    const result = await extract(job);
    parentPort.postMessage({ id: job.id, ok: true, ...result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
