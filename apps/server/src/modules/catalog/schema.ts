import { GAME_ENGINES, type GameEngine } from '@playfair/contracts/games';
import {
  CATEGORY_TAGS,
  LOBBY_VERTICALS,
  type CategoryTag,
  type LobbyVertical,
} from '@playfair/contracts/lobby';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/** `'a', 'b'` for an `in (…)` check built from a list of constants (the list is ours, not input). */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * The game catalogue (spec 000 §3 game tile, spec 001 §3 game details; DESIGN §7). The id is the
 * stable key everything else points at: the lobby's categories, images (spec 000 §3: the tile image
 * derives from the game id), search aliases and favourites come as their own tables referencing
 * `games.id`, and rounds, launch tokens and the provider API carry it. Every game maps to a studio
 * engine and a skin, so every tile is playable (DESIGN §7).
 */
export const games = pgTable(
  'games',
  {
    /** Stable, short and numeric-like ("10042"): the spec's gameId and the provider API's gameId. */
    id: text('id').primaryKey(),
    /** The game view's `/{locale}/game/{slug}` (GAME_SLUG_PATTERN, at most 100 characters). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    vendor: text('vendor').notNull(),
    /** spec 001 §3 GameType: "Video Slots", "Classic Slots", "Live Roulette"… */
    gameType: text('game_type').notNull(),
    isLive: boolean('is_live').notNull().default(false),
    /** "16:9", "4:3": the game view keeps the iframe in it. */
    aspectRatio: text('aspect_ratio').notNull(),
    /** spec 001 §3 forFun: the game offers demo play (the jurisdiction decides too). */
    allowDemo: boolean('allow_demo').notNull(),
    inMaintenance: boolean('in_maintenance').notNull().default(false),
    isOffline: boolean('is_offline').notNull().default(false),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isPromoted: boolean('is_promoted').notNull().default(false),
    /** Stake limits in EUR cents (spec 000 §3 minMaxLimit); other currencies scale from them. */
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    /** The studio engine that plays it (GAME_ENGINES). */
    engine: text('engine').$type<GameEngine>().notNull(),
    /** The studio derives theme, symbols and colours from it ([a-z0-9-]{1,64}). */
    skin: text('skin').notNull(),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    /** Higher is more popular; the lobby's default order. */
    popularity: integer('popularity').notNull().default(0),
    /**
     * The game feeds a jackpot pool (spec 000 §3 jackpot; the lobby's jackpot row). Null until
     * someone decides: the seed sets it on its own games where it is still null, so databases from
     * before the column get the flag and an operator's true or false is never overwritten.
     */
    hasJackpot: boolean('has_jackpot'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_slug_unique').on(table.slug),
    index('games_vendor_idx').on(table.vendor),
    index('games_popularity_idx').on(table.popularity),
    index('games_released_at_idx').on(table.releasedAt),
    check(
      'games_slug_format',
      sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${table.slug}) <= 100`,
    ),
    check('games_skin_format', sql`${table.skin} ~ '^[a-z0-9-]{1,64}$'`),
    check('games_engine_known', sql`${table.engine} in (${sqlList(GAME_ENGINES)})`),
    check('games_aspect_ratio_format', sql`${table.aspectRatio} ~ '^[0-9]{1,2}:[0-9]{1,2}$'`),
    check(
      'games_bets_ordered',
      sql`${table.minBetMinor} > 0 and ${table.maxBetMinor} >= ${table.minBetMinor}`,
    ),
    // spec 000 §6: demo play "is never offered in live casino".
    check('games_live_has_no_demo', sql`not (${table.isLive} and ${table.allowDemo})`),
  ],
);

/**
 * One-time launch tokens (DESIGN §7): the casino hands one to the studio in the real-money iframe
 * URL, and the studio trades it once for the player through the provider API. Only the SHA-256 of
 * the 256-bit token is stored, so a database read gives nobody a usable token.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').primaryKey(),
    /** identity's players.id (no foreign key across modules, as in the wallet). */
    playerId: text('player_id').notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    /** ISO 4217: the player's wallet currency when the game was opened. */
    currency: char('currency', { length: 3 }).notNull(),
    /**
     * The provider the game opens at, the only one that may trade the token (DESIGN §7): a token
     * read by another provider's studio does not open a session there.
     */
    providerId: text('provider_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set by the one consume that wins; a used token is refused. */
    usedAt: timestamptz('used_at'),
    /** The launch's rules the provider API holds every stake to (see gameplay's game_launches). */
    stakeCapMinor: bigint('stake_cap_minor', { mode: 'bigint' }),
    requiresSessionLimits: boolean('requires_session_limits').notNull().default(false),
  },
  (table) => [
    index('game_launch_tokens_expires_at_idx').on(table.expiresAt),
    check('game_launch_tokens_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('game_launch_tokens_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('game_launch_tokens_expiry_after_creation', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The lobby (spec 000 §2, §3): categories per vertical, their games in order, an SEO page per
// category and vertical home, search aliases, and each player's favourites and last played games.
// ---------------------------------------------------------------------------------------------

/**
 * spec 000 §3 category row: id, name (the slug), tag, orderNo. Slugs are unique across both
 * verticals, so `/get-games/{category}` names one category. Rows tagged `lastplayed` and
 * `favourites` hold no games here: each player's own list fills them.
 */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: text('id').primaryKey(),
    vertical: text('vertical').$type<LobbyVertical>().notNull(),
    slug: text('slug').notNull(),
    tag: text('tag').$type<CategoryTag>().notNull(),
    /** The home view's order, smallest first. */
    orderNo: integer('order_no').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_categories_slug_unique').on(table.slug),
    check(
      'game_categories_vertical_known',
      sql`${table.vertical} in (${sqlList(LOBBY_VERTICALS)})`,
    ),
    check('game_categories_tag_known', sql`${table.tag} in (${sqlList(CATEGORY_TAGS)})`),
    check(
      'game_categories_slug_format',
      sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${table.slug}) <= 64 and ${table.slug} <> 'home'`,
    ),
  ],
);

