import { type TSessionStats, ZSessionStats } from '@playfair/contracts/game-session';
import type { TGameDetails } from '@playfair/contracts/games';

/** A pushed `session-stats` message, read; null for anything that is not one. */
export function readSessionStats(data: unknown): TSessionStats | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZSessionStats.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Figures of this game's session (the server names the game by its catalogue id). */
export function isStatsOfGame(
  stats: Pick<TSessionStats, 'gameId'>,
  game: Pick<TGameDetails, 'gameId'>,
): boolean {
  return stats.gameId === game.gameId;
}

type Timed = { stats: TSessionStats | null; at: number };

/**
 * The figures to show: the later of the details read at a launch (null: no session runs) and the
 * last pushed ones.
 */
export function newerStats(read: Timed | null, pushed: Timed | null): TSessionStats | null {
  if (read === null) return pushed?.stats ?? null;
  if (pushed === null) return read.stats;
  return pushed.at > read.at ? pushed.stats : read.stats;
}
