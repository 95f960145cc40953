import { routes } from '@icp/contract';
import type { termsResponseSchema } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api.ts';

export type Terms = z.output<typeof termsResponseSchema>;

/** GET /api/v1/terms: the current terms of service (registration and /termsofservice both show it). */
export const getTerms = (signal?: AbortSignal) => api.call(routes.getTerms, { signal });

export const termsQueryOptions = () =>
  queryOptions({ queryKey: ['terms'], queryFn: ({ signal }) => getTerms(signal), staleTime: 10 * 60_000 });
