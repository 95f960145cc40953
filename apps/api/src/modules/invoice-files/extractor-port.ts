import type { ExtractedFields } from '@icp/contract';
import { type AcceptedMimeType, INVOICE_TEXT_FIELD_NAMES } from '@icp/domain';

/**
 * Reads an invoice's fields off the request thread (implementation: ./extraction). Two
 * operations because they cost so differently that they are scheduled in separate lanes
 * (./reading-scheduler.ts, docs/decisions/0012): a PDF's text layer takes tens of
 * milliseconds, OCR takes seconds of a whole core.
 */
export interface InvoiceExtractor {
  /** A PDF's text layer; null when it has none worth reading (a scan, for OCR). */
  readPdfText(bytes: Uint8Array): Promise<ExtractionOutcome | null>;
  /**
   * OCR of an image, or of a scanned PDF page by page until the payment's fields are found.
   * Large images are scaled down to the OCR pixel budget first.
   */
  readWithOcr(bytes: Uint8Array, mimeType: AcceptedMimeType): Promise<ExtractionOutcome>;
  /** Loads the reader's engines ahead of the first document (server start); never rejects. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface ExtractionOutcome {
  method: 'pdf_text' | 'ocr' | 'none';
  durationMs: number;
  fields: ExtractedFields;
}

/** Every field (@icp/domain's INVOICE_TEXT_FIELD_NAMES, the one list), none found: what a reading that found nothing answers. */
export function emptyExtractedFields(): Required<ExtractedFields> {
  return Object.fromEntries(
    INVOICE_TEXT_FIELD_NAMES.map((name) => [name, { value: null, confidence: 0 }]),
  ) as Required<ExtractedFields>;
}
