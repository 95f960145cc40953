import { and, count, desc, eq, isNull, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { notificationReads, notifications } from '../../db/schema.ts';

const buyerId = sql.placeholder('buyerId');
const visible = or(eq(notifications.buyerId, buyerId), isNull(notifications.buyerId))!;
// Read state is per buyer: join this buyer's read marks only.
const readByBuyer = and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.buyerId, buyerId));
const unread = isNull(notificationReads.notificationId);

/** Every page load asks for the unread count (spec §7): prepared once per database handle. */
const countNotifications = preparedStatements('notifications_count', (db, name) =>
  db
    .select({ all: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${unread}))::int` })
    .from(notifications)
    .leftJoin(notificationReads, readByBuyer)
    .where(visible)
    .prepare(name),
);

/** Shapes: '' all, 'u' unread only, 'r' read only. */
const notificationPage = preparedStatements('notifications_page', (db, name, shape) =>
  db
    .select({
      id: notifications.id,
      title: notifications.title,
      category: notifications.category,
      publishedAt: notifications.publishedAt,
      isUnread: sql<boolean>`${unread}`,
    })
    .from(notifications)
    .leftJoin(notificationReads, readByBuyer)
    .where(shape === '' ? visible : and(visible, shape === 'u' ? unread : not(unread)))
    .orderBy(desc(sql`${unread}`), desc(notifications.publishedAt), desc(notifications.id))
    .offset(sql.placeholder('from'))
    .limit(sql.placeholder('size'))
    .prepare(name),
);

/**
 * GET /users/notifications: the buyer's own notifications and operator broadcasts (buyer_id null),
 * unread first. Read state is per buyer.
 */
export async function listNotifications(
  db: Db,
  filter: { buyerId: number; unread?: boolean | undefined; from: number; size: number },
) {
  const values = { buyerId: filter.buyerId, from: filter.from, size: filter.size };
  const [counts] = await countNotifications(db).execute(values);
  const shape = filter.unread === undefined ? '' : filter.unread ? 'u' : 'r';
  const rows = (counts?.all ?? 0) === 0 ? [] : await notificationPage(db, shape).execute(values);
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

/** The buyer's own notification or a broadcast; anything else is not found (another buyer's id → 404). */
function visibleTo(buyerId: number) {
  return or(eq(notifications.buyerId, buyerId), isNull(notifications.buyerId))!;
}

/** GET /users/notices/{id}: one notification in full, with this buyer's read state; undefined when not theirs. */
export async function findNotice(tx: Tx, buyerId: number, id: number) {
  const [row] = await tx
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      category: notifications.category,
      publishedAt: notifications.publishedAt,
      linkPath: notifications.linkPath,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.buyerId, buyerId)),
    )
    .where(and(eq(notifications.id, id), visibleTo(buyerId)))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category,
    is_read: row.readAt !== null,
    published_at: row.publishedAt.toISOString(),
    link_path: row.linkPath,
  };
}

/** Marks a notification read for one buyer; true when this call did it (repeats change nothing). */
export async function markNoticeRead(tx: Tx, buyerId: number, notificationId: number, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(notificationReads)
    .values({ notificationId, buyerId, readAt: now })
    .onConflictDoNothing({ target: [notificationReads.buyerId, notificationReads.notificationId] })
    .returning({ id: notificationReads.notificationId });
  return inserted.length > 0;
}

export async function countUnread(tx: Tx, buyerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.buyerId, buyerId)),
    )
    .where(and(visibleTo(buyerId), isNull(notificationReads.notificationId)));
  return row?.n ?? 0;
}
