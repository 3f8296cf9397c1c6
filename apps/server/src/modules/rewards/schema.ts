import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BonusStatus,
  CampaignKind,
  CampaignStatus,
  RewardHistoryType,
  WageringGameType,
} from '@playfair/contracts/rewards';
import { timestamptz } from '../../platform/db/columns';

// DESIGN §11: campaigns are data (operator API); what a player may claim is an offer row, claimed
// once by a conditional update; a bonus is a row beside the player's bonus ledger account (one
// running per player and currency); free rounds are grants delivered to the studio; every grant,
// conversion, expiry and forfeit is a history row (who, why), never updated.

/** A text per locale, `en` the fallback. */
export type LocalisedText = Record<string, string>;

export const rewardCampaigns = pgTable(
  'reward_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<CampaignKind>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('active'),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    /** ISO 3166 alpha-2 countries whose players it is for. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The kind's rules (contracts `ZCampaignCreate` less kind, name, countries and currency). */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    /** A seeded campaign's stable name, so seeding twice adds nothing; null for the operator's. */
    seedKey: text('seed_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reward_campaigns_seed_key_unique').on(table.seedKey),
    check(
      'reward_campaigns_kind_known',
      sql`${table.kind} in ('deposit-bonus', 'bonus', 'free-spins', 'cashback')`,
    ),
    check('reward_campaigns_status_known', sql`${table.status} in ('active', 'paused', 'ended')`),
  ],
);

/**
 * Something a player may claim: a first deposit's bonus, a period's cashback. One per campaign,
 * player and period (`period_start`: the first deposit's time, the cashback period's start), so a
 * job or a subscriber that runs twice opens one; the claim is `open → claimed`, once.
 */
export const rewardOffers = pgTable(
  'reward_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => rewardCampaigns.id),
    playerId: uuid('player_id').notNull(),
    periodStart: timestamptz('period_start').notNull(),
    /** What the claim pays, when known now (a deposit bonus, a cashback); minor units. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<'open' | 'claimed'>().notNull().default('open'),
    claimBy: timestamptz('claim_by').notNull(),
    /** What the offer was computed from (the deposit, the period's rounds and net loss). */
    basis: jsonb('basis').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    claimedAt: timestamptz('claimed_at'),
  },
  (table) => [
    uniqueIndex('reward_offers_campaign_player_period_unique').on(
      table.campaignId,
      table.playerId,
      table.periodStart,
    ),
    index('reward_offers_player_status_idx').on(table.playerId, table.status),
    check('reward_offers_status_known', sql`${table.status} in ('open', 'claimed')`),
    check(
      'reward_offers_claimed_when',
      sql`(${table.status} = 'claimed') = (${table.claimedAt} is not null)`,
    ),
    check(
      'reward_offers_amount_positive',
      sql`${table.amountMinor} is null or ${table.amountMinor} > 0`,
    ),
  ],
);

/**
 * A bonus (DESIGN §11): its money is in the player's `player_bonus` ledger account, which holds
 * the running bonus only (one per player and currency, the partial unique index). Wagering counts
 * stakes weighted by `contributions`; at `wagering_required` the balance becomes cash, once.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    campaignId: uuid('campaign_id').references(() => rewardCampaigns.id),
    /** The claimed offer; unique, so one claim starts one bonus. */
    offerId: uuid('offer_id').references(() => rewardOffers.id),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    /** Granted so far (a free-rounds bonus grows with each win). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' }).notNull(),
    wageringDoneMinor: bigint('wagering_done_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    contributions: jsonb('contributions').$type<Record<WageringGameType, number>>().notNull(),
    status: text('status').$type<BonusStatus>().notNull().default('active'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    /** An operator's grant's key (`operator:{key id}:{idempotency key}`): a repeat grants nothing. */
    grantKey: text('grant_key'),
    /** The bonus money given back or turned into cash when it ended. */
    endedAmountMinor: bigint('ended_amount_minor', { mode: 'bigint' }),
  },
  (table) => [
    uniqueIndex('player_bonuses_one_running')
      .on(table.playerId, table.currency)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('player_bonuses_offer_unique').on(table.offerId),
    uniqueIndex('player_bonuses_grant_key_unique').on(table.grantKey),
    index('player_bonuses_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    index('player_bonuses_player_idx').on(table.playerId, table.createdAt),
    check(
      'player_bonuses_status_known',
      sql`${table.status} in ('active', 'converted', 'expired', 'forfeited', 'spent')`,
    ),
    check(
      'player_bonuses_ended_when',
      sql`(${table.status} = 'active') = (${table.endedAt} is null)`,
    ),
    check(
      'player_bonuses_amounts',
      sql`${table.amountMinor} >= 0 and ${table.wageringRequiredMinor} >= 0 and ${table.wageringDoneMinor} >= 0`,
    ),
  ],
);

