import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

// drizzle-kit reads only src/modules/*/schema.ts: the sandbox register's tables are named here so
// they get migrations, while its code keeps them to itself.
export { registerSandboxEntries, registerSandboxReports } from './sandbox/schema';

export const EXCLUDED_IDENTIFIER_KINDS = ['email', 'mobile', 'national-id'] as const;
export type ExcludedIdentifierKind = (typeof EXCLUDED_IDENTIFIER_KINDS)[number];

/**
 * Our own exclusion list (DESIGN §10): the email, mobile and national id of each player who
 * excluded themself, kept until the exclusion ends, so the person cannot register again with any
 * of them meanwhile. Only keyed hashes (HMAC-SHA256 under EXCLUSION_LIST_SECRET) are stored: the
 * table is no copy of personal data, and without the secret it names nobody.
 */
export const excludedPersons = pgTable(
  'excluded_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** identity's player id of the excluded account. */
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<ExcludedIdentifierKind>().notNull(),
    /** Hex HMAC-SHA256 of the kind and the normalised identifier. */
    identifierHash: text('identifier_hash').notNull(),
    /** When the exclusion ends; null: permanent. */
    until: timestamptz('until'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('excluded_persons_player_identifier_unique').on(
      table.playerId,
      table.identifierHash,
    ),
    index('excluded_persons_identifier_idx').on(table.identifierHash),
    check('excluded_persons_kind_known', sql`${table.kind} in ('email', 'mobile', 'national-id')`),
  ],
);
