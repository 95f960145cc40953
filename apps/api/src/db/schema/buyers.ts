import { bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns.ts';
import { businessCategories } from './reference.ts';

/* Paying businesses and the people who log in for them. */

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

/** The owning buyer of a buyer-scoped row: every query on it filters by this column. */
export const buyerRef = () =>
  bigint('buyer_id', { mode: 'number' })
    .notNull()
    .references(() => buyers.id);

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
