import { routes } from '@icp/contract';
import type { supplierAccountRequestSchema, supplierAccountResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api.ts';
import { suppliersQueryKey } from './suppliers-query-key.ts';

export type SupplierAccountBody = z.output<typeof supplierAccountRequestSchema>;
export type SupplierAccountResponse = z.output<typeof supplierAccountResponseSchema>;

/** POST /api/v1/suppliers/{id}/accounts → 201 {account, warnings} (warnings: e.g. duplicate_account). */
export const createSupplierAccount = (supplierId: number, body: SupplierAccountBody) =>
  api.call(routes.createSupplierAccount, { params: { id: supplierId }, body });

/**
 * The same call for a supplier known only when it is made (one just created in the same step);
 * features/suppliers/api/create-supplier-account.ts has the one bound to an open supplier.
 */
export const useAddSupplierAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, body }: { supplierId: number; body: SupplierAccountBody }) =>
      createSupplierAccount(supplierId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: suppliersQueryKey });
    },
  });
};
