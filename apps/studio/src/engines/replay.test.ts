import { describe, expect, it } from 'vitest';
import { createCryptoRng, createRecordingRng, ReplayMismatchError, type Rng } from '../rng';
import { actBlackjack, basicStrategy, dealBlackjack } from './blackjack';
import type { EngineId } from './engine-types';
import { MONEY_WHEEL_SEGMENTS } from './money-wheel-layout';
import { blackjackOutcome, playRecordedBets, replayRound } from './replay';

type Played = { bets: unknown; outcome: unknown; win: number };

function playBlackjackHand(rng: Rng): Played {
  // A live hand: the player follows the basic strategy; the record keeps stake and actions.
  let state = dealBlackjack(rng, 20);
  while (state.phase === 'player') state = actBlackjack(rng, state, basicStrategy(state));
  return {
    bets: { stake: 20, actions: state.actions },
    outcome: blackjackOutcome(state),
    win: state.win,
  };
}

const withBets =
  (engine: EngineId, bets: unknown) =>
  (rng: Rng): Played => ({ bets, ...playRecordedBets(rng, engine, bets) });

const cases: [EngineId, (rng: Rng) => Played][] = [
  ['video-slot', withBets('video-slot', { stake: 100 })],
  ['classic-slot', withBets('classic-slot', { stake: 50 })],
  [
    'roulette',
    withBets('roulette', [
      { type: 'straight', numbers: [0], amount: 10 },
      { type: 'black', amount: 20 },
    ]),
  ],
  ['blackjack', playBlackjackHand],
  [
    'baccarat',
    withBets('baccarat', [
      { type: 'banker', amount: 20 },
      { type: 'tie', amount: 10 },
    ]),
  ],
  [
    'money-wheel',
    withBets('money-wheel', [
      { number: 1, amount: 10 },
      { number: 40, amount: 10 },
    ]),
  ],
];

describe('replayRound', () => {
  it.each(cases)('replays a %s round from its draws to the same outcome', (engine, play) => {
    for (let round = 0; round < 200; round += 1) {
      const recording = createRecordingRng(createCryptoRng());
      const played = play(recording);
      const record = JSON.parse(
        JSON.stringify({ engine, rngDraws: recording.draws, ...played }),
      ) as Parameters<typeof replayRound>[0];
      const replayed = replayRound(record);
      expect(replayed.isMatch).toBe(true);
      expect(replayed.win).toBe(played.win);
    }
  });

  it('tells a record whose outcome was altered', () => {
    const recording = createRecordingRng(createCryptoRng());
    const played = playRecordedBets(recording, 'roulette', [{ type: 'red', amount: 10 }]);
    const record = {
      engine: 'roulette' as const,
      bets: [{ type: 'red', amount: 10 }],
      rngDraws: recording.draws,
      ...played,
    };
    expect(replayRound({ ...record, win: played.win + 10 }).isMatch).toBe(false);
    const otherPocket = (recording.draws[0]!.value + 1) % 37;
    expect(replayRound({ ...record, rngDraws: [{ n: 37, value: otherPocket }] }).isMatch).toBe(
      false,
    );
  });

  it('tells a money-wheel record whose draws gained a multiplier spin', () => {
    const recording = createRecordingRng(createCryptoRng());
    const bets = [{ number: 10, amount: 10 }];
    const played = playRecordedBets(recording, 'money-wheel', bets);
    const record = { engine: 'money-wheel' as const, bets, rngDraws: recording.draws, ...played };
    expect(replayRound(record).isMatch).toBe(true);
    const twoX = MONEY_WHEEL_SEGMENTS.findIndex((segment) => segment.kind === 'multiplier');
    const boosted = [{ n: MONEY_WHEEL_SEGMENTS.length, value: twoX }, ...recording.draws];
    expect(replayRound({ ...record, rngDraws: boosted }).isMatch).toBe(false);
  });

  it('refuses draws that do not fit the engine', () => {
    const record = {
      engine: 'classic-slot' as const,
      bets: { stake: 5 },
      rngDraws: [{ n: 37, value: 3 }],
      outcome: null,
      win: 0,
    };
    expect(() => replayRound(record)).toThrow(ReplayMismatchError);
    expect(() => replayRound({ ...record, rngDraws: [] })).toThrow(ReplayMismatchError);
  });
});
