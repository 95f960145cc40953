import type { SupplierReviewDecision } from '@icp/contract';
import { supplierStatusLabel } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { changeSupplierStatus } from '../suppliers/change-supplier-status.ts';

const TARGET = { approve: 'Approved', escalate: 'Escalation', reject: 'Rejected' } as const;

/** POST /ops/suppliers/:id/review: the decision through changeSupplierStatus (audited, buyer notified). */
export async function reviewSupplier(
  deps: AppDeps,
  input: {
    supplierId: number;
    decision: SupplierReviewDecision;
    reason?: string | undefined;
    operator: OperatorContext;
    ip: string | null;
  },
) {
  const result = await changeSupplierStatus(deps.db, {
    supplierId: input.supplierId,
    to: TARGET[input.decision],
    reason: input.reason,
    operator: input.operator.name,
    operatorId: input.operator.operatorId,
    ipAddress: input.ip,
    now: deps.clock.now(),
  });
  return {
    supplier: {
      id: result.id,
      status: result.to,
      status_label: supplierStatusLabel(result.to),
      status_reason: result.reason,
    },
  };
}
