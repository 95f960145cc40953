import { routes } from '@icp/contract';
import type { passwordSendEmailRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PasswordSendEmailBody = z.output<typeof passwordSendEmailRequestSchema>;

/** POST /api/v1/users/password/sendemail */
export const sendPasswordResetEmail = (body: PasswordSendEmailBody) => api.call(routes.sendPasswordResetEmail, { body });

export const useSendPasswordResetEmail = () => useMutation({ mutationFn: sendPasswordResetEmail });
