import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** What the bell shows; the web maps each category to its Japanese label. */
export type NotificationCategory = 'payment' | 'supplier' | 'security' | 'account' | 'info';

/**
 * Writes a notification for one buyer, or for every buyer when `buyerId` is null (an operator
 * broadcast). Call it inside the transaction of the change it reports, so both land or neither.
 */
export async function notifyBuyer(
  tx: Tx,
  notice: {
    buyerId: number | null;
    category: NotificationCategory;
    title: string;
    body: string;
    linkPath?: string | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      buyerId: notice.buyerId,
      category: notice.category,
      title: notice.title,
      body: notice.body,
      linkPath: notice.linkPath ?? null,
      publishedAt: notice.now,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
