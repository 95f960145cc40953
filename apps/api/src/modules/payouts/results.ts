import {
  type OpsTransferLineResultRequest,
  TRANSFER_FAILURE_LABELS,
  type TransferBatchSummary,
  type TransferFailureCode,
  type TransferLine,
} from '@icp/contract';
import { type AccountType, zenginAccountType } from '@icp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { auditLogs, transferBatchLines, transferBatches } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { applyTransition } from '../payments/lifecycle/transition.ts';
import { type BatchRow, batchLine, batchNotFound, batchSummary, lineNotFound, lockBatch } from './batch-view.ts';
import { type ChannelBatch, type ChannelLineResult, payoutChannel } from './channel/payout-channel.ts';
import { type PayoutActor, transitionActor } from './payout-actor.ts';
import { parseResultCsv } from './result-csv.ts';

type LineRow = typeof transferBatchLines.$inferSelect;

/** What the buyer reads (action required) when the bank could not pay the supplier's account. */
export function failedTransferMessage(code: TransferFailureCode): string {
  return `支払先口座への振込ができませんでした（${TRANSFER_FAILURE_LABELS[code]}）。支払先の口座情報をご確認のうえ修正してください。`;
}

export type LineOutcome = 'done' | 'failed' | 'unchanged';

/**
 * The bank's results for lines the caller's transaction has locked: done → the payment's
 * `transfer` (振込完了, transferred_on = the bank's day, the ledger transfer posted once); failed →
 * `transfer_failed` (the buyer must correct the account; ledger unchanged, the money stays held).
 * A line that already has the same result is left as it is ('unchanged'), so a retried import
 * finishes the job without doubling anything; a different result is refused. The lines and their
 * audit rows are written with one statement each; every payment still moves through
 * applyTransition (status, history, audit, notification, ledger).
 */
export async function applyLineResults(
  deps: AppDeps,
  tx: Tx,
  input: {
    actor: PayoutActor;
    batch: BatchRow;
    items: readonly { line: LineRow; result: ChannelLineResult }[];
    source: 'manual' | 'file' | 'bank_api';
  },
): Promise<LineOutcome[]> {
  const { actor } = input;
  const outcomes = input.items.map(({ line, result }): LineOutcome => {
    if (line.status === result.result) return 'unchanged';
    if (line.status !== 'pending')
      throw new AppError('conflict', {
        userMessage: `明細 ${line.id} にはすでに結果（${line.status === 'done' ? '振込済' : line.status === 'failed' ? '振込不能' : '除外'}）があります。`,
      });
    return result.result;
  });
  const changed = input.items.filter((_, index) => outcomes[index] !== 'unchanged');
  if (changed.length === 0) return outcomes;
  const now = deps.clock.now();
  const values = sql.join(
    changed.map(({ line, result }) =>
      result.result === 'done'
        ? sql`(${line.id}::bigint, 'done'::text, ${result.transferredOn}::date, null::text, null::text)`
        : sql`(${line.id}::bigint, 'failed'::text, null::date, ${result.failureCode}::text, ${
            result.failureText ?? TRANSFER_FAILURE_LABELS[result.failureCode]
          }::text)`,
    ),
    sql`, `,
  );
  // One statement for all the lines (was one UPDATE per line).
  await tx.execute(sql`
    update transfer_batch_lines l
    set status = v.status, transferred_on = v.transferred_on, failure_code = v.failure_code, reason = v.reason,
        decided_by = ${actor.operatorId}, decided_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, status, transferred_on, failure_code, reason)
    where l.id = v.id and l.status = 'pending'`);
  for (const { line, result } of changed)
    await applyTransition(
      deps,
      tx,
      result.result === 'done'
        ? {
            invoiceId: line.invoiceId,
            transition: 'transfer',
            actor: transitionActor(actor),
            patch: { transferredOn: result.transferredOn },
          }
        : {
            invoiceId: line.invoiceId,
            transition: 'transfer_failed',
            actor: transitionActor(actor),
            reason: failedTransferMessage(result.failureCode),
          },
    );
  // The rows writeAudit would write one by one, in one statement (a chunk holds hundreds of lines).
  await tx.insert(auditLogs).values(
    changed.map(({ line, result }) => ({
      actorType: 'operator' as const,
      actorId: String(actor.operatorId),
      action: 'ops.payouts.line_result',
      targetType: 'transfer_batch_line',
      targetId: String(line.id),
      detail: {
        operator_name: actor.name,
        batch_id: input.batch.id,
        invoice_id: line.invoiceId,
        source: input.source,
        before: { status: 'pending' },
        after:
          result.result === 'done'
            ? { status: 'done', transferred_on: result.transferredOn }
            : { status: 'failed', failure_code: result.failureCode, failure_text: result.failureText },
      },
      ipAddress: actor.ip,
    })),
  );
  return outcomes;
}

