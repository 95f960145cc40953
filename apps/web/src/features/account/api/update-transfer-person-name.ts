import { routes } from '@icp/contract';
import type { transferPersonNameRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { storeUserInformation } from './store-user.ts';

export type TransferPersonNameBody = z.output<typeof transferPersonNameRequestSchema>;

/** PUT /api/v1/users/transfer_person_name → the user, the name stored as Zengin half-width kana. */
export const updateTransferPersonName = (body: TransferPersonNameBody) => api.call(routes.updateTransferPersonName, { body });

export const useUpdateTransferPersonName = () =>
  useMutation({ mutationFn: updateTransferPersonName, onSuccess: storeUserInformation });
