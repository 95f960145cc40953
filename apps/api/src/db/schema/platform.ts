import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/* The outbox of mail and the audit trail, written in the transaction of the change they report. */

/** Mail is written here in the same transaction as the change it reports, then sent by a job. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_emails_pending_idx')
      .on(t.availableAt)
      .where(sql`status = 'pending'`),
    index('outbox_emails_to_idx').on(t.toAddress, t.createdAt),
  ],
);

/** Who did what, when: written in the same transaction as every change of status, money or identity. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorType: text('actor_type', { enum: ['user', 'operator', 'system'] }).notNull(),
    actorId: text('actor_id'),
    buyerId: bigint('buyer_id', { mode: 'number' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_buyer_idx').on(t.buyerId, t.createdAt),
    // The console's audit log: newest first, by operator, by target.
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_actor_idx').on(t.actorType, t.actorId, t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
