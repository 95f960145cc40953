import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type OperatorRole, operatorRoleChanges, operators } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { rolesOf } from '../operators/repository.ts';
import { roleChangeById } from './operator-view.ts';

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));

/**
 * Four eyes on roles: an admin proposes, another admin applies it. The database holds at most one
 * pending proposal per operator (partial unique index), so a second one is refused, not queued.
 */
export async function proposeRoleChange(
  deps: AppDeps,
  admin: OperatorContext,
  input: { operatorId: number; roles: OperatorRole[]; ip: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(operators).where(eq(operators.id, input.operatorId));
    if (!target) throw new AppError('not_found', { userMessage: 'オペレーターが見つかりません。' });
    if (target.disabledAt !== null) throw new AppError('conflict', { userMessage: '無効なオペレーターの権限は変更できません。' });
    if (sameRoles(rolesOf(target), input.roles)) {
      throw new AppError('validation_error', { userMessage: '現在と同じ権限です。変更内容を選択してください。' });
    }
    const [change] = await tx
      .insert(operatorRoleChanges)
      .values({ operatorId: target.id, fromRoles: rolesOf(target), toRoles: input.roles, requestedBy: admin.operatorId })
      .onConflictDoNothing()
      .returning({ id: operatorRoleChanges.id });
    if (!change) {
      throw new AppError('conflict', {
        userMessage: 'このオペレーターには承認待ちの権限変更があります。先に承認または却下してください。',
      });
    }
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: admin.operatorId,
      action: 'ops.admin.role_change_propose',
      targetType: 'operator',
      targetId: target.id,
      detail: {
        operator_name: admin.name,
        role_change_id: change.id,
        target_name: target.name,
        before: { roles: rolesOf(target) },
        after: { roles: input.roles },
      },
      ipAddress: input.ip,
    });
    return (await roleChangeById(tx, change.id))!;
  });
}

/**
 * Applies or refuses a pending proposal. Approving needs an admin who neither proposed it nor is
 * its subject; refusing needs one who is not its subject (the proposer may withdraw it). The row is
 * locked, so two admins deciding at once decide once; a proposal made against roles that have
 * changed since is refused rather than applied to something nobody saw.
 */
export async function decideRoleChange(
  deps: AppDeps,
  admin: OperatorContext,
  input: { roleChangeId: number; decision: 'approved' | 'rejected'; ip: string | null },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(operatorRoleChanges)
      .where(eq(operatorRoleChanges.id, input.roleChangeId))
      .for('update');
    if (!change) throw new AppError('not_found', { userMessage: '権限変更の申請が見つかりません。' });
    if (change.status !== 'pending') throw new AppError('conflict', { userMessage: 'この申請はすでに処理されています。' });
    if (change.operatorId === admin.operatorId) {
      throw new AppError('forbidden', { userMessage: '自分自身の権限変更を承認・却下することはできません。' });
    }
    if (input.decision === 'approved' && change.requestedBy === admin.operatorId) {
      throw new AppError('forbidden', { userMessage: '申請した管理者とは別の管理者が承認してください。' });
    }
    const [target] = await tx.select().from(operators).where(eq(operators.id, change.operatorId)).for('update');
    if (input.decision === 'approved') {
      if (!target || target.disabledAt !== null) {
        throw new AppError('conflict', { userMessage: '無効なオペレーターの権限は変更できません。' });
      }
      if (!sameRoles(rolesOf(target), change.fromRoles)) {
        throw new AppError('conflict', {
          userMessage: '申請後に権限が変わっています。この申請を却下して、改めて申請してください。',
        });
      }
      await tx.update(operators).set({ roles: change.toRoles, updatedAt: now }).where(eq(operators.id, target.id));
    }
    await tx
      .update(operatorRoleChanges)
      .set({ status: input.decision, decidedBy: admin.operatorId, decidedAt: now, updatedAt: now })
      .where(and(eq(operatorRoleChanges.id, change.id), eq(operatorRoleChanges.status, 'pending')));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: admin.operatorId,
      action: input.decision === 'approved' ? 'ops.admin.role_change_approve' : 'ops.admin.role_change_reject',
      targetType: 'operator',
      targetId: change.operatorId,
      detail: {
        operator_name: admin.name,
        role_change_id: change.id,
        target_name: target?.name ?? null,
        requested_by: change.requestedBy,
        before: { roles: change.fromRoles },
        after: { roles: input.decision === 'approved' ? change.toRoles : change.fromRoles },
      },
      ipAddress: input.ip,
    });
    return (await roleChangeById(tx, change.id))!;
  });
}
