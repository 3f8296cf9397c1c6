// The business constants of spec 000 §9 and spec 001 §9, in one place so the server, the web app and
// the tests read the same numbers. Units are in the names: every duration is in milliseconds
// (`_MS`) unless the spec's consumer wants another unit (cache times in `_SECONDS`, as HTTP
// Cache-Control does); sizes in `_PX`; money in minor units (`_MINOR`, DESIGN §4).

import type { Locale } from './locales';

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------------------------
// Raffle and caching (spec 000 §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9 / §5: a masked leaderboard name is at most 8 characters long. */
export const LEADERBOARD_NAME_MASK_MAX_LENGTH = 8;

/** spec 000 §5: a leaderboard with MORE than 10 rows gets the show-more / show-less toggle. */
export const LEADERBOARD_SHOW_MORE_THRESHOLD_ROWS = 10;

/** spec 000 §9: how many past draws are fetched per draw type. */
export const PAST_DRAWS_FETCHED = { daily: 7, monthly: 6 } as const;

/** spec 000 §9: cache lifetimes, in seconds (they go into Cache-Control and TanStack Query). */
export const CACHE_TIME_SECONDS = {
  tickets: 30,
  allRaffles: 30,
  winners: 3_600,
  default: 86_400,
  lobbyGames: 60,
} as const;

/** spec 000 §9 / §4: the Croatian migration is polled every 2 s while in progress. */
export const MIGRATION_POLL_INTERVAL_MS = 2 * SECOND_MS;

/** spec 000 §9: countdown digits are zero-padded to 2 ("07"). */
export const TIMER_DIGITS_PAD_LENGTH = 2;

/** spec 000 §9: the countdown shows days, hours, minutes and seconds, in this order. */
export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

// ---------------------------------------------------------------------------------------------
// Screen and layout (spec 000 §9)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9: minimum widths (inclusive) of each device class; below `tablet` is mobile. */
export const BREAKPOINTS_PX = { hddesktop: 2_000, desktop: 800, tablet: 500 } as const;

export type Device = 'hddesktop' | 'desktop' | 'tablet' | 'mobile';

// spec 000 §9: "2000 hddesktop, 800 desktop, 500 tablet, below that mobile". We read each number as
// the first width of its class (min-width media queries), so 800 is desktop and 799 is tablet.
export function deviceForWidth(widthPx: number): Device {
  if (widthPx >= BREAKPOINTS_PX.hddesktop) return 'hddesktop';
  if (widthPx >= BREAKPOINTS_PX.desktop) return 'desktop';
  if (widthPx >= BREAKPOINTS_PX.tablet) return 'tablet';
  return 'mobile';
}

/**
 * spec 000 §9 and spec 001 §9: "narrow screen" (and "mobile" for search results) means a width
 * UNDER 1149 px; the bound itself is exclusive, see `isNarrowScreen`.
 */
export const NARROW_SCREEN_MAX_WIDTH = 1_149;

export function isNarrowScreen(widthPx: number): boolean {
  return widthPx < NARROW_SCREEN_MAX_WIDTH;
}

/** spec 000 §9: a category row shows 20 games, then a show-more tile. */
export const CATEGORY_ROW_GAME_COUNT = 20;

/** spec 000 §9: the SEO text gets a show-more when it has MORE than 400 words. */
export const SEO_SHOW_MORE_MIN_WORDS = 400;

/** spec 000 §9: the race widget lists at most 5 races. */
export const RACE_WIDGET_MAX_RACES = 5;

/** spec 000 §9: game image width by device class. */
export const GAME_IMAGE_WIDTH_PX = { desktop: 188, mobile: 155 } as const;

/** spec 000 §3: the default tile image derived from the game id (DESIGN §1: sharp does the resize). */
export const GAME_TILE_IMAGE = { widthPx: 150, heightPx: 150, quality: 75, fit: 'cover' } as const;

// ---------------------------------------------------------------------------------------------
// Timing (spec 000 §9, §4)
// ---------------------------------------------------------------------------------------------

