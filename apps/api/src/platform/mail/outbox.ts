import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import type { MailContent } from './templates.ts';

/** Queues a mail inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(tx: Tx, to: string, content: MailContent, now: Date): Promise<void> {
  await tx.insert(outboxEmails).values({
    toAddress: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    // The app clock, not the database's: the worker compares against the same clock.
    availableAt: now,
    createdAt: now,
  });
}

export interface OutboxMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attempts: number;
}

/**
 * Claims due mails so that any number of workers send each one once
 * (`FOR UPDATE SKIP LOCKED`, docs/design.md §2).
 */
export async function claimDueMails(tx: Tx, now: Date, limit: number): Promise<OutboxMail[]> {
  return tx
    .select({
      id: outboxEmails.id,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      textBody: outboxEmails.textBody,
      htmlBody: outboxEmails.htmlBody,
      attempts: outboxEmails.attempts,
    })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.availableAt, now)))
    .orderBy(asc(outboxEmails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(eq(outboxEmails.id, id));
}

const MAX_ATTEMPTS = 8;

/** Retries with exponential back-off (1, 2, 4 … minutes); gives up after MAX_ATTEMPTS. */
export async function markFailed(tx: Tx, mail: OutboxMail, now: Date, error: string): Promise<void> {
  const attempts = mail.attempts + 1;
  const retryAt = new Date(now.getTime() + 60_000 * 2 ** (attempts - 1));
  await tx
    .update(outboxEmails)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      availableAt: retryAt,
    })
    .where(eq(outboxEmails.id, mail.id));
}

/** The dev mailbox: newest first. */
export async function listMailsTo(tx: Tx, to: string, limit = 50) {
  return tx
    .select({
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      html: outboxEmails.htmlBody,
      created_at: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to.toLowerCase()))
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
}
