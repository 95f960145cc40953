/*
 * What the demo keeps in memory besides the tokens: the invoices it sent and the webhooks it got.
 * (A real app writes both to its database.)
 */

import type { PartnerPrePayment } from './partner-api.ts';

/** A webhook that passed the signature check, as the 支払状況 screen lists it. */
export interface ReceivedEvent {
  id: string;
  type: string;
  createdAt: string | null;
  receivedAt: string;
  preId: string | null;
  partnerReference: string | null;
  paymentStatus: string | null;
  displayId: string | null;
  isActionRequired: boolean;
}

interface EventBody {
  type?: unknown;
  created_at?: unknown;
  data?: {
    pre_id?: unknown;
    partner_reference?: unknown;
    payment?: { status?: unknown; display_id?: unknown; is_action_required?: unknown } | null;
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function toReceivedEvent(id: string, body: unknown, receivedAt = new Date()): ReceivedEvent {
  const event = (body ?? {}) as EventBody;
  const payment = event.data?.payment ?? null;
  return {
    id,
    type: str(event.type) ?? 'unknown',
    createdAt: str(event.created_at),
    receivedAt: receivedAt.toISOString(),
    preId: str(event.data?.pre_id),
    partnerReference: str(event.data?.partner_reference),
    paymentStatus: str(payment?.status),
    displayId: str(payment?.display_id),
    isActionRequired: payment?.is_action_required === true,
  };
}

export class DemoState {
  /** Newest first. */
  readonly events: ReceivedEvent[] = [];
  /** Requests to /webhooks refused (bad or missing signature, stale timestamp). */
  rejectedWebhooks = 0;
  /** The answers of POST /partner/pre_payments, by pre_id, newest last. */
  readonly sent = new Map<string, PartnerPrePayment>();

  recordEvent(event: ReceivedEvent): void {
    this.events.unshift(event);
    this.events.length = Math.min(this.events.length, 200);
  }

  eventsFor(preId: string): ReceivedEvent[] {
    return this.events.filter((e) => e.preId === preId);
  }

  findSentByReference(reference: string): PartnerPrePayment | undefined {
    return [...this.sent.values()].find((p) => p.partner_reference === reference);
  }
}
