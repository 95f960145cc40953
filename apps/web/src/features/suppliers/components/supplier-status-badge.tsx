import { SUPPLIER_STATUS_LABELS } from '@icp/domain';
import type { SupplierStatus } from '@icp/domain';
import { Badge } from '../../../components/ui/query-state.tsx';

const TONES: Readonly<Record<SupplierStatus, 'green' | 'blue' | 'amber' | 'red'>> = {
  Approved: 'green',
  Escalation: 'blue',
  Unapproved: 'amber',
  Rejected: 'red',
};

/** 承認済み (green), 確認中 (blue), 未承認 (amber), 否認 (red). */
export function SupplierStatusBadge({ status }: { status: SupplierStatus }) {
  return <Badge tone={TONES[status]}>{SUPPLIER_STATUS_LABELS[status]}</Badge>;
}
