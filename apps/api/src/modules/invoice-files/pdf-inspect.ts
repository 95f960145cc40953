import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadPdfjs } from './pdfjs.mjs';

export type PdfInspection = { ok: true; pageCount: number } | { ok: false; reason: 'encrypted' | 'broken' };

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));

/**
 * Whether an uploaded PDF can be read: its page count, or why not. A PDF that needs a password
 * to open is 'encrypted' (one with only an owner password opens and is fine); anything pdfjs
 * cannot parse, or whose first page cannot be loaded, is 'broken'.
 *
 * Runs on the calling thread: opening a document reads only its cross-reference table and page
 * tree (milliseconds); the costly text and OCR work is the extractor's worker's.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  const pdfjs = await loadPdfjs();
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  // No onPassword callback: pdfjs then rejects with a PasswordException instead of waiting.
  try {
    const doc = await task.promise;
    const pageCount = doc.numPages;
    if (pageCount < 1) return { ok: false, reason: 'broken' };
    await doc.getPage(1);
    return { ok: true, pageCount };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'broken' };
  } finally {
    await task.destroy();
  }
}
