import type { OperatorRole } from '../db/schema.ts';
import { newTotpSecret } from '../modules/auth/totp.ts';
import { createOperator } from '../modules/operators/create-operator.ts';
import { issueOperatorSession } from '../modules/operators/issue-operator-session.ts';
import type { TestApp } from './test-app.ts';

export const OPERATOR_PASSWORD = 'sora-no-shita-2026-ops';

let counter = 0;
function uniqueOperatorEmail(): string {
  counter += 1;
  return `ops${counter}-${Date.now().toString(36)}@example.co.jp`;
}

/**
 * An enrolled operator with the given roles and a live session, signed through the real use
 * cases (createOperator, issueOperatorSession). `headers` carries its bearer token.
 */
export async function operatorSession(
  t: TestApp,
  roles: OperatorRole[],
  opts: { name?: string; email?: string } = {},
): Promise<{ operatorId: number; name: string; emailAddress: string; totpSecret: string; headers: Record<string, string> }> {
  const name = opts.name ?? `テスト オペレーター${counter + 1}`;
  const emailAddress = opts.email ?? uniqueOperatorEmail();
  const totpSecret = newTotpSecret();
  const session = await t.db.transaction(async (tx) => {
    const { operatorId } = await createOperator(tx, t.deps.secretBox, {
      emailAddress,
      name,
      roles,
      password: OPERATOR_PASSWORD,
      createdBy: null,
      enrolledTotpSecret: totpSecret,
    });
    const issued = await issueOperatorSession(t.deps, tx, operatorId, { ip: '127.0.0.1', userAgent: 'vitest' });
    return { operatorId, token: issued.token };
  });
  return {
    operatorId: session.operatorId,
    name,
    emailAddress: emailAddress.toLowerCase(),
    totpSecret,
    headers: { authorization: `Bearer ${session.token}` },
  };
}
