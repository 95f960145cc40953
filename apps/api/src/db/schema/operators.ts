import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/* The back office: operators, their sessions and login steps, and role changes that need a second admin. */

/** 審査 examiner, 送金 treasurer, 管理者 admin. */
export const OPERATOR_ROLES = ['examiner', 'treasurer', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * People who run the service. Not buyers: their own table, their own tokens, and an authenticator
 * app (TOTP) is mandatory — until it is enrolled the operator can do nothing but enrol.
 */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    /** Lower-cased at write time; the login looks it up as typed, lower-cased. */
    emailAddress: text('email_address').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Sealed with the secret box (context `ops-totp:<id>`); null until enrolment is proven with a code. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** The secret shown at first login, until the operator proves it with a code. */
    totpPendingSecretSealed: text('totp_pending_secret_sealed'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Who created the account: an operator id, or null for the CLI and the demo seed. */
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(t.emailAddress),
    check('operators_roles_check', sql`roles <@ ARRAY['examiner','treasurer','admin']::text[] AND cardinality(roles) > 0`),
  ],
);

/**
 * One operator login. Idle after 15 minutes (last_used_at), ended at expires_at (12 hours) or
 * by logout; the operator token names it, so revoking the row ends the token at once.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * The step between a right password and the authenticator code: an opaque token (stored hashed)
 * bound to the operator, single use, 10 minutes, dead after 5 wrong codes.
 */
export const operatorLoginChallenges = pgTable(
  'operator_login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_login_challenges_token_key').on(t.tokenHash)],
);

/** A change of an operator's roles: proposed by one admin, applied only when another admin approves it. */
export const operatorRoleChanges = pgTable(
  'operator_role_changes',
  {
    id: id(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    fromRoles: text('from_roles').array().notNull(),
    toRoles: text('to_roles').array().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open proposal per operator: a second one waits until the first is decided.
    uniqueIndex('operator_role_changes_pending_key')
      .on(t.operatorId)
      .where(sql`status = 'pending'`),
  ],
);