/** A category's games in order (smallest position first; ties by name). */
export const gameCategoryGames = pgTable(
  'game_category_games',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.gameId] }),
    index('game_category_games_order_idx').on(table.categoryId, table.position),
    index('game_category_games_game_idx').on(table.gameId),
  ],
);

/**
 * spec 000 §2 / §3 category row `page`: the title, description and SEO text swapped in when a
 * category (or the vertical's home, slug `home`) is chosen, per locale; the lobby falls back along
 * the locale's chain to English, field by field.
 */
export const lobbyPages = pgTable(
  'lobby_pages',
  {
    vertical: text('vertical').$type<LobbyVertical>().notNull(),
    /** A category's slug, or `home` for the vertical's home view. */
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Paragraphs separated by a blank line; empty: the next locale of the chain speaks. */
    content: text('content').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vertical, table.slug, table.locale] }),
    check('lobby_pages_vertical_known', sql`${table.vertical} in (${sqlList(LOBBY_VERTICALS)})`),
  ],
);

/** spec 001 §5: a term in some language ("ruletti", "hedelmä") that finds games by id. */
export const searchAliases = pgTable(
  'search_aliases',
  {
    /** Lower case, as the search compares it. */
    term: text('term').notNull(),
    locale: text('locale').notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.term, table.locale, table.gameId] }),
    index('search_aliases_locale_idx').on(table.locale),
    check('search_aliases_term_lowercase', sql`${table.term} = lower(${table.term})`),
  ],
);

/** spec 000 §6: a player's favourite games (casino only); one row per player and game. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    /** identity's players.id (no foreign key across modules, as in the wallet). */
    playerId: text('player_id').notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('favourite_games_player_created_idx').on(table.playerId, table.createdAt),
  ],
);

/**
 * spec 000 §3 `lastplayed`: the games a player opened, the latest launch per game; the lobby shows
 * the newest twenty and older rows are trimmed as new ones come.
 */
export const lastPlayedGames = pgTable(
  'last_played_games',
  {
    playerId: text('player_id').notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamptz('played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('last_played_games_player_played_idx').on(table.playerId, table.playedAt),
  ],
);
