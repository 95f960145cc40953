import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const buyerRef = () =>
  bigint('buyer_id', { mode: 'number' })
    .notNull()
    .references(() => buyers.id);

/** Industry list shown at registration (日本標準産業分類の大分類を基にした区分). */
export const businessCategories = pgTable('business_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A paying business: a corporation (1) or a sole proprietor (2). Every buyer-owned row points here. */
export const buyers = pgTable('buyers', {
  id: id(),
  businessForm: smallint('business_form').notNull(),
  businessCategoryId: integer('business_category_id')
    .notNull()
    .references(() => businessCategories.id),
  transferPersonName: text('transfer_person_name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const corporations = pgTable(
  'corporations',
  {
    buyerId: bigint('buyer_id', { mode: 'number' })
      .primaryKey()
      .references(() => buyers.id),
    corporateName: text('corporate_name').notNull(),
    corporateNameKana: text('corporate_name_kana').notNull(),
    corporateNumber: text('corporate_number').notNull(),
    representativeName: text('representative_name').notNull(),
    representativeNameKana: text('representative_name_kana').notNull(),
    postalCode: text('postal_code').notNull(),
    addressState: text('address_state').notNull(),
    addressCity: text('address_city').notNull(),
    addressStreet: text('address_street').notNull(),
    addressBuildingName: text('address_building_name'),
    representativeBirthday: date('representative_birthday', { mode: 'string' }).notNull(),
  },
  (t) => [index('corporations_corporate_number_idx').on(t.corporateNumber)],
);

export const soleProprietors = pgTable('sole_proprietors', {
  buyerId: bigint('buyer_id', { mode: 'number' })
    .primaryKey()
    .references(() => buyers.id),
  businessName: text('business_name').notNull(),
  businessNameKana: text('business_name_kana').notNull(),
  representativeLastName: text('representative_last_name').notNull(),
  representativeFirstName: text('representative_first_name').notNull(),
  representativeLastNameKana: text('representative_last_name_kana').notNull(),
  representativeFirstNameKana: text('representative_first_name_kana').notNull(),
  representativeBirthday: date('representative_birthday', { mode: 'string' }).notNull(),
  businessPostalCode: text('business_postal_code').notNull(),
  businessAddressState: text('business_address_state').notNull(),
  businessAddressCity: text('business_address_city').notNull(),
  businessAddressStreet: text('business_address_street').notNull(),
  businessAddressBuildingName: text('business_address_building_name'),
  homePostalCode: text('home_postal_code').notNull(),
  homeAddressState: text('home_address_state').notNull(),
  homeAddressCity: text('home_address_city').notNull(),
  homeAddressStreet: text('home_address_street').notNull(),
  homeAddressBuildingName: text('home_address_building_name'),
});

/** A person who logs in. `buyerId` stays null until the business registration is done. */
export const users = pgTable(
  'users',
  {
    id: id(),
    emailAddress: text('email_address').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** pending: sign-up code not yet confirmed; active: may log in. */
    status: text('status', { enum: ['pending', 'active', 'locked'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by an operator: the next login must choose a new password (強制再登録). */
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    userLastName: text('user_last_name'),
    userFirstName: text('user_first_name'),
    phoneNumber: text('phone_number'),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => buyers.id),
    acceptedTermsVersion: text('accepted_terms_version'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    /** Second factor at login: an e-mailed code (default) or an authenticator app (TOTP). */
    twoFactorMethod: text('two_factor_method', { enum: ['email', 'totp'] })
      .notNull()
      .default('email'),
    /** AES-256-GCM sealed TOTP secret (platform/secret-box); set only once enrolment is confirmed. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** The secret shown during enrolment, until the user proves it with a code. */
    totpPendingSecretSealed: text('totp_pending_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Last accepted TOTP time step: a code is accepted once only (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** E-mail the user after every successful login (on by default). */
    loginAlertEnabled: boolean('login_alert_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_address_key').on(t.emailAddress), index('users_buyer_id_idx').on(t.buyerId)],
);

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
  (t) => [index('audit_logs_buyer_idx').on(t.buyerId, t.createdAt)],
);

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

/**
 * Terms of service, versioned. The version in force is the newest whose effective date has come;
 * a user whose accepted version differs must accept it at their next login.
 */
export const termsVersions = pgTable('terms_versions', {
  version: text('version').primaryKey(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payees. Soft-deleted so payment history keeps its supplier. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    buyerId: buyerRef(),
    businessForm: smallint('business_form').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    corporateNumber: text('corporate_number'),
    postalCode: text('postal_code').notNull().default(''),
    addressState: text('address_state').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressStreet: text('address_street').notNull().default(''),
    addressBuildingName: text('address_building_name'),
    contactPersonName: text('contact_person_name'),
    emailAddress: text('email_address'),
    phoneNumber: text('phone_number'),
    memo: text('memo'),
    status: text('status', { enum: ['Approved', 'Escalation', 'Unapproved', 'Rejected'] })
      .notNull()
      .default('Unapproved'),
    /** The operator's reason for the current status, shown to the buyer. */
    statusReason: text('status_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_buyer_status_idx')
      .on(t.buyerId, t.status, t.id)
      .where(sql`deleted_at IS NULL`),
    // The supplier list pages by id within a buyer, whatever the status filter.
    index('suppliers_buyer_id_idx')
      .on(t.buyerId, t.id)
      .where(sql`deleted_at IS NULL`),
  ],
);

/**
 * A payment of one supplier invoice (or a request from a seller). status holds the spec's
 * numeric value 1–8; money is integer yen.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    buyerId: buyerRef(),
    type: text('type', { enum: ['InvoicePayment', 'InvoiceRequestBuyer', 'InvoiceRequestSeller'] }).notNull(),
    status: smallint('status').notNull(),
    isActionRequired: boolean('is_action_required').notNull().default(false),
    supplierId: bigint('supplier_id', { mode: 'number' }).references(() => suppliers.id),
    accountId: bigint('account_id', { mode: 'number' }).references(() => supplierAccounts.id),
    fileId: bigint('file_id', { mode: 'number' }).references(() => invoiceFiles.id),
    creditCardId: bigint('credit_card_id', { mode: 'number' }).references(() => creditCards.id),
    /** One authorisation pays one invoice: the unique index makes a double submit impossible. */
    approvalId: bigint('approval_id', { mode: 'number' }).references(() => cardApprovals.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Commission before any promotion, consumption tax included. */
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** What the card is charged: amount + commission − discount. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    promotionCode: text('promotion_code'),
    invoiceNumber: text('invoice_number'),
    memo: text('memo'),
    dueDate: date('due_date', { mode: 'string' }),
    /** The transfer date the buyer asked for (振込予定日); it stays as asked after the transfer. */
    transferDate: date('transfer_date', { mode: 'string' }),
    /** The day (JST) the card charge was captured: the 取引年月日 of the receipt. Set by the `complete` move. */
    capturedOn: date('captured_on', { mode: 'string' }),
    /** The day (JST) the transfer to the payee was actually made (振込日). Set by the `transfer` move. */
    transferredOn: date('transferred_on', { mode: 'string' }),
    examinationDueDate: date('examination_due_date', { mode: 'string' }),
    /** What the examination asks the buyer to correct (shown while is_action_required). */
    actionRequiredReason: text('action_required_reason'),
    /** A seller's request (InvoiceRequestBuyer): who asks, their document number, until when. */
    sellerName: text('seller_name'),
    buyerDocumentNumber: text('buyer_document_number'),
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    /** The client's Idempotency-Key and a hash of its body: a replay returns this row, another body is 422. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Tab lists and counts: is_action_required rides along so both are index-only scans
    // (bench/invoice-list.mjs: the review count of a 100k-invoice buyer 40 ms → 2 ms).
    index('invoices_buyer_list_idx').on(t.buyerId, t.status, t.type, t.id, t.isActionRequired),
    // A supplier's last payment date and payment history: one index entry per max() instead of
    // every transferred invoice of the buyer (the supplier list went from 2.6 s to 0.4 ms).
    index('invoices_supplier_transfer_idx').on(t.buyerId, t.supplierId, t.status, t.transferDate),
    uniqueIndex('invoices_approval_idx').on(t.approvalId),
    uniqueIndex('invoices_idempotency_idx').on(t.buyerId, t.idempotencyKey),
    check('invoices_money_check', sql`amount > 0 AND commission >= 0 AND discount >= 0 AND discount <= commission`),
    check('invoices_total_check', sql`total = 0 OR total = amount + commission - discount`),
  ],
);

/** Saved, unfinished payment flows (下書き). */
export const drafts = pgTable(
  'drafts',
  {
    id: id(),
    buyerId: buyerRef(),
    supplierName: text('supplier_name'),
    amount: bigint('amount', { mode: 'number' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drafts_buyer_idx').on(t.buyerId, t.updatedAt)],
);

/** A supplier's bank account. Names are copied from the Zengin data at save time (banks rename). */
export const supplierAccounts = pgTable(
  'supplier_accounts',
  {
    id: id(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id),
    buyerId: buyerRef(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    /** Spec §3 values: '2' 普通, '1' 当座 (the Zengin file uses the opposite digits). */
    accountType: text('account_type', { enum: ['1', '2'] }).notNull(),
    accountNumber: text('account_number').notNull(),
    /** Zengin half-width kana, exactly as the transfer file will carry it. */
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('supplier_accounts_supplier_idx').on(t.supplierId),
    index('supplier_accounts_lookup_idx').on(t.buyerId, t.bankCode, t.branchCode, t.accountNumber),
  ],
);

/**
 * The National Tax Agency's published corporation register (法人番号公表サイト), imported by
 * `npm run ops -- corporations:import FILE.csv`. Name search uses trigram indexes.
 */
export const corporationRegistry = pgTable(
  'corporation_registry',
  {
    corporateNumber: text('corporate_number').primaryKey(),
    name: text('name').notNull(),
    /** The name without legal-entity words (株式会社 …), width-folded: what people type first. */
    searchName: text('search_name').notNull(),
    nameKana: text('name_kana'),
    postalCode: text('postal_code'),
    prefectureName: text('prefecture_name'),
    cityName: text('city_name'),
    streetNumber: text('street_number'),
    /** Date the register last changed this row (YYYY-MM-DD). */
    updateDate: date('update_date', { mode: 'string' }),
    closedAt: date('closed_at', { mode: 'string' }),
  },
  (t) => [
    // Prefix search walks these in order and stops at LIMIT; trigram indexes serve "contains".
    index('corporation_registry_search_name_idx').on(t.searchName.op('text_pattern_ops')),
    index('corporation_registry_kana_prefix_idx').on(t.nameKana.op('text_pattern_ops')),
    index('corporation_registry_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('corporation_registry_kana_trgm_idx').using('gin', t.nameKana.op('gin_trgm_ops')),
  ],
);

/** Extra days banks are closed beyond weekends, holidays and 12/31–1/3 (e.g. system maintenance). */
export const bankClosedDays = pgTable('bank_closed_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason').notNull(),
});

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
 * A signed upload slot (POST /invoices/files/upload/url). The bytes land under storageKey; nothing
 * becomes an invoice file until POST /invoices/files/upload has checked them.
 */
export const invoiceFileUploads = pgTable('invoice_file_uploads', {
  id: text('id').primaryKey(),
  buyerId: buyerRef(),
  fileName: text('file_name').notNull(),
  declaredType: text('declared_type').notNull(),
  declaredSize: integer('declared_size').notNull(),
  storageKey: text('storage_key').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** The file it became; a repeated registration answers with it instead of reading again. */
  fileId: bigint('file_id', { mode: 'number' }),
  createdAt: createdAt(),
});

/** A checked invoice file: type from its bytes, server-made storage key, what the reader found. */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    id: id(),
    buyerId: buyerRef(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count'),
    sha256: text('sha256').notNull(),
    extraction: jsonb('extraction').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_files_buyer_idx').on(t.buyerId, t.id)],
);

/** Commission promotions (POST /invoices/promotion). */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    discountType: text('discount_type', { enum: ['rate', 'amount'] }).notNull(),
    /** Basis points of the commission for 'rate' (10000 = free), yen for 'amount'. */
    discountValue: integer('discount_value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUsesPerBuyer: integer('max_uses_per_buyer').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  () => [check('promotions_value_check', sql`discount_value > 0 AND (discount_type <> 'rate' OR discount_value <= 10000)`)],
);

export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    buyerId: buyerRef(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_buyer_idx').on(t.promotionId, t.buyerId),
    uniqueIndex('promotion_redemptions_invoice_idx').on(t.invoiceId),
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

/** Every status a payment went through, for the buyer's timeline and the operator's history. */
export const invoiceStatusHistory = pgTable(
  'invoice_status_history',
  {
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => buyers.id),
    status: smallint('status').notNull(),
    isActionRequired: boolean('is_action_required').notNull().default(false),
    /** Shown to the buyer (reason for action required or cancel). */
    note: text('note'),
    actorType: text('actor_type', { enum: ['user', 'operator', 'system'] }).notNull(),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_status_history_invoice_idx').on(t.invoiceId, t.id)],
);

/**
 * A seller's request for card payment (spec §4 request keys): the key the seller hands to the
 * buyer. Status 1 valid, 2 expired, 3 invalid; linked to one buyer once, on first use.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    key: text('key').primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    status: smallint('status').notNull().default(1),
    linkedBuyerId: bigint('linked_buyer_id', { mode: 'number' }).references(() => buyers.id),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('request_keys_invoice_idx').on(t.invoiceId)],
);

/**
 * The money ledger (DESIGN §8): append-only double entry, one row per movement from a debit
 * account to a credit account. The database refuses UPDATE and DELETE on it (trigger in
 * migration 0004); corrections are new entries. `reference` makes each movement idempotent.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    buyerId: bigint('buyer_id', { mode: 'number' }).references(() => buyers.id),
    entryType: text('entry_type', {
      enum: ['authorization', 'void', 'capture', 'commission', 'transfer', 'refund'],
    }).notNull(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What caused it (approval id, gateway result, transfer batch): one entry per movement. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_invoice_idx').on(t.invoiceId, t.id),
    uniqueIndex('ledger_entries_movement_idx').on(t.invoiceId, t.entryType, t.debitAccount, t.reference),
    check('ledger_entries_amount_check', sql`amount >= 0 AND debit_account <> credit_account`),
  ],
);

/**
 * Gateway calls owed after a committed change (void an authorisation, refund a capture): written
 * in the same transaction as the status change, carried out after it, retried until done. A
 * crash between the two leaves a pending row, never a lost or doubled refund.
 */
export const gatewayOperations = pgTable(
  'gateway_operations',
  {
    id: id(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: ['void', 'refund'] }).notNull(),
    authId: text('auth_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    resultCode: text('result_code'),
    /** A failed try waits before the next (growing back-off), so one stuck call never blocks the rest. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gateway_operations_pending_idx').on(t.status, t.nextAttemptAt, t.id),
    // Once per authorisation: an edited amount voids the old one, a later cancel the new one.
    uniqueIndex('gateway_operations_once_idx').on(t.invoiceId, t.kind, t.authId),
  ],
);
