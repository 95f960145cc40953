import type { FastifyRequest } from 'fastify';
import { type OperatorContext, requireOperator } from '../../platform/http/request-auth.ts';

/** The operator acting on payouts, as audit rows and the payment transitions record them. */
export interface PayoutActor {
  operatorId: number;
  name: string;
  ip: string | null;
}

export const actorOf = (operator: Pick<OperatorContext, 'operatorId' | 'name'>, ip: string | null): PayoutActor => ({
  operatorId: operator.operatorId,
  name: operator.name,
  ip,
});

/** 送金 (treasurer) only: batches, files, results. */
export const treasurer = (request: FastifyRequest): PayoutActor =>
  actorOf(requireOperator(request, 'treasurer'), request.ip ?? null);

/** The money views: 送金 or 管理者. */
export const moneyViewer = (request: FastifyRequest): PayoutActor =>
  actorOf(requireOperator(request, 'treasurer', 'admin'), request.ip ?? null);

/** How a payment transition records the operator. */
export const transitionActor = (actor: PayoutActor) =>
  ({ type: 'operator', name: actor.name, operatorId: actor.operatorId, ip: actor.ip }) as const;
