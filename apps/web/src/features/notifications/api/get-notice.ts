import { routes } from '@icp/contract';
import type { Notice } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { Notice };

/** GET /api/v1/users/notices/{id}: one notification in full (404 for an unknown or another buyer's id). */
export const getNotice = (id: number, signal?: AbortSignal) => api.call(routes.getNotice, { params: { id }, signal });

/** Not under the list's key: invalidating the lists must not refetch the open notice. */
export const noticeQueryKey = (id: number) => ['notice', id] as const;

export const noticeQueryOptions = (id: number) =>
  queryOptions({ queryKey: noticeQueryKey(id), queryFn: ({ signal }) => getNotice(id, signal) });
