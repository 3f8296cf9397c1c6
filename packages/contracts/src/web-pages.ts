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

const PAGE_PATHS: ReadonlySet<string> = new Set(Object.values(WEB_PAGES));

/** Whether `rest` (the path after `/{locale}/`, without leading or trailing slash) is a page. */
export function isWebPagePath(rest: string): boolean {
  return PAGE_PATHS.has(rest.replace(/^\/+|\/+$/g, ''));
}

export function webPagePath(locale: string, page: WebPage): string {
  const rest = WEB_PAGES[page];
  return rest === '' ? `/${locale}/` : `/${locale}/${rest}`;
}
