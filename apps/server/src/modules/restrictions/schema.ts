import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * What stands between a player and play (spec 000 §6, spec 001 §6, DESIGN §4 / §10): the AML and
 * KYC statuses and blocks the compliance team sets, an operator's block of the account, a
 * self-exclusion and a time-out. One row per player whose restrictions were ever set; a player
 * without a row is clear. `player_id` is identity's player id.
 */
export const playerRestrictions = pgTable('player_restrictions', {
  playerId: uuid('player_id').primaryKey(),
  /** '0' means clear; anything else blocks real play (spec 000 §6). */
  amlStatus: text('aml_status').notNull().default('0'),
  kycStatus: text('kyc_status').notNull().default('0'),
  hasGameplayBlock: boolean('has_gameplay_block').notNull().default(false),
  hasScanVerification: boolean('has_scan_verification').notNull().default(false),
  hasUnverifiedBlock: boolean('has_unverified_block').notNull().default(false),
  hasPepBlock: boolean('has_pep_block').notNull().default(false),
  hasKycBlock: boolean('has_kyc_block').notNull().default(false),
  hasRgTriggerBlock: boolean('has_rg_trigger_block').notNull().default(false),
  /** Until when the player excluded themself; 'infinity' for a permanent exclusion. */
  selfExcludedUntil: timestamptz('self_excluded_until'),
  /** Until when the player's time-out (panic button, spec 001 §4) keeps deposits and play closed. */
  timedOutUntil: timestamptz('timed_out_until'),
  /** Set when the operator blocks the account: no deposits and no play (DESIGN §4 policy). */
  blockedAt: timestamptz('blocked_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Every change made to a player's restrictions: who, when, what and why. Append-only by use: the
 * restrictions module only ever inserts here.
 */
export const playerRestrictionChanges = pgTable(
  'player_restriction_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    /** The operator API key's id that made the change. */
    operatorId: text('operator_id').notNull(),
    /** The fields set, as sent (after validation). */
    changes: jsonb('changes').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('player_restriction_changes_player_idx').on(table.playerId, table.createdAt)],
);
