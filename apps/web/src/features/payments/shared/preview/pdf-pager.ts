import { useReducer } from 'react';

/**
 * Page and zoom of the invoice PDF preview. Pure rules, kept apart from pdf.js (which jsdom cannot
 * run) so they are tested on their own; the preview draws whatever page and zoom they settle on.
 */

/** Zoom steps, as multiples of the preview box's width (1 = the page fits the box). */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

export interface PdfPagerState {
  /** 1-based. */
  page: number;
  /** 0 until a document is open. */
  pageCount: number;
  /** Index into ZOOM_STEPS. */
  zoomIndex: number;
}

export type PdfPagerAction =
  { type: 'opened'; pageCount: number } | { type: 'previous' } | { type: 'next' } | { type: 'zoomIn' } | { type: 'zoomOut' };

export const initialPdfPager: PdfPagerState = { page: 1, pageCount: 0, zoomIndex: 0 };

export function pdfPagerReducer(state: PdfPagerState, action: PdfPagerAction): PdfPagerState {
  switch (action.type) {
    case 'opened':
      // A (re)opened document starts on its first page, fitted to the box.
      return { page: 1, pageCount: Math.max(1, Math.floor(action.pageCount) || 1), zoomIndex: 0 };
    case 'previous':
      return state.page > 1 ? { ...state, page: state.page - 1 } : state;
    case 'next':
      return state.page < state.pageCount ? { ...state, page: state.page + 1 } : state;
    case 'zoomIn':
      return state.zoomIndex < ZOOM_STEPS.length - 1 ? { ...state, zoomIndex: state.zoomIndex + 1 } : state;
    case 'zoomOut':
      return state.zoomIndex > 0 ? { ...state, zoomIndex: state.zoomIndex - 1 } : state;
  }
}

export interface PdfPagerView {
  page: number;
  pageCount: number;
  zoom: number;
  canPrevious: boolean;
  canNext: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** 「1 / 3 ページ」, only when there is more than one page. */
  pageLabel: string | null;
  /** The canvas's accessible name. */
  imageLabel: string;
  /** 「150%」 */
  zoomLabel: string;
}

/** What the controls show for a pager state. */
export function pdfPagerView(state: PdfPagerState): PdfPagerView {
  const zoom = ZOOM_STEPS[state.zoomIndex] ?? 1;
  return {
    page: state.page,
    pageCount: state.pageCount,
    zoom,
    canPrevious: state.page > 1,
    canNext: state.page < state.pageCount,
    canZoomIn: state.zoomIndex < ZOOM_STEPS.length - 1,
    canZoomOut: state.zoomIndex > 0,
    pageLabel: state.pageCount > 1 ? `${state.page} / ${state.pageCount} ページ` : null,
    imageLabel: `請求書のプレビュー（${state.page}ページ目／全${state.pageCount}ページ）`,
    zoomLabel: `${Math.round(zoom * 100)}%`,
  };
}

/** The pager as a hook: what the controls show, and the (stable) dispatch their buttons call. */
export function usePdfPager() {
  const [state, dispatch] = useReducer(pdfPagerReducer, initialPdfPager);
  return [pdfPagerView(state), dispatch] as const;
}

/**
 * Backing-store pixels per canvas (2^23: 32 MB of RGBA). Mobile browsers cap canvas memory (iOS
 * Safari refuses a canvas above 16.7 M pixels and counts all canvases against a total), and a page
 * is drawn off screen before it is shown, so two such canvases exist for a moment. Past the cap the
 * density is lowered; at 100 % an A4 page in a phone-wide box stays under it even at 3× density.
 */
export const MAX_CANVAS_PIXELS = 8_388_608;

export interface CanvasLayout {
  /** CSS size of the canvas on the page. */
  cssWidth: number;
  cssHeight: number;
  /** Backing-store size: the CSS size times the device pixel ratio (sharp on high-density screens). */
  pixelWidth: number;
  pixelHeight: number;
  /** The pdf.js viewport scale that fills the backing store (PDF points → device pixels). */
  scale: number;
}

/**
 * Sizes the canvas for a page of `pageWidth` × `pageHeight` PDF points: as wide as the box times
 * the zoom, drawn at the screen's pixel density, lowered only when the canvas would be too big.
 */
export function canvasLayout({
  pageWidth,
  pageHeight,
  boxWidth,
  zoom,
  devicePixelRatio,
  maxPixels = MAX_CANVAS_PIXELS,
}: {
  pageWidth: number;
  pageHeight: number;
  boxWidth: number;
  zoom: number;
  devicePixelRatio: number;
  maxPixels?: number;
}): CanvasLayout {
  const cssWidth = Math.max(1, Math.floor(boxWidth * zoom));
  const cssScale = cssWidth / Math.max(1, pageWidth);
  const cssHeight = Math.max(1, Math.round(pageHeight * cssScale));
  let ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  if (cssWidth * cssHeight * ratio * ratio > maxPixels) ratio = Math.sqrt(maxPixels / (cssWidth * cssHeight));
  const scale = cssScale * ratio;
  return {
    cssWidth,
    cssHeight,
    pixelWidth: Math.max(1, Math.floor(pageWidth * scale)),
    pixelHeight: Math.max(1, Math.floor(pageHeight * scale)),
    scale,
  };
}
