import type { Db } from '../../db/client.ts';
import { deliveryView } from './delivery-view.ts';
import { listDeliveries } from './repository.ts';

/** The console's delivery log: newest first, by app and status, paged with before_id (the last id shown). */
export async function listWebhookDeliveries(
  db: Db,
  filter: {
    clientId?: string | undefined;
    status?: 'pending' | 'delivered' | 'failed' | undefined;
    beforeId?: number | undefined;
    limit: number;
  },
) {
  return (await listDeliveries(db, filter)).map(deliveryView);
}
