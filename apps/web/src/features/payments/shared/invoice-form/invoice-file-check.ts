import { isAcceptedFileName, mimeTypeForFileName, sniffFileType } from '@icp/domain';

/**
 * INVOICE_FILE_LIMITS.MAX_BYTES of the contract (rules.test.ts keeps them equal): importing the
 * contract module here would load zod with the upload screen.
 */
export const MAX_INVOICE_FILE_BYTES = 10 * 1024 * 1024;

export const INVOICE_FILE_MESSAGES = {
  TYPE: 'アップロードできるのはJPG・PNG・PDFのファイルです。',
  EMPTY: '空のファイルはアップロードできません。',
  TOO_LARGE: 'ファイルサイズは10MBまでです。',
  CONTENT: 'ファイルの内容がJPG・PNG・PDFではありません。ファイルをご確認ください。',
  MISMATCH: 'ファイルの拡張子と内容が一致しません。ファイルをご確認ください。',
} as const;

export type InvoiceFileCheck = { ok: true; contentType: string } | { ok: false; message: string };

/**
 * The browser's own check before anything is uploaded (the server checks again): extension,
 * size ≤ 10 MB and the first bytes (magic numbers), so a renamed file is refused at once.
 */
export function checkInvoiceFile(file: { name: string; size: number }, head: Uint8Array): InvoiceFileCheck {
  if (!isAcceptedFileName(file.name)) return { ok: false, message: INVOICE_FILE_MESSAGES.TYPE };
  if (file.size === 0) return { ok: false, message: INVOICE_FILE_MESSAGES.EMPTY };
  if (file.size > MAX_INVOICE_FILE_BYTES) return { ok: false, message: INVOICE_FILE_MESSAGES.TOO_LARGE };
  const sniffed = sniffFileType(head);
  if (sniffed === null) return { ok: false, message: INVOICE_FILE_MESSAGES.CONTENT };
  if (sniffed !== mimeTypeForFileName(file.name)) return { ok: false, message: INVOICE_FILE_MESSAGES.MISMATCH };
  return { ok: true, contentType: sniffed };
}

/** The first bytes of a file (enough for every signature we know). */
export async function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 16);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}
