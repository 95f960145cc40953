import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import type { MailContent } from '../../platform/mail/templates.ts';
import { generateOtpCode, randomToken, sha256 } from '../../platform/secrets.ts';
import { findUserByEmail } from '../users/repository.ts';
import {
  CODE_TTL_MS,
  type ChallengePurpose,
  LINK_TTL_MS,
  MAX_CHALLENGES_PER_HOUR,
  challengesSentWithinHour,
  consumeOpenChallenges,
} from './challenges.ts';

/** No account has this id (identity columns start at 1), so statements aimed at it touch nothing. */
const NO_ACCOUNT = 0;

/**
 * Mails a new code or link to the account at an address when it is in `status` and under the hourly
 * cap, for endpoints that must not tell known addresses from unknown ones (reset, resend).
 * Every address runs the same statements in the same order, with the same secrets generated and the
 * same mail rendered; an unknown address only makes the writes match no row. So the answer takes
 * the same work whoever asks (ADR 0011).
 */
export async function issueChallengeForAddress(
  tx: Tx,
  options: {
    emailAddress: string;
    status: (typeof users.$inferSelect)['status'];
    purpose: ChallengePurpose;
    now: Date;
    withCode: boolean;
    withToken: boolean;
    mail: (secrets: { code: string | null; token: string | null }) => MailContent;
  },
): Promise<void> {
  const { purpose, now } = options;
  const code = options.withCode ? generateOtpCode() : null;
  const token = options.withToken ? randomToken() : null;
  const content = options.mail({ code, token });
  const expiresAt = new Date(now.getTime() + (options.withCode ? CODE_TTL_MS : LINK_TTL_MS));

  const user = await findUserByEmail(tx, options.emailAddress);
  const candidate = user?.status === options.status ? user.id : NO_ACCOUNT;
  const sent = await challengesSentWithinHour(tx, candidate, purpose, now);
  const userId = sent < MAX_CHALLENGES_PER_HOUR ? candidate : NO_ACCOUNT;

  // A new code or link always replaces the old one (docs/design.md §8).
  await consumeOpenChallenges(tx, userId, purpose, now);
  // INSERT … SELECT: zero rows when there is no such account, with the same statement.
  await tx.execute(sql`
    insert into verification_challenges (user_id, purpose, code_hash, token_hash, expires_at, last_sent_at)
    select id, ${purpose}, ${code ? sha256(code) : null}, ${token ? sha256(token) : null},
      ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from users where id = ${userId}`);
  // Queued in this transaction like platform/mail/outbox's enqueueMail, only for the account found.
  await tx.execute(sql`
    insert into outbox_emails (to_address, subject, text_body, html_body, available_at, created_at)
    select email_address, ${content.subject}, ${content.text}, ${content.html},
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from users where id = ${userId}`);
}
