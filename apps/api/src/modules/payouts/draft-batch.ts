import type { TransferBatchSummary, TransferLine } from '@icp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { transferBatchLines, transferBatches } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type BatchRow, batchLine, batchSummary, lineNotFound, lockBatch } from './batch-view.ts';
import type { PayoutActor } from './payout-actor.ts';

export function requireDraft(batch: BatchRow): void {
  if (batch.status !== 'draft')
    throw new AppError('conflict', {
      userMessage:
        'この振込バッチは作成中ではないため変更できません（承認後の明細と金額は変更できません）。画面を更新してください。',
    });
}

async function lockLine(tx: Tx, batchId: number, lineId: number) {
  const [line] = await tx
    .select()
    .from(transferBatchLines)
    .where(and(eq(transferBatchLines.id, lineId), eq(transferBatchLines.batchId, batchId)))
    .limit(1)
    .for('update');
  if (!line) throw lineNotFound();
  return line;
}

/**
 * POST …/lines/{lineId}/exclusion: take a line out of a draft with a reason. The payment leaves the
 * batch (and is proposed again for the next one). Excluding an excluded line again changes nothing.
 */
export async function excludeLine(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number; lineId: number; reason: string },
): Promise<{ batch: TransferBatchSummary; line: TransferLine }> {
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    requireDraft(batch);
    const line = await lockLine(tx, batch.id, input.lineId);
    if (line.status !== 'excluded') {
      if (line.status !== 'pending') throw new AppError('conflict', { userMessage: 'この明細は除外できません。' });
      const now = deps.clock.now();
      await tx
        .update(transferBatchLines)
        .set({ status: 'excluded', reason: input.reason, decidedBy: input.actor.operatorId, decidedAt: now, updatedAt: now })
        .where(eq(transferBatchLines.id, line.id));
      await tx.update(transferBatches).set({ updatedAt: now }).where(eq(transferBatches.id, batch.id));
      await writeAudit(tx, {
        actorType: 'operator',
        actorId: input.actor.operatorId,
        action: 'ops.payouts.exclude_line',
        targetType: 'transfer_batch_line',
        targetId: line.id,
        detail: {
          operator_name: input.actor.name,
          batch_id: batch.id,
          invoice_id: line.invoiceId,
          before: { status: line.status },
          after: { status: 'excluded' },
          reason: input.reason,
        },
        ipAddress: input.actor.ip,
      });
    }
    return { batch: await batchSummary(tx, batch.id), line: await batchLine(tx, batch.id, line.id) };
  });
}

/**
 * DELETE …/lines/{lineId}/exclusion: put an excluded line back (draft only). Refused when the
 * payment meanwhile went into another open batch, or no longer waits for its transfer.
 */
export async function restoreLine(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number; lineId: number },
): Promise<{ batch: TransferBatchSummary; line: TransferLine }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const batch = await lockBatch(tx, input.batchId);
      requireDraft(batch);
      const line = await lockLine(tx, batch.id, input.lineId);
      if (line.status === 'excluded') {
        const now = deps.clock.now();
        await tx
          .update(transferBatchLines)
          .set({ status: 'pending', reason: null, decidedBy: null, decidedAt: null, updatedAt: now })
          .where(eq(transferBatchLines.id, line.id));
        await tx.update(transferBatches).set({ updatedAt: now }).where(eq(transferBatches.id, batch.id));
        await writeAudit(tx, {
          actorType: 'operator',
          actorId: input.actor.operatorId,
          action: 'ops.payouts.restore_line',
          targetType: 'transfer_batch_line',
          targetId: line.id,
          detail: {
            operator_name: input.actor.name,
            batch_id: batch.id,
            invoice_id: line.invoiceId,
            before: { status: 'excluded', reason: line.reason },
            after: { status: 'pending' },
          },
          ipAddress: input.actor.ip,
        });
      } else if (line.status !== 'pending') throw new AppError('conflict', { userMessage: 'この明細は戻せません。' });
      return { batch: await batchSummary(tx, batch.id), line: await batchLine(tx, batch.id, line.id) };
    });
  } catch (error) {
    if (isUniqueOpenLine(error))
      throw new AppError('conflict', { userMessage: 'この支払はすでに別の振込バッチに入っているため、戻せません。' });
    throw error;
  }
}

function isUniqueOpenLine(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === '23505') return true;
  }
  return false;
}

/** POST …/discard: give a draft up; its lines are released and the payments proposed again. */
export async function discardBatch(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number },
): Promise<{ batch: TransferBatchSummary }> {
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    if (batch.status === 'discarded') return { batch: await batchSummary(tx, batch.id) };
    requireDraft(batch);
    const now = deps.clock.now();
    const released = await tx
      .update(transferBatchLines)
      .set({ status: 'released', updatedAt: now })
      .where(and(eq(transferBatchLines.batchId, batch.id), eq(transferBatchLines.status, 'pending')))
      .returning({ id: transferBatchLines.id });
    await tx.update(transferBatches).set({ status: 'discarded', updatedAt: now }).where(eq(transferBatches.id, batch.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.discard',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: {
        operator_name: input.actor.name,
        before: { status: 'draft' },
        after: { status: 'discarded' },
        released_lines: released.length,
      },
      ipAddress: input.actor.ip,
    });
    return { batch: await batchSummary(tx, batch.id) };
  });
}
