import { opsCreateOperatorRequestSchema } from '@icp/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createOperatorFormSchema } from './operator-form-schema.ts';

const outcome = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { errors: r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`) };
};

describe('the create-operator form follows the contract', () => {
  it.each([
    { email_address: '', name: '', roles: [], password: '' },
    { email_address: ' Ops@Example.COM ', name: ' 山田 花子 ', roles: ['examiner'], password: 'x'.repeat(12) },
    { email_address: 'not-an-email', name: 'a'.repeat(101), roles: ['examiner', 'examiner'], password: 'short' },
    { email_address: 'ops@example.com', name: '担当', roles: ['admin', 'treasurer'], password: 'p'.repeat(129) },
    { email_address: 'ops@example.com', name: '担当', roles: ['boss'], password: 'p'.repeat(20) },
  ])('operator %#', (body) => {
    expect(outcome(createOperatorFormSchema, body)).toEqual(outcome(opsCreateOperatorRequestSchema, body));
  });
});
