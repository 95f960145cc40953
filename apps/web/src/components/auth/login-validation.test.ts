import { loginRequestSchema } from '@icp/contract';
import { describe, expect, it } from 'vitest';
import { toLoginBody, validateLogin } from './login-validation.ts';

/** What the contract says about a login body, per field. */
function contractErrors(email_address: string, password: string) {
  const result = loginRequestSchema.safeParse({ email_address, password });
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  }
  return { errors, data: result.success ? result.data : null };
}

const EMAILS = [
  '',
  '   ',
  'taro@example.com',
  ' Taro@Example.CO.JP ',
  'taro.yamada+bill@sub.example.jp',
  'taro',
  'taro@',
  '@example.com',
  'taro@example',
  'taro..yamada@example.com',
  '.taro@example.com',
  'taro@example.c',
  'たろう@example.com',
  `${'a'.repeat(250)}@example.com`,
];
const PASSWORDS = ['', 'x', 'correct horse battery staple'];

describe('the /signin validation mirrors loginRequestSchema', () => {
  it.each(EMAILS.flatMap((e) => PASSWORDS.map((p) => [e, p] as const)))('%j / %j', (email, password) => {
    const contract = contractErrors(email, password);
    const local = validateLogin({ email_address: email, password });
    expect(local).toEqual(contract.errors);
    if (contract.data) expect(toLoginBody({ email_address: email, password })).toEqual(contract.data);
  });
});
