import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
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
  const isRead = sql<boolean>`(${notificationReads.notificationId} is not null)`;
  const base = () =>
    tx
      .select({
        id: notifications.id,
        title: notifications.title,
        category: notifications.category,
        publishedAt: notifications.publishedAt,
        isRead,
      })
      .from(notifications)
      .leftJoin(
        notificationReads,
        and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.buyerId, filter.buyerId)),
      );
  const [counts] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notificationReads.notificationId} is null))::int`,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.buyerId, filter.buyerId)),
    )
    .where(visible);
  const where =
    filter.unread === undefined
      ? visible
      : and(
          visible,
          filter.unread ? isNull(notificationReads.notificationId) : sql`${notificationReads.notificationId} is not null`,
        );
  const rows = await base()
    .where(where)
    .orderBy(isRead, desc(notifications.publishedAt), desc(notifications.id))
    .offset(filter.from)
    .limit(filter.size);
  return {
    count_all: counts?.all ?? 0,
    count_unread: counts?.unread ?? 0,
    notifications: rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      is_read: Boolean(r.isRead),
      published_at: r.publishedAt.toISOString(),
    })),
  };
}