function requireSent(batch: BatchRow): void {
  if (batch.status !== 'sent')
    throw new AppError('conflict', {
      userMessage:
        batch.status === 'closed' ? 'この振込バッチは完了しています。' : '振込結果は、銀行へ送信済にしてから登録してください。',
    });
}

/** POST …/lines/{lineId}/result: one line's result by hand. */
export async function recordLineResult(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number; lineId: number; body: OpsTransferLineResultRequest },
): Promise<{ batch: TransferBatchSummary; line: TransferLine }> {
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    requireSent(batch);
    const [line] = await tx
      .select()
      .from(transferBatchLines)
      .where(and(eq(transferBatchLines.id, input.lineId), eq(transferBatchLines.batchId, batch.id)))
      .limit(1)
      .for('update');
    if (!line) throw lineNotFound();
    const body = input.body;
    if (body.result === 'failed' && body.failure_code === 'other' && !body.failure_text)
      throw new AppError('validation_error', {
        userMessage: '不能事由が「その他」のときは内容を入力してください。',
        errors: [{ field: 'failure_text', message: '内容を入力してください。' }],
      });
    const result: ChannelLineResult =
      body.result === 'done'
        ? { lineId: line.id, result: 'done', transferredOn: body.transferred_on }
        : { lineId: line.id, result: 'failed', failureCode: body.failure_code, failureText: body.failure_text || null };
    await applyLineResults(deps, tx, { actor: input.actor, batch, items: [{ line, result }], source: 'manual' });
    await tx.update(transferBatches).set({ updatedAt: deps.clock.now() }).where(eq(transferBatches.id, batch.id));
    return { batch: await batchSummary(tx, batch.id), line: await batchLine(tx, batch.id, line.id) };
  });
}

interface ImportRow {
  row: number;
  line_id: number | null;
  outcome: 'done' | 'failed' | 'unchanged' | 'error';
  message: string;
}

/** Thrown with the rows of a result file that did not read or match (nothing was applied). */
export class ResultFileError extends AppError {
  constructor(readonly rows: ImportRow[]) {
    super('validation_error', {
      userMessage: `結果ファイルに誤りがあるため取り込みませんでした（${rows.filter((r) => r.outcome === 'error').length}行）。`,
      errors: rows
        .filter((r) => r.outcome === 'error')
        .slice(0, 50)
        .map((r) => ({ field: `row${r.row}`, message: `${r.row}行目：${r.message}` })),
    });
  }
}

/** Lines per transaction when results are applied in bulk (a file, the bank API). */
export const RESULT_CHUNK_LINES = 250;

const outcomeMessage: Record<LineOutcome, string> = {
  unchanged: '登録済みの結果と同じです。',
  done: '振込済にしました。',
  failed: '振込不能にしました（お客さまに口座の修正を依頼）。',
};

