import { routes } from '@icp/contract';
import type { registrationValidationRequestSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type RegistrationValidationBody = z.output<typeof registrationValidationRequestSchema>;

/** POST /api/v1/users/validation: checks the form server-side without saving (before the confirm step). */
export const validateRegistration = (body: RegistrationValidationBody) => api.call(routes.validateRegistration, { body });
