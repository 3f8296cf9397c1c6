import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every text the product shows, per locale. Rows from the shipped catalogs are `catalog` and are
 * refreshed on start; a row an operator edited becomes `operator` and is never overwritten.
 */
export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    source: text('source', { enum: ['catalog', 'operator'] })
      .notNull()
      .default('catalog'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.key] }),
    check('translations_source_known', sql`${table.source} in ('catalog', 'operator')`),
  ],
);
