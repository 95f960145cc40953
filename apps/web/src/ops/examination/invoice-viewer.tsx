import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, CircleMinus, CirclePlus, Download, FileText } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { PdfDocument } from '../../features/payments/shared/preview/pdf-document.ts';
import { canvasLayout, usePager, ZOOM_STEPS } from './pdf-zoom.ts';
import type { ExaminationDetailResult } from './api.ts';
import { fileQueryOptions } from './api.ts';

type ExaminationFile = NonNullable<ExaminationDetailResult['file']>;

/** pdf.js (the buyer preview's module, ~120 KB gzip) only once a PDF is on screen. */
const loadPdf = () => import('../../features/payments/shared/preview/pdf-document.ts');
const canRenderPdf = () => typeof Worker === 'function';

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function ZoomControls({
  label,
  canIn,
  canOut,
  onIn,
  onOut,
}: {
  label: string;
  canIn: boolean;
  canOut: boolean;
  onIn: () => void;
  onOut: () => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <Button variant="secondary" size="sm" className="px-2" aria-disabled={!canOut || undefined} onClick={onOut}>
        <CircleMinus className="size-4" aria-hidden="true" />
        縮小
      </Button>
      <span className="min-w-12 text-center text-xs text-slate-600 tabular-nums" aria-live="polite">
        {label}
      </span>
      <Button variant="secondary" size="sm" className="px-2" aria-disabled={!canIn || undefined} onClick={onIn}>
        <CirclePlus className="size-4" aria-hidden="true" />
        拡大
      </Button>
    </div>
  );
}

/**
 * The invoice under examination: an image, or a PDF's pages drawn by pdf.js, with zoom. The bytes
 * come from the operator route with the console's token (no signed URL), so a PDF is handed to
 * pdf.js as data and an image is shown from a blob: URL.
 */
export function InvoiceViewer({ paymentId, file }: { paymentId: number; file: ExaminationFile }) {
  const bytes = useQuery(fileQueryOptions(paymentId, file.url));
  const objectUrl = useMemo(() => (bytes.data ? URL.createObjectURL(bytes.data) : null), [bytes.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const isImage = file.content_type.startsWith('image/');
  const isPdf = file.content_type === 'application/pdf';

  return (
    <div>
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900" title={file.file_name}>
            {file.file_name}
          </p>
          <p className="text-xs text-slate-500">
            {formatBytes(file.size)}
            {file.page_count ? `・${file.page_count}ページ` : ''}
          </p>
        </div>
        {objectUrl ? (
          <a
            href={objectUrl}
            download={file.file_name}
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            <Download className="size-4" aria-hidden="true" />
            ダウンロード
          </a>
        ) : null}
      </div>
      <div className="mt-3">
        {bytes.isError ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-sm text-slate-600">
            請求書ファイルを取得できませんでした。{bytes.error.message}
          </p>
        ) : !bytes.data ? (
          <div className="flex min-h-60 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
            <Spinner className="size-6 text-brand-600" label="請求書を読み込んでいます" />
          </div>
        ) : isImage && objectUrl ? (
          <ImageView src={objectUrl} name={file.file_name} />
        ) : isPdf && canRenderPdf() ? (
          <PdfView blob={bytes.data} />
        ) : (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-sm text-slate-600">
            この形式はプレビューできません。ダウンロードして確認してください。
          </p>
        )}
      </div>
    </div>
  );
}

const scrollBox =
  'relative h-[60vh] min-h-72 overflow-auto rounded-lg border border-slate-200 bg-slate-100 [scrollbar-gutter:stable] lg:h-[calc(100dvh-15rem)] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ImageView({ src, name }: { src: string; name: string }) {
  const [zoomIndex, setZoomIndex] = useState(0);
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;
  return (
    <>
      <div tabIndex={0} role="region" aria-label="請求書の表示欄" className={scrollBox}>
        <img
          src={src}
          alt={`請求書の画像（${name}）`}
          style={{ width: `${zoom * 100}%`, maxWidth: 'none' }}
          className="bg-white"
        />
      </div>
      <div className="mt-2 flex justify-end">
        <ZoomControls
          label={`${Math.round(zoom * 100)}%`}
          canIn={zoomIndex < ZOOM_STEPS.length - 1}
          canOut={zoomIndex > 0}
          onIn={() => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1))}
          onOut={() => setZoomIndex((i) => Math.max(0, i - 1))}
        />
      </div>
    </>
  );
}

function PdfView({ blob }: { blob: Blob }) {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [view, dispatch] = usePager();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  useEffect(() => {
    let live = true;
    let opened: PdfDocument | null = null;
    let cancel: () => void = () => undefined;
    void (async () => {
      try {
        const [m, buffer] = await Promise.all([loadPdf(), blob.arrayBuffer()]);
        if (!live) return;
        const opening = m.openPdf({ data: new Uint8Array(buffer) });
        cancel = opening.cancel;
        opened = await opening.promise;
        if (!live) return opened.destroy();
        dispatch({ type: 'opened', pageCount: opened.pageCount });
        setDoc(opened);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      if (opened) opened.destroy();
      else cancel();
    };
  }, [blob, dispatch]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      // The scrollbar gutter is inside the content box already.
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
      canvasLayout({ ...size, boxWidth: boxWidth - 2, zoom, devicePixelRatio: window.devicePixelRatio }),
    );
    job.promise.then(
      () => live && setDrawn(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      job.cancel();
    };
  }, [doc, page, zoom, boxWidth]);

  return (
    <>
      <div ref={boxRef} tabIndex={0} role="region" aria-label="請求書の表示欄" className={scrollBox}>
        {failed ? (
          <p className="flex h-full items-center justify-center p-4 text-sm text-slate-600">
            PDFを表示できませんでした。ダウンロードして確認してください。
          </p>
        ) : (
          <>
            <canvas ref={canvasRef} role="img" aria-label={view.imageLabel} hidden={!drawn} className="mx-auto bg-white shadow" />
            {drawn ? null : (
              <div className="flex h-full items-center justify-center">
                <Spinner className="size-6 text-brand-600" label="PDFを表示しています" />
              </div>
            )}
          </>
        )}
      </div>
      {doc && !failed ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
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
            <span className={cn('text-xs text-slate-500')}>1ページ</span>
          )}
          <ZoomControls
            label={view.zoomLabel}
            canIn={view.canZoomIn}
            canOut={view.canZoomOut}
            onIn={() => dispatch({ type: 'zoomIn' })}
            onOut={() => dispatch({ type: 'zoomOut' })}
          />
        </div>
      ) : null}
    </>
  );
}
