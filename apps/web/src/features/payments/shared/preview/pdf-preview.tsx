import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { PdfDocument } from './pdf-document.ts';
import { canvasLayout, usePdfPager } from './pdf-pager.ts';

/** pdf.js and its worker: fetched only once a PDF is to be shown (docs/design.md §9 route budgets). */
const loadPdfDocument = () => import('./pdf-document.ts');

/**
 * pdf.js parses in a Web Worker; where there is none (jsdom, very old browsers) the preview stays
 * the download link alone.
 */
export const canRenderPdf = () => typeof Worker === 'function';

type Phase =
  /** For a signed URL; `stale` is one that already failed, waiting for its replacement. */
  | { kind: 'waiting'; attempt: number; stale: string | null }
  | { kind: 'opening'; attempt: number; url: string }
  | { kind: 'ready'; doc: PdfDocument }
  | { kind: 'failed' };

const isRetryable = (error: unknown) => (error as { retryable?: unknown } | null)?.retryable === true;

/**
 * The pages of an invoice PDF, drawn by pdf.js on a canvas as wide as the card (sharp on
 * high-density screens), with page and zoom controls. The document is opened once from the first
 * signed URL; the URL's later refreshes do not reload it. A URL that fails (say it ran out) is
 * replaced once. Below the preview, the download link stays as the way to see the file itself.
 */
export function PdfPreview({
  href,
  urlFailed,
  onUrlExpired,
}: {
  /** The signed URL, once it is known and safe. */
  href: string | null;
  /** The signed URL could not be had. */
  urlFailed: boolean;
  /** Ask for a fresh signed URL. */
  onUrlExpired: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting', attempt: 0, stale: null });
  // A URL arrived (or its replacement did): open it.
  if (phase.kind === 'waiting' && href && href !== phase.stale) setPhase({ kind: 'opening', attempt: phase.attempt, url: href });

  const [view, dispatch] = usePdfPager();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [drawn, setDrawn] = useState<PdfDocument | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);

  const openingUrl = phase.kind === 'opening' ? phase.url : null;
  const attempt = phase.kind === 'opening' ? phase.attempt : 0;
  const doc = phase.kind === 'ready' ? phase.doc : null;

  const openFailed = useEffectEvent((url: string, error: unknown) => {
    if (attempt === 0 && isRetryable(error)) {
      setPhase({ kind: 'waiting', attempt: 1, stale: url });
      onUrlExpired();
    } else {
      setPhase({ kind: 'failed' });
    }
  });

  // Fetch pdf.js while the signed URL is still on its way (import() is fetched once and shared).
  useEffect(() => {
    loadPdfDocument().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!openingUrl) return;
    let live = true;
    // Once opened, the document belongs to the ready phase (destroyed with it below). Cancelling the
    // loading task then would destroy that very document: this effect's cleanup runs as soon as the
    // phase leaves 'opening', so it may only cancel an open still under way.
    let opened = false;
    let cancel: () => void = () => undefined;
    loadPdfDocument()
      .then((m) => {
        if (!live) return null;
        const opening = m.openPdf(openingUrl);
        cancel = opening.cancel;
        return opening.promise;
      })
      .then(
        (pdf) => {
          if (!pdf) return;
          opened = true;
          if (!live) return pdf.destroy();
          dispatch({ type: 'opened', pageCount: pdf.pageCount });
          setPhase({ kind: 'ready', doc: pdf });
        },
        (error: unknown) => {
          if (live) openFailed(openingUrl, error);
        },
      );
    return () => {
      live = false;
      if (!opened) cancel();
    };
  }, [openingUrl, dispatch]);

  // The worker and the parsed document go with the preview.
  useEffect(() => (doc ? () => doc.destroy() : undefined), [doc]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (width > 0) setBoxWidth(width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const { page, zoom } = view;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || boxWidth <= 0) return;
    let live = true;
    const job = doc.render(page, canvas, (size) =>
      canvasLayout({ ...size, boxWidth, zoom, devicePixelRatio: window.devicePixelRatio }),
    );
    job.promise.then(
      () => {
        if (live) setDrawn(doc);
      },
      () => {
        if (live) setDrawFailed(true);
      },
    );
    return () => {
      live = false;
      job.cancel();
    };
  }, [doc, page, zoom, boxWidth]);

  // Another page starts at its top.
  useEffect(() => {
    if (boxRef.current) boxRef.current.scrollTop = 0;
  }, [page]);

  const failed = phase.kind === 'failed' || drawFailed || (phase.kind === 'waiting' && urlFailed);
  const showCanvas = !failed && doc !== null && drawn === doc;

  return (
    <div className="mt-3">
      <div
        ref={boxRef}
        // Scrollable when zoomed or taller than the box: focusable, so the keyboard can scroll it.
        tabIndex={showCanvas ? 0 : undefined}
        role={showCanvas ? 'region' : undefined}
        aria-label={showCanvas ? '請求書のプレビュー表示欄' : undefined}
        className={cn(
          'relative max-h-96 min-h-40 overflow-auto rounded-lg border border-slate-200 bg-slate-50 [scrollbar-gutter:stable] lg:max-h-[70vh]',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      >
        {doc && !failed ? (
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={view.imageLabel}
            // Hidden until the first page is drawn on it (a blank 300×150 canvas until then).
            hidden={!showCanvas}
            className="mx-auto bg-white"
          />
        ) : null}
        {failed ? (
          <p className="flex min-h-40 items-center justify-center p-4 text-sm text-slate-500">
            プレビューを表示できませんでした。
          </p>
        ) : showCanvas ? null : (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner className="size-6 text-brand-600" label="プレビューを読み込んでいます" />
          </div>
        )}
      </div>
      {showCanvas ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          {view.pageLabel ? (
            <div className="flex items-center gap-1">
              <Button
                variant="secondary"
                size="sm"
                className="px-2"
                aria-disabled={!view.canPrevious || undefined}
                onClick={() => dispatch({ type: 'previous' })}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                前のページ
              </Button>
              <span className="min-w-18 text-center text-sm text-slate-700 tabular-nums" aria-live="polite">
                {view.pageLabel}
              </span>
              <Button
                variant="secondary"
                size="sm"
                className="px-2"
                aria-disabled={!view.canNext || undefined}
                onClick={() => dispatch({ type: 'next' })}
              >
                次のページ
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <span />
          )}
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-disabled={!view.canZoomOut || undefined}
              onClick={() => dispatch({ type: 'zoomOut' })}
            >
              <ZoomOut className="size-4" aria-hidden="true" />
              縮小
            </Button>
            <span className="min-w-11 text-center text-xs text-slate-500 tabular-nums" aria-live="polite">
              {view.zoomLabel}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              aria-disabled={!view.canZoomIn || undefined}
              onClick={() => dispatch({ type: 'zoomIn' })}
            >
              <ZoomIn className="size-4" aria-hidden="true" />
              拡大
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
