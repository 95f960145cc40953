import { randomBytes } from 'node:crypto';
import { invoiceDisplayId, invoiceStatusName } from '@icp/domain';
import type { Tx } from '../../db/client.ts';
import { findEventSource, insertDelivery } from './repository.ts';

export type PaymentEventType = 'pre_payment.paid' | 'payment.status_changed';

/** Retries of one event stop this long after it happened (issue 16 §3); the operator can still replay. */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60 * 1000;

export interface PaymentEventInput {
  invoiceId: number;
  type: PaymentEventType;
  /**
   * The app clock's now (deps.clock.now()). The delivery job compares next_attempt_at and
   * give_up_at with the same clock, so a caller that has it should pass it; the default is the
   * wall clock.
   */
  now?: Date;
}

/**
 * Queues a webhook for the partner app that sent this payment's invoice, inside the caller's
 * transaction: the event exists only if the change it reports commits, and the delivery job
 * sends it later, so no partner is ever called while a request or a row lock waits.
 *
 * Does nothing for a payment no partner sent (no pre_payment links it), for an app without a
 * webhook URL and for a revoked app. Returns the event id queued, or null.
 */
export async function enqueuePaymentEvent(tx: Tx, input: PaymentEventInput): Promise<string | null> {
  const source = await findEventSource(tx, input.invoiceId);
  if (!source || !source.webhookUrl || source.clientStatus !== 'active') return null;
  const now = input.now ?? new Date();
  const eventId = newEventId();
  const invoice = source.invoice;
  // The exact bytes sent (and re-sent by a replay): the partner de-duplicates on `id`.
  const body = JSON.stringify({
    id: eventId,
    type: input.type,
    created_at: now.toISOString(),
    data: {
      pre_id: source.preId,
      partner_reference: source.partnerReference,
      // The same shape as the partner API's payment (contract partnerPaymentStatusSchema).
      payment: {
        display_id: invoiceDisplayId(invoice.id),
        status: invoiceStatusName(invoice.status),
        is_action_required: invoice.isActionRequired,
        amount: invoice.amount,
        transfer_date: invoice.transferDate,
        transferred_on: invoice.transferredOn,
      },
    },
  });
  await insertDelivery(tx, {
    eventId,
    clientId: source.clientId,
    buyerId: source.buyerId,
    eventType: input.type,
    body,
    nextAttemptAt: now,
    giveUpAt: new Date(now.getTime() + WEBHOOK_GIVE_UP_MS),
    createdAt: now,
  });
  return eventId;
}

/** `evt_` and 24 url-safe random characters (144 bits): unique without asking the database. */
function newEventId(): string {
  return `evt_${randomBytes(18).toString('base64url')}`;
}
