import { routes } from '@icp/contract';
import type { passwordReregistrationRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PasswordReregistrationBody = z.output<typeof passwordReregistrationRequestSchema>;

/** POST /api/v1/users/password/reregistration */
export const reregisterPassword = (body: PasswordReregistrationBody) => api.call(routes.reregisterPassword, { body });

export const useReregisterPassword = () => useMutation({ mutationFn: reregisterPassword });
