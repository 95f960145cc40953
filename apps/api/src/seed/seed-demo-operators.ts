import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OperatorRole, operators } from '../db/schema.ts';
import { newTotpSecret } from '../modules/auth/totp.ts';
import { createOperator } from '../modules/operators/create-operator.ts';
import { operatorTotpContext } from '../modules/operators/totp.ts';
import type { SecretBox } from '../platform/secret-box.ts';

/** The console's demo logins that `npm start` prints (never seeded in production). */
export const DEMO_OPERATORS: readonly { emailAddress: string; password: string; name: string; roles: OperatorRole[] }[] = [
  {
    emailAddress: 'ops-admin@example.com',
    password: 'kanri-demo-2026',
    name: 'デモ 管理者',
    roles: ['admin', 'treasurer', 'examiner'],
  },
  {
    emailAddress: 'ops-treasurer@example.com',
    password: 'soukin-demo-2026',
    name: 'デモ 送金担当',
    roles: ['treasurer', 'examiner'],
  },
];

const BASE32_SECRET = /^[A-Z2-7]{16,64}$/;

/**
 * Creates the demo operators once, already enrolled with one authenticator secret so the demo
 * (and the e2e tests, through DEMO_OPERATOR_TOTP_SECRET) can log in without a first-login
 * enrolment. Returns that secret, read back from the first operator on later starts, so the
 * start-up message can print it.
 */
export async function seedDemoOperators(
  db: Db,
  secretBox: SecretBox,
  fixedSecret: string | undefined,
): Promise<{ created: boolean; totpSecret: string | null }> {
  if (fixedSecret !== undefined && !BASE32_SECRET.test(fixedSecret)) {
    throw new Error('DEMO_OPERATOR_TOTP_SECRET must be Base32 (A-Z, 2-7), 16 to 64 characters');
  }
  let created = false;
  const secret = fixedSecret ?? newTotpSecret();
  for (const demo of DEMO_OPERATORS) {
    const [existing] = await db.select().from(operators).where(eq(operators.emailAddress, demo.emailAddress)).limit(1);
    if (!existing) {
      await db.transaction((tx) => createOperator(tx, secretBox, { ...demo, createdBy: null, enrolledTotpSecret: secret }));
      created = true;
    } else if (fixedSecret !== undefined && existing.totpSecretSealed !== null) {
      // The tests' fixed secret wins over whatever an earlier start generated.
      if (secretBox.open(existing.totpSecretSealed, operatorTotpContext(existing.id)) !== fixedSecret) {
        await db
          .update(operators)
          .set({ totpSecretSealed: secretBox.seal(fixedSecret, operatorTotpContext(existing.id)), totpLastStep: null })
          .where(eq(operators.id, existing.id));
      }
    }
  }
  const [first] = await db.select().from(operators).where(eq(operators.emailAddress, DEMO_OPERATORS[0]!.emailAddress)).limit(1);
  const totpSecret = first?.totpSecretSealed ? secretBox.open(first.totpSecretSealed, operatorTotpContext(first.id)) : null;
  return { created, totpSecret };
}
