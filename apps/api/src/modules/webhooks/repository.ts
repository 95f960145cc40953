import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoices, operators, partnerClients, prePayments, webhookAttempts, webhookDeliveries } from '../../db/schema.ts';

/* SQL of the webhook outbox: the event's source, claiming due rows, recording attempts, the console's log. */

/** The pre-payment a payment was made from, its app, and the payment row as the caller's transaction sees it. */
export async function findEventSource(tx: Tx, invoiceId: number) {
  const [row] = await tx
    .select({
      preId: prePayments.id,
      partnerReference: prePayments.partnerReference,
      buyerId: prePayments.buyerId,
      clientId: partnerClients.clientId,
      webhookUrl: partnerClients.webhookUrl,
      clientStatus: partnerClients.status,
      invoice: {
        id: invoices.id,
        status: invoices.status,
        isActionRequired: invoices.isActionRequired,
        amount: invoices.amount,
        transferDate: invoices.transferDate,
        transferredOn: invoices.transferredOn,
      },
    })
    .from(prePayments)
    .innerJoin(partnerClients, eq(partnerClients.clientId, prePayments.clientId))
    .innerJoin(invoices, eq(invoices.id, prePayments.invoiceId))
    .where(eq(prePayments.invoiceId, invoiceId))
    .limit(1);
  return row ?? null;
}

export async function insertDelivery(tx: Tx, values: typeof webhookDeliveries.$inferInsert): Promise<number> {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning({ id: webhookDeliveries.id });
  return row!.id;
}

export interface DueDelivery {
  id: number;
  eventId: string;
  body: string;
  attempts: number;
  giveUpAt: Date;
  clientId: string;
  webhookUrl: string | null;
  webhookSecretSealed: string | null;
  clientStatus: 'active' | 'revoked';
}

const deliveryTarget = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  body: webhookDeliveries.body,
  attempts: webhookDeliveries.attempts,
  giveUpAt: webhookDeliveries.giveUpAt,
  clientId: webhookDeliveries.clientId,
  webhookUrl: partnerClients.webhookUrl,
  webhookSecretSealed: partnerClients.webhookSecretSealed,
  clientStatus: partnerClients.status,
};

/**
 * Claims due deliveries so that any number of workers send each once: the rows are locked with
 * SKIP LOCKED and pushed out of reach (next_attempt_at = lease end) in the same statement's
 * transaction, which then commits; the HTTP calls happen after, with no lock held.
 */
export async function claimDueDeliveries(tx: Tx, now: Date, limit: number, leaseUntil: Date): Promise<DueDelivery[]> {
  const due = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((d) => d.id);
  await tx
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(sql`${webhookDeliveries.id} = ANY(${sql.param(ids)}::bigint[])`);
  return tx
    .select(deliveryTarget)
    .from(webhookDeliveries)
    .innerJoin(partnerClients, eq(partnerClients.clientId, webhookDeliveries.clientId))
    .where(sql`${webhookDeliveries.id} = ANY(${sql.param(ids)}::bigint[])`)
    .orderBy(asc(webhookDeliveries.id));
}

export async function findDeliveryTarget(tx: Tx, id: number): Promise<DueDelivery | null> {
  const [row] = await tx
    .select(deliveryTarget)
    .from(webhookDeliveries)
    .innerJoin(partnerClients, eq(partnerClients.clientId, webhookDeliveries.clientId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row ?? null;
}

export interface AttemptRecord {
  deliveryId: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  replayedByOperatorId?: number | null;
  at: Date;
}

export async function insertAttempt(tx: Tx, a: AttemptRecord): Promise<void> {
  await tx.insert(webhookAttempts).values({
    deliveryId: a.deliveryId,
    statusCode: a.statusCode,
    error: a.error,
    durationMs: a.durationMs,
    replayedByOperatorId: a.replayedByOperatorId ?? null,
    createdAt: a.at,
  });
}

export async function markDelivered(tx: Tx, id: number, a: AttemptRecord): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: a.statusCode,
      lastError: null,
      deliveredAt: a.at,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: back to pending at retryAt, or 'failed' when retryAt is null (given up). */
export async function markAttemptFailed(tx: Tx, id: number, a: AttemptRecord, retryAt: Date | null): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: a.statusCode,
      lastError: a.error,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/** A replay that did not change the outcome: counts the attempt; the delivery keeps its status and schedule. */
export async function countAttempt(tx: Tx, id: number, a: AttemptRecord): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, lastStatusCode: a.statusCode, lastError: a.error })
    .where(eq(webhookDeliveries.id, id));
}

// ---------------------------------------------------------------- the console's log

const deliveryView = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  clientId: webhookDeliveries.clientId,
  clientName: partnerClients.name,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  body: webhookDeliveries.body,
};
export type DeliveryViewRow = {
  [K in keyof typeof deliveryView]: (typeof webhookDeliveries.$inferSelect & { clientName: string })[K];
};

export async function listDeliveries(
  tx: Tx,
  filter: {
    clientId?: string | undefined;
    status?: 'pending' | 'delivered' | 'failed' | undefined;
    beforeId?: number | undefined;
    limit: number;
  },
): Promise<DeliveryViewRow[]> {
  return tx
    .select(deliveryView)
    .from(webhookDeliveries)
    .innerJoin(partnerClients, eq(partnerClients.clientId, webhookDeliveries.clientId))
    .where(
      and(
        filter.clientId ? eq(webhookDeliveries.clientId, filter.clientId) : undefined,
        filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
        filter.beforeId ? lt(webhookDeliveries.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(filter.limit);
}

export async function getDelivery(tx: Tx, id: number): Promise<DeliveryViewRow | null> {
  const [row] = await tx
    .select(deliveryView)
    .from(webhookDeliveries)
    .innerJoin(partnerClients, eq(partnerClients.clientId, webhookDeliveries.clientId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row ?? null;
}

export async function listAttempts(tx: Tx, deliveryId: number) {
  return tx
    .select({
      id: webhookAttempts.id,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      durationMs: webhookAttempts.durationMs,
      replayedBy: operators.name,
      createdAt: webhookAttempts.createdAt,
    })
    .from(webhookAttempts)
    .leftJoin(operators, eq(operators.id, webhookAttempts.replayedByOperatorId))
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.id));
}
