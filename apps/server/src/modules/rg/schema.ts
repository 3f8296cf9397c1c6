import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * DESIGN §10: a player's responsible-gambling limits as effective-dated rows. A change never edits
 * a row's type, period, amount or start: it adds a row. What a row may gain later is when its life
 * moved on — `activated_at` (it applies from then; the newest activated row of a type and period is
 * the one in force), `confirmed_at` (a raise the player confirmed after its wait, GB) and
 * `cancelled_at` (a raise the player declined). At most one row per type and period waits to apply
 * (the partial unique index), so racing changes leave one future limit.
 * Money limits are in minor units of the player's currency; session time in minutes.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order rows were written in: of two changes in one instant, the later one holds. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    playerId: uuid('player_id').notNull(),
    limitType: text('limit_type').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** player, operator (the player may lower it, not raise it) or system (market defaults). */
    setBy: text('set_by').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    needsConfirmation: boolean('needs_confirmation').notNull().default(false),
    confirmedAt: timestamptz('confirmed_at'),
    activatedAt: timestamptz('activated_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('rg_limits_player_idx').on(table.playerId, table.limitType, table.period),
    uniqueIndex('rg_limits_one_future')
      .on(table.playerId, table.limitType, table.period)
      .where(sql`${table.activatedAt} is null and ${table.cancelledAt} is null`),
    index('rg_limits_due_idx')
      .on(table.startsAt)
      .where(sql`${table.activatedAt} is null and ${table.cancelledAt} is null`),
    check(
      'rg_limits_type_known',
      sql`${table.limitType} in ('deposit', 'loss', 'wager', 'sessionTime')`,
    ),
    check('rg_limits_period_known', sql`${table.period} in ('daily', 'weekly', 'monthly')`),
    check('rg_limits_set_by_known', sql`${table.setBy} in ('player', 'operator', 'system')`),
    check('rg_limits_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Every answer a player gave the responsible-gaming quiz (spec 001 §3), kept as evidence: the
 * answers as sent and whether they passed.
 */
export const rgQuizSubmissions = pgTable(
  'rg_quiz_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    answers: jsonb('answers').$type<{ QuestionId: number; AnswerId: number }[]>().notNull(),
    isPassed: boolean('is_passed').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('rg_quiz_submissions_player_idx').on(table.playerId, table.createdAt)],
);

/**
 * DESIGN §10: every change of a limit, break or quiz result, append-only (a trigger in the
 * migration refuses updates and deletes) and hash-chained per player: each row's hash covers its
 * content and the previous row's hash, so a removed or edited row breaks the chain.
 */
export const rgAudit = pgTable(
  'rg_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    /** 1, 2, 3 … per player: the chain's order. */
    seq: integer('seq').notNull(),
    actorKind: text('actor_kind').notNull(),
    /** The operator key's id, the player's id, or the job's name. */
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('rg_audit_player_seq_unique').on(table.playerId, table.seq),
    check('rg_audit_actor_known', sql`${table.actorKind} in ('player', 'operator', 'system')`),
  ],
);

/**
 * The reality-check clock of a player (DESIGN §10: the server owns it, spec 000 §9, spec 001 §4):
 * one row per player, so a reload, a new tab or another device keeps it. A sitting starts at a
 * game launch after 30 minutes without play; a check falls due every interval. While one is due
 * (`next_due_at` has passed) or its cooldown runs (`cooldown_until`, the hard check's 5-minute
 * pause), stakes are refused at the debit. Reading it continues the sitting: the next check is due
 * an interval later (soft), or the cooldown starts and the next one is due an interval after it
 * (hard).
 */
export const rgRealityChecks = pgTable(
  'rg_reality_checks',
  {
    playerId: uuid('player_id').primaryKey(),
    sittingStartedAt: timestamptz('sitting_started_at').notNull(),
    nextDueAt: timestamptz('next_due_at').notNull(),
    cooldownUntil: timestamptz('cooldown_until'),
    /** `hard`: the hard reality check applies (spec 001 §6 hard-reality-check), decided per sitting. */
    kind: text('kind').$type<'soft' | 'hard'>().notNull(),
    /** The player's own interval where the market offers a choice; null: the profile's. */
    intervalMinutes: integer('interval_minutes'),
    /** The last launch or answered check: a sitting ends 30 minutes after it without play. */
    touchedAt: timestamptz('touched_at').notNull(),
  },
  (table) => [
    check('rg_reality_checks_kind_known', sql`${table.kind} in ('soft', 'hard')`),
    check(
      'rg_reality_checks_interval_positive',
      sql`${table.intervalMinutes} is null or ${table.intervalMinutes} > 0`,
    ),
  ],
);