/**
 * Applies many results in chunks, each in its own transaction: a 10,000-line file is not one
 * long transaction holding every payment's lock, and a crash or a refused line loses only its
 * chunk — the lines before it stay applied, and importing the same file again skips them (each
 * line is idempotent) and finishes the rest. On PostgreSQL a few chunks run side by side (their
 * lines and payments are disjoint); PGlite has one session, so they run one after another.
 */
async function applyInChunks(
  deps: AppDeps,
  input: {
    actor: PayoutActor;
    batchId: number;
    results: readonly (ChannelLineResult & { row: number })[];
    source: 'file' | 'bank_api';
    chunkSize?: number;
  },
): Promise<{ rows: ImportRow[]; done: number; failed: number; unchanged: number }> {
  const size = Math.max(1, input.chunkSize ?? RESULT_CHUNK_LINES);
  // Line id order: every transaction locks its lines and payments in the same order.
  const ordered = [...input.results].sort((x, y) => x.lineId - y.lineId);
  const chunks: (typeof ordered)[] = [];
  for (let i = 0; i < ordered.length; i += size) chunks.push(ordered.slice(i, i + size));
  const outcomes = new Map<number, LineOutcome>();
  let next = 0;
  // The first chunk's error stops the others from taking new chunks; it is what the caller gets.
  let failure = null as { error: unknown } | null;
  const worker = async () => {
    while (!failure && next < chunks.length) {
      const chunk = chunks[next++]!;
      try {
        await deps.db.transaction(async (tx) => {
          // Shared: chunks run side by side, while close/sent (FOR UPDATE) wait for them.
          const [batch] = await tx.select().from(transferBatches).where(eq(transferBatches.id, input.batchId)).for('share');
          if (!batch) throw new AppError('not_found', { userMessage: '振込バッチが見つかりません。' });
          requireSent(batch);
          const lines = new Map(
            (
              await tx
                .select()
                .from(transferBatchLines)
                .where(
                  and(
                    eq(transferBatchLines.batchId, batch.id),
                    inArray(
                      transferBatchLines.id,
                      chunk.map((r) => r.lineId),
                    ),
                  ),
                )
                .orderBy(asc(transferBatchLines.id))
                .for('update')
            ).map((l) => [l.id, l]),
          );
          const items = chunk.map((result) => {
            const line = lines.get(result.lineId);
            if (!line) throw lineNotFound();
            return { line, result };
          });
          const applied = await applyLineResults(deps, tx, { actor: input.actor, batch, items, source: input.source });
          chunk.forEach((r, index) => outcomes.set(r.lineId, applied[index]!));
        });
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const parallel = deps.database.kind === 'postgres' ? 3 : 1;
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
  if (failure) throw failure.error;
  const tally = { done: 0, failed: 0, unchanged: 0 };
  const rows = input.results.map((r): ImportRow => {
    const outcome = outcomes.get(r.lineId)!;
    tally[outcome] += 1;
    return { row: r.row, line_id: r.lineId, outcome, message: outcomeMessage[outcome] };
  });
  return { rows, ...tally };
}

/**
 * POST …/results: the bank's result CSV (result-csv.ts). Every row must read and match its line
 * (明細番号 of this batch, same bank, branch, account and amount, no contrary earlier result);
 * otherwise nothing is applied and each bad row is reported. The check reads and writes nothing;
 * then the rows apply in chunks (applyInChunks), and a last transaction records the import.
 */
export async function importResults(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number; fileName: string; content: string; chunkSize?: number },
) {
  const parsed = parseResultCsv(input.content);
  const results = await deps.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(transferBatches).where(eq(transferBatches.id, input.batchId));
    if (!batch) throw batchNotFound();
    requireSent(batch);
    const errors: ImportRow[] = parsed.errors.map((e) => ({ row: e.row, line_id: null, outcome: 'error', message: e.message }));
    const ids = parsed.rows.map((r) => r.lineId);
    const lines = new Map(
      (ids.length === 0
        ? []
        : await tx
            .select()
            .from(transferBatchLines)
            .where(and(eq(transferBatchLines.batchId, batch.id), inArray(transferBatchLines.id, ids)))
      ).map((l) => [l.id, l]),
    );
    for (const row of parsed.rows) {
      const line = lines.get(row.lineId);
      const bad = (message: string) => errors.push({ row: row.row, line_id: row.lineId, outcome: 'error', message });
      if (!line) bad(`明細番号 ${row.lineId} はこの振込バッチにありません。`);
      else if (line.status === 'excluded' || line.status === 'released') bad(`明細番号 ${row.lineId} は振込の対象外です。`);
      else if (
        line.bankCode !== row.bankCode ||
        line.branchCode !== row.branchCode ||
        line.accountNumber.padStart(7, '0') !== row.accountNumber.padStart(7, '0')
      )
        bad(`明細番号 ${row.lineId} の振込先（金融機関・支店・口座番号）が明細と一致しません。`);
      else if (line.amount !== row.amount)
        bad(`明細番号 ${row.lineId} の振込金額 ${row.amount} が明細の ${line.amount} と一致しません。`);
      else if (line.status !== 'pending' && line.status !== row.result)
        bad(`明細番号 ${row.lineId} にはすでに別の結果が登録されています。`);
    }
    if (errors.length > 0) throw new ResultFileError(errors.sort((a, b) => a.row - b.row));
    return parsed.rows.map((r) =>
      r.result === 'done'
        ? { row: r.row, lineId: r.lineId, result: 'done' as const, transferredOn: r.transferredOn }
        : { row: r.row, lineId: r.lineId, result: 'failed' as const, failureCode: r.failureCode, failureText: r.failureText },
    );
  });
  const applied = await applyInChunks(deps, {
    actor: input.actor,
    batchId: input.batchId,
    results,
    source: 'file',
    ...(input.chunkSize ? { chunkSize: input.chunkSize } : {}),
  });
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    if (applied.rows.length > 0)
      await tx.update(transferBatches).set({ updatedAt: deps.clock.now() }).where(eq(transferBatches.id, batch.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.import_results',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: {
        operator_name: input.actor.name,
        file_name: input.fileName,
        rows: parsed.rows.length,
        done: applied.done,
        failed: applied.failed,
        unchanged: applied.unchanged,
      },
      ipAddress: input.actor.ip,
    });
    return { batch: await batchSummary(tx, batch.id), ...applied };
  });
}

