import { routes } from '@icp/contract';
import type { resignUpRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type ResignUpBody = z.output<typeof resignUpRequestSchema>;

/** POST /api/v1/users/resignup */
export const resignUp = (body: ResignUpBody) => api.call(routes.resendSignUpCode, { body });

export const useResignUp = () => useMutation({ mutationFn: resignUp });
