import { INVOICE_STATUS_LABELS } from '@icp/domain';
import type { InvoiceStatus } from '@icp/domain';
import { Badge } from '../../../components/ui/query-state.tsx';

const statusTone = (s: InvoiceStatus) =>
  s === 'TransferCompleted'
    ? 'green'
    : s === 'Cancel' || s === 'Expired'
      ? 'slate'
      : s === 'InProgressExaminationCompleted'
        ? 'blue'
        : 'amber';

/** A payment's status in the words of the one label table (@icp/domain INVOICE_STATUS_LABELS). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={statusTone(status)}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