/** The lines a channel hands to the bank: the approved batch's payable lines, in file order. */
async function channelBatch(tx: Tx, batch: BatchRow): Promise<ChannelBatch> {
  const lines = await tx
    .select()
    .from(transferBatchLines)
    .where(and(eq(transferBatchLines.batchId, batch.id), inArray(transferBatchLines.status, ['pending', 'done', 'failed'])))
    .orderBy(asc(transferBatchLines.id));
  return {
    batchId: batch.id,
    transferDate: batch.transferDate,
    fileBytes: Buffer.from(batch.fileBytes ?? Buffer.alloc(0)),
    bankRequestId: batch.bankRequestId,
    submissionRef: batch.bankSubmissionRef,
    lines: lines.map((l) => ({
      lineId: l.id,
      bankCode: l.bankCode,
      bankName: l.bankName,
      branchCode: l.branchCode,
      branchName: l.branchName,
      accountType: zenginAccountType(l.accountType as AccountType),
      accountNumber: l.accountNumber,
      holderName: l.holderName,
      amount: l.amount,
    })),
  };
}

/** Our name for a batch's bank API request (its 振込データ名): the batch id fixes it, so every retry names the same request. */
export const bankSubmissionRef = (batchId: number) => `ICP-BATCH-${batchId}`;

/**
 * How long an empty answer to "do you hold our request?" is not believed: right after a request
 * the bank may not list it yet (依頼中 is not listed), so a second submission must wait this long.
 */
