import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { deliveryDetailView } from './delivery-view.ts';
import { getDelivery, listAttempts } from './repository.ts';

/** One delivery with the exact body sent and every attempt, oldest first. */
export async function getWebhookDelivery(tx: Tx, id: number) {
  const row = await getDelivery(tx, id);
  if (!row) throw new AppError('not_found', { userMessage: 'Webhook の配信が見つかりません。' });
  return deliveryDetailView(row, await listAttempts(tx, id));
}
