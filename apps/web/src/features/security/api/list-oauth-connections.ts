import { routes } from '@icp/contract';
import type { oauthConnectionSchema } from '@icp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type OAuthConnection = z.output<typeof oauthConnectionSchema>;

/** GET /api/v1/oauth/connections: the partner apps this user connected (連携中のアプリ). */
export const listOAuthConnections = (signal?: AbortSignal) => api.call(routes.listOAuthConnections, { signal });

export const oauthConnectionsQueryKey = ['oauth-connections'] as const;

export const oauthConnectionsQueryOptions = () =>
  queryOptions({ queryKey: oauthConnectionsQueryKey, queryFn: ({ signal }) => listOAuthConnections(signal) });

export const useOAuthConnections = () => useQuery(oauthConnectionsQueryOptions());
