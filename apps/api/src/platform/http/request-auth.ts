import { AUTH_ERROR_STATUS } from '@icp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/** Who the route guard found behind the request's tokens (set by the guard of the route's auth kind). */
export interface AuthContext {
  userId: number;
  sessionId: string;
  /** Null until the business registration is done. */
  buyerId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
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

export function requestMeta(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
