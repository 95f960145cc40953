import { opsLoginRequestSchema, otpCodeSchema } from '@icp/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { opsCodeFormSchema, opsLoginFormSchema } from './login-schemas.ts';

const outcome = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { errors: r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`) };
};

describe('the console login forms follow the contract', () => {
  it.each([
    { email_address: '', password: '' },
    { email_address: ' Ops@Example.COM ', password: 'x' },
    { email_address: 'not-an-email', password: 'pw' },
    { email_address: `${'a'.repeat(250)}@example.com`, password: 'pw' },
    { email_address: 'ops@example.com', password: 'p'.repeat(1025) },
  ])('login %#', (body) => {
    expect(outcome(opsLoginFormSchema, body)).toEqual(outcome(opsLoginRequestSchema, body));
  });

  it.each(['', '12345', '123456', '１２３４５６', '12345a', '1234567'])('code %s', (code) => {
    expect(outcome(opsCodeFormSchema, { code })).toEqual(outcome(z.object({ code: otpCodeSchema }), { code }));
  });
});
