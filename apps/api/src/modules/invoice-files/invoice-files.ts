import { createHash, randomBytes } from 'node:crypto';
import {
  INVOICE_FILE_LIMITS,
  INVOICE_FILE_TOO_LARGE_MESSAGE,
  type InvoiceExtraction,
  type InvoiceFile,
  type RegisteredUpload,
  type UploadUrlRequest,
} from '@icp/contract';
import { isAcceptedMimeType, mimeTypeForFileName } from '@icp/domain';
import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { invoiceFileUploads, invoiceFiles, suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { checkInvoiceFile } from './file-checks.ts';
import { type InvoiceReading, createInvoiceReading, emptyExtraction } from './invoice-reading.ts';
import { createSingleFlight } from './single-flight.ts';

type FileRow = typeof invoiceFiles.$inferSelect;
type UploadRow = typeof invoiceFileUploads.$inferSelect;

const TTL_MS = INVOICE_FILE_LIMITS.URL_TTL_SECONDS * 1000;
/**
 * A registration claims its upload slot (consumed_at) before reading the file. A claim this old
 * without a file is a process that died while reading: its slot counts as expired.
 */
const STALE_CLAIM_MS = 10 * 60 * 1000;
/** How long a registration waits for another process's claim on the same slot to end. */
const CLAIM_WAIT_MS = 60_000;
const CLAIM_POLL_MS = 200;

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
  const signed = deps.fileStorage.signedUploadUrl({
    key: storageKey,
    uploadId,
    contentType: input.content_type,
    size: input.size,
    expiresAt,
  });
  return {
    upload_id: uploadId,
    upload_url: signed.url,
    method: 'PUT' as const,
    headers: signed.headers,
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Abandoned uploads leave nothing behind: their bytes go when the buyer next starts one. So do
 * the bytes of a claim whose process died while reading (its slot can never become a file).
 */
async function purgeExpiredUploads(deps: AppDeps, buyerId: number, now: Date): Promise<void> {
  const stale = await deps.db
    .select({ id: invoiceFileUploads.id, key: invoiceFileUploads.storageKey, consumedAt: invoiceFileUploads.consumedAt })
    .from(invoiceFileUploads)
    .where(
      and(
        eq(invoiceFileUploads.buyerId, buyerId),
        isNull(invoiceFileUploads.fileId),
        or(
          and(isNull(invoiceFileUploads.consumedAt), lt(invoiceFileUploads.expiresAt, now)),
          and(
            lt(invoiceFileUploads.consumedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
            gte(invoiceFileUploads.expiresAt, invoiceFileUploads.consumedAt),
          ),
        ),
      ),
    );
  for (const upload of stale) {
    await deps.fileStorage.delete(upload.key);
    if (upload.consumedAt) await deps.db.delete(invoiceFileUploads).where(eq(invoiceFileUploads.id, upload.id));
    else await deps.db.update(invoiceFileUploads).set({ consumedAt: now }).where(eq(invoiceFileUploads.id, upload.id));
  }
}

function largerThanDeclared(declaredSize: number): string {
  return declaredSize < INVOICE_FILE_LIMITS.MAX_BYTES
    ? '送信されたファイルが、アップロードの開始時に伝えられたサイズより大きいため受け付けられません。もう一度ファイルを選択してください。'
    : INVOICE_FILE_TOO_LARGE_MESSAGE;
}

/**
 * The embedded PUT target: the upload id in the URL is the credential (like a presigned URL).
 * It takes no more bytes than the slot declared (the S3 adapter signs the same bound into its
 * URL): a larger body is refused with 413 and nothing is kept.
 */
export async function receiveUpload(
  deps: AppDeps,
  input: { uploadId: string; contentType: string | undefined; contentLength: number | null; body: AsyncIterable<Buffer> },
): Promise<void> {
  const storage = deps.fileStorage;
  if (storage.kind !== 'local') throw new AppError('not_found');
  const [upload] = await deps.db.select().from(invoiceFileUploads).where(eq(invoiceFileUploads.id, input.uploadId)).limit(1);
  if (!upload || upload.consumedAt || upload.expiresAt < deps.clock.now())
    throw new AppError('not_found', { userMessage: 'アップロードの有効期限が切れました。もう一度ファイルを選択してください。' });
  if (input.contentType?.split(';')[0]?.trim() !== upload.declaredType)
    throw new AppError('unsupported_media_type', { userMessage: 'ファイルの種類が署名されたものと異なります。' });
  const maxBytes = Math.min(upload.declaredSize, INVOICE_FILE_LIMITS.MAX_BYTES);
  // What is left of the body stays unread: the connection closes after the answer.
  const tooLarge = () =>
    new AppError('payload_too_large', { userMessage: largerThanDeclared(upload.declaredSize), headers: { connection: 'close' } });
  // Refused before a byte is read when the request says so itself.
  if (input.contentLength !== null && input.contentLength > maxBytes) throw tooLarge();
  try {
    await storage.write(upload.storageKey, input.body, maxBytes);
  } catch (error) {
    if ((error as Error).name !== 'StoredFileTooLargeError') throw error;
    throw tooLarge();
  }
}

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

/** POST /invoices/files/upload for one app: its reading queue and its registrations in flight. */
export function createUploadRegistration(deps: AppDeps) {
  const reading = createInvoiceReading(deps);
  const once = createSingleFlight<RegisteredUpload>();
  return (input: RegistrationInput): Promise<RegisteredUpload> =>
    // Concurrent registrations of one slot in this process share one: one read, one answer.
    once(`${input.buyerId}:${input.uploadId}`, () => registerUpload(deps, reading, input));
}

interface RegistrationInput {
  buyerId: number;
  userId: number;
  uploadId: string;
  ip: string | null;
}

/**
 * A slot claimed by a registration still reading it. Claims are made before the slot expires,
 * expired slots are marked after; refused slots are deleted (see discard).
 */
function claimedByAnother(upload: UploadRow, now: Date): boolean {
  return (
    upload.consumedAt !== null &&
    upload.consumedAt <= upload.expiresAt &&
    now.getTime() - upload.consumedAt.getTime() < STALE_CLAIM_MS
  );
}

/**
 * Check the uploaded bytes, keep them as an invoice file and read the invoice. A refused file is
 * deleted at once. Repeating the call returns the same file. The slot is claimed in one atomic
 * UPDATE before anything is read, so of registrations racing in several processes one reads the
 * file and the others wait for its file (docs/decisions/0012).
 */
async function registerUpload(deps: AppDeps, reading: InvoiceReading, input: RegistrationInput): Promise<RegisteredUpload> {
  const waitUntil = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const [upload] = await deps.db
      .select()
      .from(invoiceFileUploads)
      .where(and(eq(invoiceFileUploads.id, input.uploadId), eq(invoiceFileUploads.buyerId, input.buyerId)))
      .limit(1);
    if (!upload)
      throw new AppError('not_found', { userMessage: 'アップロードが見つかりません。もう一度ファイルを選択してください。' });
    if (upload.fileId) return existingRegistration(deps, input.buyerId, upload.fileId);
    const now = deps.clock.now();
    if (claimedByAnother(upload, now)) {
      if (Date.now() > waitUntil)
        throw new AppError('idempotency_in_progress', {
          userMessage: 'このファイルは読み取り中です。しばらく待ってから再度お試しください。',
        });
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      continue;
    }
    if (upload.consumedAt || upload.expiresAt < now)
      throw new AppError('validation_error', {
        userMessage: 'アップロードの有効期限が切れました。もう一度ファイルを選択してください。',
      });
    const [claimed] = await deps.db
      .update(invoiceFileUploads)
      .set({ consumedAt: now })
      .where(
        and(
          eq(invoiceFileUploads.id, upload.id),
          isNull(invoiceFileUploads.consumedAt),
          isNull(invoiceFileUploads.fileId),
          gte(invoiceFileUploads.expiresAt, now),
        ),
      )
      .returning();
    // Another registration claimed it between our read and our update: look again.
    if (!claimed) continue;
    try {
      return await readAndKeep(deps, reading, claimed, input);
    } catch (error) {
      // A refused file is gone with its slot; anything else (reader busy, nothing uploaded yet,
      // storage or database trouble) gives the slot back, so the same upload can be retried.
      if (error instanceof RefusedFile) throw error.reason;
      await releaseClaim(deps, claimed.id);
      throw error;
    }
  }
}

/** The file was checked and refused; its bytes and slot are gone. */
class RefusedFile extends Error {
  constructor(readonly reason: AppError) {
    super(reason.userMessage);
  }
}

async function readAndKeep(
  deps: AppDeps,
  reading: InvoiceReading,
  upload: UploadRow,
  input: RegistrationInput,
): Promise<RegisteredUpload> {
  let bytes: Buffer | null;
  try {
    // Both upload targets already refuse more than was declared; a store that let more through
    // is caught here.
    bytes = await deps.fileStorage.read(upload.storageKey, Math.min(upload.declaredSize, INVOICE_FILE_LIMITS.MAX_BYTES));
  } catch (error) {
    if ((error as Error).name !== 'StoredFileTooLargeError') throw error;
    await discard(deps, upload.id, upload.storageKey);
    throw new RefusedFile(invalidFile(largerThanDeclared(upload.declaredSize)));
  }
  if (!bytes)
    throw new AppError('validation_error', { userMessage: 'ファイルがアップロードされていません。もう一度お試しください。' });

  const check = await checkInvoiceFile(bytes, { fileName: upload.fileName, declaredType: upload.declaredType });
  if (!check.ok) {
    await discard(deps, upload.id, upload.storageKey);
    throw new RefusedFile(invalidFile(check.reason));
  }

  const extraction = await reading.read(input.buyerId, bytes, check.contentType);
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
    const [stillClaimed] = await tx
      .update(invoiceFileUploads)
      .set({ fileId: file!.id })
      .where(and(eq(invoiceFileUploads.id, upload.id), eq(invoiceFileUploads.consumedAt, upload.consumedAt!)))
      .returning({ id: invoiceFileUploads.id });
    // Purged as stale while it waited to be read (its bytes are gone): keep nothing.
    if (!stillClaimed)
      throw new AppError('validation_error', {
        userMessage: 'アップロードの有効期限が切れました。もう一度ファイルを選択してください。',
      });
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

async function releaseClaim(deps: AppDeps, uploadId: string): Promise<void> {
  try {
    await deps.db
      .update(invoiceFileUploads)
      .set({ consumedAt: null })
      .where(
        and(eq(invoiceFileUploads.id, uploadId), isNull(invoiceFileUploads.fileId), isNotNull(invoiceFileUploads.consumedAt)),
      );
  } catch (error) {
    // The original error matters more; a claim left behind goes stale and is purged.
    deps.log.warn({ err: error }, 'could not release an upload claim');
  }
}

/** A refused file: its bytes and its slot go (a slot that is gone tells waiting registrations so). */
async function discard(deps: AppDeps, uploadId: string, storageKey: string): Promise<void> {
  await deps.fileStorage.delete(storageKey);
  await deps.db.delete(invoiceFileUploads).where(eq(invoiceFileUploads.id, uploadId));
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
