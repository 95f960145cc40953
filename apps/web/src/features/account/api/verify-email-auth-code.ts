import { routes } from '@icp/contract';
import type { verifyEmailAuthCodeResponseSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type VerifyEmailAuthCodeResponse = z.output<typeof verifyEmailAuthCodeResponseSchema>;

/**
 * POST /api/v1/users/verify_email_auth_code {code} → the new address. On success the server has
 * ended every session of the user, this one included. 400 invalid_code (with the tries left) or
 * code_expired (10 minutes or 5 misses).
 */
export const verifyEmailAuthCode = (code: string) => api.call(routes.verifyEmailChange, { body: { code } });

export const useVerifyEmailAuthCode = () => useMutation({ mutationFn: verifyEmailAuthCode });
