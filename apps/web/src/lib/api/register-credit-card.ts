import { API } from '@icp/contract';
import type { creditCardResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../api.ts';

/** POST /api/v1/invoices/credit_cards {token} → the saved card. The token is the gateway's, never a card number. */
export const registerCreditCard = (token: string) =>
  api.post<z.output<typeof creditCardResponseSchema>>(API.creditCards, { token }).then((r) => r.credit_card);
