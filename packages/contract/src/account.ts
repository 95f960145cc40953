import { z } from 'zod';
import { emailSchema, otpCodeSchema, passwordSchema, requiredText, zenginNameSchema } from './fields.ts';
import { corporationFieldsSchema, soleProprietorFieldsSchema } from './users.ts';

// The logged-in user's own settings (spec §2 /myaccount/*, §7 users calls).

/** Re-authentication inside a session: any non-empty string is checked against the hash. */
export const currentPasswordSchema = z
  .string({ error: '現在のパスワードを入力してください。' })
  .min(1, '現在のパスワードを入力してください。')
  .max(1024);

/** PUT /users/user_name → 200 userInformation. */
export const userNameRequestSchema = z.strictObject({
  user_last_name: requiredText('姓', 30),
  user_first_name: requiredText('名', 30),
});

/**
 * PUT /users/email_address: a code goes to the NEW address, a notice to the old one. The login
 * address changes only after POST /users/verify_email_auth_code proves the new one.
 */
export const emailChangeRequestSchema = z.strictObject({
  email_address: emailSchema,
  password: currentPasswordSchema,
});
export const emailChangeResponseSchema = z.object({
  masked_email_address: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/**
 * POST /users/verify_email_auth_code: 5 tries, 10 minutes. On success every session of the user
 * ends (the login identifier changed), so the client goes to the public complete page.
 */
export const verifyEmailAuthCodeRequestSchema = z.strictObject({ code: otpCodeSchema });
export const verifyEmailAuthCodeResponseSchema = z.object({ email_address: z.string(), message: z.string() });

/** PUT /users/password: every other session ends; a notice goes to the address on file. */
export const passwordChangeRequestSchema = z.strictObject({
  current_password: currentPasswordSchema,
  new_password: passwordSchema,
});

/** PUT /users/transfer_person_name: stored as Zengin half-width kana (what banks print). */
export const transferPersonNameRequestSchema = z.strictObject({
  transfer_person_name: zenginNameSchema('振込名義人'),
});

/** PUT /users/corporation, PUT /users/sole_proprietor: edit the registered business (登録情報). 振込名義人 has its own call. */
export const corporationUpdateRequestSchema = corporationFieldsSchema.omit({ transfer_person_name: true });
export const soleProprietorUpdateRequestSchema = soleProprietorFieldsSchema.omit({ transfer_person_name: true });
export type CorporationUpdateRequest = z.input<typeof corporationUpdateRequestSchema>;
export type SoleProprietorUpdateRequest = z.input<typeof soleProprietorUpdateRequestSchema>;

export const TWO_FACTOR_METHODS = ['email', 'totp'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

export const activeSessionSchema = z.object({
  id: z.string(),
  /** Human label from the User-Agent, e.g. "Chrome（Windows）". */
  device: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /users/security_settings (and the answer of every change below). */
export const securitySettingsSchema = z.object({
  two_factor_method: z.enum(TWO_FACTOR_METHODS),
  totp_enabled_at: z.string().nullable(),
  recovery_codes_remaining: z.number().int(),
  login_alert_enabled: z.boolean(),
  sessions: z.array(activeSessionSchema),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** PUT /users/security_settings: the plain switches. TOTP has its own calls (it needs proof). */
export const securitySettingsUpdateSchema = z.strictObject({
  login_alert_enabled: z.boolean({ error: 'ログイン通知の設定を選択してください。' }),
});

/** POST /users/security_settings/totp: starts enrolment; nothing changes until it is confirmed. */
export const totpEnrolRequestSchema = z.strictObject({ password: currentPasswordSchema });
export const totpEnrolResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code (data: URI, shown in an <img>). */
  qr_code_data_uri: z.string(),
});
export type TotpEnrolResponse = z.infer<typeof totpEnrolResponseSchema>;

/** POST /users/security_settings/totp/confirmation: a code from the app switches login to TOTP. */
export const totpConfirmRequestSchema = z.strictObject({ code: otpCodeSchema });
/** Shown once: ten single-use codes for when the phone is lost. */
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });

/** POST /users/security_settings/totp/disable and POST /users/security_settings/recovery_codes. */
export const passwordConfirmationRequestSchema = z.strictObject({ password: currentPasswordSchema });

/** GET /users/notices/{id}: one notification in full (the buyer's own or a broadcast). */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  category: z.string(),
  is_read: z.boolean(),
  published_at: z.string(),
  /** In-app path the notice is about, when there is one. */
  link_path: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** POST /users/notifications/{id}/confirmation → the unread count after marking it read. */
export const noticeConfirmationResponseSchema = z.object({ count_unread: z.number().int() });

/** DELETE /users/security_settings/sessions/{id}: a session id as the sessions list shows it. */
export const sessionParamsSchema = z.strictObject({ id: z.string() });
