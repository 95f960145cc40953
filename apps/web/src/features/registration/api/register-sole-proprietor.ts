import { routes } from '@icp/contract';
import type { soleProprietorRegistrationSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SoleProprietorRegistrationBody = z.output<typeof soleProprietorRegistrationSchema>;

/** POST /api/v1/users/sole_proprietor → 201 (409 already_registered). */
export const registerSoleProprietor = (body: SoleProprietorRegistrationBody) => api.call(routes.registerSoleProprietor, { body });
