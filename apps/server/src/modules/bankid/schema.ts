import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One BankID order (Sweden, authority SGA): started by a browser, approved or cancelled at the
 * identity provider, collected once by the same browser. Secrets are stored as SHA-256 hashes.
 */
export const bankidOrders = pgTable(
  'bankid_orders',
  {
    orderRef: text('order_ref').primaryKey(),
    /** Hash of the secret in the starting browser's cookie: only that browser may collect. */
    collectSecretHash: text('collect_secret_hash').notNull(),
    /** Hash of the secret in the provider page's address: only that page may approve. */
    approveSecretHash: text('approve_secret_hash').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'complete', 'cancelled'] })
      .notNull()
      .default('pending'),
    personalNumber: text('personal_number'),
    birthDate: date('birth_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'bankid_orders_status_known',
      sql`${table.status} in ('pending', 'complete', 'cancelled')`,
    ),
    check(
      'bankid_orders_complete_has_person',
      sql`${table.status} <> 'complete' or ${table.personalNumber} is not null`,
    ),
  ],
);

/**
 * A player's verified Swedish identity. Swedish operators must keep the personnummer (to check the
 * national self-exclusion register), so it is stored as it is, one player per person.
 */
export const bankidIdentities = pgTable('bankid_identities', {
  personalNumber: text('personal_number').primaryKey(),
  playerId: uuid('player_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
