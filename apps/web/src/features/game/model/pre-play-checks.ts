import type { TGameDetails } from '@playfair/contracts/games';
import type { GameMode } from './game-mode';

export type GameCheckContext = {
  game: TGameDetails;
  mode: GameMode;
  isLogged: boolean;
};

/** Why the frame does not show, in the page's place of it. */
export type GameCheckBlock = {
  kind: 'notice';
  reasonKey: 'game_maintenance_text' | 'game_offline_text';
};

export type PrePlayCheck = (context: GameCheckContext) => GameCheckBlock | null;

const inMaintenance: PrePlayCheck = ({ game }) =>
  game.inMaintenance ? { kind: 'notice', reasonKey: 'game_maintenance_text' } : null;

const offline: PrePlayCheck = ({ game }) =>
  game.isOffline ? { kind: 'notice', reasonKey: 'game_offline_text' } : null;

/**
 * What runs, in order, before a game is asked for its URL and shown. spec 001 §6 gives the
 * logged-in player's order — unverified block, PEP block, KYC block, gameValidations, then the
 * game-limits check — and §4 the game-session check screen: the lobby work adds them here (a block
 * that opens a modal becomes another `kind` of GameCheckBlock). The first check that blocks wins.
 */
export const PRE_PLAY_CHECKS: readonly PrePlayCheck[] = [inMaintenance, offline];

export function firstBlock(
  checks: readonly PrePlayCheck[],
  context: GameCheckContext,
): GameCheckBlock | null {
  for (const check of checks) {
    const block = check(context);
    if (block !== null) return block;
  }
  return null;
}
