/**
 * The database schema, one file per area (drizzle-kit reads every table from here).
 */
export * from './schema/reference.ts';
export * from './schema/buyers.ts';
export * from './schema/auth.ts';
export * from './schema/platform.ts';
export * from './schema/notifications.ts';
export * from './schema/suppliers.ts';
export * from './schema/cards.ts';
export * from './schema/payments.ts';
export * from './schema/operators.ts';
export * from './schema/payouts.ts';
export * from './schema/settlements.ts';
export * from './schema/integrations.ts';
