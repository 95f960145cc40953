import { z } from 'zod';
import {
  corporateNumberSchema,
  emailSchema,
  katakanaText,
  optionalText,
  phoneNumberSchema,
  postalCodeSchema,
  prefectureSchema,
  requiredText,
} from './fields.ts';
import { supplierStatusNameSchema } from './lists.ts';

/** Address and contact fields shared by corporation and sole-proprietor suppliers. */
const supplierCommonFields = {
  name_kana: katakanaText('支払先名（カナ）', 100),
  postal_code: postalCodeSchema(),
  address_state: prefectureSchema('都道府県'),
  address_city: requiredText('市区町村', 50),
  address_street: requiredText('番地', 100),
  address_building_name: optionalText('建物名', 100),
  contact_person_name: optionalText('担当者名', 60),
  email_address: emailSchema.optional().or(z.literal('').transform(() => undefined)),
  phone_number: phoneNumberSchema.optional().or(z.literal('').transform(() => undefined)),
  memo: optionalText('メモ', 500),
};

export const supplierCorporationRequestSchema = z.strictObject({
  name: requiredText('法人名', 100),
  corporate_number: corporateNumberSchema,
  ...supplierCommonFields,
});
export type SupplierCorporationRequest = z.input<typeof supplierCorporationRequestSchema>;

export const supplierSoleProprietorRequestSchema = z.strictObject({
  name: requiredText('屋号または氏名', 100),
  ...supplierCommonFields,
});
export type SupplierSoleProprietorRequest = z.input<typeof supplierSoleProprietorRequestSchema>;

export const ACCOUNT_TYPE_VALUES = ['1', '2'] as const;

/**
 * A supplier's bank account. Names of bank and branch are looked up by the server from the
 * Zengin data; the holder name is normalised to Zengin half-width kana.
 * For ゆうちょ銀行 (9900) either branch_code + account_number, or yucho_symbol + yucho_number (記号・番号).
 */
export const supplierAccountRequestSchema = z
  .strictObject({
    bank_code: z.string({ error: '金融機関を選択してください。' }).regex(/^\d{4}$/, '金融機関を選択してください。'),
    branch_code: z
      .string()
      .regex(/^\d{3}$/, '支店を選択してください。')
      .optional(),
    account_type: z.enum(ACCOUNT_TYPE_VALUES, { error: '預金種目を選択してください。' }).optional(),
    account_number: z
      .string()
      .regex(/^\d{1,7}$/, '口座番号は7桁以内の数字で入力してください。')
      .transform((s) => s.padStart(7, '0'))
      .optional(),
    yucho_symbol: z.string().max(10).optional(),
    yucho_number: z.string().max(12).optional(),
    account_holder_name: z
      .string({ error: '口座名義を入力してください。' })
      .trim()
      .min(1, '口座名義を入力してください。')
      .max(100),
  })
  .superRefine((v, ctx) => {
    const yucho = v.yucho_symbol !== undefined || v.yucho_number !== undefined;
    if (yucho) {
      if (v.bank_code !== '9900')
        ctx.addIssue({ code: 'custom', path: ['yucho_symbol'], message: '記号・番号はゆうちょ銀行の口座でのみ入力できます。' });
      return;
    }
    if (!v.branch_code) ctx.addIssue({ code: 'custom', path: ['branch_code'], message: '支店を選択してください。' });
    if (!v.account_type) ctx.addIssue({ code: 'custom', path: ['account_type'], message: '預金種目を選択してください。' });
    if (!v.account_number) ctx.addIssue({ code: 'custom', path: ['account_number'], message: '口座番号を入力してください。' });
  });
export type SupplierAccountRequest = z.input<typeof supplierAccountRequestSchema>;

export const supplierAccountSchema = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  branch_code: z.string(),
  branch_name: z.string(),
  account_type: z.enum(ACCOUNT_TYPE_VALUES),
  account_number: z.string(),
  /** Zengin half-width kana, as it goes into the transfer file. */
  account_holder_name: z.string(),
  /** The same name in full-width katakana, for people. */
  account_holder_name_display: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierAccount = z.infer<typeof supplierAccountSchema>;

export const warningSchema = z.object({ code: z.string(), message: z.string() });

export const supplierAccountResponseSchema = z.object({ account: supplierAccountSchema, warnings: z.array(warningSchema) });
export const supplierAccountsResponseSchema = z.object({ accounts: z.array(supplierAccountSchema) });

export const supplierDetailSchema = z.object({
  id: z.number().int(),
  business_form: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  name_kana: z.string(),
  corporate_number: z.string().nullable(),
  postal_code: z.string(),
  address_state: z.string(),
  address_city: z.string(),
  address_street: z.string(),
  address_building_name: z.string().nullable(),
  contact_person_name: z.string().nullable(),
  email_address: z.string().nullable(),
  phone_number: z.string().nullable(),
  memo: z.string().nullable(),
  status: supplierStatusNameSchema,
  /** The operator's reason for the current status (shown for Rejected and Escalation). */
  status_reason: z.string().nullable(),
  accounts: z.array(supplierAccountSchema),
  last_payment_date: z.string().nullable(),
  created_at: z.string(),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const supplierCreatedResponseSchema = z.object({ supplier: supplierDetailSchema, warnings: z.array(warningSchema) });

export const idParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'IDが正しくありません。' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const accountParamsSchema = idParamsSchema.extend({
  accountId: z.coerce.number({ error: 'IDが正しくありません。' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
