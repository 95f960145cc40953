import { z } from 'zod';
import { noContentSchema } from '../errors.ts';
import { emailSchema, otpCodeSchema } from '../fields.ts';

/**
 * Operator console (auth): request and response schemas of the /api/v1/ops routes of this area,
 * with their OpenAPI text. route-schemas.ts spreads them into ROUTE_SCHEMAS / ROUTE_DOCS.
 */

/** 審査 examiner, 送金 treasurer, 管理者 admin (the same list as the operators table's check). */
export const OPERATOR_ROLE_VALUES = ['examiner', 'treasurer', 'admin'] as const;
export type OperatorRoleValue = (typeof OPERATOR_ROLE_VALUES)[number];
export const operatorRoleSchema = z.enum(OPERATOR_ROLE_VALUES, { error: '権限の指定が正しくありません。' });
export const OPERATOR_ROLE_LABELS: Record<OperatorRoleValue, string> = { examiner: '審査', treasurer: '送金', admin: '管理者' };

export const opsLoginRequestSchema = z.strictObject({
  email_address: emailSchema,
  // Login never tells the operator about the password policy: any non-empty string is checked.
  password: z.string({ error: 'パスワードを入力してください。' }).min(1, 'パスワードを入力してください。').max(1024),
});

/**
 * A right password: `login_token` is sent with the authenticator code. `enrolment` is present
 * when the operator has no confirmed authenticator yet: the secret to add to the app (shown once
 * per login; the code proves it and confirms the enrolment).
 */
export const opsLoginResponseSchema = z.object({
  login_token: z.string(),
  expires_in: z.number().int(),
  enrolment: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_code_data_uri: z.string() }).nullable(),
});

export const opsTotpRequestSchema = z.strictObject({
  login_token: z.string({ error: 'ログインをやり直してください。' }).min(1).max(200),
  code: otpCodeSchema,
});

export const operatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email_address: z.string(),
  roles: z.array(operatorRoleSchema),
});
export type OperatorInfo = z.infer<typeof operatorSchema>;

export const opsTokenResponseSchema = z.object({
  /** `Authorization: Bearer <token>` on every operator route. */
  token: z.string(),
  /** Seconds until the token expires at the latest; 15 idle minutes end the session earlier. */
  expires_in: z.number().int(),
  operator: operatorSchema,
});

export const opsMeResponseSchema = z.object({ operator: operatorSchema, idle_timeout_seconds: z.number().int() });

export const OPS_AUTH_ROUTE_SCHEMAS = {
  opsLogIn: { body: opsLoginRequestSchema, responses: { 200: opsLoginResponseSchema } },
  opsVerifyTotp: { body: opsTotpRequestSchema, responses: { 200: opsTokenResponseSchema } },
  opsLogOut: { responses: { 204: noContentSchema } },
  opsGetMe: { responses: { 200: opsMeResponseSchema } },
} as const;

export const OPS_AUTH_ROUTE_DOCS = {
  opsLogIn: { tag: 'ops auth', summary: 'オペレーターのログイン（パスワード → 認証アプリ、初回は登録）' },
  opsVerifyTotp: { tag: 'ops auth', summary: 'オペレーターの認証アプリのコード確認 → トークン発行' },
  opsLogOut: { tag: 'ops auth', summary: 'オペレーターのログアウト（セッションを即時失効）' },
  opsGetMe: { tag: 'ops auth', summary: 'ログイン中のオペレーター' },
} as const;
