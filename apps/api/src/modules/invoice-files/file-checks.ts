import { INVOICE_FILE_LIMITS, INVOICE_FILE_TOO_LARGE_MESSAGE } from '@icp/contract';
import { type AcceptedMimeType, imageDimensions, mimeTypeForFileName, sniffFileType } from '@icp/domain';
import { inspectPdf } from './pdf-inspect.ts';

export type FileCheck = { ok: true; contentType: AcceptedMimeType; pageCount: number | null } | { ok: false; reason: string };

/**
 * Longest image side we accept: an A4 page scanned at 600 dpi is 7,016 pixels long. Anything
 * longer is no invoice page, and scaled down to OCR's pixel budget it would be unreadable.
 */
const MAX_IMAGE_SIDE = 10_000;

const TYPE_LABEL: Record<AcceptedMimeType, string> = {
  'image/jpeg': 'JPEG画像',
  'image/png': 'PNG画像',
  'application/pdf': 'PDF',
};

/**
 * Whether the bytes are an invoice we accept (spec §5, docs/design.md §8): extension, declared type and
 * magic bytes must all agree (a renamed .exe or a PNG called .pdf is refused); PDFs must open
 * without a password and have at most 20 pages; images must decode to a sane pixel count and
 * shape (OCR then scales them down to its pixel budget, docs/decisions/0012).
 * Reasons are Japanese sentences the buyer can act on.
 */
export async function checkInvoiceFile(bytes: Uint8Array, input: { fileName: string; declaredType: string }): Promise<FileCheck> {
  if (bytes.length === 0) return { ok: false, reason: 'ファイルが空です。' };
  if (bytes.length > INVOICE_FILE_LIMITS.MAX_BYTES) return { ok: false, reason: INVOICE_FILE_TOO_LARGE_MESSAGE };
  const byName = mimeTypeForFileName(input.fileName);
  if (!byName) return { ok: false, reason: 'アップロードできるのはJPG・JPEG・PNG・PDFファイルのみです。' };
  const actual = sniffFileType(bytes);
  if (!actual) return { ok: false, reason: 'ファイルの内容がJPG・PNG・PDFのいずれでもありません。' };
  if (actual !== byName || input.declaredType !== actual)
    return {
      ok: false,
      reason: `ファイルの拡張子と内容が一致しません（内容は${TYPE_LABEL[actual]}です）。正しいファイルを選択してください。`,
    };
  if (actual === 'application/pdf') {
    const pdf = await inspectPdf(bytes);
    if (!pdf.ok)
      return {
        ok: false,
        reason:
          pdf.reason === 'encrypted'
            ? 'パスワードで保護されたPDFは読み取れません。保護を解除してからアップロードしてください。'
            : 'PDFファイルが壊れているため読み取れません。',
      };
    if (pdf.pageCount > INVOICE_FILE_LIMITS.MAX_PDF_PAGES)
      return {
        ok: false,
        reason: `PDFは${INVOICE_FILE_LIMITS.MAX_PDF_PAGES}ページまでです（このファイルは${pdf.pageCount}ページです）。`,
      };
    return { ok: true, contentType: actual, pageCount: pdf.pageCount };
  }
  const size = imageDimensions(bytes, actual);
  if (!size) return { ok: false, reason: '画像ファイルが壊れているため読み取れません。' };
  if (size.width * size.height > INVOICE_FILE_LIMITS.MAX_IMAGE_PIXELS)
    return { ok: false, reason: '画像の解像度が高すぎます（4,000万画素まで）。縮小してからアップロードしてください。' };
  if (Math.max(size.width, size.height) > MAX_IMAGE_SIDE)
    return { ok: false, reason: '画像の縦または横が長すぎます（10,000ピクセルまで）。縮小してからアップロードしてください。' };
  return { ok: true, contentType: actual, pageCount: null };
}
