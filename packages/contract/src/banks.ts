import { z } from 'zod';

/**
 * GET /banks2: without bank_code, banks matching q (code, kanji, katakana or hiragana; the 8
 * main banks first when q is empty); with bank_code, that bank's branches matching q.
 */
export const banksQuerySchema = z.strictObject({
  q: z.string().trim().max(50).optional(),
  bank_code: z
    .string()
    .regex(/^\d{4}$/, '金融機関コードは4桁の数字で指定してください。')
    .optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const bankSchema = z.object({ code: z.string(), name: z.string(), kana: z.string(), is_main: z.boolean() });
export const branchSchema = z.object({ code: z.string(), name: z.string(), kana: z.string() });
export const banksResponseSchema = z.object({ banks: z.array(bankSchema), branches: z.array(branchSchema) });

export const holderKanaRequestSchema = z.strictObject({
  account_holder_name: z.string({ error: '口座名義を入力してください。' }).max(100, '口座名義が長すぎます。'),
});
export const holderKanaResponseSchema = z.object({
  /** Zengin half-width form (what the bank receives). */
  account_holder_name: z.string(),
  /** Full-width katakana form (for people). */
  display: z.string(),
  bytes: z.number().int(),
});

const isoDate = (label: string) =>
  z
    .string({ error: `${label}を指定してください。` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}はYYYY-MM-DD形式で指定してください。`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }, `${label}は存在する日付を指定してください。`);
export const closedDaysQuerySchema = z.strictObject({ from: isoDate('from'), to: isoDate('to') });
export const closedDaysResponseSchema = z.object({ closed_days: z.array(z.object({ date: z.string(), reason: z.string() })) });

export const corporationsQuerySchema = z.strictObject({
  q: z
    .string({ error: '法人番号または法人名を入力してください。' })
    .trim()
    .min(1, '法人番号または法人名を入力してください。')
    .max(100),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const corporationRecordSchema = z.object({
  corporate_number: z.string(),
  name: z.string(),
  name_kana: z.string().nullable(),
  postal_code: z.string().nullable(),
  address_state: z.string().nullable(),
  address_city: z.string().nullable(),
  address_street: z.string().nullable(),
});
export const corporationsResponseSchema = z.object({ corporations: z.array(corporationRecordSchema) });
