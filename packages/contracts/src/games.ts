import { z } from 'zod';

// The game catalogue as the game view reads it (spec 000 §3 game details; spec 001 §3), and the
// launch call (spec 001 §7). The lobby's calls (categories, search, favourites) extend this file.

/**
 * The studio's engines (DESIGN §7). Live casino's game shows spin the money wheel; baccarat is punto
 * banco. Every catalogue game names one.
 */
export const GAME_ENGINES = [
  'video-slot',
  'classic-slot',
  'roulette',
  'blackjack',
  'baccarat',
  'money-wheel',
] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/** spec 001 §3 "Game details: Name, GameType, gameId, aspectRatio, gameIframeUrl, forFun, isLive". */
export const ZGameDetails = z.object({
  gameId: z.string(),
  slug: z.string(),
  Name: z.string(),
  /** Video Slots, 3D Slots, Classic Slots, Roulette, Blackjack, Live Casino… */
  GameType: z.string(),
  vendor: z.string(),
  /** "16:9", "4:3"… the iframe keeps it. */
  aspectRatio: z.string().regex(/^\d{1,2}:\d{1,2}$/),
  /** Demo play offered for this game (the jurisdiction decides too). */
  forFun: z.boolean(),
  isLive: z.boolean(),
  inMaintenance: z.boolean(),
  isOffline: z.boolean(),
  description: z.string(),
});
export type TGameDetails = z.infer<typeof ZGameDetails>;

/** GET /{locale}/games/{slug}. */
export const ZGameDetailsResponse = z.object({ success: z.literal(true), game: ZGameDetails });
export type TGameDetailsResponse = z.infer<typeof ZGameDetailsResponse>;

/**
 * GET /{locale}/igc-game-url/{gameId}[?mode=demo] answers text/plain: the iframe URL, or the text
 * `false` (spec 001 §7) when the game cannot be opened in that mode for this visitor or player.
 */
export const IGC_GAME_URL_FALSE = 'false';

/** How a game opens: for fun, or for real money (a player only). */
export const GAME_LAUNCH_MODES = ['demo', 'real'] as const;
export type GameLaunchMode = (typeof GAME_LAUNCH_MODES)[number];

/**
 * The query of igc-game-url. Without `mode` a player gets real play and a visitor demo play;
 * `mode=demo` asks a player's game for fun.
 */
export const ZIgcGameUrlQuery = z.object({ mode: z.enum(GAME_LAUNCH_MODES).optional() });
export type TIgcGameUrlQuery = z.infer<typeof ZIgcGameUrlQuery>;

/** Events the studio's game client posts to the game view (DESIGN §7). */
export const STUDIO_MESSAGE_SOURCE = 'playfair-studio';
export const ZStudioMessage = z.object({
  source: z.literal(STUDIO_MESSAGE_SOURCE),
  /**
   * `paused`: the casino refused a stake for a responsible-gambling reason (a reality check due,
   * a session limit reached…), named in `code`; the page reads its checks again.
   */
  type: z.enum(['roundStart', 'bet', 'win', 'balance', 'roundEnd', 'paused']),
  roundId: z.string().optional(),
  code: z
    .string()
    .regex(/^[A-Z_]{1,64}$/)
    .optional(),
  amount: z.number().int().optional(),
  balance: z.number().int().optional(),
  currency: z.string().optional(),
});
export type TStudioMessage = z.infer<typeof ZStudioMessage>;
