import { buyerFacingStatusLabel, isRequestPastExpiry } from '@icp/domain';
import type { BuyerStatusView, InvoiceStatus } from '@icp/domain';
import { Badge } from '../../../../components/ui/query-state.tsx';

const statusTone = (s: InvoiceStatus, pastExpiry: boolean) =>
  s === 'TransferCompleted'
    ? 'green'
    : s === 'Cancel' || s === 'Expired' || pastExpiry
      ? 'slate'
      : s === 'InProgressExaminationCompleted'
        ? 'blue'
        : 'amber';

/** What the badge needs of a list row or a detail (snake_case, as the API sends it). */
export interface StatusOf {
  status: InvoiceStatus;
  type: BuyerStatusView['type'];
  request_expires_at: string | null;
}

/**
 * A payment's status as the buyer reads it (@icp/domain buyerFacingStatusLabel over the one label
 * table): a request is never 未登録 to its buyer, and past its expiry it is 期限切れ at once.
 */
export function InvoiceStatusBadge({ invoice }: { invoice: StatusOf }) {
  const view: BuyerStatusView = {
    status: invoice.status,
    type: invoice.type,
    requestExpiresAt: invoice.request_expires_at,
  };
  const now = new Date();
  return <Badge tone={statusTone(invoice.status, isRequestPastExpiry(view, now))}>{buyerFacingStatusLabel(view, now)}</Badge>;
}
