import { type RefObject, useSyncExternalStore } from 'react';

/** Marks the element the game goes full screen with, so the page can tell it is the one. */
export const FULLSCREEN_TARGET_ATTRIBUTE = 'data-game-fullscreen';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

function isTargetFullscreen(): boolean {
  return document.fullscreenElement?.hasAttribute(FULLSCREEN_TARGET_ATTRIBUTE) ?? false;
}

/**
 * The Fullscreen API on the game's container: whether it is full screen now (the browser decides,
 * Escape leaves), and a toggle. Browsers without it (iPhone Safari) get no toggle.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const isFullscreen = useSyncExternalStore(subscribe, isTargetFullscreen, () => false);
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  async function toggle(): Promise<void> {
    try {
      if (document.fullscreenElement !== null) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch {
      // Refused by the browser (no user gesture, a policy): the page stays as it is.
    }
  }

  return { isFullscreen, isSupported, toggle };
}