/**
 * Each stake counted toward a running bonus's wagering, by the stake's ledger key, with what it
 * counted: a rollback of the stake takes that count back while the bonus runs, so a stake that
 * never stood brings no bonus nearer to cash. A bonus that ended keeps its end (a conversion is
 * final); its rows go with it.
 */
export const bonusWageringStakes = pgTable(
  'bonus_wagering_stakes',
  {
    stakeKey: text('stake_key').primaryKey(),
    bonusId: uuid('bonus_id')
      .notNull()
      .references(() => playerBonuses.id, { onDelete: 'cascade' }),
    countedMinor: bigint('counted_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('bonus_wagering_stakes_bonus_idx').on(table.bonusId),
    check('bonus_wagering_stakes_counted', sql`${table.countedMinor} > 0`),
  ],
);

export type FreeRoundsStatus = 'pending' | 'live' | 'ended' | 'cancelled';

/**
 * Free rounds granted on one game (DESIGN §11): `pending` until the studio accepted the signed
 * grant (a job delivers it, again until it lands), `live` while rounds are left, then `ended`.
 * Each round played is a provider-API free round, counted here under the row's lock.
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    campaignId: uuid('campaign_id').references(() => rewardCampaigns.id),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    /** The catalogue game (also the studio's game id). */
    gameId: text('game_id').notNull(),
    providerId: text('provider_id').notNull(),
    rounds: integer('rounds').notNull(),
    roundsPlayed: integer('rounds_played').notNull().default(0),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winsTo: text('wins_to').$type<'bonus' | 'cash'>().notNull(),
    winsMinor: bigint('wins_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The bonus rule wins become (wins to bonus): multiplier, days, max bet, contributions. */
    bonusRule: jsonb('bonus_rule').$type<Record<string, unknown>>(),
    status: text('status').$type<FreeRoundsStatus>().notNull().default('pending'),
    /** A scheduled grant (one a day) is delivered from here on. */
    availableFrom: timestamptz('available_from').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The claim's or the operator's key, so a repeat grants nothing more. */
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (table) => [
    uniqueIndex('free_round_grants_key_unique').on(table.idempotencyKey),
    index('free_round_grants_player_idx').on(table.playerId, table.status),
    index('free_round_grants_delivery_idx')
      .on(table.availableFrom)
      .where(sql`${table.status} = 'pending'`),
    check(
      'free_round_grants_status_known',
      sql`${table.status} in ('pending', 'live', 'ended', 'cancelled')`,
    ),
    check('free_round_grants_wins_to_known', sql`${table.winsTo} in ('bonus', 'cash')`),
    check(
      'free_round_grants_rounds',
      sql`${table.rounds} > 0 and ${table.roundsPlayed} between 0 and ${table.rounds}`,
    ),
  ],
);

/**
 * The player's rewards history and the operator's audit of them: append-only (a trigger in the
 * migration refuses UPDATE and DELETE). `actor` is `player`, `system` or the operator key's id.
 */
export const rewardHistory = pgTable(
  'reward_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order rows were written in: events of one moment keep it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    playerId: uuid('player_id').notNull(),
    type: text('type').$type<RewardHistoryType>().notNull(),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: char('currency', { length: 3 }).notNull(),
    rounds: integer('rounds'),
    /** The bonus, grant or offer it is about. */
    reference: uuid('reference'),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamptz('at').notNull(),
  },
  (table) => [index('reward_history_player_at_idx').on(table.playerId, table.at)],
);

/**
 * Settled rounds as cashback counts them (fed by `round.settled`, one row per round whatever
 * the number of deliveries), by the game type a campaign names.
 */
export const cashbackRounds = pgTable(
  'cashback_rounds',
  {
    roundId: uuid('round_id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    /** The player's country when the round settled (a campaign is for some countries). */
    country: char('country', { length: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    gameType: text('game_type').$type<WageringGameType>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    settledAt: timestamptz('settled_at').notNull(),
  },
  (table) => [index('cashback_rounds_settled_idx').on(table.settledAt, table.gameType)],
);
