import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { SupplierAccountBody } from '../../../lib/api/create-supplier-account.ts';
import { suppliersQueryKey } from '../../../lib/api/suppliers-query-key.ts';

/** PUT /api/v1/suppliers/{id}/accounts/{accountId} → 200 {account, warnings}. */
export const updateSupplierAccount = (supplierId: number, accountId: number, body: SupplierAccountBody) =>
  api.call(routes.updateSupplierAccount, { params: { id: supplierId, accountId }, body });

export const useUpdateSupplierAccount = (supplierId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: SupplierAccountBody }) =>
      updateSupplierAccount(supplierId, accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
};
