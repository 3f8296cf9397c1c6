import { CLOSE_ACTIVE_NOTIFICATION_MESSAGE } from '@playfair/contracts/game-session';
import { useEffect } from 'react';
import {
  getLocalStorage,
  removeStoredIf,
  writeStoredJson,
} from '../../../shared/storage/local-storage';
import { readNotificationLock, shouldLeaveOn, WINDOW_STORAGE_KEYS } from '../model/window-lock';
import { postWindowMessage, useWindowMessages } from './use-window-messages';

/**
 * spec 001 §4 "A notification lock prevents a second window": while this window asks the player
 * whether to close the game open elsewhere, `notification_lock` names it, so a third window says
 * so instead of asking too; a window asking already is told to leave (close-active-notification),
 * and this one leaves when another tells it so.
 */
export function useNotificationLock({
  isEnabled,
  clientId,
  onAskedToLeave,
}: {
  isEnabled: boolean;
  clientId: string;
  onAskedToLeave: () => void;
}): void {
  useWindowMessages(isEnabled, (message) => {
    if (shouldLeaveOn(message, { clientId, isShowingGame: false, isAsking: true }))
      onAskedToLeave();
  });

  useEffect(() => {
    if (!isEnabled) return;
    const storage = getLocalStorage();
    const key = WINDOW_STORAGE_KEYS.notificationLock;
    writeStoredJson(storage, key, { clientID: clientId });
    postWindowMessage({ type: CLOSE_ACTIVE_NOTIFICATION_MESSAGE, clientID: clientId });
    function release() {
      removeStoredIf(storage, key, (raw) => readNotificationLock(raw)?.clientID === clientId);
    }
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [isEnabled, clientId]);
}
