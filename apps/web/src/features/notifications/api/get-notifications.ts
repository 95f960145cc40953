import { routes } from '@icp/contract';
import type { notificationsResponseSchema } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type NotificationsResponse = z.output<typeof notificationsResponseSchema>;

export interface NotificationsQuery {
  from: number;
  size: number;
  unread?: boolean;
}

/** GET /api/v1/users/notifications */
export const getNotifications = (query: NotificationsQuery, signal?: AbortSignal) =>
  api.call(routes.listNotifications, { query: { ...query }, signal });

export const notificationsQueryKey = ['notifications'] as const;

export const notificationsQueryOptions = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, query],
    queryFn: ({ signal }) => getNotifications(query, signal),
  });
