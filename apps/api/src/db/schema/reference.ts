import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* Reference data every screen reads: industries, terms, the corporate registry, bank closed days. */

/** Industry list shown at registration (日本標準産業分類の大分類を基にした区分). */
export const businessCategories = pgTable('business_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

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
