import { createHash, randomBytes } from 'node:crypto';
import {
  type ExtractedFields,
  INVOICE_FILE_LIMITS,
  type InvoiceExtraction,
  type InvoiceFile,
  type RegisteredUpload,
  type UploadUrlRequest,
} from '@icp/contract';
import { type AcceptedMimeType, isAcceptedMimeType, mimeTypeForFileName } from '@icp/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { invoiceFileUploads, invoiceFiles, suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { checkInvoiceFile } from './file-checks.ts';

type FileRow = typeof invoiceFiles.$inferSelect;

const TTL_MS = INVOICE_FILE_LIMITS.URL_TTL_SECONDS * 1000;

function toFileView(row: FileRow): InvoiceFile {
  return {
    id: row.id,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.sizeBytes,
    page_count: row.pageCount,
    created_at: row.createdAt.toISOString(),
  };
}

function invalidFile(reason: string): AppError {
  return new AppError('invalid_file', { userMessage: reason, errors: [{ field: 'file', message: reason }] });
}

/** POST /invoices/files/upload/url: a slot for one file, checked by name and declared type first. */
export async function createUploadUrl(deps: AppDeps, input: UploadUrlRequest & { buyerId: number }) {
  const byName = mimeTypeForFileName(input.file_name);
  if (!byName) throw invalidFile('アップロードできるのはJPG・JPEG・PNG・PDFファイルのみです。');
  if (!isAcceptedMimeType(input.content_type) || input.content_type !== byName)
    throw invalidFile('ファイルの拡張子と種類が一致しません。正しいファイルを選択してください。');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + TTL_MS);
  const uploadId = randomBytes(16).toString('base64url');
  const storageKey = `invoices/${input.buyerId}/${randomBytes(16).toString('hex')}`;
  await purgeExpiredUploads(deps, input.buyerId, now);
  await deps.db.insert(invoiceFileUploads).values({
    id: uploadId,
    buyerId: input.buyerId,
    fileName: input.file_name,
    declaredType: input.content_type,
    declaredSize: input.size,
    storageKey,
    expiresAt,
  });
  const signed = deps.fileStorage.signedUploadUrl({ key: storageKey, uploadId, contentType: input.content_type, expiresAt });
  return {
    upload_id: uploadId,
    upload_url: signed.url,
    method: 'PUT' as const,
    headers: signed.headers,
    expires_at: expiresAt.toISOString(),
  };
}

/** Abandoned uploads leave nothing behind: their bytes go when the buyer next starts one. */
async function purgeExpiredUploads(deps: AppDeps, buyerId: number, now: Date): Promise<void> {
  const stale = await deps.db
    .select({ id: invoiceFileUploads.id, key: invoiceFileUploads.storageKey })
    .from(invoiceFileUploads)
    .where(
      and(eq(invoiceFileUploads.buyerId, buyerId), isNull(invoiceFileUploads.consumedAt), lt(invoiceFileUploads.expiresAt, now)),
    );
  for (const upload of stale) {
    await deps.fileStorage.delete(upload.key);
    await deps.db.update(invoiceFileUploads).set({ consumedAt: now }).where(eq(invoiceFileUploads.id, upload.id));
  }
}

/** The embedded PUT target: the upload id in the URL is the credential (like a presigned URL). */
export async function receiveUpload(
  deps: AppDeps,
  input: { uploadId: string; contentType: string | undefined; body: AsyncIterable<Buffer> },
): Promise<void> {
  const storage = deps.fileStorage;
  if (storage.kind !== 'local') throw new AppError('not_found');
  const [upload] = await deps.db.select().from(invoiceFileUploads).where(eq(invoiceFileUploads.id, input.uploadId)).limit(1);
  if (!upload || upload.consumedAt || upload.expiresAt < deps.clock.now())
    throw new AppError('not_found', { userMessage: 'アップロードの有効期限が切れました。もう一度ファイルを選択してください。' });
  if (input.contentType?.split(';')[0]?.trim() !== upload.declaredType)
    throw new AppError('unsupported_media_type', { userMessage: 'ファイルの種類が署名されたものと異なります。' });
  try {
    await storage.write(upload.storageKey, input.body, INVOICE_FILE_LIMITS.MAX_BYTES);
  } catch (error) {
    if ((error as Error).name === 'StoredFileTooLargeError')
      throw new AppError('payload_too_large', { userMessage: 'ファイルサイズは10MBまでです。' });
    throw error;
  }
}

const emptyExtraction = (durationMs = 0): InvoiceExtraction => ({
  method: 'none',
  duration_ms: durationMs,
  fields: Object.fromEntries(
    (
      [
        'total_amount',
        'due_date',
        'invoice_number',
        'issue_date',
        'issuer_name',
        'registration_number',
        'bank_name',
        'bank_code',
        'branch_name',
        'branch_code',
        'account_type',
        'account_number',
        'account_holder',
      ] as const
    ).map((name) => [name, { value: null, confidence: 0 }]),
  ) as ExtractedFields,
  matched_supplier_id: null,
});

/** The buyer's supplier whose 法人番号 is the invoice's registration number (T + 法人番号). */
async function matchSupplier(tx: Tx, buyerId: number, registrationNumber: string | null): Promise<number | null> {
  const corporateNumber = registrationNumber?.match(/^T(\d{13})$/)?.[1];
  if (!corporateNumber) return null;
  const [hit] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.buyerId, buyerId), eq(suppliers.corporateNumber, corporateNumber), isNull(suppliers.deletedAt)))
    .limit(1);
  return hit?.id ?? null;
}

