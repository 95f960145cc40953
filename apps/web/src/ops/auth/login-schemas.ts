import { z } from 'zod';

/*
 * The login forms' rules, the same as the contract's opsLoginRequestSchema and otpCodeSchema (same
 * messages; login-schemas.test.ts fails if they drift). Not imported from the contract: its
 * fields module is shared with many buyer screens, and a console chunk importing it would split
 * it out of theirs into one more file every buyer route lists (the /signin entry budget).
 */
export const opsLoginFormSchema = z.object({
  email_address: z
    .string({ error: 'メールアドレスを入力してください。' })
    .trim()
    .min(1, 'メールアドレスを入力してください。')
    .max(254, 'メールアドレスは254文字以内で入力してください。')
    .pipe(z.email('メールアドレスの形式が正しくありません。'))
    .transform((s) => s.toLowerCase()),
  password: z.string({ error: 'パスワードを入力してください。' }).min(1, 'パスワードを入力してください。').max(1024),
});

export const opsCodeFormSchema = z.object({
  code: z.string({ error: '認証コードを入力してください。' }).regex(/^\d{6}$/, '認証コードは6桁の数字で入力してください。'),
});
