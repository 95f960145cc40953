import { routes } from '@icp/contract';
import type { loginRequestSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type LoginBody = z.output<typeof loginRequestSchema>;

/** POST /api/v1/login */
export const login = (body: LoginBody) => api.call(routes.logIn, { body });
