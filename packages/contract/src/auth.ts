import { z } from 'zod';
import { OTP_CODE_LENGTH, OTP_CODE_PATTERN, emailSchema, otpCodeSchema, passwordSchema } from './fields.ts';

// Request bodies are strict: an unknown field is a client bug, answered with 400.

export const signUpRequestSchema = z.strictObject({ email_address: emailSchema, password: passwordSchema });
export const resignUpRequestSchema = z.strictObject({ email_address: emailSchema });
export const certificationRequestSchema = z.strictObject({ email_address: emailSchema, code: otpCodeSchema });

/** Same body as sign-up: checks the password policy before the account is created. */
export const userSimpleCheckRequestSchema = signUpRequestSchema;

export const loginRequestSchema = z.strictObject({
  email_address: emailSchema,
  // Login never tells the user about the password policy: any non-empty string is checked.
  password: z.string({ error: 'パスワードを入力してください。' }).min(1, 'パスワードを入力してください。').max(1024),
});

/**
 * POST /login answers 200 with one of two next steps. The client keeps `login_token` in
 * sessionStorage and sends it with the one-time code (or the new password).
 */
export const loginResponseSchema = z.discriminatedUnion('next', [
  z.object({
    next: z.literal('two_factor'),
    login_token: z.string(),
    /** email: a code was e-mailed; totp: the authenticator app's code (or a recovery code) is asked for. */
    method: z.enum(['email', 'totp']),
    /** Empty when method is totp (no mail is sent). */
    masked_email_address: z.string(),
    expires_in: z.number().int(),
  }),
  z.object({ next: z.literal('password_reregistration'), reregistration_token: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A TOTP recovery code as shown to the user: 10 characters, grouped 5-5 (the hyphen is optional). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** The second factor: a 6-digit code (mail or app) or, for TOTP users, a recovery code. */
export const secondFactorCodeSchema = z
  .string({ error: '認証コードを入力してください。' })
  .trim()
  .toLowerCase()
  .refine(
    (s) => OTP_CODE_PATTERN.test(s) || RECOVERY_CODE_PATTERN.test(s),
    `認証コードは${OTP_CODE_LENGTH}桁の数字（またはリカバリーコード）で入力してください。`,
  );

export const login2AuthRequestSchema = z.strictObject({
  login_token: z.string().min(1).max(200),
  code: secondFactorCodeSchema,
});
export const login2AuthResendRequestSchema = z.strictObject({ login_token: z.string().min(1).max(200) });

export const tokenResponseSchema = z.object({
  id_token: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });

export const passwordSendEmailRequestSchema = z.strictObject({ email_address: emailSchema });
export const passwordResetRequestSchema = z.strictObject({ token: z.string().min(1).max(200), password: passwordSchema });
export const passwordReregistrationRequestSchema = passwordResetRequestSchema;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** 401 bodies: the client refreshes on `expired_access_token` and logs out on anything else. */
export const AUTH_ERROR_STATUS = {
  EXPIRED: 'expired_access_token',
  INVALID: 'invalid_access_token',
} as const;

/** Header that carries the access token; the id token goes in `Authorization: Bearer`. */
export const ACCESS_TOKEN_HEADER = 'x-access-token';
