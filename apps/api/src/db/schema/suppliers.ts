import { SUPPLIER_STATUS_NAMES } from '@icp/contract';
import { buyerRef } from './buyers.ts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns.ts';

/* Payees and their bank accounts. */

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
    status: text('status', { enum: SUPPLIER_STATUS_NAMES }).notNull().default('Unapproved'),
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
    // The same account at another buyer (the examination's account_used_by_other_buyer flag).
    index('supplier_accounts_number_idx').on(t.accountNumber, t.bankCode, t.branchCode),
  ],
);
