import { GAME_ENGINES, type GameEngine } from '@playfair/contracts/games';
import type { RngDraw } from '../rng';

// DESIGN §7: every game in the catalogue maps to one of these engines and a skin; the casino's
// catalogue and the studio read the one list.
export const ENGINE_IDS = GAME_ENGINES;
export type EngineId = GameEngine;

export function isEngineId(value: string): value is EngineId {
  return (ENGINE_IDS as readonly string[]).includes(value);
}

/** How a round ended: settled with its win, or cancelled with every stake returned. */
export type RoundStatus = 'completed' | 'cancelled';

/**
 * The audit record of one round (appended to rounds.jsonl). `stake` is everything wagered in the
 * round (a blackjack double included), `win` everything paid back, both in minor units of
 * `currency`. `outcome` and `bets` are the engine's own shapes; replaying `rngDraws` through the
 * engine with `bets` gives `outcome` and `win` again.
 */
export type RoundRecord = {
  roundId: string;
  engine: EngineId;
  skin: string;
  gameId: string;
  mode: 'real' | 'demo';
  playerId: string;
  currency: string;
  stake: number;
  bets: unknown;
  outcome: unknown;
  win: number;
  rngDraws: RngDraw[];
  status: RoundStatus;
  startedAt: string;
  endedAt: string;
  /**
   * A free round (DESIGN §11): the casino's grant it was played from. Nothing was debited; `stake`
   * is the grant's and `win` was reported through the provider API's free-round call.
   */
  freeRoundsId?: string;
};

/** What an engine declares about its maths. */
export type EngineMaths = {
  /** Theoretical return to player: expected total paid back / expected total wagered. */
  rtp: number;
  /** How `rtp` was obtained, for the game sheet. */
  method: string;
  /**
   * Games whose bets return differently (baccarat, the money wheel) declare each bet's RTP here;
   * `rtp` is then the lowest of them, what the game returns at least whatever is bet.
   */
  rtpByBet?: Readonly<Record<string, number>>;
};
