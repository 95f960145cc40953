import { routes } from '@icp/contract';
import type { SupplierDetail } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { suppliersQueryKey } from '../../../lib/api/suppliers-query-key.ts';

export type { SupplierDetail };
export type SupplierAccount = SupplierDetail['accounts'][number];

/** GET /api/v1/suppliers/{id} (404 for an unknown id or another buyer's supplier). */
export const getSupplier = (id: number, signal?: AbortSignal) => api.call(routes.getSupplier, { params: { id }, signal });

export const supplierQueryKey = (id: number) => [...suppliersQueryKey, 'detail', id] as const;

export const supplierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplierQueryKey(id),
    queryFn: ({ signal }) => getSupplier(id, signal),
  });