/** spec 000 §9 / §6: how long a notification stays on screen, by kind. */
export const NOTIFICATION_DURATION_MS = {
  favourite: 3 * SECOND_MS,
  default: 7 * SECOND_MS,
  aml: 10 * SECOND_MS,
} as const;

/** spec 000 §9 / §4: a csrf-error login refreshes the token and retries at most twice. */
export const CSRF_MAX_RETRIES = 2;

/** spec 000 §9: a referral tag expires after 2 hours. */
export const REFERRAL_TAG_EXPIRY_MS = 2 * HOUR_MS;

/** spec 000 §4: the session-expired modal retries its load after 4.4 s. */
export const SESSION_EXPIRED_MODAL_RETRY_MS = 4_400;

/** spec 000 §4: lobby games render in batches of 100 every 500 ms. */
export const GAMES_RENDER_BATCH = { size: 100, intervalMs: 500 } as const;

// ---------------------------------------------------------------------------------------------
// Wording constants (spec 000 §9): numbers that appear inside translated texts
// ---------------------------------------------------------------------------------------------

/** spec 000 §9: the reality check summarises the last 60 minutes and offers a 5-minute pause. */
export const REALITY_CHECK_SUMMARY_WINDOW_MS = 60 * MINUTE_MS;
export const REALITY_CHECK_BETTING_PAUSE_MS = 5 * MINUTE_MS;

/** spec 000 §9: one minute's wait when switching between sportsbook and slots. */
export const VERTICAL_SWITCH_WAIT_MS = 1 * MINUTE_MS;

/** spec 000 §9: live casino cashback terms; amounts in pence (the wording is in pounds). */
export const LIVE_CASINO_CASHBACK_WORDING = {
  currency: 'GBP',
  minRounds: 50,
  roundsWindowMs: 24 * HOUR_MS,
  claimWithinMs: 7 * DAY_MS,
  maxAmountMinor: 10_000,
  minAmountMinor: 100,
} as const;

/** spec 000 §9: first-deposit offer terms; amounts in pence (the wording is in pounds). */
export const FIRST_DEPOSIT_WORDING = {
  currency: 'GBP',
  minDepositMinor: 1_000,
  maxBonusMinor: 10_000,
  wageringMultiplier: 40,
  wageringWithinMs: 30 * DAY_MS,
  maxBetMinor: 500,
  spinsPerDay: 10,
  spinsPeriodMs: 24 * HOUR_MS,
} as const;

// ---------------------------------------------------------------------------------------------
// Self-exclusion (spec 000 §9 "Self-exclusion duration ids")
// ---------------------------------------------------------------------------------------------

export type SelfExclusionDuration =
  | { readonly id: number; readonly unit: 'day' | 'month'; readonly count: number }
  | { readonly id: number; readonly unit: 'permanent'; readonly count: null };

/** spec 000 §9: the ids are the platform's; their order here is the spec's, not by length. */
export const SELF_EXCLUSION_DURATIONS = [
  { id: 1, unit: 'day', count: 1 },
  { id: 2, unit: 'day', count: 7 },
  { id: 3, unit: 'month', count: 1 },
  { id: 4, unit: 'month', count: 6 },
  { id: 5, unit: 'month', count: 12 },
  { id: 6, unit: 'permanent', count: null },
  { id: 26, unit: 'month', count: 24 },
  { id: 27, unit: 'month', count: 36 },
  { id: 28, unit: 'month', count: 60 },
  { id: 29, unit: 'day', count: 3 },
  { id: 30, unit: 'month', count: 3 },
] as const satisfies readonly SelfExclusionDuration[];

/**
 * spec 000 §9 / issue "Responsible gambling I": ids 1 (1 day), 29 (3 days), 2 (7 days), 3 (1 month)
 * and 30 (3 months) are time-outs — a break; 4, 5, 26, 27, 28 (6 to 60 months) and 6 (permanent)
 * are self-exclusions. Both close login, deposits and stakes; an exclusion also closes registering
 * again and withdraws marketing consent.
 */
export const TIME_OUT_DURATION_IDS = [1, 29, 2, 3, 30] as const;
export const EXCLUSION_DURATION_IDS = [4, 5, 26, 27, 28, 6] as const;
export type BreakKind = 'time-out' | 'self-exclusion';

