import type { InvoiceTextFieldName } from '@icp/domain';
import { z } from 'zod';
import { INVOICE_FILE_LIMITS, INVOICE_FILE_TOO_LARGE_MESSAGE } from './limits.ts';
import { PG_INTEGER_MAX } from './fields.ts';

/** POST /invoices/files/upload/url: what the browser is about to upload. */
export const uploadUrlRequestSchema = z.strictObject({
  file_name: z
    .string({ error: 'ファイル名を指定してください。' })
    .trim()
    .min(1, 'ファイル名を指定してください。')
    .max(255, 'ファイル名は255文字以内にしてください。'),
  content_type: z.string({ error: 'ファイルの種類を指定してください。' }).max(100),
  size: z
    .number({ error: 'ファイルサイズを指定してください。' })
    .int()
    .min(1, '空のファイルはアップロードできません。')
    .max(INVOICE_FILE_LIMITS.MAX_BYTES, INVOICE_FILE_TOO_LARGE_MESSAGE),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;

export const uploadUrlResponseSchema = z.object({
  upload_id: z.string(),
  /** Absolute for S3, root-relative in embedded mode. PUT the raw bytes there. */
  upload_url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry (the signed Content-Type). */
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** POST /invoices/files/upload: the upload is finished; check it, keep it, read it. */
export const registerUploadRequestSchema = z.strictObject({
  upload_id: z.string({ error: 'アップロードIDを指定してください。' }).min(1).max(100),
});

/** One field read from the invoice, with how sure the reader is (0–1). null value = not found. */
const extracted = <T extends z.ZodType>(value: T) => z.object({ value: value.nullable(), confidence: z.number() });

// One entry per name of @icp/domain's INVOICE_TEXT_FIELD_NAMES, the one list (in its order):
// `satisfies` refuses a missing or an extra field.
const extractedFieldsShape = {
  total_amount: extracted(z.number().int()),
  due_date: extracted(z.string()),
  invoice_number: extracted(z.string()),
  issue_date: extracted(z.string()),
  issuer_name: extracted(z.string()),
  /** 適格請求書発行事業者 登録番号: T + 13 digits. */
  registration_number: extracted(z.string()),
  bank_name: extracted(z.string()),
  bank_code: extracted(z.string()),
  branch_name: extracted(z.string()),
  branch_code: extracted(z.string()),
  /** Spec §3 values: '2' 普通, '1' 当座. */
  account_type: extracted(z.enum(['1', '2'])),
  account_number: extracted(z.string()),
  account_holder: extracted(z.string()),
  // The issuer's contact details, for a new supplier. Optional: readings stored before the reader
  // looked for them (invoice_files.extraction, saved drafts) do not have them.
  /** 7 digits, no hyphen. */
  issuer_postal_code: extracted(z.string()).optional(),
  /** As printed on one line, prefecture first when the invoice has one: '東京都千代田区千代田1-1'. */
  issuer_address: extracted(z.string()).optional(),
  /** As printed: '03-1234-5678'. */
  issuer_phone: extracted(z.string()).optional(),
} satisfies Record<InvoiceTextFieldName, z.ZodType>;
export const extractedFieldsSchema = z.object(extractedFieldsShape);

/**
 * A value read with at least this confidence is presented as read; below it the screen asks the
 * buyer to check it (「読み取り結果をご確認ください」). The reader's confidences are calibrated so
 * that a value at or above it is right at least 99 % of the time (docs/decisions/0025).
 */
export const CONFIDENT_READING = 0.9;
export type ExtractedFields = z.infer<typeof extractedFieldsSchema>;
export type ExtractedFieldName = keyof ExtractedFields;

export const EXTRACTION_METHODS = ['pdf_text', 'ocr', 'none'] as const;
export const invoiceExtractionSchema = z.object({
  method: z.enum(EXTRACTION_METHODS),
  // Drafts send this back; bounded like the integer columns of its kind (webhook_attempts.duration_ms).
  duration_ms: z.number().int().min(0).max(PG_INTEGER_MAX),
  fields: extractedFieldsSchema,
  /** The buyer's supplier whose 法人番号 matches the registration number, if any. */
  matched_supplier_id: z.number().int().nullable(),
});
export type InvoiceExtraction = z.infer<typeof invoiceExtractionSchema>;

export const invoiceFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  // Drafts send this back; bounded like the invoice_files.page_count column it mirrors.
  page_count: z.number().int().min(0).max(PG_INTEGER_MAX).nullable(),
  created_at: z.string(),
});
export type InvoiceFile = z.infer<typeof invoiceFileSchema>;

export const registeredUploadResponseSchema = z.object({
  file: invoiceFileSchema,
  extraction: invoiceExtractionSchema,
});
export type RegisteredUpload = z.infer<typeof registeredUploadResponseSchema>;

export const downloadUrlResponseSchema = z.object({ download_url: z.string(), expires_at: z.string() });

/** PUT /invoices/files/uploads/{uploadId}: the signed upload id (embedded storage). */
export const uploadTargetParamsSchema = z.strictObject({ uploadId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
/** GET /invoices/files/downloads/{token}: the signed download grant (embedded storage). */
export const downloadTargetParamsSchema = z.strictObject({ token: z.string().max(2000) });
