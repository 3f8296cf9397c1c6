import { z } from 'zod';

// The lobby's calls (spec 000 §3 game tile, category row, category list response, jackpot; spec 000
// §7 "Lobby and games"; spec 001 §3 game list items, tile data; spec 001 §7). Shared by the server
// (response schemas), the web (parsing) and the API tests.

/** The two lobbies: their categories, games and addresses are separate (spec 000 §2). */
export const LOBBY_VERTICALS = ['casino', 'live'] as const;
export type LobbyVertical = (typeof LOBBY_VERTICALS)[number];

/**
 * The category slug that stands for the home view (all rows, 20 games each). Any other slug is a
 * category's own full list; the address is the base URL plus the slug (spec 000 §2).
 */
export const LOBBY_HOME_CATEGORY = 'home';

/** A category slug in an address or a call: lower-case words joined by hyphens. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MAX_LENGTH = 64;
export const ZCategorySlug = z.string().max(CATEGORY_SLUG_MAX_LENGTH).regex(CATEGORY_SLUG_PATTERN);

/**
 * spec 000 §3 category tags. Rows with `lastplayed` and `favourites` are the player's own (absent for
 * visitors); `races` holds the games of running races; `jackpot` the games with a jackpot pool.
 */
export const CATEGORY_TAGS = [
  'popular',
  'new',
  'jackpot',
  'races',
  'lastplayed',
  'favourites',
  'slots',
  'table-games',
  'roulette',
  'blackjack',
  'gameshows',
  'baccarat',
  'exclusive',
  'live',
  'all',
] as const;
export type CategoryTag = (typeof CATEGORY_TAGS)[number];

/**
 * What a game is, for the search overlay's views and filters (spec 000 §2: table games, live casino,
 * jackpots; filters roulette, blackjack, gameshows, baccarat).
 */
export const GAME_TAGS = [
  'slots',
  'table-games',
  'roulette',
  'blackjack',
  'gameshows',
  'baccarat',
  'live',
  'jackpot',
] as const;
export type GameTag = (typeof GAME_TAGS)[number];

/** The tile image (spec 000 §3 "derives from the game id"). */
export const GAME_IMAGE_PATH_PREFIX = '/game-images';
export const GAME_IMAGE_FITS = ['cover', 'contain'] as const;
export type GameImageFit = (typeof GAME_IMAGE_FITS)[number];
/** Sizes a caller may ask for, in px (each side): tiles at 1× and 2×, the default 150 and banners. */
export const GAME_IMAGE_SIZES_PX = [75, 150, 155, 188, 200, 300, 310, 376, 400, 600] as const;
export const GAME_IMAGE_QUALITY = { min: 30, max: 90, default: 75 } as const;

/**
 * GET /game-images/{gameId}.{hash}[?w=&h=&q=&fit=] (global, no locale): generated artwork of the
 * game, WebP or AVIF by Accept (JPEG otherwise), 150×150 q75 cover by default. The hash is the
 * tile's `gameImageHash`, so a changed artwork gets a new address and the answer is immutable.
 */
export const ZGameImageQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((value) => (GAME_IMAGE_SIZES_PX as readonly number[]).includes(value))
    .optional(),
  h: z.coerce
    .number()
    .int()
    .refine((value) => (GAME_IMAGE_SIZES_PX as readonly number[]).includes(value))
    .optional(),
  q: z.coerce.number().int().min(GAME_IMAGE_QUALITY.min).max(GAME_IMAGE_QUALITY.max).optional(),
  fit: z.enum(GAME_IMAGE_FITS).optional(),
});
export type TGameImageQuery = z.infer<typeof ZGameImageQuery>;

/** The image address of a tile (the web builds srcset from it). */
export function gameImagePath(
  gameId: string,
  hash: string,
  query: { w?: number; h?: number; q?: number; fit?: GameImageFit } = {},
): string {
  const search = new URLSearchParams();
  if (query.w !== undefined) search.set('w', String(query.w));
  if (query.h !== undefined) search.set('h', String(query.h));
  if (query.q !== undefined) search.set('q', String(query.q));
  if (query.fit !== undefined) search.set('fit', query.fit);
  const text = search.toString();
  return `${GAME_IMAGE_PATH_PREFIX}/${encodeURIComponent(gameId)}.${hash}${text === '' ? '' : `?${text}`}`;
}

/**
 * spec 000 §3 game tile: id, name, url, urlForFun, vendor, vendorGameId, isExclusive, inMaintenance,
 * isOffline, isPromoted, favourite, minMaxLimit (text), childGameValue, gameImageHash, gameAssetId;
 * plus what the lobby sorts and filters by.
 */