export function breakKindOf(id: SelfExclusionDurationId): BreakKind {
  return (TIME_OUT_DURATION_IDS as readonly number[]).includes(id) ? 'time-out' : 'self-exclusion';
}

/** The panic button's break (spec 001 §2, GlüStV §6i): 24 hours at once, no confirmation. */
export const PANIC_TIME_OUT_HOURS = 24;

/** spec 001 §9: the panic button's prompt stays dismissed 60 days (cookie PanicButtonInfo). */
export const PANIC_PROMPT_COOKIE_DAYS = 60;
export const PANIC_PROMPT_COOKIE = 'PanicButtonInfo';

/**
 * spec 001 §3: the cookie-disclaimer cookie never expires — a browser keeps a cookie at most until
 * its Expires date, so it is set to the last day the cookie date format holds.
 */
export const COOKIE_DISCLAIMER_COOKIE = 'CookieDisclaimer';
export const COOKIE_DISCLAIMER_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

/** spec 001 §5: a failed responsible-gaming quiz blocks another try for 7 days. */
export const QUIZ_RETRY_DAYS = 7;

export type SelfExclusionDurationEntry = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type SelfExclusionDurationId = SelfExclusionDurationEntry['id'];

export function isSelfExclusionDurationId(value: number): value is SelfExclusionDurationId {
  return SELF_EXCLUSION_DURATIONS.some((duration) => duration.id === value);
}

export function selfExclusionDuration(id: SelfExclusionDurationId): SelfExclusionDurationEntry {
  const duration = SELF_EXCLUSION_DURATIONS.find((candidate) => candidate.id === id);
  if (duration === undefined) throw new RangeError(`Unknown self-exclusion duration id ${id}`);
  return duration;
}

// Only for ordering: a month is never shorter than 28 days and every day-based option is at most 7
// days, so any month length gives the same order.
const DAYS_PER_MONTH_FOR_ORDERING = 30;

function lengthInDays(duration: SelfExclusionDuration): number {
  switch (duration.unit) {
    case 'day':
      return duration.count;
    case 'month':
      return duration.count * DAYS_PER_MONTH_FOR_ORDERING;
    case 'permanent':
      return Number.POSITIVE_INFINITY;
  }
}

/** The durations shortest first, permanent last: the order a player picks from. */
export function selfExclusionDurationsByLength(): readonly SelfExclusionDurationEntry[] {
  return [...SELF_EXCLUSION_DURATIONS].sort((a, b) => lengthInDays(a) - lengthInDays(b));
}

function addUtcMonthsClamped(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const dayOfMonth = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDayOfTargetMonth = new Date(
    Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0),
  ).getUTCDate();
  end.setUTCDate(Math.min(dayOfMonth, lastDayOfTargetMonth));
  return end;
}

/**
 * When a self-exclusion started at `start` ends; null for a permanent one. Months are calendar
 * months in UTC (the server's clock): 31 January + 1 month is the last day of February, not
 * 3 March, so an exclusion never runs into the month after the one the player chose. Days are
 * whole 24-hour days (UTC has no daylight-saving shifts). The time of day is kept.
 */
