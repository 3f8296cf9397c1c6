import type { TSessionStats } from '@playfair/contracts/game-session';
import { Suspense, type ReactNode } from 'react';
import { SectionErrorBoundary } from '../../../shared/ui/section-error-boundary';
import type { GameMode } from '../model/game-mode';
import { liveStatsKind } from '../model/live-stats';
import type { SessionFigures } from '../model/studio-message';
import { LiveStatsBar } from './live-stats-bar';

// The typed places around the game: the races' side panel and the live session-stats bar
// (spec 001 §2, §6).

/** The races' side panel for a game: the races feature's, given by src/app (which composes). */
export type RacePanelRenderer = (gameId: string) => ReactNode;

export type RacePanelSlotProps = {
  gameId: string;
  /** The races feature (app configuration lobby.races, spec 001 §6 rizkrace). */
  isEnabled: boolean;
  /** The panel itself; none, and the slot is empty. */
  panel?: RacePanelRenderer;
};

/**
 * spec 001 §2 / §9: the race side panel beside the game, RACE_PANEL_WIDTH_PX (350 px) wide, opened
 * 5 s after a race starts (RACE_PANEL_AUTO_OPEN_DELAY_MS). The play area gives it a column from
 * 1149 px (game.module.css); on a narrow screen it lies over the game.
 */
export function RacePanelSlot({ gameId, isEnabled, panel }: RacePanelSlotProps) {
  if (!isEnabled || panel === undefined) return null;
  // A failing panel leaves the game alone; it shows once its texts (the races namespace) are here.
  return (
    <SectionErrorBoundary isCompact>
      <Suspense fallback={null}>{panel(gameId)}</Suspense>
    </SectionErrorBoundary>
  );
}

export type LiveStatsSlotProps = {
  mode: GameMode;
  /** spec 001 §6 show-live-stats; GB shows balance and session time only, ES stats after reload. */
  isEnabled: boolean;
  country: string;
  /** This visit's figures from the frame's messages (the session bar under it shows them). */
  figures: SessionFigures;
  /** ISO: when the sitting started (the reality check's clock). */
  sessionStart: string | null;
  /** The running session's figures (ES): read at a launch, then pushed after every round. */
  sessionStats: TSessionStats | null;
};

/**
 * spec 001 §2: the optional live-stats bar over the session bar, in real play where the feature
 * is on: GB the balance and the sitting's time, ES the session's stakes, wins and net. Elsewhere
 * the session bar (rounds, bets, wins, net, time) is the live view.
 */
export function LiveStatsSlot({
  mode,
  isEnabled,
  country,
  sessionStart,
  sessionStats,
}: LiveStatsSlotProps) {
  const kind = liveStatsKind({ isEnabled, country, mode });
  if (kind === 'none') return null;
  return <LiveStatsBar kind={kind} sessionStart={sessionStart} sessionStats={sessionStats} />;
}
