import {
  RACE_PANEL_AUTO_OPEN_DELAY_MS,
  RACE_RESULT_DELAY_MS,
  RACE_RESULT_DISPLAY_MS,
} from '@playfair/domain/constants';

// spec 001 §9 / §4, the game view's race panel: it opens RACE_PANEL_AUTO_OPEN_DELAY_MS (5 s) after
// a race starts if it is closed; when a race the player took part in ends, RACE_RESULT_DELAY_MS
// (5 s) later the races are read again and the player's result shows for RACE_RESULT_DISPLAY_MS
// (25 s). The timers live here, not in React, so the rules are tested alone.

export type RacePanelSnapshot = {
  isOpen: boolean;
  /** The race whose result shows, or null. */
  finishedRaceId: string | null;
};

export type RacePanelTimers = {
  snapshot: () => RacePanelSnapshot;
  subscribe: (onChange: () => void) => () => void;
  toggle: () => void;
  /** A race started `sinceStartMs` ago: the panel opens when 5 s have passed since its start. */
  raceStarted: (sinceStartMs?: number) => void;
  /** A race the player took part in ended: read again after 5 s, then the result for 25 s. */
  raceFinished: (raceId: string, refresh: () => Promise<unknown>) => void;
  /**
   * The races were read. The first read of a race that started `sinceStartMs` ago (less than
   * 5 s) opens the panel as a start would; spec 001 §8 `race_game_not_ok`: `warn` runs the first
   * time the game is outside the player's races, once per game view.
   */
  racesRead: (
    read: { sinceStartMs: number | null; isGameOutside: boolean },
    warn: () => void,
  ) => void;
  /** Stops every timer (the game view goes). */
  dispose: () => void;
};

export function createRacePanelTimers(): RacePanelTimers {
  let snapshot: RacePanelSnapshot = { isOpen: false, finishedRaceId: null };
  let hasWarned = false;
  let hasRead = false;
  let isDisposed = false;
  const listeners = new Set<() => void>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  function update(patch: Partial<RacePanelSnapshot>) {
    if (isDisposed) return;
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function schedule(name: string, run: () => void, delayMs: number) {
    clearTimeout(pending.get(name));
    pending.set(
      name,
      setTimeout(() => {
        pending.delete(name);
        run();
      }, delayMs),
    );
  }

  function raceStarted(sinceStartMs = 0) {
    schedule(
      'open',
      () => {
        if (!snapshot.isOpen) update({ isOpen: true });
      },
      Math.max(0, RACE_PANEL_AUTO_OPEN_DELAY_MS - sinceStartMs),
    );
  }

  return {
    snapshot: () => snapshot,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    toggle: () => update({ isOpen: !snapshot.isOpen }),
    raceStarted,
    raceFinished(raceId, refresh) {
      schedule(
        'result',
        () => {
          void refresh()
            .catch(() => undefined)
            .then(() => {
              update({ isOpen: true, finishedRaceId: raceId });
              schedule('result', () => update({ finishedRaceId: null }), RACE_RESULT_DISPLAY_MS);
            });
        },
        RACE_RESULT_DELAY_MS,
      );
    },
    racesRead({ sinceStartMs, isGameOutside }, warn) {
      if (!hasRead && sinceStartMs !== null) raceStarted(sinceStartMs);
      hasRead = true;
      if (!isGameOutside || hasWarned) return;
      hasWarned = true;
      warn();
    },
    dispose() {
      isDisposed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      listeners.clear();
    },
  };
}
