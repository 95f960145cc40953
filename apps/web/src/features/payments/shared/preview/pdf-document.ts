import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { CMAP_URLS } from './pdf-cmaps.ts';
import type { CanvasLayout } from './pdf-pager.ts';

/*
 * pdf.js for the invoice preview. Only ever reached through import() from pdf-preview.tsx when the
 * file is a PDF, so neither pdf.js (~120 KB gzip) nor this module is in any route's first load.
 */

// Parsing runs in a module worker served from our origin, emitted by Vite beside the app's own
// assets (the CSP's worker-src 'self'); no blob: or CDN worker.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Hands pdf.js the bundled Japanese CMaps (pdf-cmaps.ts). Standard-font and wasm files are not
 * served: browsers draw the 14 standard fonts with system fonts, and the wasm decoders have
 * JavaScript fallbacks (WebAssembly would also need 'wasm-unsafe-eval' in the CSP).
 */
class BundledBinaryData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = kind === 'cMapUrl' ? CMAP_URLS.get(filename) : undefined;
    if (!url) throw new Error(`${kind} ${filename} is not bundled`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}

export interface PageSize {
  /** In PDF points at scale 1, the page's own rotation applied. */
  pageWidth: number;
  pageHeight: number;
}

export interface RenderJob {
  promise: Promise<void>;
  cancel(): void;
}

export interface PdfDocument {
  readonly pageCount: number;
  /**
   * Draws page `pageNumber` (1-based) onto `canvas`, sized by `layoutFor`. The page is drawn off
   * screen first, so the canvas keeps showing the previous page until the new one is ready.
   */
  render(pageNumber: number, canvas: HTMLCanvasElement, layoutFor: (size: PageSize) => CanvasLayout): RenderJob;
  destroy(): void;
}

/** Why a PDF could not be opened; `retryable` when a fresh signed URL may help (expired, network). */
export class PdfOpenError extends Error {
  readonly retryable: boolean;
  constructor(cause: unknown) {
    const name = (cause as { name?: unknown } | null)?.name;
    super(`PDF not opened: ${String(name ?? cause)}`, { cause });
    this.name = 'PdfOpenError';
    // A broken or password-protected file stays so however often it is fetched.
    this.retryable = name !== 'InvalidPDFException' && name !== 'PasswordException';
  }
}

/** Opens the PDF at a signed URL (ours, or the storage service's), or from bytes already fetched. */
export function openPdf(source: string | { data: Uint8Array }): { promise: Promise<PdfDocument>; cancel(): void } {
  const task = getDocument({
    // Bytes: the operator console fetches the file with its token, and hands them over here.
    ...(typeof source === 'string' ? { url: source } : { data: source.data }),
    // The CSP has no 'unsafe-eval': pdf.js must not compile fonts or functions with new Function.
    isEvalSupported: false,
    // One plain GET: our own file route serves no ranges, and a bucket's CORS rule needs no Range header.
    disableRange: true,
    useWasm: false,
    BinaryDataFactory: BundledBinaryData,
  });
  return {
    promise: task.promise.then(wrap, (error: unknown) => {
      throw new PdfOpenError(error);
    }),
    cancel: () => {
      task.destroy().catch(() => undefined);
    },
  };
}

function wrap(doc: PDFDocumentProxy): PdfDocument {
  return {
    pageCount: doc.numPages,
    render(pageNumber, canvas, layoutFor) {
      let cancelled = false;
      let task: RenderTask | null = null;
      const promise = doc.getPage(pageNumber).then(async (page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: 1 });
        const layout = layoutFor({ pageWidth: natural.width, pageHeight: natural.height });
        const scratch = document.createElement('canvas');
        scratch.width = layout.pixelWidth;
        scratch.height = layout.pixelHeight;
        try {
          task = page.render({ canvas: scratch, viewport: page.getViewport({ scale: layout.scale }) });
          await task.promise;
          if (cancelled) return;
          canvas.width = layout.pixelWidth;
          canvas.height = layout.pixelHeight;
          canvas.style.width = `${layout.cssWidth}px`;
          canvas.style.height = `${layout.cssHeight}px`;
          canvas.getContext('2d')?.drawImage(scratch, 0, 0);
        } finally {
          // Give the scratch canvas's memory back at once (Safari counts canvases against a low limit).
          scratch.width = 0;
          scratch.height = 0;
        }
      });
      return {
        promise,
        cancel: () => {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    destroy: () => {
      doc.destroy().catch(() => undefined);
    },
  };
}
