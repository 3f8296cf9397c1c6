import {
  HISTORY_ROUTE_SLUGS,
  historyRouteSlugs,
  type HistoryRouteId,
} from '@playfair/contracts/web-pages';

/** `?modal=login`: a link that opens a modal over the page it points to. */
export const MODAL_QUERY_PARAM = 'modal';

// The table itself lives in the contracts: the server serves the app at the same slugs.
export { HISTORY_ROUTE_SLUGS, historyRouteSlugs, type HistoryRouteId };

const HISTORY_ROUTE_IDS = Object.keys(HISTORY_ROUTE_SLUGS) as HistoryRouteId[];

export function historyRouteSlug(id: HistoryRouteId, locale: string): string {
  const slugs: Partial<Record<string, string>> = HISTORY_ROUTE_SLUGS[id];
  return slugs[locale] ?? id;
}

/** `/pe/iniciar-sesion`, `/en/login`. */
export function historyRoutePath(id: HistoryRouteId, locale: string): string {
  return `/${locale}/${historyRouteSlug(id, locale)}`;
}

/**
 * The history route a slug names, in any locale: a link written for one locale still opens the
 * right modal in another (`/en/iniciar-sesion` opens the login).
 */
export function historyRouteForSlug(slug: string): HistoryRouteId | null {
  return HISTORY_ROUTE_IDS.find((id) => historyRouteSlugs(id).includes(slug)) ?? null;
}

export function isHistoryRouteId(id: string): id is HistoryRouteId {
  return Object.hasOwn(HISTORY_ROUTE_SLUGS, id);
}
