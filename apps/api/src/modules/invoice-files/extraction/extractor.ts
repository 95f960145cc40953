import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CONFIDENT_READING, type EXTRACTION_METHODS, type ExtractedFields } from '@icp/contract';
import { calibrateFieldConfidences, misreadSigns, parseInvoiceText, type InvoiceTextFields } from '@icp/domain';
import { apiPath } from '../../../api-root.ts';
import { emptyExtractedFields } from '../extractor-port.ts';
import { bankDirectory } from '../../banks/bank-directory.ts';
import { lookupPostalCode } from '../../postal-codes/postal-directory.ts';
import { withBankNameFromDirectory } from './bank-name.ts';
import { misreadChecks } from './misread-checks.ts';
import { withAddressFromPostalDirectory } from './postal-address.ts';

export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];
export type InvoiceMimeType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface InvoiceExtractionResult {
  method: ExtractionMethod;
  /** From the call to the result, queueing included. */
  durationMs: number;
  fields: ExtractedFields;
  /** The text the fields were read from; only with the includeText option (fixtures, benchmarks). */
  text?: string;
  /** The size of the image OCR read (after scaling down to ocrMaxPixels). */
  ocrInput?: { width: number; height: number };
  /** Pages of a scanned PDF that OCR read. */
  ocrPages?: number;
  /** 2 when a second reading (PSM 11) was weighed with the first: a photo's, or a page read as noise. */
  ocrReadings?: number;
}

/**
 * The invoice reader: the port's two operations (./../extractor-port.ts), each in its own worker
 * thread, plus extract(), both in turn, for benchmarks and fixture tests.
 */
export interface InvoiceExtractor {
  /** A PDF's text layer; null when it has none (a scan). Failures give method 'none'. */
  readPdfText(bytes: Uint8Array): Promise<InvoiceExtractionResult | null>;
  /**
   * OCR of an image, or of a scanned PDF page by page until the fields a payment needs are found
   * (at most ocrMaxPages). An image is prepared first (./ocr-image.mjs): a photographed sheet is
   * cut out and made upright, uneven light divided out, a tilt straightened, within ocrMaxPixels.
   */
  readWithOcr(bytes: Uint8Array, mimeType: InvoiceMimeType): Promise<InvoiceExtractionResult>;
  /** The text layer, and OCR when there is none. */
  extract(bytes: Uint8Array, mimeType: InvoiceMimeType): Promise<InvoiceExtractionResult>;
  /**
   * Starts both worker threads and loads pdf.js and the OCR engine in them, so the first invoice
   * after a start is read as fast as the tenth. Resolves when both are ready; never rejects.
   */
  warmUp(): Promise<void>;
  /** Ends the worker threads; pending documents resolve with method 'none'. */
  close(): Promise<void>;
}

export interface InvoiceExtractorOptions {
  /** A document still unread after this long gives method 'none'; the worker is replaced. */
  timeoutMs?: number;
  /** Folder holding jpn.traineddata.gz. Default: the @tesseract.js-data/jpn package's 4.0.0_best_int. */
  ocrLangPath?: string;
  /** Width in pixels a scanned PDF page is rendered at for OCR (an uploaded image is prepared at 1654: ocr-image.mjs). */
  ocrPageWidth?: number;
  /** At most this many pixels go to OCR: larger images and pages are scaled down first. */
  ocrMaxPixels?: number;
  /** A scanned PDF is read page by page, at most this many, until the payment's fields are found. */
  ocrMaxPages?: number;
  /** Also return the raw text (it holds the supplier's bank details: not for logs). */
  includeText?: boolean;
  /**
   * How long after an image's reading began its second reading is waited for, by kind. Default
   * SECOND_READING_UNTIL_MS, within issue 17's budgets; a test that needs the second reading
   * whatever the machine's load sets more.
   */
  secondReadingUntilMs?: { photo: number; page: number };
  /** Told about worker failures and timeouts (the result is then method 'none'). */
  onError?: (error: Error) => void;
}

