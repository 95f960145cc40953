import { eq } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole, operators } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { passwordPolicyErrors } from '../../platform/password-policy.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { findOperatorByEmail, normalisedOperatorEmail } from './repository.ts';
import { operatorTotpContext } from './totp.ts';

export interface NewOperator {
  emailAddress: string;
  name: string;
  roles: OperatorRole[];
  password: string;
  /** The admin who created it; null for the CLI and the demo seed. */
  createdBy: { operatorId: number; name: string } | null;
  ipAddress?: string | null;
  /**
   * An authenticator secret already enrolled (demo seed and tests only). Everyone else enrols at
   * first login, so no secret ever travels through the console or the CLI.
   */
  enrolledTotpSecret?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One operator account, shared by the CLI, the demo seed and the admin console: the buyers'
 * password policy (≥ 12 characters, not common, not the address), a unique address, at least one
 * role. Writes the audit row in the caller's transaction.
 */
export async function createOperator(tx: Tx, secretBox: SecretBox, input: NewOperator): Promise<{ operatorId: number }> {
  const emailAddress = normalisedOperatorEmail(input.emailAddress);
  const name = input.name.trim();
  const roles = [...new Set(input.roles)];
  const fieldErrors: { field: string; message: string }[] = [];
  if (!EMAIL_PATTERN.test(emailAddress) || emailAddress.length > 254) {
    fieldErrors.push({ field: 'email_address', message: 'メールアドレスの形式が正しくありません。' });
  }
  if (name.length === 0 || name.length > 100)
    fieldErrors.push({ field: 'name', message: '氏名を100文字以内で入力してください。' });
  if (roles.length === 0 || roles.some((role) => !OPERATOR_ROLES.includes(role))) {
    fieldErrors.push({ field: 'roles', message: '権限を1つ以上選択してください。' });
  }
  for (const message of await passwordPolicyErrors(input.password, emailAddress))
    fieldErrors.push({ field: 'password', message });
  if (fieldErrors.length > 0) {
    throw new AppError('validation_error', { userMessage: fieldErrors[0]!.message, errors: fieldErrors });
  }
  if (await findOperatorByEmail(tx, emailAddress)) {
    throw new AppError('email_taken', { userMessage: 'このメールアドレスのオペレーターはすでに登録されています。' });
  }

  const [row] = await tx
    .insert(operators)
    .values({
      emailAddress,
      name,
      roles,
      passwordHash: await hashPassword(input.password),
      createdBy: input.createdBy?.operatorId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  // A concurrent create of the same address won the unique index.
  if (!row) throw new AppError('email_taken', { userMessage: 'このメールアドレスのオペレーターはすでに登録されています。' });
  if (input.enrolledTotpSecret) {
    await tx
      .update(operators)
      .set({ totpSecretSealed: secretBox.seal(input.enrolledTotpSecret, operatorTotpContext(row.id)) })
      .where(eq(operators.id, row.id));
  }
  await writeAudit(tx, {
    actorType: input.createdBy ? 'operator' : 'system',
    actorId: input.createdBy?.operatorId ?? null,
    action: 'ops.admin.operator_create',
    targetType: 'operator',
    targetId: row.id,
    detail: {
      ...(input.createdBy ? { operator_name: input.createdBy.name } : {}),
      after: { email_address: emailAddress, name, roles },
    },
    ipAddress: input.ipAddress ?? null,
  });
  return { operatorId: row.id };
}
