import type { InvoiceExtraction } from '@icp/contract';
import type { AcceptedMimeType } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { emptyExtractedFields } from './extractor-port.ts';
import type { ExtractionOutcome } from './extractor-port.ts';
import { ReadingQueueFullError, createReadingScheduler } from './reading-scheduler.ts';

/**
 * Seconds a buyer at the cap is told to wait: about one OCR reading (the reader gives up on a
 * document after 20 s), after which one of their places is free again.
 */
export const READING_RETRY_AFTER_SECONDS = 20;

export interface InvoiceReading {
  /**
   * A checked file's fields, read in its turn (docs/decisions/0012): a PDF's text layer in the
   * text lane, images and scans in the OCR lane, buyers served in turn. 429 at once when the
   * buyer already has the maximum of readings waiting.
   */
  read(buyerId: number, bytes: Uint8Array, contentType: AcceptedMimeType): Promise<InvoiceExtraction>;
}

export function createInvoiceReading(deps: Pick<AppDeps, 'config' | 'invoiceExtractor' | 'log'>): InvoiceReading {
  const scheduler = createReadingScheduler({ maxPendingPerBuyer: deps.config.invoiceReadingMaxPendingPerBuyer });
  const extractor = deps.invoiceExtractor;

  return {
    async read(buyerId, bytes, contentType) {
      const started = performance.now();
      try {
        const outcome = await scheduler.read(buyerId, async (run): Promise<ExtractionOutcome> => {
          if (contentType === 'application/pdf') {
            const text = await run('text', () => extractor.readPdfText(bytes));
            if (text) return text;
          }
          return run('ocr', () => extractor.readWithOcr(bytes, contentType));
        });
        return {
          method: outcome.method,
          // From the request's point of view: waiting for its turn included.
          duration_ms: Math.round(performance.now() - started),
          fields: outcome.fields,
          matched_supplier_id: null,
        };
      } catch (error) {
        if (error instanceof ReadingQueueFullError)
          throw new AppError('too_many_requests', {
            userMessage: '読み取り待ちの請求書が多すぎます。しばらくしてから再度お試しください。',
            headers: { 'retry-after': String(READING_RETRY_AFTER_SECONDS) },
          });
        // Reading is a convenience: the buyer can always type the fields in.
        deps.log.warn({ err: error }, 'invoice extraction failed');
        return emptyExtraction(Math.round(performance.now() - started));
      }
    },
  };
}

export const emptyExtraction = (durationMs = 0): InvoiceExtraction => ({
  method: 'none',
  duration_ms: durationMs,
  fields: emptyExtractedFields(),
  matched_supplier_id: null,
});