/** A small invoice's text for the warm-up's parses (the worker's warm-up PDF prints the same). */
const WARM_UP_TEXT = [
  '請求書\t株式会社サンプル商事 御中',
  '請求番号 INV-2026-0001\t発行日 2026年12月1日',
  'ご請求金額(税込) ¥110,000-\tお支払期限 2026年12月31日',
  '小計 100,000円\t消費税(10%) 10,000円\t合計 110,000円',
  'お振込先 みずほ銀行 渋谷支店 普通 1234567 カ)サンプルシヨウジ',
  '株式会社サンプル商事 〒100-0001 東京都千代田区千代田1-1 TEL 03-1234-5678 登録番号 T7123456789012',
].join('\n');
const WARM_UP_PARSES = 2;

// The domain cannot import the contract (the contract depends on it), so it declares the same
// shape; this line fails to compile if the two drift apart. (The contract's issuer contact
// fields are optional only for readings stored before they existed: the reader always sets them.)
const sameShape: [Required<ExtractedFields>, InvoiceTextFields] = [{} as InvoiceTextFields, {} as Required<ExtractedFields>];
void sameShape;

/**
 * The worker is a plain .mjs file next to this one. Under Vitest/tsx this module runs from
 * src/, but in the build esbuild bundles it into dist/server.js, where import.meta.url points
 * at dist/: apiPath() finds apps/api/ from either, and the worker is loaded from src/ in both
 * cases (the built API already runs from the repository, with node_modules external).
 */
const WORKER_PATH = apiPath('src/modules/invoice-files/extraction/extraction-worker.mjs');

function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  // best_int: the LSTM-only model (2 MB); the 4.0.0 folder adds the legacy engine we don't use.
  return join(dirname(require.resolve('@tesseract.js-data/jpn/package.json')), '4.0.0_best_int');
}

interface WorkerReply {
  id: number;
  ok: boolean;
  method?: ExtractionMethod;
  text?: string;
  confidence?: number;
  /** The size of the image OCR read, after scaling down. */
  ocrInput?: { width: number; height: number };
  error?: string;
  /** A scanned PDF's number of pages (OCR of a PDF only). */
  pageCount?: number;
  /** An image in which a sheet of paper was found and cut out: a photo, not a page image. */
  photographed?: boolean;
}

type WorkerJob =
  | { op: 'pdf_text'; bytes: Uint8Array }
  /** `psm`: tesseract's page segmentation, when not the automatic layout. */
  | { op: 'ocr'; bytes: Uint8Array; mimeType: InvoiceMimeType; page?: number; psm?: string }
  | { op: 'warm_up'; bytes: Uint8Array; lane: 'text' | 'ocr' };

/** What a scanned page is scaled to by default: A4 at about 200 dpi (1654 × 2339 ≈ 3.9 MP). */
export const DEFAULT_OCR_MAX_PIXELS = 4_000_000;

/** Pages of a scan read at most: an invoice's total and 振込先 are on its first pages, not in an appendix. */
export const DEFAULT_OCR_MAX_PAGES = 4;

/**
 * tesseract's page segmentation for an image's second reading: sparse text (11) finds every line
 * on its own, where the automatic layout analysis (3) lost a block of a warped, blurred sheet or
 * of a busy page. On the dev photos whose first reading missed fields, the two together got 141
 * of 160 fields right, PSM 3 alone 130 (ADR 0025). It runs beside the first, on the other core,
 * and the two are weighed field by field. Scans are not read twice: a scan's pages are read one
 * after the other, and it would take their time.
 */
const SECOND_READING_PSM = '11';

/**
 * tesseract's mean word confidence (0–1) below which a page reading is noise: its layout analysis
 * took a clean page for a picture (a dev photo read at 0.29 as '賠中s中中gs |…', the same page
 * at 0.73 with sparse-text segmentation). On the dev page images and photos, 68 of 72 first
 * readings scored 0.64–0.88 and four 0.28–0.47.
 */
