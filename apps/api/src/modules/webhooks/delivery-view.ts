import type { z } from 'zod';
import type { opsWebhookDeliveryDetailSchema, opsWebhookDeliverySchema } from '@icp/contract';
import type { DeliveryViewRow, listAttempts } from './repository.ts';

type Delivery = z.infer<typeof opsWebhookDeliverySchema>;
type Detail = z.infer<typeof opsWebhookDeliveryDetailSchema>;

export function deliveryView(row: DeliveryViewRow): Delivery {
  return {
    id: row.id,
    event_id: row.eventId,
    client_id: row.clientId,
    client_name: row.clientName,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    // Only a pending delivery has a next attempt; for the others the column is history.
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function deliveryDetailView(row: DeliveryViewRow, attempts: Awaited<ReturnType<typeof listAttempts>>): Detail {
  return {
    delivery: { ...deliveryView(row), body: row.body },
    attempts: attempts.map((a) => ({
      id: a.id,
      status_code: a.statusCode,
      error: a.error,
      duration_ms: a.durationMs,
      replayed_by: a.replayedBy,
      created_at: a.createdAt.toISOString(),
    })),
  };
}
