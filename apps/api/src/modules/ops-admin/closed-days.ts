import { jstDate } from '@icp/domain';
import { asc, eq, gte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { bankClosedDays } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { closedDaysBetween } from '../banks/closed-days.ts';

/**
 * Extra bank closed days (system maintenance and the like; weekends, holidays and 12/31–1/3 are
 * known already). Only today and later can be added or removed: past days are the calendar that
 * transfers were scheduled by, and rewriting them would rewrite history.
 */
export async function listExtraClosedDays(deps: AppDeps) {
  const today = jstDate(deps.clock.now());
  return deps.db.select().from(bankClosedDays).where(gte(bankClosedDays.date, today)).orderBy(asc(bankClosedDays.date));
}

export async function addExtraClosedDay(
  deps: AppDeps,
  operator: OperatorContext,
  input: { date: string; reason: string; ip: string | null },
) {
  const today = jstDate(deps.clock.now());
  if (input.date < today) throw new AppError('validation_error', { userMessage: '本日以降の日付を指定してください。' });
  return deps.db.transaction(async (tx) => {
    const [already] = await closedDaysBetween(tx, input.date, input.date);
    if (already) {
      throw new AppError('conflict', { userMessage: `${input.date} はすでに休業日です（${already.reason}）。` });
    }
    const [day] = await tx
      .insert(bankClosedDays)
      .values({ date: input.date, reason: input.reason })
      .onConflictDoNothing()
      .returning();
    if (!day) throw new AppError('conflict', { userMessage: `${input.date} はすでに休業日です。` });
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: operator.operatorId,
      action: 'ops.admin.closed_day_add',
      targetType: 'bank_closed_day',
      targetId: day.date,
      detail: { operator_name: operator.name, before: null, after: { date: day.date, reason: day.reason } },
      ipAddress: input.ip,
    });
    return day;
  });
}

export async function removeExtraClosedDay(deps: AppDeps, operator: OperatorContext, input: { date: string; ip: string | null }) {
  const today = jstDate(deps.clock.now());
  if (input.date < today) throw new AppError('validation_error', { userMessage: '過去の休業日は削除できません。' });
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(bankClosedDays).where(eq(bankClosedDays.date, input.date)).returning();
    if (!removed) throw new AppError('not_found', { userMessage: `${input.date} は臨時の休業日として登録されていません。` });
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: operator.operatorId,
      action: 'ops.admin.closed_day_remove',
      targetType: 'bank_closed_day',
      targetId: removed.date,
      detail: { operator_name: operator.name, before: { date: removed.date, reason: removed.reason }, after: null },
      ipAddress: input.ip,
    });
  });
}
