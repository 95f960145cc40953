import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import type { CardToken } from '../card-gateway.ts';
import { creditCardsQueryKey } from './get-credit-cards.ts';
import type { CreditCard } from './get-credit-cards.ts';

/**
 * POST /api/v1/invoices/credit_cards {token, last4, holder_name?} → the saved card. The token is the acquirer's
 * (MDK token), never a card number; last4 is what the user typed, since VeriTrans discloses only the
 * last 2 digits (the server keeps it when those match).
 */
export const registerCreditCard = ({ token, last4, holder_name }: CardToken) =>
  api
    .call(routes.registerCreditCard, { body: { token, last4, ...(holder_name ? { holder_name } : {}) } })
    .then((r) => r.credit_card);

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
