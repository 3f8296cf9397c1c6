import { z } from 'zod';
import { ZBaccaratBet, BACCARAT_BET_TYPES } from './engines/baccarat';
import { BLACKJACK_ACTIONS, type BlackjackAction, type BlackjackResult } from './engines/blackjack';
import type { EngineId } from './engines/engine-types';
import { ZMoneyWheelBet } from './engines/money-wheel';
import { MONEY_WHEEL_NUMBERS } from './engines/money-wheel-layout';
import { ZRouletteBet } from './engines/roulette';
import type { Skin } from './skins';

// The studio's session API, between its HTML5 clients and its server (README "Client API").
// The server validates each body with these schemas; the client imports the types only, to keep
// the game bundle small.

export const ZSlotRoundRequest = z.strictObject({ stake: z.number().int().positive().safe() });
export const ZRouletteRoundRequest = z.strictObject({
  bets: z.array(ZRouletteBet).min(1).max(40),
});
/** Baccarat: one bet per spot at most (player, banker, tie). */
export const ZBaccaratRoundRequest = z.strictObject({
  bets: z.array(ZBaccaratBet).min(1).max(BACCARAT_BET_TYPES.length),
});
/** The money wheel: one bet per number at most. */
export const ZMoneyWheelRoundRequest = z.strictObject({
  bets: z.array(ZMoneyWheelBet).min(1).max(MONEY_WHEEL_NUMBERS.length),
});
export const ZRoundRequest = z.union([
  ZSlotRoundRequest,
  ZRouletteRoundRequest,
  ZBaccaratRoundRequest,
  ZMoneyWheelRoundRequest,
]);
export type TRoundRequest = z.infer<typeof ZRoundRequest>;

export const ZBlackjackDealRequest = z.strictObject({ stake: z.number().int().positive().safe() });
export const ZBlackjackMove = z.enum(['deal', ...BLACKJACK_ACTIONS]);
export type TBlackjackMove = z.infer<typeof ZBlackjackMove>;
/**
 * POST /api/session/pause: the casino page paused the game (its `inview` or `submit_data`
 * message, packages/contracts game-session.ts) or let it go on (`closed`).
 */
export const ZPauseRequest = z.strictObject({ isPaused: z.boolean() });
export type TPauseRequest = z.infer<typeof ZPauseRequest>;
export type TPauseResponse = { success: true; isPaused: boolean };

export const ZEmptyRequest = z.union([z.strictObject({}), z.undefined(), z.null()]);

/** What every answer that moves money carries. */
export type TMoneyState = {
  balance: number | null;
  currency: string;
  /** Milliseconds before the next round may start (minimum game cycle), from this answer. */
  nextRoundInMs: number;
  /** The win is being delivered to the casino and is not in `balance` yet. */
  isWinPending: boolean;
};

/**
 * The free rounds (DESIGN §11) the session's next slot round would play: `left` rounds of the
 * grant at its `stake` (minor units), with no debit. Null when none may be played here.
 */
export type TFreeRoundsState = { left: number; stake: number };

export type TRoundResponse = TMoneyState & {
  success: true;
  roundId: string;
  engine: EngineId;
  stake: number;
  win: number;
  outcome: unknown;
  /** This round was a free round: no stake was taken, its win was reported to the casino. */
  isFreeRound: boolean;
  /** What is left after this round. */
  freeRounds: TFreeRoundsState | null;
};

export type TBlackjackHand = {
  roundId: string;
  stake: number;
  wager: number;
  player: number[];
  /** While the hand is in play, the up card only. */
  dealer: number[];
  playerTotal: number;
  dealerTotal: number;
  phase: 'player' | 'settled';
  result: BlackjackResult | null;
  win: number;
  allowed: BlackjackAction[];
};

export type TBlackjackResponse = TMoneyState & { success: true; hand: TBlackjackHand };

export type TBalanceResponse = { success: true; balance: number; currency: string };

/** The boot data of a game page (`<script type="application/json" id="boot-data">`). */
export type TBootData = {
  sessionId: string;
  mode: 'real' | 'demo';
  engine: EngineId;
  gameId: string;
  skin: Skin;
  locale: string;
  currency: string;
  balance: number;
  /** The stakes offered, smallest first: a slot's only those within `maxStakeMinor`, maybe none. */
  stakes: number[];
  /** The casino's stake cap of this launch in minor units, or null without one (slots only). */
  maxStakeMinor: number | null;
  rouletteChip: number;
  rouletteMaxTotal: number;
  /** The chips of the table games (baccarat, the money wheel), smallest first (src/stakes.ts). */
  tableChips: number[];
  /** All bets of a table game's round together at most. */
  tableMaxTotal: number;
  minCycleMs: number;
  origin: string;
  /** Open blackjack hand to resume, if any. */
  hand: TBlackjackHand | null;
  /** Free rounds granted to this player on this game, played by the next spins (slots only). */
  freeRounds: TFreeRoundsState | null;
};
