import { routes } from '@icp/contract';
import type { CreditCard } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

export type { CreditCard };

/** Saved cards: registering or deleting one invalidates this key. */
export const creditCardsQueryKey = ['credit-cards'] as const;

/** GET /api/v1/invoices/credit_cards → the buyer's saved cards (brand, last 4, expiry; never the number). */
export const getCreditCards = (signal?: AbortSignal) => api.call(routes.listCreditCards, { signal }).then((r) => r.credit_cards);

export const creditCardsQueryOptions = () =>
  queryOptions({ queryKey: creditCardsQueryKey, queryFn: ({ signal }) => getCreditCards(signal) });
