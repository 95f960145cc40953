import { z } from 'zod';

/** GET /postal_codes/{code}: the 7 digits without a hyphen (the web client normalises what was typed). */
export const postalCodeParamsSchema = z.strictObject({
  code: z.string().regex(/^\d{7}$/, '郵便番号は7桁の数字で指定してください。'),
});

/** One address of a postal code, from Japan Post's KEN_ALL data. `town` is '' when the code covers a whole city. */
export const postalAddressSchema = z.object({
  postal_code: z.string(),
  prefecture: z.string(),
  /** JIS X 0401 prefecture code, 1–47. */
  prefecture_id: z.number().int(),
  city: z.string(),
  town: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** Several addresses when a code spans towns (or even two prefectures); unknown codes are a 404. */
export const postalCodeResponseSchema = z.object({ addresses: z.array(postalAddressSchema) });
export type PostalCodeResponse = z.infer<typeof postalCodeResponseSchema>;
