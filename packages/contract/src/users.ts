import { z } from 'zod';
import {
  corporateNumberSchema,
  katakanaText,
  optionalText,
  PG_INTEGER_MAX,
  pastDateSchema,
  phoneNumberSchema,
  postalCodeSchema,
  prefectureSchema,
  requiredText,
  zenginNameSchema,
} from './fields.ts';

/** The person who uses the account (担当者); asked for on both registration forms. */
const contactPersonFields = {
  user_last_name: requiredText('担当者の姓', 30),
  user_first_name: requiredText('担当者の名', 30),
  phone_number: phoneNumberSchema,
  business_category_id: z.coerce
    .number({ error: '業種を選択してください。' })
    .int('業種を選択してください。')
    .positive('業種を選択してください。')
    .max(PG_INTEGER_MAX, '業種を選択してください。'),
};

export const corporationFieldsSchema = z.strictObject({
  corporate_name: requiredText('法人名', 100),
  corporate_name_kana: katakanaText('法人名（カナ）', 100),
  corporate_number: corporateNumberSchema,
  representative_name: requiredText('代表者名', 60),
  representative_name_kana: katakanaText('代表者名（カナ）', 60),
  postal_code: postalCodeSchema(),
  address_state: prefectureSchema('都道府県'),
  address_city: requiredText('市区町村', 50),
  address_street: requiredText('番地', 100),
  address_building_name: optionalText('建物名', 100),
  representative_birthday: pastDateSchema('代表者の生年月日'),
  transfer_person_name: zenginNameSchema('振込名義人'),
});

export const corporationRegistrationSchema = corporationFieldsSchema.extend(contactPersonFields);
export type CorporationRegistration = z.input<typeof corporationRegistrationSchema>;

export const soleProprietorFieldsSchema = z.strictObject({
  business_name: requiredText('屋号', 100),
  business_name_kana: katakanaText('屋号（カナ）', 100),
  representative_last_name: requiredText('代表者の姓', 30),
  representative_first_name: requiredText('代表者の名', 30),
  representative_last_name_kana: katakanaText('代表者の姓（カナ）', 30),
  representative_first_name_kana: katakanaText('代表者の名（カナ）', 30),
  representative_birthday: pastDateSchema('代表者の生年月日'),
  business_postal_code: postalCodeSchema('事業所の郵便番号'),
  business_address_state: prefectureSchema('事業所の都道府県'),
  business_address_city: requiredText('事業所の市区町村', 50),
  business_address_street: requiredText('事業所の番地', 100),
  business_address_building_name: optionalText('事業所の建物名', 100),
  home_postal_code: postalCodeSchema('自宅の郵便番号'),
  home_address_state: prefectureSchema('自宅の都道府県'),
  home_address_city: requiredText('自宅の市区町村', 50),
  home_address_street: requiredText('自宅の番地', 100),
  home_address_building_name: optionalText('自宅の建物名', 100),
  transfer_person_name: zenginNameSchema('振込名義人'),
});

export const soleProprietorRegistrationSchema = soleProprietorFieldsSchema.extend(contactPersonFields);
export type SoleProprietorRegistration = z.input<typeof soleProprietorRegistrationSchema>;

/** POST /users/validation: checks a registration form without saving it (before the confirm screen). */
export const registrationValidationRequestSchema = z.discriminatedUnion('business_form', [
  z.strictObject({ business_form: z.literal(1), corporation: corporationRegistrationSchema }),
  z.strictObject({ business_form: z.literal(2), sole_proprietor: soleProprietorRegistrationSchema }),
]);

export const licenseRequestSchema = z.strictObject({
  terms_version: z.string({ error: '利用規約の版を指定してください。' }).min(1).max(20),
});

/**
 * Response shapes are plain strings: the input schemas above normalise (transform) values, and a
 * transform cannot run backwards when the API serialises its answer.
 */
function storedShape<K extends string>(keys: readonly K[], nullable: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, nullable.includes(k) ? z.string().nullable() : z.string()])) as {
    [P in K]: z.ZodString | z.ZodNullable<z.ZodString>;
  };
}
export const corporationInfoSchema = z.object(storedShape(corporationFieldsSchema.keyof().options, ['address_building_name']));
export const soleProprietorInfoSchema = z.object(
  storedShape(soleProprietorFieldsSchema.keyof().options, ['business_address_building_name', 'home_address_building_name']),
);

/** GET /users/information: the login user of spec §3, in snake_case. */
export const userInformationSchema = z.object({
  email_address: z.string(),
  user_last_name: z.string().nullable(),
  user_first_name: z.string().nullable(),
  buyer_id: z.number().int().nullable(),
  business_form: z.union([z.literal(1), z.literal(2)]).nullable(),
  corporation: corporationInfoSchema.nullable(),
  sole_proprietor: soleProprietorInfoSchema.nullable(),
  phone_number: z.string().nullable(),
  external_integration_client_ids: z.array(z.string()),
  /** Terms version the user accepted, and the current one: the web forces acceptance when they differ. */
  accepted_terms_version: z.string().nullable(),
  current_terms_version: z.string(),
  /** False for every buyer today (spec §6); computed by the server so the list can change centrally. */
  collection_enabled: z.boolean(),
});
export type UserInformation = z.infer<typeof userInformationSchema>;

export const businessCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export const businessCategoriesResponseSchema = z.object({ business_categories: z.array(businessCategorySchema) });

export const systemTimeResponseSchema = z.object({
  /** ISO 8601 instant of the server clock. */
  now: z.string(),
  /** The same instant as a Japan-time calendar date and time (YYYY-MM-DD, HH:mm). */
  jst_date: z.string(),
  jst_time: z.string(),
  timezone: z.literal('Asia/Tokyo'),
});

export const termsResponseSchema = z.object({ version: z.string(), effective_date: z.string(), body: z.string() });

/** POST /users/corporation and /users/sole_proprietor: the buyer the registration created. */
export const buyerRegisteredResponseSchema = z.object({ buyer_id: z.number().int() });
