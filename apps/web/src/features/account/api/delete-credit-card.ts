import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { creditCardsQueryKey } from '../../../lib/api/get-credit-cards.ts';
import type { CreditCard } from '../../../lib/api/get-credit-cards.ts';

/** DELETE /api/v1/invoices/credit_cards/{id} → 204; 409 card_in_use while a payment uses the card. */
export const deleteCreditCard = (id: number) => api.call(routes.deleteCreditCard, { params: { id } });

export const useDeleteCreditCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreditCard,
    onSuccess: (_void, id) => {
      queryClient.setQueryData<CreditCard[]>(creditCardsQueryKey, (old) => old?.filter((c) => c.id !== id));
      // The server may have made another card the default.
      void queryClient.invalidateQueries({ queryKey: creditCardsQueryKey });
    },
  });
};
