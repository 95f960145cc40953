import {
  type ExaminationAction,
  type ExaminationStatus,
  REQUEST_ACTION_TEMPLATES,
  type RequestActionTemplate,
  opsInvoiceStatusLabel,
} from '@icp/contract';
import { INVOICE_STATUS, invoiceDisplayId, invoiceStatusName } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { operatorTransition } from '../payments/lifecycle/operator-transition.ts';
import { transitionInvoice } from '../payments/lifecycle/transition.ts';

/** The ops command names operatorTransition knows (cancel: void or refund by where the payment stands). */
const COMMANDS: Record<ExaminationAction, string> = {
  check: 'check',
  request_action: 'request-action',
  complete: 'complete',
  cancel: 'cancel',
};

export interface ExamineInput {
  invoiceId: number;
  action: ExaminationAction;
  /** What the examiner's screen showed; if the payment moved meanwhile the answer is 409. */
  expected: { status: ExaminationStatus; isActionRequired: boolean };
  /** Shown to the buyer: the combined 修正依頼 text, or the cancel reason. */
  reason?: string | undefined;
  operator: OperatorContext;
  ip: string | null;
}

/** The reason the buyer sees for a 修正依頼: the template, then the examiner's words. */
export function requestActionReason(template: RequestActionTemplate, text: string | undefined): string {
  const words = text?.trim() ?? '';
  if (template === 'other') return words;
  return words ? `${REQUEST_ACTION_TEMPLATES[template]}\n${words}` : REQUEST_ACTION_TEMPLATES[template];
}

/**
 * One examination action through the payment lifecycle (transitionInvoice): the row is locked,
 * compared with what the examiner saw, moved, audited (actor = the operator's id) and the
 * buyer told, in one transaction. Two examiners at once: the second waits for the lock, finds
 * the payment moved and gets 409 — `complete` captures only inside the winner's transaction.
 */
export async function examinePayment(deps: AppDeps, input: ExamineInput) {
  const transition = await operatorTransition(deps, input.invoiceId, COMMANDS[input.action]);
  const row = await transitionInvoice(deps, {
    invoiceId: input.invoiceId,
    transition,
    actor: { type: 'operator', name: input.operator.name, operatorId: input.operator.operatorId, ip: input.ip },
    reason: input.reason,
    expected: { status: INVOICE_STATUS[input.expected.status], isActionRequired: input.expected.isActionRequired },
  });
  const status = invoiceStatusName(row.status);
  return {
    payment: {
      id: row.id,
      display_id: invoiceDisplayId(row.id),
      status,
      status_label: opsInvoiceStatusLabel(status),
      is_action_required: row.isActionRequired,
      action_required_reason: row.actionRequiredReason,
    },
  };
}
