import { routes } from '@icp/contract';
import type { loginRequestSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type ApproveOAuthBody = z.output<typeof loginRequestSchema>;

/**
 * POST /api/v1/oauth/interactions/{uid}/login (OAuth approve): e-mail and password, answered as
 * POST /login answers. Anonymous: a 401 here is a wrong password, never a dead session.
 */
export const approveOAuth = (uid: string, body: ApproveOAuthBody) =>
  api.call(routes.approveOAuth, { params: { uid }, body, anonymous: true });