export const SUBMISSION_SETTLE_MS = 10 * 60_000;

function requireSendable(batch: BatchRow, channelName: string): void {
  if (batch.status !== 'approved') throw new AppError('conflict', { userMessage: '承認済の振込バッチだけを送信済にできます。' });
  if (channelName !== batch.channel)
    throw new AppError('conflict', {
      userMessage: `この振込バッチは「${batch.channel === 'bank_api' ? '銀行API' : '総合振込ファイル'}」で作成されましたが、現在の送金方法は異なります。`,
    });
}

/**
 * POST …/sent: the batch went to the bank on `sentOn`. With the file channel the treasurer
 * uploaded the downloaded file. With the bank API channel the lines are submitted here, in recorded
 * phases (DESIGN.md §8), so a crash or a lost answer resumes and never submits twice:
 *   1. a committed marker (bank_submission_started_at + our reference, sent as 振込データ名);
 *   2. under the batch lock: the request, then its 受付番号 stored with the status `sent`.
 * A later call that finds the marker without a 受付番号 asks the bank for our reference first and
 * adopts the request it holds; when the bank cannot tell, 409 sends the treasurer to the portal.
 */
export async function markSent(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number; sentOn: string },
  fetcher?: typeof fetch,
): Promise<{ batch: TransferBatchSummary }> {
  const channel = payoutChannel(deps.config.payouts, fetcher);
  const phase = await deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    if (batch.status === 'sent' || batch.status === 'closed') return { answer: await batchSummary(tx, batch.id), fresh: false };
    requireSendable(batch, channel.name);
    if (channel.name !== 'bank_api' || batch.bankRequestId || batch.bankSubmissionStartedAt)
      return { answer: null, fresh: false };
    const now = deps.clock.now();
    await tx
      .update(transferBatches)
      .set({ bankSubmissionStartedAt: now, bankSubmissionRef: bankSubmissionRef(batch.id), updatedAt: now })
      .where(eq(transferBatches.id, batch.id));
    return { answer: null, fresh: true };
  });
  if (phase.answer) return { batch: phase.answer };

  // The bank call holds the batch lock: a concurrent `sent` waits, then finds the 受付番号.
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    if (batch.status === 'sent' || batch.status === 'closed') return { batch: await batchSummary(tx, batch.id) };
    requireSendable(batch, channel.name);
    let bankRequestId = batch.bankRequestId;
    let adopted = false;
    if (channel.name === 'bank_api' && !bankRequestId) {
      const request = await channelBatch(tx, batch);
      const portal = `銀行のポータルで、振込データ名「${request.submissionRef}」の総合振込が受け付けられているか確認してください。`;
      if (!phase.fresh) {
        // Started before (by a call that crashed or lost the answer, or runs right now): the bank may hold it.
        try {
          bankRequestId = await channel.findSubmission(request);
        } catch (error) {
          deps.log.error({ err: error, batchId: batch.id }, 'bank API: cannot tell whether the bulk transfer was received');
          throw new AppError('conflict', {
            userMessage: `銀行APIへの総合振込依頼が受け付けられたか、銀行に確認できませんでした。二重振込を防ぐため再送信していません。${portal}時間をおいて再度「送信済」にすると、銀行に照会してから続けます。`,
          });
        }
        adopted = bankRequestId !== null;
        const startedAt = batch.bankSubmissionStartedAt?.getTime() ?? 0;
        if (!bankRequestId && deps.clock.now().getTime() - startedAt < SUBMISSION_SETTLE_MS)
          throw new AppError('conflict', {
            userMessage: `この振込バッチの総合振込依頼は処理中の可能性があります。二重振込を防ぐため、${SUBMISSION_SETTLE_MS / 60_000}分ほど待ってから再度「送信済」にしてください。${portal}`,
          });
      }
      if (!bankRequestId) {
        try {
          bankRequestId = (await channel.submit(request)).bankRequestId;
        } catch (error) {
          deps.log.error({ err: error, batchId: batch.id }, 'bank API bulk transfer request failed');
          throw new AppError('service_unavailable', {
            userMessage:
              '銀行APIへの総合振込依頼の応答を受け取れませんでした。再度「送信済」にすると、銀行に受け付けられているかを照会してから続けます（二重には依頼しません）。',
          });
        }
      }
    }
    const now = deps.clock.now();
    await tx
      .update(transferBatches)
      .set({ status: 'sent', sentOn: input.sentOn, sentBy: input.actor.operatorId, bankRequestId, updatedAt: now })
      .where(eq(transferBatches.id, batch.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.mark_sent',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: {
        operator_name: input.actor.name,
        before: { status: 'approved' },
        after: { status: 'sent', sent_on: input.sentOn, bank_request_id: bankRequestId },
        channel: channel.name,
        ...(batch.bankSubmissionRef ? { bank_submission_ref: batch.bankSubmissionRef, adopted_existing_request: adopted } : {}),
      },
      ipAddress: input.actor.ip,
    });
    return { batch: await batchSummary(tx, batch.id) };
  });
}

