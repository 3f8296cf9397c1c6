import { useEffect, useEffectEvent, useRef } from 'react';
import {
  getLocalStorage,
  removeStoredIf,
  writeStoredJson,
} from '../../../shared/storage/local-storage';
import { closeSession } from '../api/get-close-session';
import { readActiveGame, shouldLeaveOn, WINDOW_STORAGE_KEYS } from '../model/window-lock';
import { useWindowMessages } from './use-window-messages';

type ActiveGameWindowInput = {
  /** A real game is on screen in this window. */
  isEnabled: boolean;
  clientId: string;
  /** The game as the launch names it: the record's and close-session's `gameId`. */
  gameId: string;
  locale: string;
  /** Another window opened a game: this one goes to the lobby (it does not close the session). */
  onAskedToLeave: () => void;
  /** The page came back from the browser's back-forward cache: its game session had been ended. */
  onRestored: () => void;
};

/**
 * spec 001 §3 / §4 "active game (recorded in browser storage), cleared on page unload": while a
 * real game shows, `active_game` names this window and the game; when the game view goes (the
 * player leaves it, or the page unloads) the record goes and the game's session is ended with a
 * request that outlives the page — unless another window asked this one to leave, which ends the
 * sessions itself.
 */
export function useActiveGameWindow({
  isEnabled,
  clientId,
  gameId,
  locale,
  onAskedToLeave,
  onRestored,
}: ActiveGameWindowInput): void {
  const hasBeenAskedToLeave = useRef(false);
  const pendingRelease = useRef<{ isCancelled: boolean } | null>(null);
  const restore = useEffectEvent(onRestored);

  useWindowMessages(isEnabled, (message) => {
    if (!shouldLeaveOn(message, { clientId, isShowingGame: true, isAsking: false })) return;
    hasBeenAskedToLeave.current = true;
    onAskedToLeave();
  });

  useEffect(() => {
    if (!isEnabled) return;
    // React runs an effect's cleanup and the effect again at once (a dependency changed, or the
    // development double mount): the game never left, so the release waiting for that is off.
    if (pendingRelease.current !== null) pendingRelease.current.isCancelled = true;
    pendingRelease.current = null;

    const storage = getLocalStorage();
    const key = WINDOW_STORAGE_KEYS.activeGame;
    let isReleased = false;

    function record() {
      isReleased = false;
      writeStoredJson(storage, key, { clientID: clientId, gameId });
    }

    /**
     * The window no longer shows the game. Leaving it for another page of the site ends the game's
     * session on the server; a reload or a closed tab closes only the game's launch (decision
     * 008): a reload goes on with the same session and its limits, and another game opens
     * without asking.
     */
    function release(isLeavingGame: boolean) {
      if (isReleased) return;
      isReleased = true;
      removeStoredIf(storage, key, (raw) => readActiveGame(raw)?.clientID === clientId);
      if (hasBeenAskedToLeave.current) return;
      void closeSession({ locale, gameId, keepalive: true, isLaunchOnly: !isLeavingGame }).catch(
        () => undefined,
      );
    }
    const releaseOnPageHide = () => release(false);

    function handlePageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      record();
      restore();
    }

    record();
    window.addEventListener('pagehide', releaseOnPageHide);
    window.addEventListener('pageshow', handlePageShow);
    return () => {
      window.removeEventListener('pagehide', releaseOnPageHide);
      window.removeEventListener('pageshow', handlePageShow);
      const pending = { isCancelled: false };
      pendingRelease.current = pending;
      queueMicrotask(() => {
        if (!pending.isCancelled) release(true);
      });
    };
  }, [isEnabled, clientId, gameId, locale]);
}
