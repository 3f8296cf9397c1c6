import { z } from 'zod';
import { ZGameIdField } from './game-session';

// Game rounds and game sessions as the player sees them: the account panel's gaming-history tab
// (DESIGN §5 `GET /user/gaming-history`), the 30-day summary (spec 000 §7), and the active game
// session (spec 000 §3 "Game session: sessionId, bet, win, gameName, meta.NetLoss, sessionStart";
// "Active sessions: list of items with GameName, Error"). Amounts are minor-unit strings.

const ZMinorString = z.string().regex(/^-?\d+$/);
const ZCurrency = z.string().regex(/^[A-Z]{3}$/);

export const ROUND_STATUSES = ['open', 'completed', 'cancelled'] as const;

export const ZGamingHistoryItem = z.object({
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  status: z.enum(ROUND_STATUSES),
  betMinor: ZMinorString,
  winMinor: ZMinorString,
  currency: ZCurrency,
  betFormatted: z.string(),
  winFormatted: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TGamingHistoryItem = z.infer<typeof ZGamingHistoryItem>;

/** GET /{locale}/user/gaming-history?from&to&page (query as ZHistoryQuery in ./payments). */
export const ZGamingHistoryResponse = z.object({
  success: z.literal(true),
  items: z.array(ZGamingHistoryItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TGamingHistoryResponse = z.infer<typeof ZGamingHistoryResponse>;

/** GET /{locale}/user/get-gaming-history-period/{days} (spec 000 §7; 30 in the spec). */
export const ZGamingPeriodResponse = z.object({
  success: z.literal(true),
  data: z.object({
    days: z.number().int(),
    rounds: z.number().int(),
    betMinor: ZMinorString,
    winMinor: ZMinorString,
    /** Wins minus bets: negative is a loss. */
    netMinor: ZMinorString,
    currency: ZCurrency,
    betFormatted: z.string(),
    winFormatted: z.string(),
    netFormatted: z.string(),
  }),
});
export type TGamingPeriodResponse = z.infer<typeof ZGamingPeriodResponse>;

export const ZGameSession = z.object({
  sessionId: z.string(),
  gameId: z.string(),
  GameName: z.string(),
  bet: ZMinorString,
  win: ZMinorString,
  currency: ZCurrency,
  sessionStart: z.string(),
  meta: z.object({ NetLoss: ZMinorString }),
  /** Set when the session cannot go on (spec 000 §3 "Active sessions: … GameName, Error"). */
  Error: z.string().optional(),
});
export type TGameSession = z.infer<typeof ZGameSession>;

/** GET /{locale}/user/active-session: the player's open game sessions (usually one). */
export const ZActiveSessionResponse = z.object({
  success: z.literal(true),
  data: z.array(ZGameSession),
});
export type TActiveSessionResponse = z.infer<typeof ZActiveSessionResponse>;

/**
 * GET /{locale}/user/close-session (changes state: XHR marker required): ends them — of one game
 * with `gameId` (a window leaving its own game, spec 001 §4). With `launchOnly=1` only the game's
 * launch closes and its session goes on (the page went away: a reload continues the session and
 * its limits; decision 008).
 */
export const ZCloseSessionQuery = z.object({
  gameId: ZGameIdField.optional(),
  launchOnly: z.literal('1').optional(),
});
export type TCloseSessionQuery = z.input<typeof ZCloseSessionQuery>;

export const ZCloseSessionResponse = z.object({
  success: z.literal(true),
  closed: z.number().int(),
});