/** POST …/bank_status: the bank API's results so far, applied like an imported file (in chunks). */
export async function syncBatch(deps: AppDeps, input: { actor: PayoutActor; batchId: number }, fetcher?: typeof fetch) {
  const channel = payoutChannel(deps.config.payouts, fetcher);
  const { batch, results } = await deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    requireSent(batch);
    if (channel.name !== 'bank_api' || batch.channel !== 'bank_api')
      throw new AppError('conflict', {
        userMessage: '銀行API連携の振込バッチではありません。結果ファイルを取り込んでください。',
      });
    try {
      return { batch, results: await channel.fetchResults(await channelBatch(tx, batch)) };
    } catch (error) {
      deps.log.error({ err: error, batchId: batch.id }, 'bank API status inquiry failed');
      throw new AppError('service_unavailable', {
        userMessage: '銀行APIへの照会に失敗しました。時間をおいてやり直してください。',
      });
    }
  });
  const applied = await applyInChunks(deps, {
    actor: input.actor,
    batchId: batch.id,
    results: (results ?? []).map((r, index) => ({ ...r, row: index + 1 })),
    source: 'bank_api',
  });
  return deps.db.transaction(async (tx) => {
    if (applied.rows.length > 0)
      await tx.update(transferBatches).set({ updatedAt: deps.clock.now() }).where(eq(transferBatches.id, batch.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.sync_bank_api',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: {
        operator_name: input.actor.name,
        bank_request_id: batch.bankRequestId,
        done: applied.done,
        failed: applied.failed,
        unchanged: applied.unchanged,
      },
      ipAddress: input.actor.ip,
    });
    return { batch: await batchSummary(tx, batch.id), ...applied };
  });
}

/** POST …/close: every line has the bank's result. */
export async function closeBatch(deps: AppDeps, input: { actor: PayoutActor; batchId: number }) {
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    if (batch.status === 'closed') return { batch: await batchSummary(tx, batch.id) };
    requireSent(batch);
    const summary = await batchSummary(tx, batch.id);
    if (summary.counts.pending > 0)
      throw new AppError('conflict', {
        userMessage: `結果が登録されていない明細が${summary.counts.pending}件あります。すべての明細の結果を登録してから完了にしてください。`,
      });
    await tx
      .update(transferBatches)
      .set({ status: 'closed', updatedAt: deps.clock.now() })
      .where(eq(transferBatches.id, batch.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.close',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: {
        operator_name: input.actor.name,
        before: { status: 'sent' },
        after: { status: 'closed', done: summary.counts.done, failed: summary.counts.failed },
      },
      ipAddress: input.actor.ip,
    });
    return { batch: await batchSummary(tx, batch.id) };
  });
}
