import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';

/** A hidden tab paints nothing (and runs no animation frame): the app starts after this anyway. */
export const START_FALLBACK_MS = 1_000;

type StartSchedule = {
  doc: Pick<Document, 'getElementById'>;
  win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'>;
  start: () => void;
};

/**
 * When the app's script is asked for (DESIGN §6 "Boot", ADR 004). A page that carries its first
 * screen (the lobby's tiles, their artwork preloaded) shows it without the app, so the app is
 * asked for once that screen has painted: on a slow link the artwork gets the bandwidth first and
 * the app follows. Any other page shows only the boot screen until the app runs, so the app is
 * asked for at once. This module and the page's stylesheets are all the first script holds.
 */
export function scheduleAppStart({ doc, win, start }: StartSchedule): void {
  if (doc.getElementById(LOBBY_FIRST_SCREEN_ELEMENT_ID) === null) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    win.clearTimeout(fallback);
    start();
  };
  const fallback = win.setTimeout(startOnce, START_FALLBACK_MS);
  // An animation frame runs just before the first paint; a task queued from it runs after.
  win.requestAnimationFrame(() => {
    win.setTimeout(startOnce, 0);
  });
}
