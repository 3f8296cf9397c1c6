import { REALITY_CHECK_BETTING_PAUSE_MS } from '@playfair/domain/constants';
import { z } from 'zod';

// Responsible gambling in play (DESIGN §10, spec 000 §7 / §9, spec 001 §3 / §4 / §6 / §7 / §8 /
// §9): the game-session check screen with its session limits, one game at a time, the reality
// checks (soft and hard) and the live session stats. The server owns every clock; the site shows
// what these calls answer. Forms are form-encoded and logged-in POSTs carry the CSRF token; a GET
// marked "changes state" needs the XHR marker (DESIGN §5).
//
//   GET  /{locale}/user/active-session                     → ZActiveSessionResponse (./gaming)
//   GET  /{locale}/user/close-session[?gameId=]             → ZCloseSessionResponse (./gaming), changes state
//   GET  /{locale}/game/session/options?gameId=             → ZSessionOptionsResponse
//   POST /{locale}/game/session/options/set                 (ZSessionOptionsSetRequest) → ZSessionOptionsSetResponse
//   POST /{locale}/game/session/details                     (ZSessionDetailsRequest) → ZSessionDetailsResponse
//   GET  /{locale}/reality-check/get                        → ZRealityCheckStatus
//   GET  /{locale}/reality-check                            → ZRealityCheckSummary (the check's text and figures)
//   GET  /{locale}/reality-check/start                      → ZRealityCheckStatus, changes state (a game opens)
//   GET  /{locale}/reality-check/stop                       → ZRealityCheckStatus, changes state (read; continue)
//   GET  /{locale}/reality-check-form                       → ZRealityCheckForm
//   POST /{locale}/reality-check-form                       (ZRealityCheckFormRequest) → ZRealityCheckForm
//   GET  /{locale}/public-api/v1/reality-check              → ZHardRealityCheckStatus
//   GET  /{locale}/public-api/v1/reality-check/remaining-time → ZHardRealityCheckStatus
//   GET  /{locale}/public-api/v1/reality-check/confirmation-for-cooldown → ZHardRealityCheckStatus, changes state
//   GET  /{locale}/public-api/v1/reality-check/pop-up-tracking → ZTrackingResponse, changes state
//   POST /{locale}/public-api/v1/reality-check/confirmation-tracking (ZConfirmationTrackingRequest) → ZConfirmationTrackingResponse
//   GET  /{locale}/user/gaming-history-reality-check/{hours} → ZRealityCheckPositionResponse
//
// Errors follow the error model (./errors); the in-play refusals have their own codes:
// MULTIPLE_GAME_SESSIONS_ACTIVE (409: another game is open; close it and ask again),
// GAME_SESSION_LIMITS_REQUIRED, GAME_SESSION_LIMITS_LOCKED, GAME_SESSION_TIME_REACHED,
// NET_LOSS_LIMIT_REACHED, REALITY_CHECK_DUE, HARD_REALITY_CHECK_ACTIVE, REALITY_CHECK_COOLDOWN,
// STAKE_ABOVE_CAP.

const ZMinorString = z.string().regex(/^-?\d+$/);
const ZCsrfToken = z.string().max(128).optional();
/**
 * A game as the site names it in these calls (spec 001 §3 "GameId"): the catalogue's game id, or
 * the game page's last path segment (its slug); the server reads either.
 */
export const ZGameIdField = z
  .string()
  .trim()
  .min(1, { error: 'validation_required' })
  .max(120, { error: 'validation_too_long' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'validation_invalid' });

/** The session limits a market asks before a slot (spec 001 §3 "Session options response"). */
export const SESSION_LIMIT_NAMES = ['SessionDuration', 'NetLoss'] as const;
export type SessionLimitName = (typeof SESSION_LIMIT_NAMES)[number];

export const ZSessionOptionsQuery = z.object({ gameId: ZGameIdField });

/** The limits of a running game session, as chosen on the check screen. */
export const ZSessionLimits = z.object({
  /** Minutes the session may last. */
  SessionDuration: z.number().int().positive(),
  /** Highest net loss (stakes minus wins) of the session, minor units. */
  NetLossMinor: ZMinorString,
  /** The same as a decimal string in the session's currency ("50.00"). */
  NetLoss: z.string(),
  NetLossFormatted: z.string(),
  /** ISO 8601: when the session's time runs out. */
  EndsAt: z.string(),
});
export type TSessionLimits = z.infer<typeof ZSessionLimits>;

/**
 * spec 001 §3: `data.meta` (title, body) and `data.options` (limit name → value → label). `required`
 * false: this player and game need no check screen (the site starts the game). `current`: the
 * session running at this game, whose limits cannot change (the site shows them and goes on).
 */
