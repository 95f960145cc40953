import type { AppDeps } from '../../app-deps.ts';
import { openWebhookSecret } from '../partner-clients/client-secrets.ts';
import {
  type AttemptRecord,
  type DueDelivery,
  claimDueDeliveries,
  insertAttempt,
  markAttemptFailed,
  markDelivered,
} from './repository.ts';
import { type AttemptResult, WEBHOOK_TIMEOUT_MS, sendWebhook } from './send-webhook.ts';

/** First retry after 30 s, then doubling (1, 2, 4 … min), at most an hour apart. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * A claimed delivery is out of other workers' reach this long: far longer than one attempt, so
 * only a worker that died mid-send (its row never recorded) lets another send it again.
 */
const LEASE_MS = 12 * WEBHOOK_TIMEOUT_MS;

/** Delay before retry number `attempt` (1-based), ±20 % jitter so many failing events do not move in step. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface DeliverOptions {
  /** Deliveries sent at the same time by this worker: a slow partner holds one slot, not the queue. */
  concurrency?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Rounds per pass, so a pass ends even while new events keep coming. */
  maxRounds?: number;
  fetch?: typeof fetch;
  random?: () => number;
}

export interface DeliverSummary {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * One pass of the webhook outbox: claim due rows (SKIP LOCKED plus a lease, committed before any
 * HTTP call, so no row lock or pooled connection waits on a partner), POST each with a bound on
 * concurrency, and record each attempt in its own short transaction. Safe with several workers
 * and processes: each claimed row is sent by one of them.
 */
export async function deliverWebhooks(deps: AppDeps, options: DeliverOptions = {}): Promise<DeliverSummary> {
  const concurrency = options.concurrency ?? 8;
  const batchSize = options.batchSize ?? 2 * concurrency;
  const summary: DeliverSummary = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
  for (let round = 0; round < (options.maxRounds ?? 5); round += 1) {
    const now = deps.clock.now();
    const claimed = await deps.db.transaction((tx) => claimDueDeliveries(tx, now, batchSize, new Date(now.getTime() + LEASE_MS)));
    await eachWithLimit(claimed, concurrency, async (delivery) => {
      const outcome = await attemptDelivery(deps, delivery, options);
      summary.attempted += 1;
      summary[outcome] += 1;
    });
    if (claimed.length < batchSize) break;
  }
  return summary;
}

async function attemptDelivery(
  deps: AppDeps,
  delivery: DueDelivery,
  options: DeliverOptions,
): Promise<'delivered' | 'retrying' | 'failed'> {
  const { final, ...result } = await attemptFor(deps, delivery, options.fetch);
  const at = deps.clock.now();
  const record: AttemptRecord = { deliveryId: delivery.id, ...result, at };
  const retryAt = result.ok || final ? null : nextAttemptAt(delivery, at, options.random);
  await deps.db.transaction(async (tx) => {
    await insertAttempt(tx, record);
    if (result.ok) await markDelivered(tx, delivery.id, record);
    else await markAttemptFailed(tx, delivery.id, record, retryAt);
  });
  if (!result.ok)
    deps.log.warn({ deliveryId: delivery.id, eventId: delivery.eventId, error: result.error }, 'webhook attempt failed');
  return result.ok ? 'delivered' : retryAt ? 'retrying' : 'failed';
}

/**
 * The HTTP attempt, or the reason there is nothing to call; `final` when retrying cannot help
 * (revoked app, no URL, a secret no configured key opens): the delivery fails at once.
 */
async function attemptFor(
  deps: AppDeps,
  delivery: DueDelivery,
  fetchImpl?: typeof fetch,
): Promise<AttemptResult & { final: boolean }> {
  const refused = (error: string) => ({ ok: false, statusCode: null, error, durationMs: 0, final: true });
  if (delivery.clientStatus !== 'active') return refused('app revoked');
  if (!delivery.webhookUrl) return refused('no webhook URL');
  const secret = openWebhookSecret(deps.secretBox, delivery.clientId, delivery.webhookSecretSealed);
  if (!secret) {
    deps.log.error({ clientId: delivery.clientId }, 'webhook secret cannot be opened (SECRET_BOX_KEYS?)');
    return refused('webhook secret unavailable');
  }
  const result = await sendWebhook(
    deps,
    { url: delivery.webhookUrl, secret, eventId: delivery.eventId, body: delivery.body },
    fetchImpl,
  );
  return { ...result, final: false };
}

/** When to try again, or null to give up (past give_up_at). */
function nextAttemptAt(delivery: DueDelivery, now: Date, random: (() => number) | undefined): Date | null {
  if (now.getTime() >= delivery.giveUpAt.getTime()) return null;
  const at = now.getTime() + retryDelayMs(delivery.attempts + 1, random);
  // The last try happens at the deadline itself rather than being skipped.
  return new Date(Math.min(at, delivery.giveUpAt.getTime()));
}

async function eachWithLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Runs passes every few seconds while the server is up (retries are due 30 s apart at first, the
 * payment sweep's 5 minutes would be too slow); the stop function waits for the pass in flight.
 */
export function startWebhookDeliveries(deps: AppDeps, intervalMs = 3_000): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverWebhooks(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'webhook deliveries failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
