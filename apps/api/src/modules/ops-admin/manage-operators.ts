import { and, arrayContains, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type OperatorRole, operators } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { createOperator } from '../operators/create-operator.ts';
import { findOperatorById, rolesOf } from '../operators/repository.ts';
import { revokeAllOperatorSessions } from '../operators/sessions.ts';
import { operatorAccounts } from './operator-view.ts';

/** An admin creates an operator: a password they hand over; the authenticator is enrolled at first login. */
export async function createOperatorAsAdmin(
  deps: AppDeps,
  admin: OperatorContext,
  input: { emailAddress: string; name: string; roles: OperatorRole[]; password: string; ip: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const { operatorId } = await createOperator(tx, deps.secretBox, {
      ...input,
      createdBy: { operatorId: admin.operatorId, name: admin.name },
      ipAddress: input.ip,
    });
    const [account] = await operatorAccounts(tx, operatorId);
    return account!;
  });
}

/**
 * Disables an operator: no more logins, every session ends at once. An admin cannot disable
 * themselves, nor the last admin still active (nobody could then manage operators).
 */
export async function disableOperator(
  deps: AppDeps,
  admin: OperatorContext,
  input: { operatorId: number; reason: string; ip: string | null },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (input.operatorId === admin.operatorId) {
      throw new AppError('forbidden', { userMessage: '自分自身を無効にすることはできません。' });
    }
    // Every active admin row is locked first, in id order, then the target: two admins disabling
    // each other at once take turns instead of deadlocking, and the second sees the first's change.
    const activeAdmins = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(arrayContains(operators.roles, ['admin']), isNull(operators.disabledAt)))
      .orderBy(asc(operators.id))
      .for('update');
    const [target] = await tx.select().from(operators).where(eq(operators.id, input.operatorId)).for('update');
    if (!target) throw new AppError('not_found', { userMessage: 'オペレーターが見つかりません。' });
    if (target.disabledAt !== null) throw new AppError('conflict', { userMessage: 'このオペレーターはすでに無効です。' });
    if (rolesOf(target).includes('admin') && !activeAdmins.some((a) => a.id !== target.id)) {
      throw new AppError('conflict', { userMessage: '有効な管理者が1人もいなくなるため、無効にできません。' });
    }
    await tx.update(operators).set({ disabledAt: now, updatedAt: now }).where(eq(operators.id, target.id));
    const revoked = await revokeAllOperatorSessions(tx, target.id, now);
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: admin.operatorId,
      action: 'ops.admin.operator_disable',
      targetType: 'operator',
      targetId: target.id,
      detail: {
        operator_name: admin.name,
        reason: input.reason,
        target_name: target.name,
        sessions_ended: revoked,
        before: { disabled_at: null },
        after: { disabled_at: now.toISOString() },
      },
      ipAddress: input.ip,
    });
    const [account] = await operatorAccounts(tx, target.id);
    return account!;
  });
}

export async function requireOperatorRow(deps: AppDeps, operatorId: number) {
  const row = await findOperatorById(deps.db, operatorId);
  if (!row) throw new AppError('not_found', { userMessage: 'オペレーターが見つかりません。' });
  return row;
}
