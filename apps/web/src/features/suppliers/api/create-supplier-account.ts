import type { supplierAccountRequestSchema, supplierAccountResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { supplierPath } from './get-supplier.ts';
import { suppliersQueryKey } from './query-keys.ts';

export type SupplierAccountBody = z.output<typeof supplierAccountRequestSchema>;
export type SupplierAccountResponse = z.output<typeof supplierAccountResponseSchema>;

export const supplierAccountsPath = (supplierId: number) => `${supplierPath(supplierId)}/accounts`;

/** POST /api/v1/suppliers/{id}/accounts → 201 {account, warnings} (warnings: e.g. duplicate_account). */
export const createSupplierAccount = (supplierId: number, body: SupplierAccountBody) =>
  api.post<SupplierAccountResponse>(supplierAccountsPath(supplierId), body);

export const useCreateSupplierAccount = (supplierId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierAccountBody) => createSupplierAccount(supplierId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
};
