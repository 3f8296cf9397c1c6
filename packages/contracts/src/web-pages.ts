import { CATEGORY_SLUG_MAX_LENGTH, CATEGORY_SLUG_PATTERN, type LobbyVertical } from './lobby';

/**
 * The pages of the player site, as paths below `/{locale}/` (DESIGN §6). The web router is built
 * from this list and the server answers 404 for a path that is none of them, so a mistyped address
 * is a real 404 for browsers and crawlers alike.
 */
export const WEB_PAGES = {
  home: '',
  casino: 'casino',
  liveCasino: 'live-casino',
  sports: 'sports',
  saferGambling: 'safer-gambling',
  blog: 'blog',
  insider: 'insider',
  /** spec 000 §2 "Raffle page": the daily and monthly prize draws. */
  raffle: 'raffle',
  /** spec 001 §2 "Races page": running and coming races, their leaderboards and opt-in. */
  races: 'races',
  /** spec 000 §2 "Casino games page": every casino game, A–Z. */
  casinoGames: 'casino-games',
} as const;

export type WebPage = keyof typeof WEB_PAGES;

/** spec 000 §2: side menu targets, in menu order. */
export const SIDE_MENU_TARGETS = [
  'casino',
  'liveCasino',
  'sports',
  'saferGambling',
  'blog',
  'insider',
] as const satisfies readonly WebPage[];

/**
 * spec 001 §2 "History routes for modals": `/{locale}/{id}`, with the translated slugs the spec
 * lists; a locale without an entry uses the id itself. The modal manager shows them in the address
 * bar; the server serves the app at each of them.
 */
export const HISTORY_ROUTE_SLUGS = {
  login: { pe: 'iniciar-sesion', no: 'logge-in' },
  register: { pe: 'registrate' },
  account: { sr: 'moj-nalog', pe: 'cuenta', no: 'konto' },
  rewards: { sr: 'nagrade', pe: 'bonos-y-recompensas' },
  payments: { sr: 'placanja', pe: 'depositos-y-retiros', no: 'betaling' },
  'forgot-password': {},
  'forgot-password-sms': {},
} as const satisfies Record<string, Partial<Record<string, string>>>;

export type HistoryRouteId = keyof typeof HISTORY_ROUTE_SLUGS;

/** Every slug of `id` in any locale, the id itself included (`account`, `moj-nalog`, ...). */
export function historyRouteSlugs(id: HistoryRouteId): string[] {
  return [...new Set([id, ...Object.values<string>(HISTORY_ROUTE_SLUGS[id])])];
}

/** spec 001 §2: the static registration page (registration_static_v3) and Serbia's own. */
export const REGISTRATION_PAGE_SLUGS = ['register', 'registracija'] as const;

/** Every path below `/{locale}/` the server answers with the app: pages, modal routes, registration. */
export const ALL_PAGE_PATHS: readonly string[] = [
  ...new Set([
    ...Object.values(WEB_PAGES),
    ...(Object.keys(HISTORY_ROUTE_SLUGS) as HistoryRouteId[]).flatMap(historyRouteSlugs),
    ...REGISTRATION_PAGE_SLUGS,
  ]),
];

const PAGE_PATHS: ReadonlySet<string> = new Set(ALL_PAGE_PATHS);

/** DESIGN §6: the game view is `/{locale}/game/{slug}`; a slug is a catalogue game's. */
export const GAME_PAGE_SEGMENT = 'game';
export const GAME_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GAME_SLUG_MAX_LENGTH = 100;

export function gamePagePath(locale: string, slug: string): string {
  return `/${locale}/${GAME_PAGE_SEGMENT}/${slug}`;
}

/**
 * spec 000 §2 "choosing a category sets the address to the base URL plus the category name": each
 * lobby's base page and its categories below it, `/{locale}/casino/{category}` and
 * `/{locale}/live-casino/{category}`. The server answers such an address with the app only when the
 * category exists, and with the site's 404 page otherwise.
 */
export const LOBBY_PAGE_SEGMENTS = {
  casino: WEB_PAGES.casino,
  live: WEB_PAGES.liveCasino,
} as const satisfies Record<LobbyVertical, string>;

/** The address of a lobby category; the home view is the lobby's base page. */
export function lobbyCategoryPath(
  locale: string,
  vertical: LobbyVertical,
  category: string,
): string {
  const base = `/${locale}/${LOBBY_PAGE_SEGMENTS[vertical]}`;
  return category === 'home' ? base : `${base}/${category}`;
}

/** Whether `slug` is a well-formed category slug (its existence is the catalogue's to say). */
export function isCategorySlug(slug: string): boolean {
  return slug.length <= CATEGORY_SLUG_MAX_LENGTH && CATEGORY_SLUG_PATTERN.test(slug);
}

const LOBBY_SEGMENTS: ReadonlySet<string> = new Set(Object.values(LOBBY_PAGE_SEGMENTS));

/** Whether `rest` (the path after `/{locale}/`, without leading or trailing slash) is a page. */
export function isWebPagePath(rest: string): boolean {
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (PAGE_PATHS.has(path)) return true;
  const [segment, slug, ...more] = path.split('/');
  if (segment === undefined || slug === undefined || more.length > 0) return false;
  if (LOBBY_SEGMENTS.has(segment)) return isCategorySlug(slug);
  return (
    segment === GAME_PAGE_SEGMENT &&
    slug.length <= GAME_SLUG_MAX_LENGTH &&
    GAME_SLUG_PATTERN.test(slug)
  );
}

export function webPagePath(locale: string, page: WebPage): string {
  const rest = WEB_PAGES[page];
  return rest === '' ? `/${locale}/` : `/${locale}/${rest}`;
}
