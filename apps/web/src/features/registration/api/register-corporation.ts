import { routes } from '@icp/contract';
import type { corporationRegistrationSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type CorporationRegistrationBody = z.output<typeof corporationRegistrationSchema>;

/** POST /api/v1/users/corporation → 201 (409 already_registered). */
export const registerCorporation = (body: CorporationRegistrationBody) => api.call(routes.registerCorporation, { body });
