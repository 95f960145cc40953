import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSupplierAccount } from '../../../lib/api/create-supplier-account.ts';
import type { SupplierAccountBody } from '../../../lib/api/create-supplier-account.ts';
import { suppliersQueryKey } from '../../../lib/api/suppliers-query-key.ts';

/** 口座を追加 on the supplier detail: POST /suppliers/{id}/accounts, then the supplier's data is stale. */
export const useCreateSupplierAccount = (supplierId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierAccountBody) => createSupplierAccount(supplierId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  });
};
