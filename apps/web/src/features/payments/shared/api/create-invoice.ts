import { routes } from '@icp/contract';
import type { CreateInvoiceRequest, CreatedInvoice } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { userStatsQueryKey } from '../../../../lib/session/user-stats.ts';
import { draftsQueryKey } from './get-drafts.ts';
import { invoicesQueryKey } from './get-invoices.ts';
import { duplicatesQueryKey } from './check-duplicates.ts';

export type { CreateInvoiceRequest, CreatedInvoice };

/** POST /api/v1/invoices (Idempotency-Key): the payment, from an authorised approval. */
export const createInvoice = (body: CreateInvoiceRequest, idempotencyKey: string) =>
  api.call(routes.createInvoice, { body, idempotencyKey }).then((r) => r.invoice);

export const useCreateInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateInvoiceRequest; idempotencyKey: string }) =>
      createInvoice(body, idempotencyKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
      void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
      // A resumed draft is used up by the payment.
      void queryClient.invalidateQueries({ queryKey: draftsQueryKey });
    },
    // An earlier payment looks like this one (ADR 0013): the step's duplicate list is asked again,
    // and the error reaches the caller only once it is back.
    onError: (e) =>
      isApiError(e) && e.status === 'possible_duplicate'
        ? queryClient.invalidateQueries({ queryKey: duplicatesQueryKey })
        : undefined,
  });
};
