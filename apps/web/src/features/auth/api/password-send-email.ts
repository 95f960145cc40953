import { API } from '@icp/contract';
import type { MessageResponse, passwordSendEmailRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PasswordSendEmailBody = z.output<typeof passwordSendEmailRequestSchema>;

/** POST /api/v1/users/password/sendemail */
export const sendPasswordResetEmail = (body: PasswordSendEmailBody) => api.post<MessageResponse>(API.passwordSendEmail, body);

export const useSendPasswordResetEmail = () => useMutation({ mutationFn: sendPasswordResetEmail });
