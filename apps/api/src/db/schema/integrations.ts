import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PartnerScope } from '@icp/contract';
import { buyerRef, users } from './buyers.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { operators } from './operators.ts';
import { invoiceFiles, invoices } from './payments.ts';

/* Partner apps (OAuth clients), what they may do for a buyer, the invoices they send, their webhooks. */

/**
 * A partner app, registered by an operator. oidc-provider reads its clients from here
 * (modules/oauth): confidential apps authenticate at the token endpoint with their secret
 * (client_secret_basic), public apps (a desktop or mobile app) with PKCE alone.
 */
export const partnerClients = pgTable('partner_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  /** A small PNG/JPEG/SVG as a data: URI, shown on the consent screen (the app's CSP allows data:, not other hosts). */
  logoDataUri: text('logo_data_uri'),
  /** Exact match only (RFC 9700 §2.1): no wildcards, no prefix matching. */
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  /** The scopes this app may ask for; a request for more is refused (invalid_scope). */
  scopes: jsonb('scopes').$type<PartnerScope[]>().notNull(),
  clientType: text('client_type', { enum: ['confidential', 'public'] }).notNull(),
  /** platform/secret-box sealed; null for public clients. Shown once at creation. */
  clientSecretSealed: text('client_secret_sealed'),
  webhookUrl: text('webhook_url'),
  /** platform/secret-box sealed HMAC key of the webhooks; shown once at creation. */
  webhookSecretSealed: text('webhook_secret_sealed'),
  status: text('status', { enum: ['active', 'revoked'] })
    .notNull()
    .default('active'),
  createdByOperatorId: bigint('created_by_operator_id', { mode: 'number' }).references(() => operators.id),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * oidc-provider's storage (its adapter interface): sessions, interactions, authorization codes,
 * access and refresh tokens and grants, one row per (model, id), the payload as the library
 * writes it. Expired rows are swept by a job; `consumed_at` marks single-use codes and rotated
 * refresh tokens (reuse detection revokes the whole grant).
 */
export const oauthStore = pgTable(
  'oauth_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oauth_store_grant_idx').on(t.grantId),
    index('oauth_store_uid_idx').on(t.uid),
    index('oauth_store_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A buyer's user connected a partner app (consent given): listed under security settings and in
 * the login user's external_integration_client_ids; disconnecting revokes the grant's tokens.
 */
export const partnerConnections = pgTable(
  'partner_connections',
  {
    id: id(),
    buyerId: buyerRef(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    clientId: text('client_id')
      .notNull()
      .references(() => partnerClients.clientId),
    /** oidc-provider's Grant id: revoking the connection destroys it and every token issued under it. */
    grantId: text('grant_id').notNull(),
    scopes: jsonb('scopes').$type<PartnerScope[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_connections_active_idx')
      .on(t.userId, t.clientId)
      .where(sql`revoked_at IS NULL`),
    index('partner_connections_buyer_idx').on(t.buyerId, t.clientId),
    index('partner_connections_grant_idx').on(t.grantId),
  ],
);

/**
 * An invoice a partner app sent for the buyer to pay (the OAuth payment flow): the supplier,
 * the account and the amount as the partner knows them, and the invoice document. The buyer
 * opens it at /oauth/payments/{preId}/add/invoiceinfo; paying it links the payment here.
 */
export const prePayments = pgTable(
  'pre_payments',
  {
    /** The pre_id: random, unguessable (it appears in URLs). */
    id: text('id').primaryKey(),
    buyerId: buyerRef(),
    clientId: text('client_id')
      .notNull()
      .references(() => partnerClients.clientId),
    /** The user whose grant the partner used. */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    /** The partner's own id of the invoice (echoed in webhooks and reads). */
    partnerReference: text('partner_reference'),
    supplierName: text('supplier_name').notNull(),
    /** 1 corporation, 2 sole proprietor (spec §3 business_form). */
    supplierBusinessForm: smallint('supplier_business_form').notNull(),
    corporateNumber: text('corporate_number'),
    /** 適格請求書発行事業者登録番号 (T + 13 digits). */
    invoiceRegistrationNumber: text('invoice_registration_number'),
    bankCode: text('bank_code').notNull(),
    branchCode: text('branch_code').notNull(),
    accountType: text('account_type', { enum: ['1', '2'] }).notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    invoiceNumber: text('invoice_number'),
    memo: text('memo'),
    fileId: bigint('file_id', { mode: 'number' }).references(() => invoiceFiles.id),
    /** Where the buyer goes back to after paying: one of the client's registered redirect URIs' origins. */
    returnUrl: text('return_url'),
    /** The payment made from it (one pre-payment, one payment). */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pre_payments_buyer_status_idx').on(t.buyerId, t.status, t.createdAt),
    index('pre_payments_client_idx').on(t.clientId, t.buyerId, t.createdAt),
    uniqueIndex('pre_payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('pre_payments_idempotency_idx').on(t.clientId, t.buyerId, t.idempotencyKey),
  ],
);

/**
 * The webhook outbox: one row per event for a partner, written in the transaction of the change
 * it reports, delivered by a job with retries (exponential back-off for 24 h). `body` is the exact
 * JSON sent, so a replay carries the same bytes and event id (the partner de-duplicates on it).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: text('event_id').notNull().unique(),
    clientId: text('client_id')
      .notNull()
      .references(() => partnerClients.clientId),
    buyerId: bigint('buyer_id', { mode: 'number' }),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop here (created + 24 h); the operator can still replay. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_client_idx').on(t.clientId, t.id),
  ],
);

/** Every attempt at a delivery, for the operator's delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** Set when an operator asked for it (replay). */
    replayedByOperatorId: bigint('replayed_by_operator_id', { mode: 'number' }).references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
