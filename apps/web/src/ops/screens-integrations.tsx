import type { OpsScreen } from './screen.ts';

/** 連携 (issue 16): partner apps and their webhook deliveries, admins only. */
export const INTEGRATION_SCREENS: OpsScreen[] = [
  { path: 'integrations/clients', load: () => import('./integrations/partner-clients-page.tsx') },
  { path: 'integrations/webhooks', load: () => import('./integrations/webhook-deliveries-page.tsx') },
  { path: 'integrations/webhooks/:id', load: () => import('./integrations/webhook-delivery-page.tsx') },
];
