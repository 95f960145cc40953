import { routes } from '@icp/contract';
import type { login2AuthResendRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api.ts';

export type ResendLoginCodeBody = z.output<typeof login2AuthResendRequestSchema>;

/** POST /api/v1/login_2auth/resend */
export const resendLoginCode = (body: ResendLoginCodeBody) => api.call(routes.resendLoginCode, { body });

export const useResendLoginCode = () => useMutation({ mutationFn: resendLoginCode });
