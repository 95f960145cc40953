import { API } from '@icp/contract';
import type { suppliersResponseSchema } from '@icp/contract';
import { SUPPLIER_STATUS_GROUPS } from '@icp/domain';
import type { SupplierStatusGroup } from '@icp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SuppliersResponse = z.output<typeof suppliersResponseSchema>;
export type SupplierListItem = SuppliersResponse['suppliers'][number];

/** GET /api/v1/suppliers?status=<the group's statuses> (spec §4 supplier groups). */
export const getSuppliers = (group: SupplierStatusGroup, page: { from: number; size: number }, signal?: AbortSignal) =>
  api.get<SuppliersResponse>(API.suppliers, {
    query: { ...page, status: SUPPLIER_STATUS_GROUPS[group] },
    signal,
  });

export const suppliersQueryKey = ['suppliers'] as const;

export const suppliersQueryOptions = (group: SupplierStatusGroup, page: { from: number; size: number }) =>
  queryOptions({
    queryKey: [...suppliersQueryKey, group, page],
    queryFn: ({ signal }) => getSuppliers(group, page, signal),
    placeholderData: keepPreviousData,
  });
