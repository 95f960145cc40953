import { routes } from '@icp/contract';
import type { RouteQuery, RouteResult } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsApi } from '../lib/ops-api.ts';

export type AuditQuery = NonNullable<RouteQuery<'opsSearchAuditLog'>>;
export type AuditResult = RouteResult<'opsSearchAuditLog'>;
export type AuditEntry = AuditResult['entries'][number];

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['ops', 'audit', query] as const,
    queryFn: ({ signal }) => opsApi.call(routes.opsSearchAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
