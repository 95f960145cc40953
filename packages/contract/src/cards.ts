import { z } from 'zod';

/** POST /invoices/credit_cards: the one-time token the browser got from the gateway's token endpoint. */
export const registerCreditCardRequestSchema = z.strictObject({
  token: z.string({ error: 'カード情報を入力してください。' }).min(1, 'カード情報を入力してください。').max(200),
});

export const creditCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
  holder_name: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

export const creditCardsResponseSchema = z.object({ credit_cards: z.array(creditCardSchema) });
export const creditCardResponseSchema = z.object({ credit_card: creditCardSchema });
