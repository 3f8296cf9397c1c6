import { GAME_WINDOW_CHANNEL } from '@playfair/contracts/game-session';
import { useEffect, useEffectEvent } from 'react';
import { readWindowMessage, type WindowMessage } from '../model/window-lock';

/** Tells the site's other windows (spec 001 §4 cross-window messages). */
export function postWindowMessage(message: WindowMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(GAME_WINDOW_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Hears the site's other windows while `isEnabled` (a channel is a source outside React: it is
 * opened and closed with the component).
 */
export function useWindowMessages(
  isEnabled: boolean,
  onMessage: (message: WindowMessage) => void,
): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    if (!isEnabled || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(GAME_WINDOW_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const message = readWindowMessage(event.data);
      if (message !== null) handle(message);
    };
    return () => channel.close();
  }, [isEnabled]);
}
