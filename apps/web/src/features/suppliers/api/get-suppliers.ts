import { routes } from '@icp/contract';
import type { suppliersResponseSchema } from '@icp/contract';
import { STATS_PROBE, SUPPLIER_STATUS_GROUPS } from '@icp/domain';
import type { SupplierStatusGroup } from '@icp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { suppliersQueryKey } from '../../../lib/api/suppliers-query-key.ts';

export type SuppliersResponse = z.output<typeof suppliersResponseSchema>;
export type SupplierListItem = SuppliersResponse['suppliers'][number];

export interface SuppliersFilter {
  group: SupplierStatusGroup;
  /** Free text (name, kana); empty means no search. */
  q: string;
}

/** GET /api/v1/suppliers?status=<the group's statuses>&q=&from&size (spec §4 supplier groups). */
export const getSuppliers = (filter: SuppliersFilter, page: { from: number; size: number }, signal?: AbortSignal) =>
  api.call(routes.listSuppliers, {
    query: { ...page, status: SUPPLIER_STATUS_GROUPS[filter.group], q: filter.q || undefined },
    signal,
  });

export { suppliersQueryKey };

export const suppliersQueryOptions = (filter: SuppliersFilter, page: { from: number; size: number }) =>
  queryOptions({
    queryKey: [...suppliersQueryKey, 'list', filter.group, filter.q, page],
    queryFn: ({ signal }) => getSuppliers(filter, page, signal),
    placeholderData: keepPreviousData,
  });

/** The tab counts: one row is enough, only count_all is read (like the shell's stats probes). */
export const supplierCountQueryOptions = (filter: SuppliersFilter) =>
  queryOptions({
    queryKey: [...suppliersQueryKey, 'count', filter.group, filter.q],
    queryFn: ({ signal }) => getSuppliers(filter, STATS_PROBE, signal),
    select: (r) => r.count_all,
    placeholderData: keepPreviousData,
  });
