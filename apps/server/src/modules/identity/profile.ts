import { playEligibility, type PlayEligibility } from '@playfair/domain/play-eligibility';
import type { PlayerRestrictions } from '../restrictions/service';
import type { PlayerRow } from './repo';

// A player as the site, the operator and other modules see one: the account with its statuses,
// blocks and what the player may do now.

/** The statuses and blocks of a player the site and the operator see (spec 000 §6, 001 §3). */
export type PlayerStatuses = Omit<
  PlayerRestrictions,
  'isAccountBlocked' | 'selfExcludedUntilMs' | 'timedOutUntilMs'
>;

/**
 * A player as other modules see it: the account, its statuses and what the player may do now
 * (`play`, the one answer of domain play-eligibility.ts, read when the player was loaded).
 */
export type PlayerProfile = PlayerRow &
  PlayerStatuses & {
    isSelfExcluded: boolean;
    play: PlayEligibility;
  };

/** The account with its restrictions, judged at `at`. */
export function profileOf(
  row: PlayerRow,
  restrictions: PlayerRestrictions,
  at: Date,
): PlayerProfile {
  const play = playEligibility({ ...restrictions, country: row.country, nowMs: at.getTime() });
  const {
    isAccountBlocked: _blocked,
    selfExcludedUntilMs: _excludedUntil,
    timedOutUntilMs: _timedOutUntil,
    ...statuses
  } = restrictions;
  return { ...row, ...statuses, isSelfExcluded: play.reasons.includes('self-excluded'), play };
}

/**
 * spec 000 §2 login info popup, where the market shows it: after each login, the time of the
 * login before it, until the player accepts (GET /user/accept-login-info). A player's first
 * session has no login before it, and nothing to show.
 */
export function loginInfoActions(
  player: Pick<PlayerProfile, 'previousLoginAt' | 'isLoginInfoAccepted'>,
  market: { showsLoginInfo: boolean },
): { action: string; params: Record<string, unknown> }[] {
  if (!market.showsLoginInfo || player.isLoginInfoAccepted || player.previousLoginAt === null) {
    return [];
  }
  return [
    {
      action: 'modal',
      params: { name: 'login-info', lastLogin: player.previousLoginAt.toISOString() },
    },
  ];
}