const GARBLED_READING = 0.5;
/**
 * How long after an image's reading began its second reading is waited for: a photo's budget is
 * 5 s, a page image's 3 s (issue 17). The two run at once; a sparse reading of a busy or blurred
 * sheet can take 6–8 s, and then the first reading is all there is.
 */
const SECOND_READING_UNTIL_MS = { photo: 4600, page: 2800 } as const;
/** Resolves with undefined after ms (at once when ms ≤ 0), without keeping the process alive. */
const sleep = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), Math.max(0, ms)).unref());
/** How much surer (tesseract's mean confidence) a second reading must be to be the one kept. */
const SURER_READING = 0.2;
/**
 * How much surer (calibrated confidence) the other reading's value of a field must be to replace
 * the kept reading's. On the 110 dev photos of L100–L154, waiting for every photo's second
 * reading and weighing it so took fields right from 75.9 to 78.9 % (a margin of 0.05 did the same
 * with one field fewer); filling gaps alone, only when the amount, the due date or the account
 * was missing, had 75.9 % (ADR 0025).
 */
const SURER_FIELD = 0.15;

/**
 * Just below the promise (CONFIDENT_READING): a value taken from the other reading is shown for
 * checking. Each reading's confidences are calibrated on its own; a sparse reading's taken so on
 * the 150 dev page images put five wrong values at 0.9 or more (issuer postal codes from the
 * buyer's block, a date), against two before.
 */
const TAKEN_FROM_OTHER_READING = CONFIDENT_READING - 0.01;

/**
 * The first reading's fields, each one it did not find taken from the second, and each one the
 * second is clearly surer of (by SURER_FIELD) replaced by the second's, neither promised. Where
 * the two values show different numbers of signs of a misreading (misreadSigns: a parenthesis
 * left open, a building the other read and this one lost, an address its postal code does not
 * name), the one with fewer is kept however sure the parser was of the other: its confidence
 * comes from where the value stood, the signs from the value itself.
 */
export function mergeFields(first: ExtractedFields, second: ExtractedFields): ExtractedFields {
  const out = { ...first };
  const names = Object.keys(out) as (keyof ExtractedFields)[];
  const taken = (field: NonNullable<ExtractedFields[keyof ExtractedFields]>) => ({
    ...field,
    confidence: Math.min(field.confidence, TAKEN_FROM_OTHER_READING),
  });
  for (const name of names) {
    const mine = out[name];
    const other = second[name];
    if (!other || other.value === null || other.value === mine?.value) continue;
    if (!mine || mine.value === null || other.confidence >= mine.confidence + SURER_FIELD) {
      (out as Record<string, unknown>)[name] = taken(other);
    }
  }
  // Checked against the bank the merge kept and the postal code the kept reading read itself: one
  // found only by the other reading may be the buyer's (L78's second reading: the buyer's code
  // beside the buyer's address).
  const checks = misreadChecks({ issuer_postal_code: first.issuer_postal_code, bank_name: out.bank_name });
  for (const name of names) {
    const mine = first[name];
    const other = second[name];
    if (!mine || !other || mine.value === null || other.value === null || mine.value === other.value) continue;
    const signs = misreadSigns(name, mine.value, other.value, checks) - misreadSigns(name, other.value, mine.value, checks);
    if (signs > 0) (out as Record<string, unknown>)[name] = taken(other);
    else if (signs < 0) (out as Record<string, unknown>)[name] = mine;
  }
  return out;
}

/**
 * Two readings of one image, each with tesseract's confidence in it: the first, unless the second
 * is clearly surer (the first was noise), with the other's fields filling the kept one's gaps and
 * replacing its values where clearly surer (mergeFields).
 */
export function combineReadings<R extends { fields: ExtractedFields }>(
  [first, firstConfidence]: [R, number],
  [second, secondConfidence]: [R, number],
): R {
  const [kept, other] = secondConfidence > firstConfidence + SURER_READING ? [second, first] : [first, second];
  return { ...kept, fields: mergeFields(kept.fields, other.fields) };
}

