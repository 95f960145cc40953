import { routes } from '@icp/contract';
import type { SupplierAccount, suppliersResponseSchema } from '@icp/contract';
import { SUPPLIER_STATUS_GROUPS } from '@icp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { suppliersQueryKey } from '../../../../lib/api/suppliers-query-key.ts';

export type PaymentSuppliers = z.output<typeof suppliersResponseSchema>;
export type { SupplierAccount };

/** The most a select can sensibly list; more than that and the name filter narrows it. */
export const SUPPLIER_OPTIONS_SIZE = 100;

/** GET /api/v1/suppliers?status=<enabled group>&q=&size=100: who can be paid. */
export const getPaymentSuppliers = (q: string, signal?: AbortSignal) =>
  api.call(routes.listSuppliers, {
    query: { from: 0, size: SUPPLIER_OPTIONS_SIZE, status: SUPPLIER_STATUS_GROUPS.enable, q: q || undefined },
    signal,
  });

export const paymentSuppliersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...suppliersQueryKey, 'payment-options', q],
    queryFn: ({ signal }) => getPaymentSuppliers(q, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/v1/suppliers/{id}/accounts → the supplier's bank accounts. */
export const getSupplierAccounts = (supplierId: number, signal?: AbortSignal) =>
  api.call(routes.listSupplierAccounts, { params: { id: supplierId }, signal }).then((r) => r.accounts);

export const supplierAccountsQueryOptions = (supplierId: number) =>
  queryOptions({
    queryKey: [...suppliersQueryKey, 'accounts', supplierId],
    queryFn: ({ signal }) => getSupplierAccounts(supplierId, signal),
  });

/** GET /api/v1/suppliers/{id} → the supplier with its accounts (the confirm step shows both). */
export const getPaymentSupplier = (id: number, signal?: AbortSignal) => api.call(routes.getSupplier, { params: { id }, signal });

export const paymentSupplierQueryOptions = (id: number) =>
  queryOptions({
    // The supplier feature's detail key: one cache entry for the same resource.
    queryKey: [...suppliersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getPaymentSupplier(id, signal),
  });
