import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userStatsQueryKey } from '../../../lib/session/user-stats.ts';
import { suppliersQueryKey } from '../../../lib/api/suppliers-query-key.ts';

/** DELETE /api/v1/suppliers/{id} → 204; 409 conflict while a payment to it is in flight. */
export const deleteSupplier = (id: number) => api.call(routes.deleteSupplier, { params: { id } });

export const useDeleteSupplier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => {
      // Marked stale, not refetched: the open detail page would only get a 404 while it leaves.
      void queryClient.invalidateQueries({ queryKey: suppliersQueryKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
};
