import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** DESIGN §8: one profile per authority/country, stored so the operator can tune it. */
export const jurisdictions = pgTable(
  'jurisdictions',
  {
    code: text('code').primaryKey(),
    authority: text('authority').notNull(),
    /** ISO 3166-1 alpha-2, or null for the default (international) profile. */
    country: text('country'),
    /** The whole typed profile (ZJurisdictionProfile of @playfair/domain/jurisdictions). */
    profile: jsonb('profile').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('jurisdictions_country_unique').on(table.country)],
);
