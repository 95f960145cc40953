import type { OperatorRoleValue } from '@icp/contract';
import { z } from 'zod';
import { opsLoginFormSchema } from '../auth/login-schemas.ts';

/*
 * The create-operator form's rules, the same as the contract's opsCreateOperatorRequestSchema (same
 * messages; operator-form-schema.test.ts fails if they drift). Not imported from the contract for
 * the reason login-schemas.ts gives: its fields module is shared with buyer screens, and importing
 * it here would split it into one more chunk every buyer route lists (the /signin budget).
 */
const ROLE_VALUES = ['examiner', 'treasurer', 'admin'] as const satisfies readonly OperatorRoleValue[];

export const createOperatorFormSchema = z.object({
  email_address: opsLoginFormSchema.shape.email_address,
  name: z
    .string({ error: '氏名を入力してください。' })
    .trim()
    .min(1, '氏名を入力してください。')
    .max(100, '氏名は100文字以内で入力してください。'),
  roles: z
    .array(z.enum(ROLE_VALUES, { error: '権限の指定が正しくありません。' }), { error: '権限を選択してください。' })
    .min(1, '権限を1つ以上選択してください。')
    .max(3)
    .refine((roles) => new Set(roles).size === roles.length, '同じ権限が重複しています。'),
  password: z
    .string({ error: 'パスワードを入力してください。' })
    .min(12, 'パスワードは12文字以上で入力してください。')
    .max(128, 'パスワードは128文字以内で入力してください。'),
});
