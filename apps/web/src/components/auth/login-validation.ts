/**
 * The /signin form's checks without zod: /signin has the tightest JS budget (docs/design.md §9) and zod
 * alone is ~24 KB gzip. These mirror `loginRequestSchema` of @icp/contract — same rules, same
 * messages — and login-validation.test.ts fails if the two ever disagree.
 */
export interface LoginValues {
  email_address: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The address pattern zod's z.email() uses by default.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateEmail(raw: string): string | undefined {
  const value = raw.trim();
  if (value.length === 0) return 'メールアドレスを入力してください。';
  if (value.length > 254) return 'メールアドレスは254文字以内で入力してください。';
  if (!EMAIL.test(value)) return 'メールアドレスの形式が正しくありません。';
  return undefined;
}

export function validatePassword(raw: string): string | undefined {
  if (raw.length === 0) return 'パスワードを入力してください。';
  if (raw.length > 1024) return 'パスワードが長すぎます。';
  return undefined;
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = validateEmail(values.email_address);
  const password = validatePassword(values.password);
  if (email) errors.email_address = email;
  if (password) errors.password = password;
  return errors;
}

/** What the API receives: the contract's email transform (trim, lower-case). */
export function toLoginBody(values: LoginValues): LoginValues {
  return { email_address: values.email_address.trim().toLowerCase(), password: values.password };
}
