import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { creditCardsQueryKey } from './get-credit-cards.ts';
import type { CreditCard } from './get-credit-cards.ts';

/** POST /api/v1/invoices/credit_cards {token} → the saved card. The token is the gateway's, never a card number. */
export const registerCreditCard = (token: string) =>
  api.call(routes.registerCreditCard, { body: { token } }).then((r) => r.credit_card);

/** The saved cards show the new one at once; the list is asked again (the default may have changed). */
export const useRegisterCreditCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCreditCard,
    onSuccess: (card) => {
      queryClient.setQueryData<CreditCard[]>(creditCardsQueryKey, (old) => [
        ...(old ?? []).filter((c) => c.id !== card.id),
        card,
      ]);
      void queryClient.invalidateQueries({ queryKey: creditCardsQueryKey });
    },
  });
};
