import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TPrizeItem } from '@playfair/contracts/rewards';
import { timestamptz } from '../../platform/db/columns';

// DESIGN §11: one competition engine for prize draws (raffles) and races, fed by settled rounds.
// A competition is data with its rules; an entry is a player's part in it (tickets or points),
// each round counted once (competition_rounds); results are written once, when it is settled.

export type LocalisedText = Record<string, string>;
export type CompetitionKind = 'raffle' | 'race';
/** `drawn`: the result is written (a raffle drawn, a race settled); it never goes back. */
export type CompetitionStatus = 'open' | 'drawn';

export type PrizeItem = TPrizeItem;

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<CompetitionKind>().notNull(),
    /** A raffle's occurrence (spec 000 §3 `occurence`): daily or monthly. */
    occurrence: text('occurrence').$type<'daily' | 'monthly'>(),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    countries: jsonb('countries').$type<string[]>().notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    drawAt: timestamptz('draw_at').notNull(),
    /** Tickets (raffle): minor units staked per ticket, per currency. */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    isAutoOptIn: boolean('is_auto_opt_in').notNull().default(false),
    needsBonusCap: boolean('needs_bonus_cap').notNull().default(true),
    status: text('status').$type<CompetitionStatus>().notNull().default('open'),
    /** SHA-256 (hex) of the seed, published from the start. */
    seedCommitment: text('seed_commitment').notNull(),
    /** The seed (hex): secret until the draw, then published. */
    seed: text('seed').notNull(),
    /** At the draw: the ticket snapshot and its SHA-256. */
    snapshot: text('snapshot'),
    snapshotHash: text('snapshot_hash'),
    drawnAt: timestamptz('drawn_at'),
    /** A race's start, once announced to players (the start job's one-way mark). */
    announcedAt: timestamptz('announced_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('competitions_draw_idx')
      .on(table.drawAt)
      .where(sql`${table.status} = 'open'`),
    check('competitions_kind_known', sql`${table.kind} in ('raffle', 'race')`),
    check('competitions_status_known', sql`${table.status} in ('open', 'drawn')`),
    check(
      'competitions_times',
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.drawAt}`,
    ),
  ],
);

export const competitionPrizes = pgTable(
  'competition_prizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    /** 1 is the first (largest) prize. */
    position: integer('position').notNull(),
    item: jsonb('item').$type<PrizeItem>().notNull(),
    itemTranslation: jsonb('item_translation').$type<LocalisedText>().notNull(),
  },
  (table) => [
    uniqueIndex('competition_prizes_position_unique').on(table.competitionId, table.position),
  ],
);

/**
 * A player's part: opted in (or entered automatically), what they staked and their score — a
 * raffle's tickets or a race's points.
 */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    playerId: uuid('player_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    stakedMinor: bigint('staked_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    score: bigint('score', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    optedInAt: timestamptz('opted_in_at').notNull(),
    /** Race: rounds counted, rounds that won, and the last round's points (spec 001 §3 stats). */
    rounds: integer('rounds').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    lastPoints: bigint('last_points', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Race: when the entry reached its points (the tie-break: who got there first ranks higher). */
    scoredAt: timestamptz('scored_at'),
    /** Race: when the player was last told a stake was below the minimum (at most every 10 min). */
    stakeNoticeAt: timestamptz('stake_notice_at'),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.playerId] }),
    index('competition_entries_rank_idx').on(table.competitionId, table.score, table.scoredAt),
  ],
);

/** Each settled round a competition counted: once, whatever the number of deliveries. */
export const competitionRounds = pgTable(
  'competition_rounds',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    roundId: uuid('round_id').notNull(),
    playerId: uuid('player_id').notNull(),
    countedAt: timestamptz('counted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.roundId] })],
);

/** The settled result: a winner per prize position, one prize per player. */
export const competitionWinners = pgTable(
  'competition_winners',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id),
    position: integer('position').notNull(),
    playerId: uuid('player_id').notNull(),
    /** The masked name shown on the leaderboard (spec 000 §5). */
    displayName: text('display_name').notNull(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    /** The snapshot's reference of the winner (the verification page names no player). */
    entrant: text('entrant').notNull(),
    /** The ticket drawn, numbered in snapshot order among the tickets still in the draw. */
    ticket: integer('ticket').notNull(),
    prizeId: uuid('prize_id')
      .notNull()
      .references(() => competitionPrizes.id),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.position] }),
    uniqueIndex('competition_winners_one_prize_each').on(table.competitionId, table.playerId),
  ],
);
