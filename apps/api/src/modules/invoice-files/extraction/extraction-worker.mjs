// The invoice reader's worker thread: pdfjs text extraction, page rendering and tesseract OCR,
// all of which would block the API's event loop for 0.1–5 s. It only turns bytes into text;
// the fields are parsed on the main thread by @icp/domain's parseInvoiceText (sub-millisecond).
//
// Plain JavaScript on purpose: Node 20 runs a worker file as is, without a TypeScript loader,
// both under Vitest (from src/) and from the esbuild bundle (dist/server.js), which resolves
// this file through apiPath() instead of bundling it.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { rereadHolders } from './holder-reread.mjs';
import { holderTemplates } from './kana-glyphs.mjs';
import { greyFromPgm, prepareImage, toGrey, toPgm } from './ocr-image.mjs';
import { pageLines } from './pdf-lines.mjs';
import { readUncoveredInk } from './uncovered-ink.mjs';
import { readVerticalWriting } from './vertical-writing.mjs';
import { loadPdfjs } from '../pdfjs.mjs';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const { ocrLangPath, ocrPageWidth = 1400, ocrMaxPixels = 4_000_000 } = workerData ?? {};

/** A page has a usable text layer when it carries this many letters or digits. */
const MIN_TEXT_CHARS = 30;
const PDF_TEXT_PAGES = 3;

const pdfjs = () => {
  // pdf.js inflates every Flate stream (content, fonts, ToUnicode maps) through a web
  // DecompressionStream when the runtime has one. In Node each goes through the web-streams
  // machinery and the zlib thread pool: on the corpus a text PDF took 160–225 ms, against
  // 55–95 ms with pdf.js's own synchronous inflate, which it falls back to when the class is
  // missing (ADR 0025). Only this worker thread's global: nothing else here inflates streams.
  delete globalThis.DecompressionStream;
  return loadPdfjs();
};

/** PSM 3 (automatic layout) read the fixtures best: 6 and 4 merge an invoice's two columns. */
const PAGE_PSM = '3';
/** How long the lines a page's layout analysis left out may take to read, after the page (./uncovered-ink.mjs). */
const UNCOVERED_INK_MS = 700;

/**
 * A page reading tesseract is less sure of than this (0–1) is looked at for vertical writing
 * (./vertical-writing.mjs). Read across, the dev page images' first readings are 0.74 or surer
 * but for two letters in 縦書き (0.24, 0.50) and one 0.26.
 */
const VERTICAL_CHECK = 0.6;

let ocrWorkerPromise;
/** One tesseract worker, created on the first image and reused (loading jpn takes ~0.6 s). */
function ocrWorker() {
  ocrWorkerPromise ??= (async () => {
    const { createWorker, OEM } = require('tesseract.js');
    // langPath is a local folder and cacheMethod 'none': the traineddata is read from the
    // @tesseract.js-data/jpn package, never downloaded, and no copy is written to the cwd.
    const worker = await createWorker('jpn', OEM.LSTM_ONLY, { langPath: ocrLangPath, cacheMethod: 'none', gzip: true });
    // preserve_interword_spaces keeps wide gaps, which the parser reads as column breaks.
    // debug_file: tesseract's notes ('Estimating resolution as …') would go to stderr.
    await worker.setParameters({ tessedit_pageseg_mode: PAGE_PSM, preserve_interword_spaces: '1', debug_file: '/dev/null' });
    return worker;
  })();
  ocrWorkerPromise.catch(() => (ocrWorkerPromise = undefined));
  return ocrWorkerPromise;
}

/**
 * `image` a PGM (prepared or rendered here) or, without @napi-rs/canvas, the upload as is. `psm`
 * the page segmentation: 3 (automatic layout), or 11 (sparse text), which the caller has read at the
 * same time in another worker, for a layout tesseract's analysis cuts wrongly. `thorough`: a page that was
 * not photographed, whose time allows more readings after the page's: the lines the layout
 * analysis left out, one by one (./uncovered-ink.mjs), and the account holder held to the
 * characters a bank prints (./holder-reread.mjs).
 */
async function ocr(image, size, { psm = PAGE_PSM, thorough = false } = {}) {
  const worker = await ocrWorker();
  if (psm !== PAGE_PSM) await worker.setParameters({ tessedit_pageseg_mode: psm });
  try {
    const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: true });
    const page = greyFromPgm(image);
    if (!page) return { text: data.text, confidence: data.confidence / 100, ocrInput: size };
    // Noise from the page's layout: it may be set in vertical writing, which jpn reads only set across.
    if (psm === PAGE_PSM && data.confidence / 100 < VERTICAL_CHECK) {
      const vertical = await readVerticalWriting(worker, page, data, PAGE_PSM).catch(() => null);
      if (vertical && vertical.confidence > data.confidence / 100) return { ...vertical, ocrInput: size };
    }
    // The lines the automatic layout analysis left out, read one by one (sparse text reads them all).
    const withUncovered =
      thorough && psm === PAGE_PSM
        ? await readUncoveredInk(worker, page, data, { psm, deadline: performance.now() + UNCOVERED_INK_MS })
        : data.text;
    // The account holder read again where half-width katakana defeated the page's reading.
    // (A photo, read less thoroughly, is blurred: its glyphs are sharpened before they are compared.)
    const text = await rereadHolders(worker, page, { ...data, text: withUncovered }, { psm, held: thorough, blurred: !thorough });
    return { text, confidence: data.confidence / 100, ocrInput: size };
  } finally {
    if (psm !== PAGE_PSM) await worker.setParameters({ tessedit_pageseg_mode: PAGE_PSM });
  }
}

