import { routes } from '@icp/contract';
import type { passwordResetRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PasswordResetBody = z.output<typeof passwordResetRequestSchema>;

/** POST /api/v1/users/password/reset */
export const resetPassword = (body: PasswordResetBody) => api.call(routes.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
