import type { GameMode } from '../model/game-mode';
import type { SessionFigures } from '../model/studio-message';

// Places the game view keeps for features still to come, typed now so the layout and the data they
// need are settled: the races' side panel and the live session-stats bar (spec 001 §2, §6).

export type RacePanelSlotProps = {
  gameId: string;
  /** The races feature (app configuration lobby.races, spec 001 §6 rizkrace). */
  isEnabled: boolean;
};

/**
 * spec 001 §2 / §9: the race side panel beside the game, RACE_PANEL_WIDTH_PX (350 px) wide, opened
 * 5 s after a race starts (RACE_PANEL_AUTO_OPEN_DELAY_MS). Renders nothing until races exist.
 */
export function RacePanelSlot(_props: RacePanelSlotProps) {
  return null;
}

export type LiveStatsSlotProps = {
  mode: GameMode;
  /** spec 001 §6 show-live-stats; GB shows balance and session time only, ES stats after reload. */
  isEnabled: boolean;
  country: string;
  figures: SessionFigures;
};

/** spec 001 §2: the optional live-stats bar over the session bar. Renders nothing yet. */
export function LiveStatsSlot(_props: LiveStatsSlotProps) {
  return null;
}
