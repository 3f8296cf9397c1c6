import { MODAL_LAYER_Z_INDICES, type ModalLayer } from '@playfair/domain/constants';
import { z } from 'zod';
import { historyRouteForSlug, MODAL_QUERY_PARAM, modalOfHistoryRouteId } from './history-routes';
import { isModalId, MODAL_IDS, type ModalId } from './modal-ids';

// The modal stack and its place in the browser history (spec 001 §4 "Modals"), as pure data so
// the rules can be read and tested without a browser:
// - layers 0–5, one modal per layer; a higher layer covers a lower one;
// - the same id is not reopened on its layer, and another modal on an occupied layer replaces it;
// - each open pushes a history entry that carries the whole stack; Back goes to an entry and shows
//   the modal(s) in its state (so it "closes all and reopens the one in the history state");
// - closing the last modal restores the base address.

export type ModalParams = Readonly<Record<string, string>>;

export type ModalEntry = {
  readonly id: ModalId;
  readonly layer: ModalLayer;
  readonly params?: ModalParams;
};

export type ModalStack = readonly ModalEntry[];

const LAYERS = MODAL_LAYER_Z_INDICES.map((_, layer) => layer as ModalLayer);

const ZModalEntry = z.object({
  id: z.enum(MODAL_IDS),
  layer: z.number().refine((value): value is ModalLayer => (LAYERS as number[]).includes(value)),
  params: z.record(z.string(), z.string()).optional(),
});

/** The modal part of a history entry's state (`location.state.modals`). */
const ZModalHistoryState = z.object({
  stack: z.array(ZModalEntry),
  /** The stack of the entry before this one, when this entry was pushed on top of it. */
  backTo: z.array(ZModalEntry).nullable(),
});

export type ModalHistoryState = { stack: ModalStack; backTo: ModalStack | null };

export const MODAL_STATE_KEY = 'modals';

export function modalLocationState(state: ModalHistoryState): Record<string, ModalHistoryState> {
  return { [MODAL_STATE_KEY]: state };
}

export function readModalHistoryState(locationState: unknown): ModalHistoryState | null {
  if (typeof locationState !== 'object' || locationState === null) return null;
  const parsed = ZModalHistoryState.safeParse(
    (locationState as Record<string, unknown>)[MODAL_STATE_KEY],
  );
  return parsed.success ? (parsed.data as ModalHistoryState) : null;
}

export function entryKey(entry: ModalEntry): string {
  return `${entry.layer}:${entry.id}`;
}

function isSameEntry(a: ModalEntry, b: ModalEntry): boolean {
  return a.id === b.id && a.layer === b.layer;
}

export function isSameStack(a: ModalStack, b: ModalStack): boolean {
  return a.length === b.length && a.every((entry, index) => isSameEntry(entry, b[index]!));
}

/** The modal in front: the one on the highest layer. */
export function topModal(stack: ModalStack): ModalEntry | undefined {
  return stack.at(-1);
}

export type OpenResult =
  { isChanged: false } | { isChanged: true; stack: ModalStack; replaced: ModalEntry | undefined };

export function withModalOpened(stack: ModalStack, entry: ModalEntry): OpenResult {
  if (stack.some((open) => isSameEntry(open, entry))) return { isChanged: false };
  const replaced = stack.find((open) => open.layer === entry.layer);
  const next = [...stack.filter((open) => open.layer !== entry.layer), entry].sort(
    (a, b) => a.layer - b.layer,
  );
  return { isChanged: true, stack: next, replaced };
}

export function withModalClosed(stack: ModalStack, entry: ModalEntry): ModalStack {
  return stack.filter((open) => !isSameEntry(open, entry));
}

type AddressLike = { pathname: string; search: string; hash: string };

/** What a location means for the modals, and the address of the page under them. */
export type ModalLocation = ModalHistoryState & {
  /** The page under the modals: where closing the last one goes. */
  base: string;
};

export type ResolveModalLocationInput = {
  location: AddressLike & { state: unknown };
  locale: string;
  /** The layer a modal opens on, or null for an id no feature registered (it never opens). */
  layerOf: (id: ModalId) => ModalLayer | null;
  /** Whether a modal has a history route (`/{locale}/{slug}`) of its own. */
  hasHistoryRoute: (id: ModalId) => boolean;
  /** The location was reached by a push (a link), so Back returns to the page without it. */
  wasPushed: boolean;
};

function pathOf({ pathname, search, hash }: AddressLike): string {
  return `${pathname}${search}${hash}`;
}

function registeredEntry(
  id: unknown,
  layerOf: ResolveModalLocationInput['layerOf'],
): ModalEntry | null {
  if (!isModalId(id)) return null;
  const layer = layerOf(id);
  return layer === null ? null : { id, layer };
}

/**
 * `/pe/iniciar-sesion` → login, `/sr/placanja` → deposit, when the path is exactly a locale and
 * the slug of a modal's history route.
 */
export function modalOfHistoryRoute(pathname: string, locale: string): ModalId | null {
  const [, first, slug, ...rest] = pathname.split('/');
  if (first !== locale || slug === undefined || rest.some((segment) => segment !== '')) {
    return null;
  }
  const route = historyRouteForSlug(decodeURIComponent(slug));
  return route === null ? null : modalOfHistoryRouteId(route);
}

/**
 * The modals a location shows, from (in order) its history state, a modal history route opened
 * directly (`/pe/iniciar-sesion`, over the home page), or a `?modal=` link (over the page it
 * points to).
 */
export function resolveModalLocation({
  location,
  locale,
  layerOf,
  hasHistoryRoute,
  wasPushed,
}: ResolveModalLocationInput): ModalLocation {
  const fromState = readModalHistoryState(location.state);
  if (fromState !== null) {
    const isRegistered = (entry: ModalEntry) => layerOf(entry.id) !== null;
    return {
      stack: fromState.stack.filter(isRegistered),
      backTo: fromState.backTo?.filter(isRegistered) ?? null,
      base: pathOf(location),
    };
  }

  const routed = registeredEntry(modalOfHistoryRoute(location.pathname, locale), layerOf);
  if (routed !== null && hasHistoryRoute(routed.id)) {
    return { stack: [routed], backTo: wasPushed ? [] : null, base: `/${locale}/` };
  }

  const params = new URLSearchParams(location.search);
  const linked = registeredEntry(params.get(MODAL_QUERY_PARAM), layerOf);
  if (linked !== null) {
    params.delete(MODAL_QUERY_PARAM);
    const query = params.toString();
    const search = query === '' ? '' : `?${query}`;
    return {
      stack: [linked],
      backTo: wasPushed ? [] : null,
      base: pathOf({ ...location, search }),
    };
  }

  return { stack: [], backTo: null, base: pathOf(location) };
}
