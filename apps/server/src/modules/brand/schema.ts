import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Design tokens that override the default theme: CSS variable name → value. */
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 001 §6 feature flags, per brand; `countries` is ['ALL'] or ISO codes (spec 001 §2). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    countries: text('countries').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.name] }),
    check('feature_flags_countries_not_empty', sql`cardinality(${table.countries}) > 0`),
  ],
);
