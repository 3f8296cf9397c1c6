import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { createReplayRng, ReplayMismatchError, type Rng } from '../rng';
import { playBaccarat, ZBaccaratBet } from './baccarat';
import { BLACKJACK_ACTIONS, playBlackjackActions, type BlackjackState } from './blackjack';
import { playClassicSlot } from './classic-slot';
import type { EngineId, RoundRecord } from './engine-types';
import { playMoneyWheel, ZMoneyWheelBet } from './money-wheel';
import { playRoulette, ZRouletteBet } from './roulette';
import { playVideoSlot } from './video-slot';

// DESIGN §7 round records: what a round's `bets` hold per engine, and the replay that re-runs a
// record's draws through the engine to get its outcome again (audit).

export const ZSlotBets = z.strictObject({ stake: z.number().int().positive().safe() });
export const ZRouletteBets = z.array(ZRouletteBet);
export const ZBaccaratBets = z.array(ZBaccaratBet);
export const ZMoneyWheelBets = z.array(ZMoneyWheelBet);
export const ZBlackjackBets = z.strictObject({
  stake: z.number().int().positive().safe(),
  actions: z.array(z.enum(BLACKJACK_ACTIONS)),
});

/** What a blackjack record keeps as its outcome. */
export function blackjackOutcome(state: BlackjackState) {
  return {
    player: state.player,
    dealer: state.dealer,
    wager: state.wager,
    result: state.result,
  };
}

/** Plays `bets` of an engine with `rng`: the same call the studio makes for a live round. */
export function playRecordedBets(
  rng: Rng,
  engine: EngineId,
  bets: unknown,
): { outcome: unknown; win: number } {
  switch (engine) {
    case 'video-slot':
      return playVideoSlot(rng, ZSlotBets.parse(bets).stake);
    case 'classic-slot':
      return playClassicSlot(rng, ZSlotBets.parse(bets).stake);
    case 'roulette':
      return playRoulette(rng, ZRouletteBets.parse(bets));
    case 'blackjack': {
      const { stake, actions } = ZBlackjackBets.parse(bets);
      const state = playBlackjackActions(rng, stake, actions);
      return { outcome: blackjackOutcome(state), win: state.win };
    }
    case 'baccarat':
      return playBaccarat(rng, ZBaccaratBets.parse(bets));
    case 'money-wheel':
      return playMoneyWheel(rng, ZMoneyWheelBets.parse(bets));
  }
}

export type ReplayResult = {
  outcome: unknown;
  win: number;
  /** The replay gave the recorded outcome and win, using every recorded draw. */
  isMatch: boolean;
};

/** Re-runs a completed round from its draws. A cancelled round has no outcome to replay. */
export function replayRound(
  record: Pick<RoundRecord, 'engine' | 'bets' | 'rngDraws' | 'outcome' | 'win'>,
): ReplayResult {
  const rng = createReplayRng(record.rngDraws);
  const { outcome, win } = playRecordedBets(rng, record.engine, record.bets);
  if (!rng.isExhausted()) {
    throw new ReplayMismatchError('The replay ended before using every recorded draw');
  }
  // Compare as stored: a record read back from JSON has plain arrays and objects.
  const replayed = JSON.parse(JSON.stringify(outcome)) as unknown;
  return {
    outcome: replayed,
    win,
    isMatch: win === record.win && isDeepStrictEqual(replayed, record.outcome),
  };
}
