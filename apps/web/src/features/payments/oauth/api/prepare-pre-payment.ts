import { routes } from '@icp/contract';
import type { preparedPrePaymentResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { suppliersQueryKey } from '../../../../lib/api/suppliers-query-key.ts';
import { prePaymentsQueryKey } from './get-pre-payments.ts';

export type PreparedPrePayment = z.output<typeof preparedPrePaymentResponseSchema>;

/**
 * POST /api/v1/oauth/pre_payments/{preId}/prepare → the buyer's supplier and account for the
 * pre-payment: matched among theirs, or registered now from the partner's data.
 */
export const preparePrePayment = (preId: string) => api.call(routes.preparePrePayment, { params: { preId } });

export const usePreparePrePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preId: string) => preparePrePayment(preId),
    onSuccess: (result) => {
      // The pre-payment now names its matched supplier and account; a new supplier joins the lists.
      void queryClient.invalidateQueries({ queryKey: prePaymentsQueryKey });
      if (result.supplier_created || result.account_created) void queryClient.invalidateQueries({ queryKey: suppliersQueryKey });
    },
  });
};
