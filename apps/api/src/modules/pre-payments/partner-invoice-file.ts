import { createHash, randomBytes } from 'node:crypto';
import { INVOICE_FILE_LIMITS, INVOICE_FILE_TOO_LARGE_MESSAGE } from '@icp/contract';
import { mimeTypeForFileName } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { checkInvoiceFile } from '../invoice-files/file-checks.ts';

const FIELD = 'invoice_file';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The per-route body limit of POST /partner/pre_payments: the largest file in base64, and the rest of the JSON. */
export const PARTNER_PRE_PAYMENT_BODY_LIMIT = Math.ceil(INVOICE_FILE_LIMITS.MAX_BYTES / 3) * 4 + 64 * 1024;

function refused(code: 'invalid_file' | 'payload_too_large' | 'validation_error', message: string): AppError {
  return new AppError(code, { userMessage: message, errors: [{ field: FIELD, message }] });
}

export interface CheckedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  pageCount: number | null;
  sha256: string;
}

/**
 * The partner's invoice document, held to the same rules as a buyer's upload (file-checks.ts:
 * extension and magic bytes agree, PDF pages, image pixels). The size is known from the base64
 * length before anything is decoded, so an oversized file costs no memory beyond its JSON.
 */
export async function checkPartnerFile(file: { file_name: string; content_base64: string }): Promise<CheckedFile> {
  // MIME base64 wraps lines; the characters themselves are still checked strictly (Buffer.from
  // would silently skip anything it does not know).
  const text = file.content_base64.replace(/[\r\n]/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text))
    throw refused('validation_error', '請求書ファイルの内容（content_base64）が base64 になっていません。');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size > INVOICE_FILE_LIMITS.MAX_BYTES) throw refused('payload_too_large', INVOICE_FILE_TOO_LARGE_MESSAGE);
  const bytes = Buffer.from(text, 'base64');
  // The declared type is the one the name implies: a partner has no separate Content-Type to send.
  const declaredType = mimeTypeForFileName(file.file_name) ?? '';
  const check = await checkInvoiceFile(bytes, { fileName: file.file_name, declaredType });
  if (!check.ok) throw refused('invalid_file', check.reason);
  return {
    bytes,
    fileName: file.file_name,
    contentType: check.contentType,
    pageCount: check.pageCount,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * Keeps the bytes where a buyer's upload would have put them (same key scheme, same store), so
 * the file is downloaded, examined and purged like any other. Answers the storage key.
 */
export async function storePartnerFile(deps: AppDeps, buyerId: number, file: CheckedFile): Promise<string> {
  const key = `invoices/${buyerId}/${randomBytes(16).toString('hex')}`;
  const storage = deps.fileStorage;
  if (storage.kind === 'local') {
    await storage.write(
      key,
      (async function* () {
        yield file.bytes;
      })(),
      INVOICE_FILE_LIMITS.MAX_BYTES,
    );
    return key;
  }
  // S3 has no server-side write of its own: the server uses the same presigned PUT a browser
  // would (its Content-Length is signed, so the object is exactly these bytes).
  const signed = storage.signedUploadUrl({
    key,
    contentType: file.contentType,
    size: file.bytes.length,
    expiresAt: new Date(deps.clock.now().getTime() + INVOICE_FILE_LIMITS.URL_TTL_SECONDS * 1000),
  });
  const response = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: new Uint8Array(file.bytes) });
  if (!response.ok) throw new Error(`S3 PUT of a partner's invoice file failed with ${response.status}`);
  return key;
}

/** Bytes stored for a pre-payment that was then not written: nothing may stay behind. */
export async function discardStoredFile(deps: AppDeps, key: string): Promise<void> {
  try {
    await deps.fileStorage.delete(key);
  } catch (error) {
    deps.log.warn({ err: error }, 'could not delete the file of a refused pre-payment');
  }
}
