import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { gatewayOperations } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../../platform/audit.ts';
import { crashPoint } from '../../../platform/crash-points.ts';

/**
 * Minutes to wait after the 1st, 2nd, … failed try. Eight tries span about ten hours, so a
 * gateway outage of an afternoon is ridden out; after that an operator decides (gateway:retry).
 */
const BACKOFF_MINUTES = [1, 5, 15, 30, 60, 120, 360] as const;
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;

/** When the next try of an operation that has failed `attempts` times may run. */
export function nextAttemptAt(now: Date, attempts: number): Date {
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? 0;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * Operations one sweep carries out at most. It was 20, which at one sweep every five minutes
 * drained 240 an hour: the crash bench's 60 abandoned approvals kept money held for 15 minutes.
 * A sweep goes on until the due queue is empty, up to this bound.
 */
const SWEEP_LIMIT = 1_000;

type OperationSubject = { invoiceId: number; approvalId?: never } | { approvalId: number; invoiceId?: never };

/**
 * Queued in the transaction that changed the status; carried out after it commits. A crash
 * between the commit and the call leaves the row pending, so the next sweep makes the call.
 * Due at `now`, the app's clock (deps.clock), which the sweep compares with: the database's own
 * now() is another clock, and a queue whose rows were due by one and read by the other left
 * them waiting whenever the two disagreed (a test's fixed clock behind the wall clock).
 */
export async function queueGatewayOperation(
  tx: Tx,
  now: Date,
  op: OperationSubject & { kind: 'void' | 'refund'; authId: string; amount: number },
): Promise<void> {
  // One void and one refund per payment at most: a replayed cancel cannot refund twice.
  await tx
    .insert(gatewayOperations)
    .values({ ...op, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * Carries out the gateway operations that are due, oldest first. Each is claimed with SKIP
 * LOCKED so two workers never call the gateway for the same one. A failure waits its back-off
 * (the others go ahead meanwhile); after MAX_ATTEMPTS it is left 'failed' with an audit row and
 * an error log, for an operator (`npm run ops -- gateway:failed`).
 */
export async function processGatewayOperations(
  deps: AppDeps,
  options: {
    /** Only this payment's operations: a request that just queued them does not carry out others'. */
    invoiceId?: number;
    limit?: number;
  } = {},
): Promise<number> {
  const gateway = deps.cardGateway;
  const limit = options.limit ?? SWEEP_LIMIT;
  let done = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [op] = await tx
        .select()
        .from(gatewayOperations)
        .where(
          and(
            eq(gatewayOperations.status, 'pending'),
            lte(gatewayOperations.nextAttemptAt, now),
            options.invoiceId === undefined ? undefined : eq(gatewayOperations.invoiceId, options.invoiceId),
          ),
        )
        .orderBy(asc(gatewayOperations.nextAttemptAt), asc(gatewayOperations.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!op) return 'empty' as const;
      const result = await (
        op.kind === 'void'
          ? gateway.cancel({ authId: op.authId })
          : // The operation's id is the refund's idempotency key: a retry never refunds twice.
            gateway.refund({ authId: op.authId, amount: op.amount, refundId: `refund-${op.id}` })
      ).catch((error: unknown) => {
        deps.log.error({ err: error, operationId: op.id }, 'gateway operation failed');
        return { ok: false, resultCode: 'network_error' };
      });
      if (op.kind === 'refund') crashPoint('refund-answered');
      const attempts = op.attempts + 1;
      const status = result.ok ? 'done' : attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await tx
        .update(gatewayOperations)
        .set({
          status,
          attempts,
          resultCode: result.resultCode,
          nextAttemptAt: status === 'pending' ? nextAttemptAt(now, attempts) : now,
          updatedAt: now,
        })
        .where(eq(gatewayOperations.id, op.id));
      if (status === 'failed') {
        deps.log.error(
          { operationId: op.id, invoiceId: op.invoiceId, approvalId: op.approvalId, kind: op.kind },
          'gateway operation gave up',
        );
        await writeAudit(tx, {
          actorType: 'system',
          action: 'gateway_operation.gave_up',
          ...operationTarget(op),
          detail: { operation_id: op.id, kind: op.kind, amount: op.amount, attempts, result_code: result.resultCode },
        });
      }
      return result.ok ? ('done' as const) : ('retry_later' as const);
    });
    if (outcome === 'empty') break;
    if (outcome === 'done') done++;
  }
  return done;
}

/** What an operation's audit rows point at: its payment, or the approval when there is none. */
function operationTarget(op: { invoiceId: number | null; approvalId: number | null }) {
  return op.invoiceId !== null
    ? { targetType: 'invoice', targetId: op.invoiceId }
    : { targetType: 'card_approval', targetId: op.approvalId! };
}

/** `gateway:failed`: the operations that gave up, newest first, for an operator to look into. */
export async function listFailedGatewayOperations(deps: AppDeps) {
  return deps.db
    .select()
    .from(gatewayOperations)
    .where(eq(gatewayOperations.status, 'failed'))
    .orderBy(desc(gatewayOperations.updatedAt), desc(gatewayOperations.id));
}

/**
 * `gateway:retry ID`: an operator puts a failed operation back in the queue (after fixing what
 * made it fail at the gateway) and it is tried at once. Safe to repeat: voids are idempotent at
 * the gateway and refunds carry their idempotency key.
 */
export async function retryGatewayOperation(deps: AppDeps, input: { operationId: number; operator: OperatorRef }) {
  const now = deps.clock.now();
  const requeued = await deps.db.transaction(async (tx) => {
    const [op] = await tx
      .update(gatewayOperations)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
      .where(and(eq(gatewayOperations.id, input.operationId), eq(gatewayOperations.status, 'failed')))
      .returning();
    if (!op) return null;
    const { operatorDetail, ...actor } = operatorAudit(input.operator);
    await writeAudit(tx, {
      ...actor,
      action: 'gateway_operation.requeued',
      ...operationTarget(op),
      detail: {
        ...operatorDetail,
        operation_id: op.id,
        kind: op.kind,
        amount: op.amount,
        before: { status: 'failed' },
        after: { status: 'pending' },
      },
    });
    return op;
  });
  if (!requeued) {
    throw new AppError('conflict', {
      userMessage: `失敗したゲートウェイ処理 ${input.operationId} は見つかりません（処理済みか、まだ再試行中です）。`,
    });
  }
  await processGatewayOperations(deps);
  const [after] = await deps.db.select().from(gatewayOperations).where(eq(gatewayOperations.id, input.operationId));
  return after!;
}
