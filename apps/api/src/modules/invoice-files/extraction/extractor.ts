import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EXTRACTION_METHODS, ExtractedFields } from '@icp/contract';
import { notFound, parseInvoiceText, type InvoiceTextFields } from '@icp/domain';
import { apiPath } from '../../../platform/api-root.ts';

export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];
export type InvoiceMimeType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface InvoiceExtractionResult {
  method: ExtractionMethod;
  /** From the call to the result, queueing included. */
  durationMs: number;
  fields: ExtractedFields;
  /** The text the fields were read from; only with the includeText option (fixtures, benchmarks). */
  text?: string;
}

export interface InvoiceExtractor {
  extract(bytes: Uint8Array, mimeType: InvoiceMimeType): Promise<InvoiceExtractionResult>;
  /** Ends the worker thread; pending documents resolve with method 'none'. */
  close(): Promise<void>;
}

export interface InvoiceExtractorOptions {
  /** A document still unread after this long gives method 'none'; the worker is replaced. */
  timeoutMs?: number;
  /** Folder holding jpn.traineddata.gz. Default: the @tesseract.js-data/jpn package's 4.0.0_best_int. */
  ocrLangPath?: string;
  /** Width in pixels a scanned PDF page is rendered at for OCR. */
  ocrPageWidth?: number;
  /** Also return the raw text (it holds the supplier's bank details: not for logs). */
  includeText?: boolean;
  /** Told about worker failures and timeouts (the result is then method 'none'). */
  onError?: (error: Error) => void;
}

// The domain cannot import the contract (the contract depends on it), so it declares the same
// shape; this line fails to compile if the two drift apart.
const sameShape: [ExtractedFields, InvoiceTextFields] = [{} as InvoiceTextFields, {} as ExtractedFields];
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

export function emptyExtractedFields(): ExtractedFields {
  return {
    total_amount: notFound(),
    due_date: notFound(),
    invoice_number: notFound(),
    issue_date: notFound(),
    issuer_name: notFound(),
    registration_number: notFound(),
    bank_name: notFound(),
    bank_code: notFound(),
    branch_name: notFound(),
    branch_code: notFound(),
    account_type: notFound(),
    account_number: notFound(),
    account_holder: notFound(),
  };
}

/** OCR text is less trustworthy than a text layer: scale by tesseract's own mean confidence. */
function scaleConfidence(fields: ExtractedFields, factor: number): ExtractedFields {
  const out = { ...fields } as Record<string, { value: unknown; confidence: number }>;
  for (const [name, field] of Object.entries(out)) {
    out[name] = { value: field.value, confidence: Math.round(field.confidence * factor * 100) / 100 };
  }
  return out as unknown as ExtractedFields;
}

interface WorkerReply {
  id: number;
  ok: boolean;
  method?: ExtractionMethod;
  text?: string;
  confidence?: number;
  error?: string;
}

/**
 * Reads invoices off the main thread: one persistent worker thread, started on the first
 * document, handling one document at a time (OCR already uses a whole core; a second at once
 * would only slow both down on a 2-core machine).
 */
export function createInvoiceExtractor(options: InvoiceExtractorOptions = {}): InvoiceExtractor {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const workerData = { ocrLangPath: options.ocrLangPath ?? defaultLangPath(), ocrPageWidth: options.ocrPageWidth ?? 1400 };
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  // The document in flight, and the worker reading it: a replaced worker's late exit must not
  // settle the next document, which runs on its successor.
  let current: { id: number; worker: Worker; settle: (reply: WorkerReply) => void } | null = null;

  const fail = (error: Error) => options.onError?.(error);

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

  async function run(bytes: Uint8Array, mimeType: InvoiceMimeType): Promise<WorkerReply> {
    if (closed) return { id: 0, ok: false, error: 'extractor closed' };
    worker ??= startWorker();
    const w = worker;
    const id = nextId++;
    // A copy (new Uint8Array, not Buffer#slice, which shares memory), transferred: the caller
    // keeps its buffer and the worker gets its own without a second copy.
    const copy = new Uint8Array(bytes);
    w.ref();
    try {
      return await new Promise<WorkerReply>((resolve) => {
        const timer = setTimeout(() => {
          fail(new Error(`invoice extraction timed out after ${timeoutMs} ms`));
          // A stuck OCR cannot be interrupted: replace the worker, the next document gets a fresh one.
          if (worker === w) worker = null;
          current = null;
          void w.terminate();
          resolve({ id, ok: false, error: 'timeout' });
        }, timeoutMs);
        current = {
          id,
          worker: w,
          settle: (reply) => {
            clearTimeout(timer);
            current = null;
            resolve(reply);
          },
        };
        w.postMessage({ id, bytes: copy, mimeType }, [copy.buffer as ArrayBuffer]);
      });
    } finally {
      w.unref();
    }
  }

  return {
    extract(bytes, mimeType) {
      const started = performance.now();
      const job = queue.then(async (): Promise<InvoiceExtractionResult> => {
        const reply = await run(bytes, mimeType);
        const durationMs = Math.round(performance.now() - started);
        if (!reply.ok) {
          if (reply.error && reply.error !== 'timeout' && reply.error !== 'extractor closed') fail(new Error(reply.error));
          return { method: 'none', durationMs, fields: emptyExtractedFields() };
        }
        if (reply.method === 'none' || !reply.text) return { method: 'none', durationMs, fields: emptyExtractedFields() };
        const parsed: ExtractedFields = parseInvoiceText(reply.text);
        const fields = reply.method === 'ocr' ? scaleConfidence(parsed, 0.5 + 0.4 * (reply.confidence ?? 0)) : parsed;
        const result: InvoiceExtractionResult = {
          method: reply.method ?? 'none',
          durationMs: Math.round(performance.now() - started),
          fields,
        };
        if (options.includeText) result.text = reply.text;
        return result;
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      closed = true;
      const w = worker;
      worker = null;
      current?.settle({ id: current.id, ok: false, error: 'extractor closed' });
      if (w) await w.terminate();
    },
  };
}