/**
 * POST /invoices/files/upload: check the uploaded bytes, keep them as an invoice file and read
 * the invoice. A refused file is deleted at once. Repeating the call returns the same file.
 */
export async function registerUpload(
  deps: AppDeps,
  input: { buyerId: number; userId: number; uploadId: string; ip: string | null },
): Promise<RegisteredUpload> {
  const [upload] = await deps.db
    .select()
    .from(invoiceFileUploads)
    .where(and(eq(invoiceFileUploads.id, input.uploadId), eq(invoiceFileUploads.buyerId, input.buyerId)))
    .limit(1);
  if (!upload)
    throw new AppError('not_found', { userMessage: 'アップロードが見つかりません。もう一度ファイルを選択してください。' });
  if (upload.fileId) return existingRegistration(deps, input.buyerId, upload.fileId);
  if (upload.consumedAt || upload.expiresAt < deps.clock.now())
    throw new AppError('validation_error', {
      userMessage: 'アップロードの有効期限が切れました。もう一度ファイルを選択してください。',
    });

  let bytes: Buffer | null;
  try {
    bytes = await deps.fileStorage.read(upload.storageKey, INVOICE_FILE_LIMITS.MAX_BYTES);
  } catch (error) {
    if ((error as Error).name !== 'StoredFileTooLargeError') throw error;
    await discard(deps, upload.id, upload.storageKey);
    throw invalidFile('ファイルサイズは10MBまでです。');
  }
  if (!bytes)
    throw new AppError('validation_error', { userMessage: 'ファイルがアップロードされていません。もう一度お試しください。' });

  const check = await checkInvoiceFile(bytes, { fileName: upload.fileName, declaredType: upload.declaredType });
  if (!check.ok) {
    await discard(deps, upload.id, upload.storageKey);
    throw invalidFile(check.reason);
  }

  const extraction = await extract(deps, bytes, check.contentType);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return deps.db.transaction(async (tx) => {
    extraction.matched_supplier_id = await matchSupplier(tx, input.buyerId, extraction.fields.registration_number.value);
    const [file] = await tx
      .insert(invoiceFiles)
      .values({
        buyerId: input.buyerId,
        storageKey: upload.storageKey,
        fileName: upload.fileName,
        contentType: check.contentType,
        sizeBytes: bytes.length,
        pageCount: check.pageCount,
        sha256,
        extraction,
        createdAt: deps.clock.now(),
      })
      .returning();
    await tx
      .update(invoiceFileUploads)
      .set({ consumedAt: deps.clock.now(), fileId: file!.id })
      .where(eq(invoiceFileUploads.id, upload.id));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'invoice_file.uploaded',
      targetType: 'invoice_file',
      targetId: file!.id,
      detail: { content_type: check.contentType, size: bytes.length, sha256, extraction: extraction.method },
      ipAddress: input.ip,
    });
    return { file: toFileView(file!), extraction };
  });
}

async function extract(deps: AppDeps, bytes: Buffer, contentType: AcceptedMimeType): Promise<InvoiceExtraction> {
  const started = performance.now();
  try {
    const outcome = await deps.invoiceExtractor.extract(new Uint8Array(bytes), contentType);
    return {
      method: outcome.method,
      duration_ms: Math.round(outcome.durationMs),
      fields: outcome.fields,
      matched_supplier_id: null,
    };
  } catch (error) {
    // Reading is a convenience: the buyer can always type the fields in.
    deps.log.warn({ err: error }, 'invoice extraction failed');
    return emptyExtraction(Math.round(performance.now() - started));
  }
}

async function discard(deps: AppDeps, uploadId: string, storageKey: string): Promise<void> {
  await deps.fileStorage.delete(storageKey);
  await deps.db.update(invoiceFileUploads).set({ consumedAt: deps.clock.now() }).where(eq(invoiceFileUploads.id, uploadId));
}

async function existingRegistration(deps: AppDeps, buyerId: number, fileId: number): Promise<RegisteredUpload> {
  const file = await ownFile(deps.db, buyerId, fileId);
  return { file: toFileView(file), extraction: (file.extraction as InvoiceExtraction | null) ?? emptyExtraction() };
}

/** A file of this buyer, or 404 (another buyer's id looks exactly like a missing one). */
export async function ownFile(tx: Tx, buyerId: number, fileId: number): Promise<FileRow> {
  const [file] = await tx
    .select()
    .from(invoiceFiles)
    .where(and(eq(invoiceFiles.id, fileId), eq(invoiceFiles.buyerId, buyerId)))
    .limit(1);
  if (!file) throw new AppError('not_found', { userMessage: '請求書ファイルが見つかりません。' });
  return file;
}

/** GET /invoices/files/{id}/download/url */
export async function createDownloadUrl(deps: AppDeps, input: { buyerId: number; fileId: number }) {
  const file = await ownFile(deps.db, input.buyerId, input.fileId);
  const expiresAt = new Date(deps.clock.now().getTime() + TTL_MS);
  const url = deps.fileStorage.signedDownloadUrl({
    key: file.storageKey,
    fileName: file.fileName,
    contentType: file.contentType,
    expiresAt,
  });
  return { download_url: url, expires_at: expiresAt.toISOString() };
}
