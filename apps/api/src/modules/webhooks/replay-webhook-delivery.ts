import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { webhookDeliveries } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../platform/audit.ts';
import { openWebhookSecret } from '../partner-clients/client-secrets.ts';
import { getWebhookDelivery } from './get-webhook-delivery.ts';
import { type AttemptRecord, countAttempt, findDeliveryTarget, insertAttempt, markDelivered } from './repository.ts';
import { sendWebhook } from './send-webhook.ts';

/**
 * An operator sends an event again now (the partner lost it, or fixed its endpoint after we gave
 * up): the same event id and bytes, a fresh timestamp and signature. It runs in the request, but
 * bounded by the attempt's 5 s timeout and with no transaction open while it waits. A success
 * marks a pending or failed delivery delivered; a failure is recorded and changes nothing else
 * (a pending delivery keeps its schedule). Attempt and audit row in one transaction.
 */
export async function replayWebhookDelivery(
  deps: AppDeps,
  operator: Exclude<OperatorRef, string>,
  input: { id: number },
  fetchImpl?: typeof fetch,
) {
  const target = await findDeliveryTarget(deps.db, input.id);
  if (!target) throw new AppError('not_found', { userMessage: 'Webhook の配信が見つかりません。' });
  if (target.clientStatus !== 'active')
    throw new AppError('conflict', { userMessage: 'この連携アプリは停止されているため、再送できません。' });
  if (!target.webhookUrl)
    throw new AppError('conflict', { userMessage: 'この連携アプリには Webhook URL が登録されていないため、再送できません。' });
  const secret = openWebhookSecret(deps.secretBox, target.clientId, target.webhookSecretSealed);
  if (!secret) throw new AppError('conflict', { userMessage: 'Webhook の署名鍵を読み出せないため、再送できません。' });

  const result = await sendWebhook(
    deps,
    { url: target.webhookUrl, secret, eventId: target.eventId, body: target.body },
    fetchImpl,
  );
  const audit = operatorAudit(operator);
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const record: AttemptRecord = {
      deliveryId: target.id,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      replayedByOperatorId: operator.operatorId,
      at,
    };
    await insertAttempt(tx, record);
    if (result.ok) {
      const [current] = await tx
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, target.id))
        .for('update');
      // An already delivered event keeps the day it first arrived.
      if (current?.status === 'delivered') await countAttempt(tx, target.id, { ...record, error: null });
      else await markDelivered(tx, target.id, record);
    } else await countAttempt(tx, target.id, record);
    await writeAudit(tx, {
      actorType: audit.actorType,
      actorId: audit.actorId,
      ipAddress: audit.ipAddress,
      buyerId: null,
      action: 'webhook_delivery.replay',
      targetType: 'webhook_delivery',
      targetId: target.id,
      detail: {
        ...audit.operatorDetail,
        event_id: target.eventId,
        client_id: target.clientId,
        ok: result.ok,
        status_code: result.statusCode,
        error: result.error,
      },
    });
    return getWebhookDelivery(tx, target.id);
  });
}
