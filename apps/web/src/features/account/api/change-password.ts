import { routes } from '@icp/contract';
import type { passwordChangeRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PasswordChangeBody = z.output<typeof passwordChangeRequestSchema>;

/**
 * PUT /api/v1/users/password {current_password, new_password} → {message}. Every other session
 * ends; this one stays. 400 incorrect_password or weak_password.
 */
export const changePassword = (body: PasswordChangeBody) => api.call(routes.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
