import { z } from 'zod';
import { ZPrizeItem } from './rewards';

// Races (spec 001 §2–§9, spec 000 §9, DESIGN §11, decision 011): timed competitions on the
// competition engine. A player who opted in (or every eligible player, for an automatic race) earns
// points from each eligible real-money round: win ÷ stake × 100, whole points, at most the race's
// cap per round. Spec 001 §3 Race fields keep the spec's names (raceId, optin, current,
// leaderboard uid/points, game_whitelist, prize_collection_id, stats). Times are ISO 8601 UTC.
// Calls (DESIGN §5 leaves them out; decision 011 fixes them):
//   GET  /{locale}/get-races                  the races running, starting within a day, or just ended
//   GET  /{locale}/get-race/{raceId}          one race with its full leaderboard
//   POST /{locale}/evolution-optin            spec 001 §7: form campaign_id (the race id), duration
// Push (GET /{locale}/user/events): `race` to a player after each round counted for them (their
// points and position), `races` to everyone when a race starts or ends (refetch).

export const RACE_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type RaceStatus = (typeof RACE_STATUSES)[number];

/** How many leaderboard rows a race's summary carries (the full board is get-race). */
export const RACE_SUMMARY_ROWS = 10;
/** How many rows get-race carries; the reader's own row is added when it is below them. */
export const RACE_BOARD_ROWS = 50;

/** spec 001 §3 Race leaderboard row: `uid` is opaque per race (never a player id). */
export const ZRaceLeaderboardRow = z.object({
  uid: z.string(),
  points: z.number().int().nonnegative(),
  /** 1 is first: by points, then who reached them first (decision 011). */
  position: z.number().int().positive(),
  /** Masked (spec 000 §5: at most 8 characters shown). */
  name: z.string(),
  /** The reader's own row (always present when the reader takes part). */
  isOwn: z.boolean(),
});
export type TRaceLeaderboardRow = z.infer<typeof ZRaceLeaderboardRow>;

/** spec 001 §3 Race stats: the reader's rounds in the race; `currentPoints` the last round's. */
export const ZRaceStats = z.object({
  spins: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  currentPoints: z.number().int().nonnegative(),
});
export type TRaceStats = z.infer<typeof ZRaceStats>;

export const ZRacePrize = z.object({
  position: z.number().int().positive(),
  /** The prize in the reader's language ("€50 in cash"). */
  item_translation: z.string(),
});
export type TRacePrize = z.infer<typeof ZRacePrize>;

export const ZRaceGame = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type TRaceGame = z.infer<typeof ZRaceGame>;

/** spec 001 §3 Race, for the reader (a visitor: optin false, stats null, no own row). */
export const ZRace = z.object({
  id: z.string(),
  raceId: z.string(),
  name: z.string(),
  status: z.enum(RACE_STATUSES),
  /** Running now. */
  current: z.boolean(),
  /** The reader takes part (opted in, or entered by an automatic race). */
  optin: z.boolean(),
  isAutoOptIn: z.boolean(),
  /** Whether the reader may opt in now (logged in, race not over, country and bonus cap allow). */
  canOptIn: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Minutes from start to end: what evolution-optin sends as `duration`. */
  duration: z.number().int().positive(),
  /** The smallest stake that earns points, in the reader's currency (null: none set for it). */
  minStakeMinor: z.string().nullable(),
  minStakeFormatted: z.string().nullable(),
  currency: z.string(),
  /** Points for one round: win ÷ stake × multiplier, whole points, at most cap. */
  pointsRule: z.object({
    multiplier: z.number().int().positive(),
    cap: z.number().int().positive(),
  }),
  /** spec 001 §3: the games whose rounds count (catalogue game ids). */
  game_whitelist: z.array(z.string()),
  games: z.array(ZRaceGame),
  /** spec 001 §3: the race's prize set. */
  prize_collection_id: z.string(),
  prizes: z.array(ZRacePrize),
  entrants: z.number().int().nonnegative(),
  leaderboard: z.array(ZRaceLeaderboardRow),
  /** The reader's place (null: not taking part, or no points yet). */
  ownPosition: z.number().int().positive().nullable(),
  stats: ZRaceStats.nullable(),
  /** After the end: the reader's prize in their language, if they won one. */
  ownPrize: z.string().nullable(),
});
export type TRace = z.infer<typeof ZRace>;

export const ZRacesResponse = z.object({ success: z.literal(true), races: z.array(ZRace) });
export type TRacesResponse = z.infer<typeof ZRacesResponse>;

export const ZRaceIdParams = z.object({ raceId: z.uuid() });
export const ZRaceResponse = z.object({ success: z.literal(true), race: ZRace });
export type TRaceResponse = z.infer<typeof ZRaceResponse>;

/** spec 001 §7 POST /{locale}/evolution-optin: `duration` must be the race's (minutes). */
export const ZRaceOptInBody = z.object({
  campaign_id: z.uuid(),
  duration: z.coerce
    .number()
    .int()
    .positive()
    .max(60 * 24 * 62),
  csrf_token: z.string().max(128).optional(),
});
/** `message`: opt_in_success or opt_in_fail in the reader's language (spec 001 §8). */
export const ZRaceOptInResponse = z.object({ success: z.boolean(), message: z.string() });
export type TRaceOptInResponse = z.infer<typeof ZRaceOptInResponse>;

/** The `race` push: the reader's standing after a round counted. */
export const ZRacePush = z.object({
  raceId: z.string(),
  points: z.number().int().nonnegative(),
  position: z.number().int().positive().nullable(),
  stats: ZRaceStats,
});
export type TRacePush = z.infer<typeof ZRacePush>;

/** The `races` push, to everyone: a race started or ended (the site refetches get-races). */
export const ZRacesPush = z.object({
  raceId: z.string(),
  status: z.enum(['running', 'finished']),
});
export type TRacesPush = z.infer<typeof ZRacesPush>;

const ZLocalised = z.record(z.string().regex(/^[a-z]{2}$/), z.string().trim().min(1).max(120));

/** POST /operator-api/v1/races: a race as data. */
export const ZOperatorRaceRequest = z
  .strictObject({
    name: ZLocalised.refine((names) => names.en !== undefined, 'an English name is required'),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .max(60),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** The smallest stake that earns points, per currency (minor units). */
    minStakeMinor: z.record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^\d{1,12}$/)),
    /** Catalogue game ids; 1 to 200. */
    gameWhitelist: z
      .array(z.string().regex(/^[0-9]{1,12}$/))
      .min(1)
      .max(200),
    pointsCap: z.number().int().min(1).max(1_000_000).default(1000),
    isAutoOptIn: z.boolean().default(false),
    needsBonusCap: z.boolean().default(false),
    prizes: z
      .array(
        z.object({
          position: z.number().int().min(1).max(1000),
          item: ZPrizeItem,
          itemTranslation: ZLocalised,
        }),
      )
      .min(1)
      .max(100),
  })
  .refine((race) => Date.parse(race.startsAt) < Date.parse(race.endsAt), {
    message: 'startsAt must be before endsAt',
    path: ['endsAt'],
  })
  .refine(
    (race) => new Set(race.prizes.map((prize) => prize.position)).size === race.prizes.length,
    { message: 'one prize per position', path: ['prizes'] },
  );
export type TOperatorRaceRequest = z.infer<typeof ZOperatorRaceRequest>;
export const ZOperatorRaceResponse = z.object({ success: z.literal(true), raceId: z.string() });
