import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './buyers.ts';

/* Login: verification codes, sessions, refresh tokens, recovery codes, throttling. */

/**
 * One-time secrets: e-mailed 6-digit codes (sign-up, login) and link tokens (password reset,
 * forced re-registration). Only hashes are stored; a new one for the same purpose replaces the old.
 */
export const verificationChallenges = pgTable(
  'verification_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['signup', 'login', 'password_reset', 'reregistration', 'email_change'] }).notNull(),
    /** email_change: the new address the code was sent to; it becomes the login only once the code is proven. */
    newEmailAddress: text('new_email_address'),
    /** sha256 of the opaque token the client holds (login_token, reset link token). */
    tokenHash: text('token_hash'),
    /** sha256 of the 6-digit code bound to this challenge (null for link-only challenges). */
    codeHash: text('code_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_challenges_token_hash_key').on(t.tokenHash),
    index('verification_challenges_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/** A login session: the family every token of one login belongs to. Revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Opaque rotating refresh tokens; a token presented twice reveals theft and revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** TOTP recovery codes: ten per enrolment, stored hashed, each accepted once instead of an app code. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Failed login attempts per account and per IP, for throttling across every process. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    /** account / ip: failed logins; signup_code: sign-up codes asked for an address, known or not (ADR 0011). */
    scope: text('scope', { enum: ['account', 'ip', 'signup_code'] }).notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_lookup_idx').on(t.scope, t.subject, t.createdAt)],
);
