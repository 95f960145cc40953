import { API } from '@icp/contract';
import type { MessageResponse, resignUpRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type ResignUpBody = z.output<typeof resignUpRequestSchema>;

/** POST /api/v1/users/resignup */
export const resignUp = (body: ResignUpBody) => api.post<MessageResponse>(API.resignup, body);

export const useResignUp = () => useMutation({ mutationFn: resignUp });