/**
 * An uploaded image as OCR gets it (./ocr-image.mjs): the sheet of a phone photo cut out and
 * made upright, the light evened out, a tilt straightened, 1654 pixels wide (A4 at 200 dpi, the
 * width that read the corpus best) within ocrMaxPixels: a 6000 × 6000 photo is never handled
 * whole. Without @napi-rs/canvas (pdfjs's optional dependency) it goes as is; the upload checks
 * have already refused absurd dimensions.
 */
async function ocrImage(bytes) {
  if (!canRender()) return { image: bytes, size: null, photographed: false };
  const prepared = await prepareImage(bytes, { maxPixels: ocrMaxPixels });
  return { image: prepared.image, size: prepared.size, photographed: prepared.quad !== null };
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
  // Not prepared like an uploaded image (./ocr-image.mjs): on the corpus it read scans no better
  // (ADR 0025), and one fixture scan lost its issuer block to tesseract's layout analysis.
  // Grey, as a PGM: what tesseract reads anyway, and what the holder's second look cuts from.
  return { image: toPgm(toGrey(ctx, canvas.width, canvas.height)), size: { width: canvas.width, height: canvas.height } };
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
    return { method: 'ocr', ...(await ocr(image, size, { thorough: true })), pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

/**
 * A one-page Japanese invoice made with pdf-lib and Noto Sans JP (the receipts' font), as the
 * text lane's warm-up: reading it loads pdf.js's modules and compiles the paths a real invoice
 * takes (an embedded CID font, its ToUnicode map, a table of lines), so the first invoice after a
 * start is read about as fast as the tenth. Made in the worker, off the event loop.
 */
const WARM_UP_READS = 3;

async function warmUpPdf() {
  const { PDFDocument } = require('pdf-lib');
  const fontkit = require('@pdf-lib/fontkit');
  const font = await readFile(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'));
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const noto = await doc.embedFont(font, { subset: true });
  const page = doc.addPage([595, 842]);
  const lines = [
    '請求書　株式会社サンプル商事 御中',
    '請求番号 INV-2026-0001　発行日 2026年12月1日',
    'ご請求金額（税込） ¥110,000-　お支払期限 2026年12月31日',
    '小計 100,000円　消費税（10%） 10,000円　合計 110,000円',
    'お振込先 みずほ銀行 渋谷支店 普通 1234567 カ)サンプルシヨウジ',
    '株式会社サンプル商事 〒100-0001 東京都千代田区千代田1-1 TEL 03-1234-5678 登録番号 T7123456789012',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 40, y: 780 - i * 24, size: 10, font: noto }));
  return doc.save();
}

/**
 * Loads what a lane needs before its first document (server start, off the event loop): pdf.js
 * and a few text layers for the text lane, the OCR engine, its model and a first recognition for
 * the OCR lane.
 */
async function warmUp(lane) {
  if (lane === 'text') {
    // A few reads, not one: V8 optimises pdf.js's parsing only after it has run a while.
    const bytes = await warmUpPdf();
    for (let i = 0; i < WARM_UP_READS; i++) await pdfText(bytes.slice());
  } else if (canRender()) {
    // The glyph templates a half-width holder is compared with (30–80 ms to read and unpack).
    holderTemplates();
    // The warm-up page rendered and recognised once: tesseract's first recognition costs 0.3–0.5 s
    // beyond loading its model, which would otherwise fall on the first buyer's photo. The
    // uncovered ink is looked for too, so that its pixel loops are compiled before a page image.
    const doc = await openPdf(await pdfjs(), await warmUpPdf());
    try {
      const { image, size } = await renderPage(await doc.getPage(1));
      await ocr(image, size, { thorough: true });
    } finally {
      await doc.destroy();
    }
  } else await ocrWorker();
  return { method: 'none', text: '', confidence: 0 };
}

/**
 * pdf_text runs in the text worker, ocr in the OCR workers (extractor.ts): never one behind the
 * other.
 */
async function extract({ op, bytes, mimeType, page, lane, psm }) {
  if (op === 'warm_up') return warmUp(lane);
  if (op === 'pdf_text') return pdfText(bytes);
  if (mimeType === 'application/pdf') return scannedPdf(bytes, page);
  const prepared = await ocrImage(bytes);
  // A page image's skipped lines are read and its holder held to a bank's characters; a photo's
  // are not: there the skipped lines gained as many fields as they lost and the held holder none,
  // while their time kept the sparse second reading from fields it used to find (ADR 0025).
  const thorough = !prepared.photographed;
  return {
    method: 'ocr',
    photographed: prepared.photographed,
    ...(await ocr(prepared.image, prepared.size, { psm, thorough })),
  };
}

parentPort.on('message', async (job) => {
  try {
    const result = await extract(job);
    parentPort.postMessage({ id: job.id, ok: true, ...result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
