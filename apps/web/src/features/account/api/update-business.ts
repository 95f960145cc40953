import { routes } from '@icp/contract';
import type { corporationUpdateRequestSchema, soleProprietorUpdateRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { storeUserInformation } from './store-user.ts';

export type CorporationUpdateBody = z.output<typeof corporationUpdateRequestSchema>;
export type SoleProprietorUpdateBody = z.output<typeof soleProprietorUpdateRequestSchema>;

export type BusinessUpdate =
  { businessForm: 1; body: CorporationUpdateBody } | { businessForm: 2; body: SoleProprietorUpdateBody };

/** PUT /api/v1/users/corporation | /users/sole_proprietor → the user (登録情報 edit; 振込名義人 has its own call). */
export const updateBusiness = (update: BusinessUpdate) =>
  update.businessForm === 1
    ? api.call(routes.updateCorporation, { body: update.body })
    : api.call(routes.updateSoleProprietor, { body: update.body });

export const useUpdateBusiness = () => useMutation({ mutationFn: updateBusiness, onSuccess: storeUserInformation });
