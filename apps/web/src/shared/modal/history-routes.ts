import {
  HISTORY_ROUTE_SLUGS,
  historyRouteSlugs,
  type HistoryRouteId,
} from '@playfair/contracts/web-pages';
import { isModalId, type ModalId } from './modal-ids';

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

/**
 * Modals shown under a history route of another name. spec 001 §2 names the route `payments`
 * (`/sr/placanja`, `/pe/depositos-y-retiros`, `/no/betaling`); the modal behind it is the quick
 * deposit. Any other modal whose id is a route id (login, register, ...) shows under its own.
 */
const HISTORY_ROUTE_ALIASES = {
  deposit: 'payments',
} as const satisfies Partial<Record<ModalId, HistoryRouteId>>;

type AliasedModal = keyof typeof HISTORY_ROUTE_ALIASES;

function isAliasedModal(id: string): id is AliasedModal {
  return Object.hasOwn(HISTORY_ROUTE_ALIASES, id);
}

/** The history route a modal shows in the address bar while open, or null for none. */
export function historyRouteOfModal(id: ModalId): HistoryRouteId | null {
  if (isAliasedModal(id)) return HISTORY_ROUTE_ALIASES[id];
  return isHistoryRouteId(id) ? id : null;
}

/** The modal a history route opens (`payments` → the deposit modal), or null (`account` is a page). */
export function modalOfHistoryRouteId(route: HistoryRouteId): ModalId | null {
  const aliased = (Object.keys(HISTORY_ROUTE_ALIASES) as AliasedModal[]).find(
    (id) => HISTORY_ROUTE_ALIASES[id] === route,
  );
  if (aliased !== undefined) return aliased;
  return isModalId(route) ? route : null;
}
