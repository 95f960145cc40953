import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userStatsQueryKey } from '../session/user-stats.ts';
import { createCorporationSupplier } from './create-corporation-supplier.ts';
import type { CorporationSupplierBody } from './create-corporation-supplier.ts';
import { createSoleProprietorSupplier } from './create-sole-proprietor-supplier.ts';
import type { SoleProprietorSupplierBody } from './create-sole-proprietor-supplier.ts';
import { suppliersQueryKey } from './suppliers-query-key.ts';

/** A new supplier's body with its business form (the shape the company step produces). */
export type NewSupplierBody =
  { businessForm: 1; body: CorporationSupplierBody } | { businessForm: 2; body: SoleProprietorSupplierBody };

/**
 * POST /suppliers/corporation or /suppliers/sole_proprietor, by business form (the supplier
 * registration's confirm step and a new payee in the payment flow); the supplier lists and the
 * header's counts are stale after it.
 */
export const useCreateSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplier: NewSupplierBody) =>
      supplier.businessForm === 1 ? createCorporationSupplier(supplier.body) : createSoleProprietorSupplier(supplier.body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: suppliersQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
};
