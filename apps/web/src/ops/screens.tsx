import type { OpsScreen } from './screen.ts';

/** Helper D1's screens (examination). Helper D2's are in screens-payouts-admin.tsx. */
export const EXAMINATION_SCREENS: OpsScreen[] = [
  { path: 'examination', load: () => import('./examination/queue-page.tsx') },
  { path: 'examination/:id', load: () => import('./examination/detail-page.tsx') },
  { path: 'suppliers', load: () => import('./examination/suppliers-page.tsx') },
];
