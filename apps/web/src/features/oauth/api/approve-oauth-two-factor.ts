import { routes } from '@icp/contract';
import type { login2AuthRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type ApproveOAuthTwoFactorBody = z.output<typeof login2AuthRequestSchema>;

/**
 * POST /api/v1/oauth/interactions/{uid}/two-factor (OAuth two-factor approve): the one-time code.
 * Answers the web app's tokens and logs the interaction in.
 */
export const approveOAuthTwoFactor = ({ uid, ...body }: ApproveOAuthTwoFactorBody & { uid: string }) =>
  api.call(routes.approveOAuthTwoFactor, { params: { uid }, body, anonymous: true });

export const useApproveOAuthTwoFactor = () => useMutation({ mutationFn: approveOAuthTwoFactor });
