import { routes } from '@icp/contract';
import type { draftsResponseSchema } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';

export type DraftsResponse = z.output<typeof draftsResponseSchema>;

/** GET /api/v1/drafts */
export const getDrafts = (page: { from: number; size: number }, signal?: AbortSignal) =>
  api.call(routes.listDrafts, { query: { ...page }, signal });

export const draftsQueryKey = ['drafts'] as const;

export const draftsQueryOptions = (page: { from: number; size: number }) =>
  queryOptions({
    queryKey: [...draftsQueryKey, page],
    queryFn: ({ signal }) => getDrafts(page, signal),
    placeholderData: keepPreviousData,
  });
