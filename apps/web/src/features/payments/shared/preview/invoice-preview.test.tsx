import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../../../testing/fixtures.ts';
import { renderWithQueryClient } from '../../../../testing/render-with-query.tsx';
import { InvoiceFilePreview } from './invoice-preview.tsx';
import type { PreviewFile } from './invoice-preview.tsx';
import type { PageSize, PdfDocument } from './pdf-document.ts';
import type { CanvasLayout } from './pdf-pager.ts';

// jsdom has no pdf.js worker nor canvas drawing: the loader is replaced by a fake document.
vi.mock('./pdf-document.ts', () => ({ openPdf: vi.fn() }));
const { openPdf } = await import('./pdf-document.ts');
const openPdfMock = vi.mocked(openPdf);

const PDF: PreviewFile = {
  id: 5,
  file_name: 'invoice-2026-12.pdf',
  content_type: 'application/pdf',
  size: 48_213,
  page_count: 3,
};
const PNG: PreviewFile = { id: 6, file_name: 'invoice-2026-12.png', content_type: 'image/png', size: 48_213, page_count: null };
const A4: PageSize = { pageWidth: 595.28, pageHeight: 841.89 };

/** A fake PDF whose every draw is recorded with the layout the preview asked for. */
function fakeDocument(pageCount: number) {
  const draws: { page: number; layout: CanvasLayout }[] = [];
  const doc: PdfDocument = {
    pageCount,
    render: (page, _canvas, layoutFor) => {
      draws.push({ page, layout: layoutFor(A4) });
      return { promise: Promise.resolve(), cancel: () => undefined };
    },
    destroy: vi.fn(),
  };
  return { doc, draws };
}

const opened = (doc: PdfDocument) => ({ promise: Promise.resolve(doc), cancel: () => undefined });
/** Called only when the preview opens the file, so the rejection is always handled. */
const failed = (retryable: boolean) => ({
  promise: Promise.reject(Object.assign(new Error('PDF not opened'), { retryable })),
  cancel: () => undefined,
});

function renderPreview(file: PreviewFile) {
  return renderWithQueryClient(<InvoiceFilePreview file={file} title="アップロードした請求書" />).client;
}

/** Signed URLs as the server hands them out: a new token on every call. */
function stubDownloadUrls(fileId: number) {
  let n = 0;
  return stubApi({
    [`GET /invoices/files/${fileId}/download/url`]: () =>
      json(200, { download_url: `/api/v1/invoices/files/downloads/tok${++n}`, expires_at: '2026-11-22T10:05:00Z' }),
  });
}

const downloadLink = () => screen.getByRole('link', { name: 'PDFをダウンロードして確認する' });

beforeEach(() => {
  resetSession();
  logIn();
  openPdfMock.mockReset();
  // What a browser has and jsdom lacks: a worker for pdf.js, and the box's measured width.
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 400 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('devicePixelRatio', 2);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvoiceFilePreview', () => {
  it('draws a PDF page by page on a canvas at the box width, with the download link kept below', async () => {
    stubDownloadUrls(5);
    const { doc, draws } = fakeDocument(3);
    const cancelOpening = vi.fn();
    openPdfMock.mockReturnValue({ promise: Promise.resolve(doc), cancel: cancelOpening });
    renderPreview(PDF);

    expect(screen.getByRole('status').textContent).toBe('プレビューを読み込んでいます');
    const canvas = await screen.findByRole('img', { name: '請求書のプレビュー（1ページ目／全3ページ）' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(openPdfMock).toHaveBeenCalledWith('/api/v1/invoices/files/downloads/tok1');
    expect(draws.at(-1)).toMatchObject({ page: 1, layout: { cssWidth: 400, pixelWidth: 800 } });
    // pdf.js destroys the document with its loading task: an opened one is never cancelled.
    expect(cancelOpening).not.toHaveBeenCalled();
    expect(doc.destroy).not.toHaveBeenCalled();
    expect(screen.getByText('1 / 3 ページ')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(downloadLink().getAttribute('href')).toBe('/api/v1/invoices/files/downloads/tok1');

    const previous = screen.getByRole('button', { name: '前のページ' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '次のページ' }));
    expect(await screen.findByRole('img', { name: '請求書のプレビュー（2ページ目／全3ページ）' })).toBe(canvas);
    expect(screen.getByText('2 / 3 ページ')).toBeTruthy();
    expect(draws.at(-1)?.page).toBe(2);
    expect(previous.getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '拡大' }));
    await waitFor(() => expect(draws.at(-1)).toMatchObject({ page: 2, layout: { cssWidth: 600 } }));
    expect(screen.getByText('150%')).toBeTruthy();
  });

  it('a one-page PDF has no page controls', async () => {
    stubDownloadUrls(5);
    openPdfMock.mockReturnValue(opened(fakeDocument(1).doc));
    renderPreview({ ...PDF, page_count: 1 });
    await screen.findByRole('img', { name: '請求書のプレビュー（1ページ目／全1ページ）' });
    expect(screen.queryByRole('button', { name: '次のページ' })).toBeNull();
    expect(screen.queryByText(/^\d+ \/ \d+ ページ$/)).toBeNull();
  });

  it('keeps the open document when the signed URL is refreshed', async () => {
    const fetchMock = stubDownloadUrls(5);
    openPdfMock.mockReturnValue(opened(fakeDocument(2).doc));
    const client = renderPreview(PDF);
    await screen.findByRole('img', { name: /^請求書のプレビュー/ });

    await client.refetchQueries();
    await waitFor(() => expect(downloadLink().getAttribute('href')).toBe('/api/v1/invoices/files/downloads/tok2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(openPdfMock).toHaveBeenCalledTimes(1);
  });

  it('asks for a new signed URL once when the file could not be fetched', async () => {
    stubDownloadUrls(5);
    openPdfMock.mockImplementationOnce(() => failed(true)).mockReturnValueOnce(opened(fakeDocument(1).doc));
    renderPreview(PDF);
    await screen.findByRole('img', { name: '請求書のプレビュー（1ページ目／全1ページ）' });
    expect(openPdfMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/invoices/files/downloads/tok1',
      '/api/v1/invoices/files/downloads/tok2',
    ]);
  });

  it('a PDF that cannot be drawn says so and leaves the download link', async () => {
    stubDownloadUrls(5);
    openPdfMock.mockImplementation(() => failed(false));
    renderPreview(PDF);
    expect(await screen.findByText('プレビューを表示できませんでした。')).toBeTruthy();
    expect(openPdfMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(downloadLink().getAttribute('href')).toBe('/api/v1/invoices/files/downloads/tok1');
  });

  it('without a worker (an old browser) a PDF keeps just its download link', async () => {
    vi.stubGlobal('Worker', undefined);
    stubDownloadUrls(5);
    renderPreview(PDF);
    await waitFor(() => expect(downloadLink()).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
    expect(openPdfMock).not.toHaveBeenCalled();
  });

  it('an image is still shown as an <img>, without pdf.js', async () => {
    stubDownloadUrls(6);
    renderPreview(PNG);
    const img = (await screen.findByRole('img', { name: '請求書の画像（invoice-2026-12.png）' })) as HTMLImageElement;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/api/v1/invoices/files/downloads/tok1');
    expect(screen.queryByRole('button', { name: '拡大' })).toBeNull();
    expect(openPdfMock).not.toHaveBeenCalled();
  });
});