export const ZGameTile = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The game view's path, `/{locale}/game/{slug}`. */
  url: z.string(),
  /** `/{locale}/game/{slug}?mode=demo`; null where demo play is not offered (never in live). */
  urlForFun: z.string().nullable(),
  vendor: z.string(),
  /** The vendor's own code of the game (the studio's skin). */
  vendorGameId: z.string(),
  isExclusive: z.boolean(),
  inMaintenance: z.boolean(),
  isOffline: z.boolean(),
  isPromoted: z.boolean(),
  /** Always false for visitors and in live casino (favourites are hidden there, spec 000 §6). */
  favourite: z.boolean(),
  /** The stake range in the caller's currency, formatted: "€0.10 – €100". */
  minMaxLimit: z.string(),
  /** A variant's parent game id (a game offered in several versions); null when none. */
  childGameValue: z.string().nullable(),
  gameImageHash: z.string(),
  /** The artwork's asset id (the studio skin the image and the game share). */
  gameAssetId: z.string(),
  gameType: z.string(),
  isLive: z.boolean(),
  tags: z.array(z.enum(GAME_TAGS)),
  /** ISO date; the sort select's newest / oldest. */
  releasedAt: z.string(),
  popularity: z.number().int(),
});
export type TGameTile = z.infer<typeof ZGameTile>;

/** spec 000 §3 category row `page`: the SEO page swapped in when the category is chosen. */
export const ZCategoryPage = z.object({
  title: z.string(),
  description: z.string(),
  /** Paragraphs separated by a blank line; above 400 words the web shows a show-more. */
  content: z.string(),
});
export type TCategoryPage = z.infer<typeof ZCategoryPage>;

/** spec 000 §3 category row: name, tag, id, orderNo, games, page. */
export const ZCategoryRow = z.object({
  id: z.string(),
  /** The slug: the address segment and the call's `{category}`. */
  name: z.string(),
  tag: z.enum(CATEGORY_TAGS),
  orderNo: z.number().int(),
  /** The home view carries the first 20 (CATEGORY_ROW_GAME_COUNT); a category's own list all. */
  games: z.array(ZGameTile),
  /** How many games the category has in all (the home row's show-more tile). */
  total: z.number().int().nonnegative(),
  page: ZCategoryPage,
});
export type TCategoryRow = z.infer<typeof ZCategoryRow>;

/**
 * GET /{locale}/all/casino/getLobbyGames/{category} and /all/live/casino/getLobbyGames/{category}
 * (spec 000 §7): `response.categoryGamesList` (spec 000 §3 category list response) and `page`, the
 * SEO page of the home view or of the category. Cached 60 s; per player where favourites differ.
 */
export const ZLobbyGamesResponse = z.object({
  success: z.literal(true),
  response: z.object({ categoryGamesList: z.array(ZCategoryRow) }),
  page: ZCategoryPage,
});
export type TLobbyGamesResponse = z.infer<typeof ZLobbyGamesResponse>;

/** The rows a home view shows, in the order it shows them: rows with games, by `orderNo` (spec 000 §3). */
export function shownRows(rows: readonly TCategoryRow[]): TCategoryRow[] {
  return rows.filter((row) => row.games.length > 0).sort((a, b) => a.orderNo - b.orderNo);
}

/** spec 001 §3 game list items: id, name, vendor, inMaintenance, isOffline, url, urlForFun. */
export const ZGameListItem = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  inMaintenance: z.boolean(),
  isOffline: z.boolean(),
  url: z.string(),
  urlForFun: z.string().nullable(),
});
export type TGameListItem = z.infer<typeof ZGameListItem>;

/** GET /{locale}/get-games/{category} (spec 000 §7): success, gameData, message. */
export const ZGetGamesResponse = z.object({
  success: z.literal(true),
  gameData: z.array(ZGameListItem),
  message: z.string(),
});
export type TGetGamesResponse = z.infer<typeof ZGetGamesResponse>;

/**
 * A search alias (spec 001 §5): a term in some language ("hedelmä", "ruletti") that finds games whose
 * names do not contain it.
 */
export const ZSearchAlias = z.object({
  term: z.string(),
  /** The ids of the games it finds. */
  gameIds: z.array(z.string()),
});
export type TSearchAlias = z.infer<typeof ZSearchAlias>;

/**
 * GET /{locale}/all/casino/games and /all/live/casino/games (spec 001 §7): the whole vertical as a
 * JSON game list, for the search overlay (names, vendors, tags, aliases of the caller's locale and of
 * English). `favourite` is the caller's.
 */
export const ZAllGamesResponse = z.object({
  success: z.literal(true),
  games: z.array(ZGameTile),
  aliases: z.array(ZSearchAlias),
});
export type TAllGamesResponse = z.infer<typeof ZAllGamesResponse>;

