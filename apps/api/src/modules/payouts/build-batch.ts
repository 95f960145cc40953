import type { TransferBatchSummary } from '@icp/contract';
import { INVOICE_STATUS } from '@icp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { transferBatches } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { idempotencyMismatch } from '../../platform/http/idempotency.ts';
import { batchSummary, closedReasonOf, rowsOf } from './batch-view.ts';
import type { PayoutActor } from './payout-actor.ts';

/**
 * The payments a batch for `until` would pay: 審査完了 (3), not waiting for the buyer, asked for a
 * transfer date on or before `until`, in no open (pending) line, and never paid by an earlier line.
 * The partial index invoices_transfer_due_idx keeps this a scan of the due payments only.
 */
const dueSql = (until: string) => sql`
  from invoices i
  join supplier_accounts a on a.id = i.account_id
  where i.status = ${sql.raw(String(INVOICE_STATUS.InProgressExaminationCompleted))}
    and i.is_action_required = false
    and i.transfer_date <= ${until}
    and not exists (
      select 1 from transfer_batch_lines l where l.invoice_id = i.id and l.status in ('pending', 'done')
    )`;

/** GET /ops/payouts/proposal: count and total per asked transfer date, up to `until`. */
export async function payoutProposal(deps: AppDeps, until: string) {
  return deps.db.transaction(async (tx) => {
    const groups = rowsOf<{ transfer_date: string; count: string; total: string }>(
      await tx.execute(sql`
        select i.transfer_date::text as transfer_date, count(*) as count, coalesce(sum(i.amount), 0) as total
        ${dueSql(until)}
        group by i.transfer_date order by i.transfer_date`),
    ).map((g) => ({ transfer_date: g.transfer_date, count: Number(g.count), total: Number(g.total) }));
    return {
      until,
      closed_reason: await closedReasonOf(tx, until),
      groups,
      count: groups.reduce((n, g) => n + g.count, 0),
      total: groups.reduce((n, g) => n + g.total, 0),
      channel: deps.config.payouts.channel,
    };
  });
}

/** Builds serialise on this lock: the second sees the first's lines as open and proposes the rest. */
const BUILD_LOCK = 7_310_014;

/**
 * The earlier answer to the same Idempotency-Key of the same operator: the batch row that carries
 * it (unique index transfer_batches_idempotency_key), so a replay never depends on audit rows.
 */
async function replayedBatch(tx: Tx, operatorId: number, key: string): Promise<{ batchId: number; transferDate: string } | null> {
  const [row] = await tx
    .select({ id: transferBatches.id, transferDate: transferBatches.transferDate })
    .from(transferBatches)
    .where(and(eq(transferBatches.createdBy, operatorId), eq(transferBatches.idempotencyKey, key)))
    .limit(1);
  return row ? { batchId: row.id, transferDate: row.transferDate } : null;
}

/**
 * POST /ops/payouts/batches: a draft batch of every proposed payment due by `transferDate`, one
 * pending line each with the payee's bank details copied from the payment's account. Refused for
 * a bank closed day. The same Idempotency-Key answers the same batch; a payment never gets a second
 * open line (the partial unique index transfer_batch_lines_open_invoice_key stops it whatever happens here).
 */
export async function buildTransferBatch(
  deps: AppDeps,
  input: { actor: PayoutActor; transferDate: string; idempotencyKey: string },
): Promise<{ batch: TransferBatchSummary; replay: boolean }> {
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BUILD_LOCK})`);
      const earlier = await replayedBatch(tx, input.actor.operatorId, input.idempotencyKey);
      if (earlier) {
        // The key's request was for another date: the API's Idempotency-Key rule answers 422.
        if (earlier.transferDate !== input.transferDate) throw idempotencyMismatch();
        return { batch: await batchSummary(tx, earlier.batchId), replay: true };
      }
      const closed = await closedReasonOf(tx, input.transferDate);
      if (closed)
        throw new AppError('validation_error', {
          userMessage: `${input.transferDate} は銀行休業日（${closed}）のため、振込バッチを作成できません。`,
          errors: [{ field: 'transfer_date', message: `銀行休業日（${closed}）です。営業日を選んでください。` }],
        });
      const [batch] = await tx
        .insert(transferBatches)
        .values({
          transferDate: input.transferDate,
          status: 'draft',
          channel: deps.config.payouts.channel,
          createdBy: input.actor.operatorId,
          idempotencyKey: input.idempotencyKey,
          updatedAt: deps.clock.now(),
        })
        .returning({ id: transferBatches.id });
      const batchId = batch!.id;
      const inserted = rowsOf<{ n: string }>(
        await tx.execute(sql`
          with added as (
            insert into transfer_batch_lines
              (batch_id, invoice_id, buyer_id, amount, bank_code, bank_name, branch_code, branch_name,
               account_type, account_number, holder_name, status)
            select ${batchId}, i.id, i.buyer_id, i.amount, a.bank_code, a.bank_name, a.branch_code, a.branch_name,
                   a.account_type, a.account_number, a.holder_name, 'pending'
            ${dueSql(input.transferDate)}
            order by i.transfer_date, i.id
            returning amount
          )
          select count(*) as n, coalesce(sum(amount), 0) as total from added`),
      );
      const count = Number(inserted[0]?.n ?? 0);
      if (count === 0)
        throw new AppError('conflict', {
          userMessage: `${input.transferDate} までに振込する支払はありません（ほかの振込バッチに入っている支払は除きます）。`,
        });
      const summary = await batchSummary(tx, batchId);
      await writeAudit(tx, {
        actorType: 'operator',
        actorId: input.actor.operatorId,
        action: 'ops.payouts.build',
        targetType: 'transfer_batch',
        targetId: batchId,
        detail: {
          operator_name: input.actor.name,
          idempotency_key: input.idempotencyKey,
          transfer_date: input.transferDate,
          after: { status: 'draft', line_count: summary.line_count, total_amount: summary.total_amount },
        },
        ipAddress: input.actor.ip,
      });
      return { batch: summary, replay: false };
    });
  } catch (error) {
    // Only reachable without the advisory lock's help (it serialises builds): the same key raced.
    if (isConstraint(error, 'transfer_batches_idempotency_key'))
      throw new AppError('conflict', { userMessage: '同じ操作がすでに処理中です。画面を更新してください。' });
    if (isOpenLineTaken(error))
      throw new AppError('conflict', {
        userMessage: '別の振込バッチの作成と重なりました。画面を更新して、振込対象を確認してください。',
      });
    throw error;
  }
}

function isConstraint(error: unknown, name: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === name) return true;
  }
  return false;
}

/** A payment already in an open line (a concurrent build that the lock did not serialise). */
export const isOpenLineTaken = (error: unknown): boolean => isConstraint(error, 'transfer_batch_lines_open_invoice_key');
