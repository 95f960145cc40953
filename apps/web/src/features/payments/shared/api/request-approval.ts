import { routes } from '@icp/contract';
import type { Approval, ApprovalRequest } from '@icp/contract';
import { api } from '../../../../lib/api.ts';

export type { Approval, ApprovalRequest };

/**
 * POST /api/v1/invoices/credit_cards/approval (Idempotency-Key): authorise amount + commission on
 * a saved card → authorized | challenge_required (open challenge_url); a decline is 402
 * card_declined with the gateway's message in Japanese.
 */
export const requestApproval = (body: ApprovalRequest, idempotencyKey: string) =>
  api.call(routes.approveCard, { body, idempotencyKey }).then((r) => r.approval);

/** POST …/approval/{id}/challenge: the browser is back from 3-D Secure; the server asks the gateway how it ended. */
export const completeApprovalChallenge = (approvalId: number) =>
  api.call(routes.completeCardChallenge, { params: { id: approvalId } }).then((r) => r.approval);