/** spec 000 §3 jackpot: GameName, GameId, Amount, Currency; the highest amount per game is kept. */
export const ZJackpot = z.object({
  GameName: z.string(),
  GameId: z.string(),
  /** In major units of `Currency`, at most 2 decimals (display only; no money moves by it). */
  Amount: z.number().nonnegative(),
  Currency: z.string().length(3),
});
export type TJackpot = z.infer<typeof ZJackpot>;

/**
 * GET /{locale}/jackpots/{currency} (spec 000 §7): reads `Data`. HRK and ISK are answered in EUR;
 * the web asks in the player's currency, a visitor's in the locale's.
 */
export const ZJackpotsResponse = z.object({ success: z.literal(true), Data: z.array(ZJackpot) });
export type TJackpotsResponse = z.infer<typeof ZJackpotsResponse>;

/** Currencies the jackpot feed answers in; others are refused (400), HRK and ISK become EUR. */
export const JACKPOT_CURRENCY_REPLACEMENTS = { HRK: 'EUR', ISK: 'EUR' } as const;

/** spec 001 §7 GET /jackpots/play-n-go/EUR or /RSD: the counter's one amount (spec 001 §3). */
export const PLAY_N_GO_JACKPOT_CURRENCIES = ['EUR', 'RSD'] as const;
export const ZPlayNGoJackpotResponse = z.object({
  success: z.literal(true),
  Amount: z.number().nonnegative(),
  Currency: z.enum(PLAY_N_GO_JACKPOT_CURRENCIES),
  GameName: z.string(),
  GameId: z.string(),
});
export type TPlayNGoJackpotResponse = z.infer<typeof ZPlayNGoJackpotResponse>;

/**
 * GET /{locale}/user/addfavourite/{name}/{id} and /user/removefavourite/{name}/{id} (spec 000 §7):
 * `name` is the game's slug, `id` its id. Logged-in players only; idempotent.
 */
export const ZFavouriteResponse = z.object({
  success: z.literal(true),
  gameId: z.string(),
  favourite: z.boolean(),
  /** The notification's translated text (spec 000 §9: shown 3 s). */
  message: z.string(),
});
export type TFavouriteResponse = z.infer<typeof ZFavouriteResponse>;

/** A player keeps at most this many favourites; one more is refused with a clear message. */
export const FAVOURITES_MAX = 500;

/** spec 001 §2 "Modals: loaded by GET /modal/{name}", plus the AML error modal (spec 000 §2). */
export const SERVER_MODAL_NAMES = [
  'login',
  'unverified-block',
  'pep-block',
  'doc-pending',
  'kyc-block',
  'confirm-deposit',
  'gameplay-block',
  'play-for-real-please',
  'mobile-casino-app-download',
  'forgot-password-sms',
  'aml-error',
] as const;
export type ServerModalName = (typeof SERVER_MODAL_NAMES)[number];

/**
 * What a modal's button does (the web maps each to its own handler): close it, open another modal,
 * go to a page, reload, or deposit skipping the AML block (spec 001 §6).
 */
export const MODAL_ACTIONS = [
  'close',
  'login',
  'register',
  'deposit',
  'deposit-skip-aml',
  'manual-verification',
  'contact-support',
  'lobby',
  'reload',
  'forgot-password',
  'app-store',
] as const;
export type ModalAction = (typeof MODAL_ACTIONS)[number];

/**
 * GET /{locale}/modal/{name}[?can-close=0|1] answers `text/html`: one fragment,
 * `<section data-modal="{name}" data-can-close="true|false"><h2>…</h2><p>…</p>…<footer>` with
 * `<a data-action="{ModalAction}" href="…">label</a>` per button `</footer></section>`, translated
 * for the caller and holding nothing else (no script, no style, no attribute but these). The web
 * reads it with DOMParser and renders those parts only.
 */
export const MODAL_FRAGMENT_ATTRIBUTES = {
  modal: 'data-modal',
  canClose: 'data-can-close',
  action: 'data-action',
} as const;

/** The lobby's first answer inlined in its page (`LOBBY_FIRST_SCREEN_ELEMENT_ID`, page-elements). */
export const ZLobbyFirstScreen = z.object({
  vertical: z.enum(LOBBY_VERTICALS),
  locale: z.string(),
  category: ZCategorySlug,
  /** The player the answer was made for (their favourites are in it); null for a visitor. */
  userId: z.string().nullable(),
  answer: ZLobbyGamesResponse,
});
export type TLobbyFirstScreen = z.infer<typeof ZLobbyFirstScreen>;
