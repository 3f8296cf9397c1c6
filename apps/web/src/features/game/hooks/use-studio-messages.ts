import type { TStudioMessage } from '@playfair/contracts/games';
import { useEffect, useEffectEvent } from 'react';
import { readStudioMessage } from '../model/studio-message';

/**
 * Listens to the game frame's messages (DESIGN §7, decision 002): only those from `frameOrigin`
 * that read as studio messages reach `onMessage`. The window's `message` event is a source
 * outside React; the subscription lives as long as the frame.
 */
export function useStudioMessages(
  frameOrigin: string,
  onMessage: (message: TStudioMessage) => void,
): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    function handleMessage(event: MessageEvent) {
      const message = readStudioMessage(event, frameOrigin);
      if (message !== null) handle(message);
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [frameOrigin]);
}
