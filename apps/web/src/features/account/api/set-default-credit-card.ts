import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { creditCardsQueryKey } from '../../../lib/api/get-credit-cards.ts';
import type { CreditCard } from '../../../lib/api/get-credit-cards.ts';

/** PUT /api/v1/invoices/credit_cards/{id}/default → the card, now the default for new payments. */
export const setDefaultCreditCard = (id: number) =>
  api.call(routes.makeCreditCardDefault, { params: { id } }).then((r) => r.credit_card);

export const useSetDefaultCreditCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCreditCard,
    onSuccess: (card) => {
      // Only one card is the default: move the badge at once, then confirm with the server.
      queryClient.setQueryData<CreditCard[]>(creditCardsQueryKey, (old) =>
        old?.map((c) => (c.id === card.id ? card : { ...c, is_default: false })),
      );
      void queryClient.invalidateQueries({ queryKey: creditCardsQueryKey });
    },
  });
};
