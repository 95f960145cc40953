import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { buyers, buyerRef } from './buyers.ts';

/* Messages to buyers and which of them were read. */

/** Messages for one buyer, or for everyone when buyerId is null (operator broadcast). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => buyers.id),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** In-app path the notice is about (e.g. /payments/review/12), shown as a link on its page. */
    linkPath: text('link_path'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_buyer_idx').on(t.buyerId, t.publishedAt)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id),
    buyerId: buyerRef(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.notificationId] })],
);