export function selfExclusionEndDate(id: SelfExclusionDurationId, start: Date): Date | null {
  const duration = selfExclusionDuration(id);
  switch (duration.unit) {
    case 'day':
      return new Date(start.getTime() + duration.count * DAY_MS);
    case 'month':
      return addUtcMonthsClamped(start, duration.count);
    case 'permanent':
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Registration and forms (spec 001 §9, §5)
// ---------------------------------------------------------------------------------------------

/** spec 001 §9 / §5: the email is checked on the server 1000 ms after typing stops. */
export const EMAIL_VALIDATION_DEBOUNCE_MS = 1_000;

/** spec 001 §9: the generic form validator's delay. */
export const FORM_VALIDATOR_DELAY_MS = 1_200;

// spec 001 §9 gives "forgot password 100 ms and 200 ms" without saying which is which; forgot
// password has two steps (spec 001 §4), so we take them in step order.
export const FORGOT_PASSWORD_VALIDATOR_DELAY_MS = { step1: 100, step2: 200 } as const;

/** spec 001 §9: the password strength check runs 100 ms after typing stops. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 100;

/** spec 001 §9 / §5: the postal-code blocked-region check runs 300 ms after typing stops. */
export const POSTAL_CHECK_DEBOUNCE_MS = 300;

/** spec 001 §9 / §5: password length, both ends inclusive. */
export const PASSWORD_LENGTH = { min: 8, max: 25 } as const;

/** spec 001 §9 / §5: Peruvian identity documents have exactly this many digits. */
export const IDENTITY_DOCUMENT_DIGITS = { DNI: 8, CE: 9 } as const;

/**
 * spec 001 §9 / §5: registration country values with special postal-code handling. 40 is checked
 * on the server before leaving the second section and its blocked-region check fires from the first
 * character; 83's blocked-region check fires only once the code is longer than 4 characters.
 */
export const POSTAL_SPECIAL_COUNTRY_IDS = {
  validatedOnServer: 40,
  blockedRegionCheck: 83,
} as const;

const POSTAL_BLOCKED_REGION_MIN_LENGTH: Readonly<Record<number, number>> = { 40: 1, 83: 5 };

/** spec 001 §5: whether typing `postcode` for registration country `countryId` fires the blocked-region check. */
export function postalBlockedRegionCheckApplies(countryId: number, postcode: string): boolean {
  const minLength = POSTAL_BLOCKED_REGION_MIN_LENGTH[countryId];
  return minLength !== undefined && postcode.length >= minLength;
}

/** spec 001 §5: numeric-only inputs keep at most 9 digits for HR. */
export const HR_NUMERIC_INPUT_MAX_DIGITS = 9;

/** spec 001 §9: the German city autocomplete shows 5 rows. */
export const DE_CITY_AUTOCOMPLETE_ROWS = 5;

/** spec 001 §9 / §4: deposit-limit duration ids of the limits API (LimitType 1 = deposit). */
export const LIMIT_DURATION_IDS = { daily: 1, weekly: 2, monthly: 3 } as const;

export type LimitPeriod = keyof typeof LIMIT_DURATION_IDS;

/**
 * spec 001 §9: Spanish default deposit limits for durations 1, 2, 3. The spec's figures are euros
 * (600, 1 500, 3 000); stored in cents as every amount is (DESIGN §4).
 */
export const SPANISH_DEFAULT_DEPOSIT_LIMITS = [
  { duration: LIMIT_DURATION_IDS.daily, period: 'daily', amountMinor: 60_000 },
  { duration: LIMIT_DURATION_IDS.weekly, period: 'weekly', amountMinor: 150_000 },
  { duration: LIMIT_DURATION_IDS.monthly, period: 'monthly', amountMinor: 300_000 },
] as const;

// ---------------------------------------------------------------------------------------------
// Lobby, search and providers (spec 001 §9)
// ---------------------------------------------------------------------------------------------

/**
 * spec 001 §9: lobby provider order, lowest first; every provider not listed weighs 100. Keys are
 * the spec's spellings; lookups go through `providerOrderWeight`.
 */
export const PROVIDER_ORDER_WEIGHTS = {
  Netent: 1,
  'Play N Go': 2,
  'NYX Gaming': 3,
  Evolution: 4,
  Microgaming: 5,
  Quickspin: 6,
  'Scientific Games': 7,
  IGT: 8,
  BetSoft: 9,
  'Green Tube': 10,
} as const;

export const OTHER_PROVIDER_ORDER_WEIGHT = 100;

// Vendors reach us as "NetEnt", "Play'n GO", "PlayNGo", "Greentube": only letters and digits count,
// case-insensitively, so every spelling of a listed provider gets its weight.
function providerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const PROVIDER_WEIGHT_BY_KEY: ReadonlyMap<string, number> = new Map(
  Object.entries(PROVIDER_ORDER_WEIGHTS).map(([name, weight]) => [providerKey(name), weight]),
);

export function providerOrderWeight(name: string): number {
  return PROVIDER_WEIGHT_BY_KEY.get(providerKey(name)) ?? OTHER_PROVIDER_ORDER_WEIGHT;
}

/** Sort comparator: by weight, then by name (so the 100s are alphabetical). */
export function compareProviders(a: string, b: string): number {
  return providerOrderWeight(a) - providerOrderWeight(b) || a.localeCompare(b, 'en');
}

/** spec 001 §9: search results shown at first and after show-more; mobile is a narrow screen. */
export const SEARCH_RESULTS_COUNT = {
  desktop: { initial: 9, expanded: 18 },
  mobile: { initial: 12, expanded: 20 },
} as const;

export function searchResultsCount(widthPx: number, isExpanded: boolean): number {
  const counts = isNarrowScreen(widthPx)
    ? SEARCH_RESULTS_COUNT.mobile
    : SEARCH_RESULTS_COUNT.desktop;
  return isExpanded ? counts.expanded : counts.initial;
}

/** spec 001 §9: two taps within 800 ms are a double tap. */
export const DOUBLE_TAP_MS = 800;

/** spec 001 §9: carousel tiles are 200 px wide. */
export const CAROUSEL_TILE_WIDTH_PX = 200;

/** spec 001 §9: after a mouse-wheel step the carousel ignores the wheel for 800 ms. */
export const MOUSE_WHEEL_LOCK_MS = 800;

/** spec 001 §9: window resize handlers run 500 ms after the last resize. */
export const RESIZE_DEBOUNCE_MS = 500;

// ---------------------------------------------------------------------------------------------
// Modals (spec 001 §9, §4)
// ---------------------------------------------------------------------------------------------

/** spec 001 §9 / §4: z-index of modal layers 0 to 5. */
export const MODAL_LAYER_Z_INDICES = [4, 6, 18, 24, 32, 36] as const;

export type ModalLayer = 0 | 1 | 2 | 3 | 4 | 5;

export function modalLayerZIndex(layer: ModalLayer): number {
  return MODAL_LAYER_Z_INDICES[layer];
}

/** spec 001 §9: the registration modal sits on layer 4; login and block modals on layer 5 or 2. */
export const REGISTRATION_MODAL_LAYER: ModalLayer = 4;
export const LOGIN_AND_BLOCK_MODAL_LAYERS = [5, 2] as const satisfies readonly ModalLayer[];

/** spec 001 §8: block modals retry their load after 3333 ms when the fetch fails. */
export const BLOCK_MODAL_RETRY_MS = 3_333;

/** spec 001 §8: a pending-consent game error opens the consents modal after 303 ms. */
export const CONSENT_MODAL_DELAY_MS = 303;

/** spec 001 §9: a sample of 3 % of players is offered the survey, never on es or hr. */
export const SURVEY_SAMPLE_FACTOR = 0.03;
export const SURVEY_EXCLUDED_LOCALES = ['es', 'hr'] as const satisfies readonly Locale[];

/** spec 001 §9: `random` is a draw from [0, 1) (Math.random, or a seeded one in tests). */
export function isSurveyOffered(locale: Locale, random: number): boolean {
  if ((SURVEY_EXCLUDED_LOCALES as readonly Locale[]).includes(locale)) return false;
  return random < SURVEY_SAMPLE_FACTOR;
}

// ---------------------------------------------------------------------------------------------
// Game view, responsible gambling, races, deposits (spec 001 §9, §4)
// ---------------------------------------------------------------------------------------------

/** spec 001 §9: the vertical-buffer modal navigates after 60 s. */
export const VERTICAL_BUFFER_REDIRECT_MS = 60 * SECOND_MS;

/** spec 001 §9: the game licence notice fades after 5 s. */
export const GAME_LICENCE_NOTICE_MS = 5 * SECOND_MS;

/** spec 001 §9: the flash warning shown for the listed games lasts 10 s (the game ids: not shown). */
export const FLASH_WARNING_MS = 10 * SECOND_MS;

/** spec 001 §9: the panic-button prompt cookie (PanicButtonInfo) lives 60 days. */
export const PANIC_PROMPT_COOKIE_LIFETIME_MS = 60 * DAY_MS;

/** spec 001 §9 / §4: with no remaining time, the hard reality check logs out after 120 s. */
export const HARD_REALITY_CHECK_AUTO_LOGOUT_MS = 120 * SECOND_MS;

/** spec 001 §9 / §4: race results show for 25 s, after a 5 s delay; the panel opens 5 s after start. */
export const RACE_RESULT_DISPLAY_MS = 25 * SECOND_MS;
export const RACE_RESULT_DELAY_MS = 5 * SECOND_MS;
export const RACE_PANEL_AUTO_OPEN_DELAY_MS = 5 * SECOND_MS;

/** spec 001 §9: the race side panel is 350 px wide. */
export const RACE_PANEL_WIDTH_PX = 350;

/** spec 001 §9 / §5: the quick-deposit failure banner shows for 3.5 s. */
export const QUICK_DEPOSIT_BANNER_MS = 3_500;

/** spec 001 §9: migration error messages disappear after 15 s. */
export const MIGRATION_ERROR_MESSAGE_MS = 15 * SECOND_MS;

/** spec 001 §9 / §4: a net-loss limit is reached at 100 % of it; below that the player is warned. */
export const NET_LOSS_LIMIT_REACHED_PERCENT = 100;

/** spec 001 §9 / §4: after the game is unloaded on a reached limit, the lobby button advances after 1 s. */
export const GAME_UNLOAD_TO_LOBBY_MS = 1 * SECOND_MS;

/** spec 001 §9: the card-removal success popup closes after 3 s. */
export const CARD_REMOVAL_POPUP_MS = 3 * SECOND_MS;

/**
 * spec 001 §9 / §4: a logged-out demo player is asked to log in after 2 minutes, one more minute on
 * each repeat, and again 20 s later while a game is running.
 */
export const DEMO_RELOGIN_TIMER = {
  initialMs: 2 * MINUTE_MS,
  incrementMs: 1 * MINUTE_MS,
  retryWhileInGameMs: 20 * SECOND_MS,
} as const;

/** `repeat` 0 is the first prompt (2 min), 1 the second (3 min), and so on. */
export function demoReloginDelayMs(repeat: number): number {
  return (
    DEMO_RELOGIN_TIMER.initialMs + Math.max(0, Math.floor(repeat)) * DEMO_RELOGIN_TIMER.incrementMs
  );
}

/** spec 001 §9 / §6: the session clock ticks every second for GB, otherwise on the minute. */
export const SESSION_CLOCK_INTERVAL_MS = { GB: 1 * SECOND_MS, default: 1 * MINUTE_MS } as const;

export function sessionClockIntervalMs(country: string | null): number {
  return country?.toUpperCase() === 'GB'
    ? SESSION_CLOCK_INTERVAL_MS.GB
    : SESSION_CLOCK_INTERVAL_MS.default;
}

/**
 * spec 001 §9: the jackpot counter starts 100 (currency units, so 10 000 minor) below the real
 * amount and climbs by 0.05 %–0.1 % of the remaining gap at random intervals of 180–360 ms.
 */
export const JACKPOT_COUNTER = {
  startBelowMinor: 10_000,
  stepFractionOfDelta: { min: 0.0005, max: 0.001 },
  intervalMs: { min: 180, max: 360 },
} as const;

/**
 * spec 001 §3: the LastLogin cookie's lifetime value 3540. The spec gives no unit; cookie lifetimes
 * (Max-Age) are in seconds, so 59 minutes.
 */
export const LAST_LOGIN_COOKIE_LIFETIME_SECONDS = 3_540;
export const LAST_LOGIN_COOKIE = 'LastLogin';

/**
 * Issue "Market flows": the largest verification document a player may upload (10 MiB). Its size
 * and type are read from its bytes, never from its name or the request's Content-Type.
 */
export const KYC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** GGL: a German player confirms their details once a year, 365 days after the last time. */
export const ANNUAL_KYC_INTERVAL_DAYS = 365;
