import { routes } from '@icp/contract';
import type { emailChangeRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type EmailChangeBody = z.output<typeof emailChangeRequestSchema>;

/**
 * PUT /api/v1/users/email_address {email_address, password} → a code goes to the new address.
 * 400 incorrect_password, 409 email_taken, 429 too_many_requests.
 */
export const changeEmailAddress = (body: EmailChangeBody) => api.call(routes.startEmailChange, { body });

export const useChangeEmailAddress = () => useMutation({ mutationFn: changeEmailAddress });
