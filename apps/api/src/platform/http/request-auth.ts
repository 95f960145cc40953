import { AUTH_ERROR_STATUS, type PartnerScope } from '@icp/contract';
import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '../../db/schema.ts';
import { AppError } from '../app-error.ts';

/** Who the route guard found behind the request's tokens (set by the guard of the route's auth kind). */
export interface AuthContext {
  userId: number;
  sessionId: string;
  /** Null until the business registration is done. */
  buyerId: number | null;
}

/** The operator behind an `operator` route's token (set by the operator guard). */
export interface OperatorContext {
  operatorId: number;
  sessionId: string;
  name: string;
  roles: OperatorRole[];
}

/**
 * The partner app behind a `partner` route's OAuth access token, acting for the buyer whose user
 * granted it (set by the partner guard; every query of a partner route is scoped by buyerId).
 */
export interface PartnerContext {
  clientId: string;
  userId: number;
  buyerId: number;
  scopes: PartnerScope[];
  /** oidc-provider's grant the token was issued under (the connection). */
  grantId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
    operator?: OperatorContext;
    partner?: PartnerContext;
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(AUTH_ERROR_STATUS.INVALID);
  return request.auth;
}

/** Buyer-owned resources: every query is scoped by this id (another buyer's id → 404). */
export function requireBuyer(request: FastifyRequest): AuthContext & { buyerId: number } {
  const auth = requireAuth(request);
  if (auth.buyerId === null) throw new AppError('registration_required');
  return auth as AuthContext & { buyerId: number };
}

/**
 * The operator of the request, holding at least one of `anyOf` (none given: any operator). Roles
 * are separate: admin does not imply examiner or treasurer.
 */
export function requireOperator(request: FastifyRequest, ...anyOf: OperatorRole[]): OperatorContext {
  const operator = request.operator;
  if (!operator) throw new AppError(AUTH_ERROR_STATUS.INVALID);
  if (anyOf.length > 0 && !anyOf.some((role) => operator.roles.includes(role))) {
    throw new AppError('forbidden', { userMessage: 'この操作を行う権限がありません。' });
  }
  return operator;
}

/** The partner of a `partner` route (the guard has checked the token and the route's scopes). */
export function requirePartner(request: FastifyRequest): PartnerContext {
  if (!request.partner) throw new AppError(AUTH_ERROR_STATUS.INVALID);
  return request.partner;
}

export function requestMeta(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
