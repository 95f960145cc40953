import type { OpsScreen } from './screen.ts';

/**
 * Helper D2's screens (payouts, money, audit, admin). Replace each placeholder with the screen's
 * module (e.g. `() => import('./payouts/batches-page.tsx')`); add detail pages as more entries.
 */
export const PAYOUTS_ADMIN_SCREENS: OpsScreen[] = [
  { path: 'batches', load: () => import('./payouts/batches-page.tsx') },
  { path: 'batches/:id', load: () => import('./payouts/batch-detail-page.tsx') },
  { path: 'money', load: () => import('./money/money-page.tsx') },
  { path: 'audit', load: () => import('./audit/audit-page.tsx') },
  { path: 'admin/operators', load: () => import('./admin/operators-page.tsx') },
  { path: 'admin/closed-days', load: () => import('./admin/closed-days-page.tsx') },
  { path: 'admin/notices', load: () => import('./admin/notices-page.tsx') },
  { path: 'admin/promotions', load: () => import('./admin/promotions-page.tsx') },
  { path: 'admin/terms', load: () => import('./admin/terms-page.tsx') },
  { path: 'admin/request-keys', load: () => import('./admin/request-keys-page.tsx') },
  { path: 'admin/gateway-operations', load: () => import('./admin/gateway-operations-page.tsx') },
  { path: 'admin/ledger', load: () => import('./admin/ledger-page.tsx') },
];