/**
 * The fields of an OCR reading's text: parsed, OCR's misread place and bank names put right by
 * Japan Post's and the Zengin directory (a text layer is exact, and parsed alone), and calibrated
 * so that 0.9 and above is a promise (CONFIDENT_READING): OCR keeps it only with evidence that
 * survives OCR. `ocrConfidence`: tesseract's mean word confidence, 0–1.
 */
export function fieldsOfOcrText(text: string, ocrConfidence: number): ExtractedFields {
  const parsed = withBankNameFromDirectory(withAddressFromPostalDirectory(parseInvoiceText(text)));
  return calibrateFieldConfidences(parsed, { method: 'ocr', ocrConfidence });
}

/** What a payment cannot do without: once a scan's pages so far give all of these, the rest is not read. */
const NEEDED_FIELDS = ['total_amount', 'due_date', 'bank_name', 'account_number', 'account_holder'] as const;

/**
 * One worker thread reading one document at a time, started on its first document. A stuck
 * document cannot be interrupted: after timeoutMs the worker is terminated and its successor
 * takes the next one. A document whose caller stops waiting (`signal`) is read on to its end
 * all the same: a worker replaced costs more than most of a reading (its engine reloaded).
 */
function createWorkerLane(workerData: object, timeoutMs: number, fail: (error: Error) => void) {
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  // The document in flight, and the worker reading it: a replaced worker's late exit must not
  // settle the next document, which runs on its successor.
  let current: { id: number; worker: Worker; settle: (reply: WorkerReply) => void } | null = null;

  function startWorker(): Worker {
    const w = new Worker(WORKER_PATH, { workerData });
    w.on('message', (reply: WorkerReply) => {
      if (current?.worker === w && current.id === reply.id) current.settle(reply);
    });
    w.on('error', (error) => {
      fail(error);
      if (current?.worker === w) current.settle({ id: current.id, ok: false, error: error.message });
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      if (current?.worker === w) current.settle({ id: current.id, ok: false, error: 'extraction worker exited' });
    });
    w.unref();
    return w;
  }

  async function runNow(job: WorkerJob, signal?: AbortSignal): Promise<WorkerReply> {
    if (closed) return { id: 0, ok: false, error: 'extractor closed' };
    if (signal?.aborted) return { id: 0, ok: false, error: 'cancelled' };
    worker ??= startWorker();
    const w = worker;
    const id = nextId++;
    // A copy (new Uint8Array, not Buffer#slice, which shares memory), transferred: the caller
    // keeps its buffer and the worker gets its own without a second copy.
    const copy = new Uint8Array(job.bytes);
    w.ref();
    try {
      return await new Promise<WorkerReply>((resolve) => {
        const timer = setTimeout(() => {
          fail(new Error(`invoice extraction timed out after ${timeoutMs} ms`));
          settle({ id, ok: false, error: 'timeout' });
          if (worker === w) worker = null;
          void w.terminate();
        }, timeoutMs);
        const settle = (reply: WorkerReply) => {
          clearTimeout(timer);
          current = null;
          resolve(reply);
        };
        current = { id, worker: w, settle };
        w.postMessage({ ...job, id, bytes: copy }, [copy.buffer as ArrayBuffer]);
      });
    } finally {
      // (A closing lane keeps its worker referenced until it has exited: close below.)
      if (!closed) w.unref();
    }
  }

  const lane = {
    /**
     * Runs after the documents already given to this lane. Once `signal` is aborted the caller gets
     * 'cancelled' at once; the worker skips the job if it has not begun it.
     */
    run(job: WorkerJob, signal?: AbortSignal): Promise<WorkerReply> {
      const reply = queue.then(() => runNow(job, signal));
      queue = reply.catch(() => undefined);
      if (!signal) return reply;
      const cancelled = new Promise<WorkerReply>((resolve) =>
        signal.addEventListener('abort', () => resolve({ id: 0, ok: false, error: 'cancelled' }), { once: true }),
      );
      return Promise.race([reply, cancelled]);
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      current?.settle({ id: current.id, ok: false, error: 'extractor closed' });
      // Held until it has exited: unreferenced, a worker still reading (a photo's second reading
      // nobody waits for) would let the process's event loop empty under the caller's await.
      w?.ref();
      if (w) await w.terminate();
    },
  };
  return lane;
}

