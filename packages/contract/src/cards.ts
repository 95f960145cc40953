import { z } from 'zod';

/** POST /invoices/credit_cards: the one-time token the browser got from the gateway's token endpoint. */
export const registerCreditCardRequestSchema = z.strictObject({
  token: z.string({ error: 'カード情報を入力してください。' }).min(1, 'カード情報を入力してください。').max(200),
  /**
   * The last 4 digits as the browser read them before tokenising. VeriTrans discloses only the
   * first 6 and last 2 digits, so the server keeps these only when their last 2 match the
   * acquirer's masked number (ADR 0021); without them the card shows the masked tail ("**07").
   */
  last4: z
    .string()
    .regex(/^\d{4}$/, 'カード番号の下4桁が正しくありません。')
    .optional(),
  /** The name embossed on the card, for the buyer's own list (the MDK token carries none). */
  holder_name: z
    .string()
    .max(45, 'カード名義は45文字以内で入力してください。')
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'カード名義は半角英字で入力してください（例：TARO YAMADA）。')
    .optional(),
});

/** GET /invoices/credit_cards/token_config: where the card form gets its one-time token (MDK token). */
export const cardTokenConfigResponseSchema = z.object({
  /** The MDK token endpoint: absolute for VeriTrans, a path for the embedded simulator. */
  token_url: z.string(),
  /** Public by design (it only lets the browser tokenise); never the merchant key. */
  token_api_key: z.string(),
});
export type CardTokenConfig = z.infer<typeof cardTokenConfigResponseSchema>;

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