export const ZSessionOptionsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    required: z.boolean(),
    meta: z.object({
      title: z.string(),
      body: z.string(),
      /** A notice to show first (spec: a new session within 60 minutes of the last one); or null. */
      notice: z.string().nullable(),
    }),
    options: z.record(z.string(), z.record(z.string(), z.string())),
    current: ZSessionLimits.nullable(),
    /** Percent of the net-loss limit at which the site warns (net_loss_limit_almost). */
    warnAtPercent: z.number().int().min(1).max(99),
  }),
});
export type TSessionOptionsResponse = z.infer<typeof ZSessionOptionsResponse>;

/** spec 001 §3 "Limit submission": one integer per selected limit, NetLoss as decimal, GameId. */
export const SESSION_OPTIONS_FIELDS = {
  sessionDuration: 'SessionDuration',
  netLoss: 'NetLoss',
  gameId: 'GameId',
  csrfToken: 'csrf_token',
} as const;

export const ZSessionOptionsSetRequest = z.object({
  SessionDuration: z
    .string()
    .trim()
    .max(6, { error: 'validation_too_long' })
    .regex(/^\d{1,6}$/, { error: 'game_session_choose_option' }),
  NetLoss: z
    .string()
    .trim()
    .max(16, { error: 'validation_too_long' })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'game_session_choose_option' }),
  GameId: ZGameIdField,
  csrf_token: ZCsrfToken,
});
export type TSessionOptionsSetRequest = z.input<typeof ZSessionOptionsSetRequest>;

/** The session the limits are stored on; the game may start. */
export const ZSessionOptionsSetResponse = z.object({
  success: z.literal(true),
  data: z.object({ sessionId: z.string(), limits: ZSessionLimits }),
});
export type TSessionOptionsSetResponse = z.infer<typeof ZSessionOptionsSetResponse>;

export const ZSessionDetailsRequest = z.object({ GameId: ZGameIdField, csrf_token: ZCsrfToken });

/**
 * spec 001 §3 "Session stats event: bet, win, loss, netLoss, sessionId" — the running session at a
 * game (after a reload too), with its limits. Amounts are minor-unit strings; `netLoss` is stakes
 * minus wins (negative: the player is ahead). Null `session`: none is running.
 */
export const ZSessionStats = z.object({
  sessionId: z.string(),
  gameId: z.string(),
  bet: ZMinorString,
  win: ZMinorString,
  loss: ZMinorString,
  netLoss: ZMinorString,
  currency: z.string(),
  sessionStart: z.string(),
  limits: ZSessionLimits.nullable(),
  /** netLoss as a percent of the limit (0 when there is none), whole, may pass 100. */
  netLossPercent: z.number().int(),
});
export type TSessionStats = z.infer<typeof ZSessionStats>;

export const ZSessionDetailsResponse = z.object({
  success: z.literal(true),
  data: z.object({ session: ZSessionStats.nullable() }),
});
export type TSessionDetailsResponse = z.infer<typeof ZSessionDetailsResponse>;

/** The push event `session-stats` (after every settled round of the player) carries one of these. */
export const SESSION_STATS_EVENT = 'session-stats';

/**
 * spec 001 §3 "Reality check status: success, hasActiveRealityCheck, user, remainingTime". Seconds
 * are whole. `hasActiveRealityCheck`: a check is due now and play waits for the player.
 */
export const ZRealityCheckStatus = z.object({
  success: z.literal(true),
  hasActiveRealityCheck: z.boolean(),
  user: z.string(),
  /** Seconds until the next check falls due (0 when due). */
  remainingTime: z.number().int().nonnegative(),
  intervalMinutes: z.number().int().positive(),
  /** `hard`: play stops for the cooldown after the period (spec 001 §6 hard-reality-check). */
  kind: z.enum(['soft', 'hard']),
  /** ISO 8601: when this sitting (the clock) started; a reload or a new tab keeps it. */
  sessionStart: z.string().nullable(),
});
export type TRealityCheckStatus = z.infer<typeof ZRealityCheckStatus>;

/** spec 001 §3 "Position: bets, wins, stake" of the last `hours` (spec 000 §9: 60 minutes). */
export const ZRealityCheckPosition = z.object({
  /** Number of stakes placed. */
  bets: z.number().int().nonnegative(),
  /** Sum of wins, minor units, and formatted. */
  wins: ZMinorString,
  /** Sum of stakes, minor units. */
  stake: ZMinorString,
  /** Wins minus stakes. */
  net: ZMinorString,
  currency: z.string(),
  winsFormatted: z.string(),
  stakeFormatted: z.string(),
  netFormatted: z.string(),
});
export type TRealityCheckPosition = z.infer<typeof ZRealityCheckPosition>;

