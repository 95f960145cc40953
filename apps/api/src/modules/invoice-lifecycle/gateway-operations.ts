import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { gatewayOperations } from '../../db/schema.ts';

const MAX_ATTEMPTS = 5;

/** Queued in the transaction that changed the status; carried out after it commits. */
export async function queueGatewayOperation(
  tx: Tx,
  op: { invoiceId: number; kind: 'void' | 'refund'; authId: string; amount: number },
): Promise<void> {
  // One void and one refund per payment at most: a replayed cancel cannot refund twice.
  await tx.insert(gatewayOperations).values(op).onConflictDoNothing();
}

/**
 * Carries out pending gateway operations, oldest first. Each is claimed with SKIP LOCKED so two
 * workers never call the gateway for the same one; failures are retried up to 5 times and then
 * left 'failed' for an operator (logged).
 */
export async function processGatewayOperations(deps: AppDeps, limit = 20): Promise<number> {
  const gateway = deps.cardGateway;
  if (!gateway) return 0;
  let done = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [op] = await tx
        .select()
        .from(gatewayOperations)
        .where(eq(gatewayOperations.status, 'pending'))
        .orderBy(asc(gatewayOperations.id))
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
      const attempts = op.attempts + 1;
      const status = result.ok ? 'done' : attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await tx
        .update(gatewayOperations)
        .set({ status, attempts, resultCode: result.resultCode, updatedAt: deps.clock.now() })
        .where(eq(gatewayOperations.id, op.id));
      if (status === 'failed')
        deps.log.error({ operationId: op.id, invoiceId: op.invoiceId, kind: op.kind }, 'gateway operation gave up');
      return result.ok ? ('done' as const) : ('retry_later' as const);
    });
    if (outcome !== 'done') break;
    done++;
  }
  return done;
}