/**
 * Reads invoices off the main thread, in worker threads: one for PDF text layers (pdfjs only,
 * tens of milliseconds) and one for OCR (tesseract, seconds of a whole core), so a text PDF is
 * never stuck behind an image; and a third that reads an image's second segmentation at the
 * same time as the OCR worker reads the first, on the other core.
 * Each handles one document at a time: two documents' OCR at once would only slow both down on
 * a 2-core machine. Who goes first is the caller's business (../reading-scheduler.ts).
 */
export function createInvoiceExtractor(options: InvoiceExtractorOptions = {}): InvoiceExtractor {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const workerData = {
    ocrLangPath: options.ocrLangPath ?? defaultLangPath(),
    ocrPageWidth: options.ocrPageWidth ?? 1400,
    ocrMaxPixels: options.ocrMaxPixels ?? DEFAULT_OCR_MAX_PIXELS,
  };
  const ocrMaxPages = options.ocrMaxPages ?? DEFAULT_OCR_MAX_PAGES;
  const secondReadingUntilMs = options.secondReadingUntilMs ?? SECOND_READING_UNTIL_MS;
  const fail = (error: Error) => options.onError?.(error);
  const textLane = createWorkerLane(workerData, timeoutMs, fail);
  const ocrLane = createWorkerLane(workerData, timeoutMs, fail);
  // An image's second segmentation, read beside the OCR lane's first: warmed up the same way.
  const secondLane = createWorkerLane(workerData, timeoutMs, fail);
  const ocrWarmUp: WorkerJob = { op: 'warm_up', bytes: new Uint8Array(0), lane: 'ocr' };

  function result(reply: WorkerReply, started: number): InvoiceExtractionResult {
    const durationMs = () => Math.round(performance.now() - started);
    if (!reply.ok) {
      if (reply.error && !['timeout', 'extractor closed', 'cancelled'].includes(reply.error)) fail(new Error(reply.error));
      return { method: 'none', durationMs: durationMs(), fields: emptyExtractedFields() };
    }
    if (reply.method === 'none' || !reply.text)
      return { method: 'none', durationMs: durationMs(), fields: emptyExtractedFields() };
    const fields: ExtractedFields =
      reply.method === 'ocr' ? fieldsOfOcrText(reply.text, reply.confidence ?? 0) : parseInvoiceText(reply.text);
    const out: InvoiceExtractionResult = { method: reply.method ?? 'none', durationMs: durationMs(), fields };
    if (reply.ocrInput) out.ocrInput = reply.ocrInput;
    if (options.includeText) out.text = reply.text;
    return out;
  }

  const readPdfText: InvoiceExtractor['readPdfText'] = async (bytes) => {
    const started = performance.now();
    const reply = await textLane.run({ op: 'pdf_text', bytes });
    // A readable PDF without a text layer is a scan: the caller sends it to OCR.
    if (reply.ok && reply.method === 'none') return null;
    return result(reply, started);
  };
  /**
   * The first reading weighed against the second field by field (combineReadings); a clearly
   * surer second reading is the one kept, the first filling its gaps.
   */
  function combinedWith(first: InvoiceExtractionResult, firstReply: WorkerReply, secondReply: WorkerReply, started: number) {
    const second = result(secondReply, started);
    const durationMs = Math.round(performance.now() - started);
    if (second.method !== 'ocr') return { ...first, ocrReadings: 2, durationMs };
    const kept = combineReadings([first, firstReply.confidence ?? 0], [second, secondReply.confidence ?? 0]);
    return { ...kept, ocrReadings: 2, durationMs };
  }

  const readWithOcr: InvoiceExtractor['readWithOcr'] = async (bytes, mimeType) => {
    const started = performance.now();
    if (mimeType !== 'application/pdf') {
      // Read twice at once, on the two cores: the automatic layout here, sparse text beside it.
      const cancelSecond = new AbortController();
      const secondJob = { op: 'ocr', bytes, mimeType, psm: SECOND_READING_PSM } as const;
      const pendingSecond = secondLane.run(secondJob, cancelSecond.signal).catch(() => undefined);
      const reply = await ocrLane.run({ op: 'ocr', bytes, mimeType });
      const first = result(reply, started);
      if (first.method !== 'ocr') {
        cancelSecond.abort();
        return first;
      }
      // The second reading is weighed with the first if it comes within the image's budget; a
      // first reading that is noise waits for it as long as it takes.
      const garbled = (reply.confidence ?? 1) < GARBLED_READING;
      const until = started + secondReadingUntilMs[reply.photographed ? 'photo' : 'page'];
      const secondReply = await (garbled ? pendingSecond : Promise.race([pendingSecond, sleep(until - performance.now())]));
      cancelSecond.abort();
      if (!secondReply) return { ...first, durationMs: Math.round(performance.now() - started) };
      return combinedWith(first, reply, secondReply, started);
    }
    // A scan: page by page, the text so far parsed after each, until nothing the payment needs is missing.
    const pages: WorkerReply[] = [];
    for (let page = 1; page <= ocrMaxPages; page++) {
      const reply = await ocrLane.run({ op: 'ocr', bytes, mimeType, page });
      if (!reply.ok || reply.method !== 'ocr') {
        if (pages.length === 0) return result(reply, started);
        break;
      }
      pages.push(reply);
      const sofar = parseInvoiceText(pages.map((p) => p.text ?? '').join('\n'));
      if (NEEDED_FIELDS.every((name) => sofar[name].value !== null) || page >= (reply.pageCount ?? 1)) break;
    }
    const confidence = pages.reduce((sum, p) => sum + (p.confidence ?? 0), 0) / pages.length;
    const merged: WorkerReply = { ...pages[0]!, text: pages.map((p) => p.text ?? '').join('\n'), confidence };
    return { ...result(merged, started), ocrPages: pages.length };
  };

  let warming: Promise<void> | null = null;
  const warmUp = () =>
    (warming ??= Promise.all([
      textLane.run({ op: 'warm_up', bytes: new Uint8Array(0), lane: 'text' }),
      ocrLane.run(ocrWarmUp),
      secondLane.run(ocrWarmUp),
    ]).then((replies) => {
      for (const reply of replies) if (!reply.ok) fail(new Error(`invoice reader warm-up: ${reply.error}`));
      // The fields are parsed here, on the main thread: its first parse compiles the parser's
      // regular expressions (~40 ms, against ~6 ms after), which the first invoice would pay.
      for (let i = 0; i < WARM_UP_PARSES; i++) parseInvoiceText(WARM_UP_TEXT);
      // Japan Post's directory, which an OCR reading's address is checked against, read once (~50 ms).
      lookupPostalCode('1000001');
      // …and the Zengin directory, which its bank's name is (~170 ms, shared with the bank routes).
      bankDirectory().printedNames();
    }));

  return {
    readPdfText,
    readWithOcr,
    warmUp,
    async extract(bytes, mimeType) {
      const started = performance.now();
      const text = mimeType === 'application/pdf' ? await readPdfText(bytes) : null;
      const read = text ?? (await readWithOcr(bytes, mimeType));
      return { ...read, durationMs: Math.round(performance.now() - started) };
    },
    async close() {
      await Promise.all([textLane.close(), ocrLane.close(), secondLane.close()]);
    },
  };
}
