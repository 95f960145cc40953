import type { ExtractedFields } from '@icp/contract';
import type { AcceptedMimeType } from '@icp/domain';

/** Reads an invoice's fields off the request thread (implementation: ./extraction). */
export interface InvoiceExtractor {
  extract(bytes: Uint8Array, mimeType: AcceptedMimeType): Promise<ExtractionOutcome>;
  close(): Promise<void>;
}

export interface ExtractionOutcome {
  method: 'pdf_text' | 'ocr' | 'none';
  durationMs: number;
  fields: ExtractedFields;
}