export const ZRealityCheckPositionResponse = z.object({
  success: z.literal(true),
  data: ZRealityCheckPosition,
});
export type TRealityCheckPositionResponse = z.infer<typeof ZRealityCheckPositionResponse>;

/** GET /reality-check: the status with the summary of the last 60 minutes and the sitting's time. */
export const ZRealityCheckSummary = ZRealityCheckStatus.extend({
  position: ZRealityCheckPosition,
  /** Whole minutes since the sitting started. */
  elapsedMinutes: z.number().int().nonnegative(),
});
export type TRealityCheckSummary = z.infer<typeof ZRealityCheckSummary>;

/** The interval choice (where the market lets the player choose). */
export const ZRealityCheckForm = z.object({
  success: z.literal(true),
  intervalMinutes: z.number().int().positive(),
  /** The intervals offered; empty: the market's interval is fixed. */
  choices: z.array(z.number().int().positive()),
});
export type TRealityCheckForm = z.infer<typeof ZRealityCheckForm>;

export const ZRealityCheckFormRequest = z.object({
  interval: z
    .string()
    .trim()
    .max(4, { error: 'validation_too_long' })
    .regex(/^\d{1,4}$/, { error: 'validation_invalid' }),
  csrf_token: ZCsrfToken,
});

/**
 * The hard reality check (spec 001 §4): `hasActiveRealityCheck` while the period has passed and the
 * cooldown has not run out. `cooldownRemaining`: seconds of the 5-minute pause left (null: not
 * started; the player confirms to start it). `remainingTime`: seconds of play the player still has
 * today under their session-time limit (null: no such limit); 0 means no play is left and the site
 * logs the player out 120 s later.
 */
export const ZHardRealityCheckStatus = z.object({
  success: z.literal(true),
  hasActiveRealityCheck: z.boolean(),
  user: z.string(),
  remainingTime: z.number().int().nonnegative().nullable(),
  cooldownRemaining: z.number().int().nonnegative().nullable(),
  /** Seconds until the period ends and the check falls due (0 when active). */
  dueIn: z.number().int().nonnegative(),
  isEnabled: z.boolean(),
});
export type THardRealityCheckStatus = z.infer<typeof ZHardRealityCheckStatus>;

export const ZTrackingResponse = z.object({ success: z.literal(true) });

/** What the player did at the hard check: left (or was logged out after 120 s), or played on. */
export const ZConfirmationTrackingRequest = z.object({
  action: z.enum(['logout', 'continue', 'auto-logout']),
  csrf_token: ZCsrfToken,
});

export const ZConfirmationTrackingResponse = z.object({
  success: z.literal(true),
  /** The site session has ended (the player is logged out now). */
  HasSessionExpired: z.boolean(),
});
export type TConfirmationTrackingResponse = z.infer<typeof ZConfirmationTrackingResponse>;

export const ZRealityCheckHoursParams = z.object({ hours: z.coerce.number().int().min(1).max(24) });

/** spec 000 §9: the hard reality check's betting pause, in the seconds its status counts. */
export const HARD_REALITY_CHECK_COOLDOWN_SECONDS = REALITY_CHECK_BETTING_PAUSE_MS / 1_000;

// Browser storage and cross-window messages of the game view (spec 001 §3 / §4).
export const ACTIVE_GAME_STORAGE_KEY = 'active_game';
export const NOTIFICATION_LOCK_STORAGE_KEY = 'notification_lock';
export const CONFIRMATION_TRACKING_STORAGE_KEY = 'confirmationTrackingTimestamp';
export const GAME_WINDOW_CHANNEL = 'playfair-game-windows';
export const CLOSE_ACTIVE_GAME_MESSAGE = 'close-active-game';
export const CLOSE_ACTIVE_NOTIFICATION_MESSAGE = 'close-active-notification';

/** What the casino page tells the game frame (spec 001 §4 "State events inview, closed and submit_data"). */
export const CASINO_MESSAGE_SOURCE = 'playfair-casino';
export const ZCasinoMessage = z.object({
  source: z.literal(CASINO_MESSAGE_SOURCE),
  /** inview: a check is over the game, pause; submit_data: a form is being sent, pause; closed: resume. */
  type: z.enum(['inview', 'submit_data', 'closed']),
});
export type TCasinoMessage = z.infer<typeof ZCasinoMessage>;
