import type { RngDraw } from '../rng';

// DESIGN §7: every game in the catalogue maps to one of these engines and a skin.
export const ENGINE_IDS = ['video-slot', 'classic-slot', 'roulette', 'blackjack'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

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
};

/** What an engine declares about its maths. */
export type EngineMaths = {
  /** Theoretical return to player: expected total paid back / expected total wagered. */
  rtp: number;
  /** How `rtp` was obtained, for the game sheet. */
  method: string;
};
