import type { GameMode } from './game-mode';

/**
 * spec 001 §6 show-live-stats, by country: GB shows the balance and the sitting's time only
 * (ticking every second); ES shows the session's stakes, wins and net (after a reload too) and a
 * way to the responsible-gaming limits. Elsewhere the session bar under the game is enough.
 */
export type LiveStatsKind = 'balance-and-time' | 'session-figures' | 'none';

export function liveStatsKind({
  isEnabled,
  country,
  mode,
}: {
  isEnabled: boolean;
  country: string;
  mode: GameMode;
}): LiveStatsKind {
  if (!isEnabled || mode !== 'real') return 'none';
  switch (country.toUpperCase()) {
    case 'GB':
      return 'balance-and-time';
    case 'ES':
      return 'session-figures';
    default:
      return 'none';
  }
}

/** Wins minus stakes, minor units (positive: the player is ahead). */
export function netOf(betMinor: bigint | number, winMinor: bigint | number): bigint {
  return BigInt(winMinor) - BigInt(betMinor);
}
