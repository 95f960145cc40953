import { buyerRef } from './buyers.ts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns.ts';

/* Cards (provider tokens only) and their authorisations. */

/**
 * A buyer's saved card: only the provider's reference, brand, last 4 digits and expiry
 * (PCI DSS SAQ A — the card number never reaches us). Soft-deleted so past payments keep it.
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: id(),
    buyerId: buyerRef(),
    gatewayCardRef: text('gateway_card_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    holderName: text('holder_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_cards_buyer_idx')
      .on(t.buyerId)
      .where(sql`deleted_at IS NULL`),
  ],
);

/**
 * A card authorisation for one payment (POST /invoices/credit_cards/approval), recorded in
 * phases: the row exists before the gateway is called (status pending, orderId fixed), so a
 * crash or retry resumes with the same orderId and the gateway answers its first result again.
 */
export const cardApprovals = pgTable(
  'card_approvals',
  {
    id: id(),
    buyerId: buyerRef(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    creditCardId: bigint('credit_card_id', { mode: 'number' })
      .notNull()
      .references(() => creditCards.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    promotionCode: text('promotion_code'),
    status: text('status', {
      enum: ['pending', 'authorized', 'challenge_required', 'declined', 'used', 'voided'],
    }).notNull(),
    orderId: text('order_id').notNull().unique(),
    gatewayAuthId: text('gateway_auth_id'),
    challengeUrl: text('challenge_url'),
    resultCode: text('result_code'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('card_approvals_idempotency_idx').on(t.buyerId, t.idempotencyKey),
    check('card_approvals_total_check', sql`amount > 0 AND total = amount + commission - discount`),
  ],
);

/**
 * The acquirer's 3-D Secure hand-over page (VeriTrans resResponseContents) per orderId, kept until
 * the browser has opened it. In the database, not in memory: behind a load balancer the browser's
 * GET /gateway/3ds/:orderId may reach another API process than the one that authorised.
 */
export const cardChallengePages = pgTable(
  'card_challenge_pages',
  {
    orderId: text('order_id').primaryKey(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_challenge_pages_expires_idx').on(t.expiresAt)],
);
