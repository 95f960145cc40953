/** Every console URL in one place (all below /ops). */
export const OPS_BASE = '/ops';

export const opsPaths = {
  home: () => `${OPS_BASE}/examination`,
  /** `expired`: the previous session ended on its own (idle timeout) — the login page says so. */
  login: (redirect?: string, expired?: boolean) => {
    const q = new URLSearchParams();
    if (redirect) q.set('redirect', redirect);
    if (expired) q.set('expired', '1');
    const s = q.toString();
    return `${OPS_BASE}/login${s ? `?${s}` : ''}`;
  },
  examination: (search?: string) => `${OPS_BASE}/examination${search ? `?${search}` : ''}`,
  examinationDetail: (id: number | string) => `${OPS_BASE}/examination/${id}`,
  suppliers: () => `${OPS_BASE}/suppliers`,
  batches: () => `${OPS_BASE}/batches`,
  money: () => `${OPS_BASE}/money`,
  audit: () => `${OPS_BASE}/audit`,
  operators: () => `${OPS_BASE}/admin/operators`,
  closedDays: () => `${OPS_BASE}/admin/closed-days`,
  notices: () => `${OPS_BASE}/admin/notices`,
  promotions: () => `${OPS_BASE}/admin/promotions`,
  terms: () => `${OPS_BASE}/admin/terms`,
  requestKeys: () => `${OPS_BASE}/admin/request-keys`,
  gatewayOperations: () => `${OPS_BASE}/admin/gateway-operations`,
  batch: (id: number | string) => `${OPS_BASE}/batches/${id}`,
  ledger: () => `${OPS_BASE}/admin/ledger`,
  partnerClients: () => `${OPS_BASE}/integrations/clients`,
  webhookDeliveries: () => `${OPS_BASE}/integrations/webhooks`,
  webhookDelivery: (id: number | string) => `${OPS_BASE}/integrations/webhooks/${id}`,
} as const;

/** Only a console page may be the target after login (never another site, never the login itself). */
export function sanitizeOpsRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!value.startsWith(`${OPS_BASE}/`) || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://same-origin.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same-origin.invalid' || !url.pathname.startsWith(`${OPS_BASE}/`)) return null;
  if (url.pathname === `${OPS_BASE}/login`) return null;
  return `${url.pathname}${url.search}`;
}
