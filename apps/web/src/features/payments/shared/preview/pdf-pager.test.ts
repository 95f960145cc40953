import { describe, expect, it } from 'vitest';
import { CMAP_URLS } from './pdf-cmaps.ts';
import { canvasLayout, initialPdfPager, MAX_CANVAS_PIXELS, pdfPagerReducer, pdfPagerView, ZOOM_STEPS } from './pdf-pager.ts';
import type { PdfPagerAction, PdfPagerState } from './pdf-pager.ts';

const run = (...actions: PdfPagerAction[]): PdfPagerState => actions.reduce(pdfPagerReducer, initialPdfPager);

describe('PDF preview pager', () => {
  it('opens on the first page of the document, fitted to the box', () => {
    expect(run({ type: 'opened', pageCount: 3 })).toEqual({ page: 1, pageCount: 3, zoomIndex: 0 });
    // A reopened document (a fresh signed URL) starts over.
    expect(run({ type: 'opened', pageCount: 3 }, { type: 'next' }, { type: 'zoomIn' }, { type: 'opened', pageCount: 2 })).toEqual(
      {
        page: 1,
        pageCount: 2,
        zoomIndex: 0,
      },
    );
    // pdf.js never reports 0 pages for a document it opened; guard anyway.
    expect(run({ type: 'opened', pageCount: 0 }).pageCount).toBe(1);
  });

  it('moves between pages without leaving the document', () => {
    const opened: PdfPagerAction = { type: 'opened', pageCount: 3 };
    expect(run(opened, { type: 'previous' }).page).toBe(1);
    expect(run(opened, { type: 'next' }).page).toBe(2);
    expect(run(opened, { type: 'next' }, { type: 'next' }, { type: 'next' }).page).toBe(3);
    expect(run(opened, { type: 'next' }, { type: 'next' }, { type: 'previous' }).page).toBe(2);
    // Before a document is open there is nowhere to go.
    expect(run({ type: 'next' }).page).toBe(1);
  });

  it('zooms in steps and stops at both ends', () => {
    const opened: PdfPagerAction = { type: 'opened', pageCount: 1 };
    expect(run(opened, { type: 'zoomOut' }).zoomIndex).toBe(0);
    const max = run(opened, ...ZOOM_STEPS.map(() => ({ type: 'zoomIn' }) as const), { type: 'zoomIn' });
    expect(max.zoomIndex).toBe(ZOOM_STEPS.length - 1);
    expect(pdfPagerView(max)).toMatchObject({ zoom: 3, zoomLabel: '300%', canZoomIn: false, canZoomOut: true });
    expect(pdfPagerView(run(opened, { type: 'zoomIn' }))).toMatchObject({ zoom: 1.5, zoomLabel: '150%' });
  });

  it('shows 「1 / 3 ページ」 only for several pages, and names the canvas by its page', () => {
    const one = pdfPagerView(run({ type: 'opened', pageCount: 1 }));
    expect(one).toMatchObject({ pageLabel: null, canPrevious: false, canNext: false, zoomLabel: '100%' });
    expect(one.imageLabel).toBe('請求書のプレビュー（1ページ目／全1ページ）');

    const three = run({ type: 'opened', pageCount: 3 });
    expect(pdfPagerView(three)).toMatchObject({
      pageLabel: '1 / 3 ページ',
      imageLabel: '請求書のプレビュー（1ページ目／全3ページ）',
      canPrevious: false,
      canNext: true,
    });
    expect(pdfPagerView(pdfPagerReducer(three, { type: 'next' }))).toMatchObject({
      pageLabel: '2 / 3 ページ',
      imageLabel: '請求書のプレビュー（2ページ目／全3ページ）',
      canPrevious: true,
      canNext: true,
    });
  });
});

describe('canvas layout', () => {
  const a4 = { pageWidth: 595.28, pageHeight: 841.89 };

  it('fills the box width, drawn at the screen density', () => {
    const layout = canvasLayout({ ...a4, boxWidth: 400, zoom: 1, devicePixelRatio: 2 });
    expect(layout.cssWidth).toBe(400);
    expect(layout.cssHeight).toBe(566);
    expect(layout.pixelWidth).toBe(800);
    expect(layout.pixelHeight).toBe(1131);
    expect(layout.scale).toBeCloseTo((400 / 595.28) * 2, 6);
  });

  it('zooms past the box width (the box scrolls)', () => {
    const layout = canvasLayout({ ...a4, boxWidth: 400, zoom: 1.5, devicePixelRatio: 1 });
    expect(layout.cssWidth).toBe(600);
    expect(layout.pixelWidth).toBe(600);
  });

  it('lowers the density rather than ask for a canvas the browser refuses', () => {
    const layout = canvasLayout({ ...a4, boxWidth: 1200, zoom: 3, devicePixelRatio: 3 });
    expect(layout.cssWidth).toBe(3600);
    expect(layout.pixelWidth * layout.pixelHeight).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(layout.pixelWidth * layout.pixelHeight).toBeGreaterThan(MAX_CANVAS_PIXELS * 0.99);
    // A phone at 100 %: full density.
    expect(canvasLayout({ ...a4, boxWidth: 360, zoom: 1, devicePixelRatio: 3 }).pixelWidth).toBe(1080);
  });

  it('takes a missing or odd pixel ratio as 1', () => {
    for (const devicePixelRatio of [0, Number.NaN]) {
      expect(canvasLayout({ ...a4, boxWidth: 300, zoom: 1, devicePixelRatio }).pixelWidth).toBe(300);
    }
  });
});

describe('bundled CMaps', () => {
  it('holds the Japanese CMaps pdf.js asks for, and no Chinese or Korean ones', () => {
    for (const name of ['UniJIS-UCS2-H', 'UniJIS-UTF16-H', '90ms-RKSJ-H', '90msp-RKSJ-V', 'H', 'V', 'Adobe-Japan1-UCS2'])
      expect(CMAP_URLS.has(`${name}.bcmap`), name).toBe(true);
    for (const name of ['UniGB-UCS2-H', 'UniKS-UCS2-H', 'UniCNS-UCS2-H'])
      expect(CMAP_URLS.has(`${name}.bcmap`), name).toBe(false);
  });
});
