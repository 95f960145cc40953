import { OpsBadge } from '../components/ops-badge.tsx';
import type { DeliveryStatus, WebhookDelivery } from './api.ts';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: '配信待ち',
  delivered: '配信済み',
  failed: '失敗',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <OpsBadge tone={status === 'delivered' ? 'green' : status === 'failed' ? 'red' : 'amber'}>
      {DELIVERY_STATUS_LABELS[status]}
    </OpsBadge>
  );
}

/** The last answer in a few words: the partner's status code, or why there was none. */
export function lastResult(d: Pick<WebhookDelivery, 'last_status_code' | 'last_error' | 'attempts'>): string {
  if (d.attempts === 0) return '未送信';
  if (d.last_status_code !== null && !d.last_error) return `HTTP ${d.last_status_code}`;
  return d.last_error ?? (d.last_status_code !== null ? `HTTP ${d.last_status_code}` : '—');
}
