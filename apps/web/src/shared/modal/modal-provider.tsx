import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate, useNavigationType } from 'react-router';
import { historyRouteOfModal, historyRoutePath } from './history-routes';
import { type ModalsInternals, ModalsContext, type OpenModalOptions } from './modal-context';
import type { ModalId } from './modal-ids';
import type { ModalRegistry } from './modal-registry';
import {
  entryKey,
  isSameStack,
  type ModalEntry,
  type ModalLocation,
  modalLocationState,
  type ModalStack,
  resolveModalLocation,
  topModal,
  withModalClosed,
  withModalOpened,
} from './modal-stack';

type ModalProviderProps = {
  registry: ModalRegistry;
  locale: string;
  children: ReactNode;
};

/** What the manager knows at the moment a handler runs. */
type Snapshot = { locationKey: string; modals: ModalLocation; navigate: NavigateFunction };

/**
 * The modal manager (spec 001 §4, DESIGN §6). The open modals are a function of the location:
 * each history entry carries its stack in `location.state`, the router stays on the page under the
 * modals, and the address bar shows the top modal's history route through route masking
 * (`/pe/iniciar-sesion` while the page is `/pe/casino`). So Back, Forward and a reload of the tab
 * show exactly what that entry had open, and the page under a modal is never re-mounted.
 */
export function ModalProvider({ registry, locale, children }: ModalProviderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const modals = useMemo(
    () =>
      resolveModalLocation({
        location,
        locale,
        layerOf: (id) => registry[id]?.layer ?? null,
        hasHistoryRoute: (id) => historyRouteOfModal(id) !== null,
        wasPushed: navigationType === 'PUSH',
      }),
    [location, locale, registry, navigationType],
  );

  // Handlers read the latest render's view; after they navigate, and until the router renders the
  // new location, they read their own result (a double click must not push two entries).
  const snapshot = useRef<Snapshot | null>(null);
  const pending = useRef<{ fromKey: string; modals: ModalLocation } | null>(null);
  const openers = useRef(new Map<string, Element | null>());
  useLayoutEffect(() => {
    snapshot.current = { locationKey: location.key, modals, navigate };
  });

  // Stable: a closing layer calls it from its effect cleanup. The opener stays known, so a
  // development double mount (StrictMode) does not lose it.
  const restoreFocus = useCallback((key: string) => {
    const opener = openers.current.get(key);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }, []);

  const api = useMemo<ModalsInternals>(() => {
    function current(): Snapshot {
      const now = snapshot.current;
      if (now === null) throw new Error('The modal manager is not mounted yet');
      const ahead = pending.current;
      return ahead !== null && ahead.fromKey === now.locationKey
        ? { ...now, modals: ahead.modals }
        : now;
    }

    function maskOf(stack: ModalStack): string | undefined {
      for (const { id } of [...stack].reverse()) {
        const route = historyRouteOfModal(id);
        if (route !== null) return historyRoutePath(route, locale);
      }
      return undefined;
    }

    function show(
      now: Snapshot,
      stack: ModalStack,
      backTo: ModalStack | null,
      how: 'push' | 'replace',
    ) {
      const mask = maskOf(stack);
      void now.navigate(now.modals.base, {
        replace: how === 'replace',
        state: stack.length === 0 ? null : modalLocationState({ stack, backTo }),
        ...(mask === undefined ? {} : { mask }),
        preventScrollReset: true,
      });
      pending.current = {
        fromKey: now.locationKey,
        modals: { stack, backTo, base: now.modals.base },
      };
    }

    function open(id: ModalId, options: OpenModalOptions = {}) {
      const definition = registry[id];
      if (definition === undefined) {
        console.warn(`No modal is registered as "${id}"`);
        return;
      }
      const now = current();
      if (options.onlyIfNoneOpen === true && now.modals.stack.length > 0) return;
      const entry: ModalEntry = {
        id,
        layer: definition.layer,
        ...(options.params === undefined ? {} : { params: options.params }),
      };
      const result = withModalOpened(now.modals.stack, entry);
      if (!result.isChanged) return;
      // A modal that takes another's layer gives focus back where that one would have.
      const opener =
        result.replaced === undefined
          ? document.activeElement
          : (openers.current.get(entryKey(result.replaced)) ?? null);
      openers.current.set(entryKey(entry), opener);
      show(now, result.stack, now.modals.stack, 'push');
    }

    function close(id?: ModalId) {
      const now = current();
      const { stack, backTo } = now.modals;
      const target = id === undefined ? topModal(stack) : stack.find((entry) => entry.id === id);
      if (target === undefined) return;
      closeTo(now, withModalClosed(stack, target), backTo);
    }

    function closeTo(now: Snapshot, stack: ModalStack, backTo: ModalStack | null) {
      if (backTo !== null && isSameStack(backTo, stack)) {
        // The entry before this one shows exactly what remains: step back to it, so closing
        // leaves no entry behind that Back would reopen.
        void now.navigate(-1);
        pending.current = {
          fromKey: now.locationKey,
          modals: { stack, backTo: null, base: now.modals.base },
        };
        return;
      }
      show(now, stack, backTo, 'replace');
    }

    return {
      registry,
      stack: modals.stack,
      base: modals.base,
      open,
      close,
      closeAll: () => {
        const now = current();
        if (now.modals.stack.length > 0) closeTo(now, [], now.modals.backTo);
      },
      isOpen: (id) => modals.stack.some((entry) => entry.id === id),
      hrefOf: (id) => {
        const route = historyRouteOfModal(id);
        return route === null ? modals.base : historyRoutePath(route, locale);
      },
      restoreFocus,
    };
  }, [registry, locale, modals, restoreFocus]);

  return <ModalsContext value={api}>{children}</ModalsContext>;
}
