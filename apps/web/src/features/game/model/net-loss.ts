import type { TSessionStats } from '@playfair/contracts/game-session';
import { NET_LOSS_LIMIT_REACHED_PERCENT } from '@playfair/domain/constants';

/** Where a session stands against its net-loss limit (spec 001 §4 "Net-loss"). */
export type NetLossLevel = 'below' | 'almost' | 'reached';

/**
 * spec 001 §4 / §8: from `warnAtPercent` (the options answer's) below 100 % the player is warned
 * (net_loss_limit_almost); at 100 % or more the game unloads (net_loss_limit_reached).
 */
export function netLossLevel(percent: number, warnAtPercent: number): NetLossLevel {
  if (percent >= NET_LOSS_LIMIT_REACHED_PERCENT) return 'reached';
  return percent >= warnAtPercent ? 'almost' : 'below';
}

/** Why a session's game was taken off the page. */
export type SessionStop = 'net-loss' | 'session-time';

/**
 * Whether the session's game must stop now: its net loss at the limit, or (from the moment
 * `limits.EndsAt` passes) its time up. A session without limits never stops here.
 */
export function sessionStop(
  stats: Pick<TSessionStats, 'limits' | 'netLossPercent'> | null,
  nowMs: number,
): SessionStop | null {
  if (stats === null || stats.limits === null) return null;
  if (stats.netLossPercent >= NET_LOSS_LIMIT_REACHED_PERCENT) return 'net-loss';
  const endsAt = Date.parse(stats.limits.EndsAt);
  return !Number.isNaN(endsAt) && endsAt <= nowMs ? 'session-time' : null;
}

/** The most a timer may wait (2^31 - 1 ms); a later moment is waited for in steps. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** How long until `iso`, for a timer: 0 when it has passed, null when it is no moment. */
export function delayUntil(iso: string, nowMs: number): number | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return Math.min(MAX_TIMER_DELAY_MS, Math.max(0, at - nowMs));
}
