import { SESSION_STATS_EVENT, type TSessionStats } from '@playfair/contracts/game-session';
import type { TGameDetails } from '@playfair/contracts/games';
import { useState } from 'react';
import { usePlayerEvents } from '../../../shared/push/player-events';
import { useSessionDetails } from '../api/post-session-details';
import { isStatsOfGame, newerStats, readSessionStats } from '../model/session-stats';

/**
 * The running session's figures at this game (spec 001 §3 "Session stats event"): read when a
 * game starts (POST /game/session/details, so they survive a reload) and after every settled round
 * from the player's event stream (`session-stats`). The newer of the two counts.
 */
export function useSessionStats({
  locale,
  userId,
  game,
  launch,
  isEnabled,
}: {
  locale: string;
  userId: string;
  game: Pick<TGameDetails, 'gameId'>;
  launch: number;
  isEnabled: boolean;
}): TSessionStats | null {
  const details = useSessionDetails({ locale, userId, gameId: game.gameId, launch, isEnabled });
  const [pushed, setPushed] = useState<{ stats: TSessionStats; at: number } | null>(null);

  usePlayerEvents(locale, {
    [SESSION_STATS_EVENT]: (data) => {
      const stats = readSessionStats(data);
      if (!isEnabled || stats === null || !isStatsOfGame(stats, game)) return;
      setPushed({ stats, at: Date.now() });
    },
  });

  if (!isEnabled) return null;
  return newerStats(
    details.data === undefined ? null : { stats: details.data, at: details.dataUpdatedAt },
    pushed,
  );
}
