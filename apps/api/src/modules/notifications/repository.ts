import { and, desc, eq, isNull, not, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema.ts';

/**
 * GET /users/notifications: the buyer's own notifications and operator broadcasts (buyer_id null),
 * unread first. Read state is per buyer.
 */
export async function listNotifications(
  tx: Tx,
  filter: { buyerId: number; unread?: boolean | undefined; from: number; size: number },
) {
  const visible = or(eq(notifications.buyerId, filter.buyerId), isNull(notifications.buyerId))!;
  // Read state is per buyer: join this buyer's read marks only.
  const readByBuyer = and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.buyerId, filter.buyerId));
  const unread = isNull(notificationReads.notificationId);
  const [counts] = await tx
    .select({ all: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${unread}))::int` })
    .from(notifications)
    .leftJoin(notificationReads, readByBuyer)
    .where(visible);
  const rows = await tx
    .select({
      id: notifications.id,
      title: notifications.title,
      category: notifications.category,
      publishedAt: notifications.publishedAt,
      isUnread: sql<boolean>`${unread}`,
    })
    .from(notifications)
    .leftJoin(notificationReads, readByBuyer)
    .where(filter.unread === undefined ? visible : and(visible, filter.unread ? unread : not(unread)))
    .orderBy(desc(sql`${unread}`), desc(notifications.publishedAt), desc(notifications.id))
    .offset(filter.from)
    .limit(filter.size);
  return {
    count_all: counts?.all ?? 0,
    count_unread: counts?.unread ?? 0,
    notifications: rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      is_read: !r.isUnread,
      published_at: r.publishedAt.toISOString(),
    })),
  };
}
