import { useSyncExternalStore } from 'react';

// spec 001 §4 "Side menu: closing a game runs before-close hooks, then before-navigation hooks
// (which may show game stats), then navigates. It is locked during navigation."
//
// One registry for the whole page, so whatever owns a game (the game view) or a journey that must
// be finished first (the vertical-buffer wait) plugs in without the side menu or the header knowing
// it: each registers a hook while it is on the page and unregisters it when it leaves.
// - Hooks run one after the other, in the order they were registered, before-close first.
// - A hook that resolves to `false` cancels: no later hook runs and nothing navigates.
// - A hook that throws is logged and passed over: a broken hook must not keep the player in a game.
// - While hooks and the navigation run, the navigation is locked: another request is refused and
//   `useIsNavigationLocked()` is true (the side menu makes its links inert and aria-disabled).

/** Where the player is going (a path of this site, `/en/casino`). */
export type NavigationIntent = { readonly to: string };

/** Resolves `false` to cancel the navigation; anything else lets it go on. */
export type NavigationHook = (intent: NavigationIntent) => unknown;

export type NavigationOutcome = 'navigated' | 'cancelled' | 'locked';

const beforeCloseHooks: NavigationHook[] = [];
const beforeNavigationHooks: NavigationHook[] = [];
const lockListeners = new Set<() => void>();
let isLocked = false;

function register(list: NavigationHook[], hook: NavigationHook): () => void {
  // A wrapper per registration: the same function registered twice is unregistered once each.
  const entry: NavigationHook = (intent) => hook(intent);
  list.push(entry);
  return () => {
    const at = list.indexOf(entry);
    if (at !== -1) list.splice(at, 1);
  };
}

/** Runs before leaving an open game (end its session, stop its sounds). Returns unregister. */
export function registerBeforeClose(hook: NavigationHook): () => void {
  return register(beforeCloseHooks, hook);
}

/** Runs after the before-close hooks (show game stats, wait for a confirmation). Returns unregister. */
export function registerBeforeNavigation(hook: NavigationHook): () => void {
  return register(beforeNavigationHooks, hook);
}

function setLocked(next: boolean): void {
  if (isLocked === next) return;
  isLocked = next;
  for (const listener of lockListeners) listener();
}

/** Whether `hooks` all let the navigation go on; a throwing hook counts as letting it. */
async function passes(
  hooks: readonly NavigationHook[],
  intent: NavigationIntent,
): Promise<boolean> {
  for (const hook of hooks) {
    try {
      if ((await hook(intent)) === false) return false;
    } catch (error) {
      console.error('A navigation hook failed; navigating anyway', error);
    }
  }
  return true;
}

/**
 * Leaves the page the spec 001 §4 way: before-close hooks, before-navigation hooks, then
 * `navigate` (awaited: the lock holds until the router has moved). Without hooks it navigates at
 * once. Refused ('locked') while another navigation is in progress.
 */
export async function runNavigation(
  intent: NavigationIntent,
  navigate: () => unknown,
): Promise<NavigationOutcome> {
  if (isLocked) return 'locked';
  setLocked(true);
  try {
    // Copies: a hook that unregisters itself (the game view unmounting) does not skip the next.
    // Without hooks nothing is awaited before `navigate`, so it runs within the click.
    const closing = [...beforeCloseHooks];
    if (closing.length > 0 && !(await passes(closing, intent))) return 'cancelled';
    const leaving = [...beforeNavigationHooks];
    if (leaving.length > 0 && !(await passes(leaving, intent))) return 'cancelled';
    await navigate();
    return 'navigated';
  } finally {
    setLocked(false);
  }
}

export function isNavigationLocked(): boolean {
  return isLocked;
}

function subscribeToLock(listener: () => void): () => void {
  lockListeners.add(listener);
  return () => lockListeners.delete(listener);
}

/** True while a navigation started by `runNavigation` is in progress. */
export function useIsNavigationLocked(): boolean {
  return useSyncExternalStore(subscribeToLock, isNavigationLocked, () => false);
}
