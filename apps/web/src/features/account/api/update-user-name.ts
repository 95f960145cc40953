import { routes } from '@icp/contract';
import type { userNameRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { storeUserInformation } from './store-user.ts';

export type UserNameBody = z.output<typeof userNameRequestSchema>;

/** PUT /api/v1/users/user_name {user_last_name, user_first_name} → the user. */
export const updateUserName = (body: UserNameBody) => api.call(routes.updateUserName, { body });

export const useUpdateUserName = () => useMutation({ mutationFn: updateUserName, onSuccess: storeUserInformation });
