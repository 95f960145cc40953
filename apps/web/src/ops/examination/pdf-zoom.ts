import { useReducer } from 'react';

/*
 * Page and zoom of the console's PDF view. The buyer preview has the same rules in
 * features/payments/shared/preview/pdf-pager.ts; importing that module from here would split it
 * out of the buyers' chunk into one more request listed in their entry, so the few lines are kept here.
 */

/** Zoom steps, as multiples of the view's width (1 = the page fits). */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

interface State {
  page: number;
  pageCount: number;
  zoomIndex: number;
}

export type PagerAction = { type: 'opened'; pageCount: number } | { type: 'previous' | 'next' | 'zoomIn' | 'zoomOut' };

export function pagerReducer(state: State, action: PagerAction): State {
  switch (action.type) {
    case 'opened':
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

export function usePager() {
  const [state, dispatch] = useReducer(pagerReducer, { page: 1, pageCount: 0, zoomIndex: 0 });
  const zoom = ZOOM_STEPS[state.zoomIndex] ?? 1;
  return [
    {
      page: state.page,
      zoom,
      canPrevious: state.page > 1,
      canNext: state.page < state.pageCount,
      canZoomIn: state.zoomIndex < ZOOM_STEPS.length - 1,
      canZoomOut: state.zoomIndex > 0,
      pageLabel: state.pageCount > 1 ? `${state.page} / ${state.pageCount} ページ` : null,
      imageLabel: `請求書（${state.page}ページ目／全${state.pageCount}ページ）`,
      zoomLabel: `${Math.round(zoom * 100)}%`,
    },
    dispatch,
  ] as const;
}

/** Backing-store pixels per canvas (mobile browsers cap canvas memory). */
const MAX_CANVAS_PIXELS = 8_388_608;

/** Canvas size for a page: as wide as the box times the zoom, at the screen's density (capped). */
export function canvasLayout(p: {
  pageWidth: number;
  pageHeight: number;
  boxWidth: number;
  zoom: number;
  devicePixelRatio: number;
}) {
  const cssWidth = Math.max(1, Math.floor(p.boxWidth * p.zoom));
  const cssScale = cssWidth / Math.max(1, p.pageWidth);
  const cssHeight = Math.max(1, Math.round(p.pageHeight * cssScale));
  let ratio = Number.isFinite(p.devicePixelRatio) && p.devicePixelRatio > 0 ? p.devicePixelRatio : 1;
  if (cssWidth * cssHeight * ratio * ratio > MAX_CANVAS_PIXELS) ratio = Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight));
  const scale = cssScale * ratio;
  return {
    cssWidth,
    cssHeight,
    pixelWidth: Math.max(1, Math.floor(p.pageWidth * scale)),
    pixelHeight: Math.max(1, Math.floor(p.pageHeight * scale)),
    scale,
  };
}
