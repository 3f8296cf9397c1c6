import { describe, expect, it } from 'vitest';
import { createCryptoRng, createReplayRng } from '../rng';
import {
  actBlackjack,
  allowedBlackjackActions,
  basicStrategy,
  BLACKJACK_MATHS,
  dealBlackjack,
  handTotal,
  type BlackjackState,
} from './blackjack';
import { createRtpAccumulator } from './rtp-sample';

// Cards by rank in spades: 0 ace, 1 two … 8 nine, 9 ten, 12 king.
const A = 0;
const TEN = 9;
const KING = 12;
const card = (value: number): number => (value === 1 ? A : value - 1);

/** An RNG that deals the given cards in order. */
const deck = (...cards: number[]) => createReplayRng(cards.map((value) => ({ n: 52, value })));

describe('blackjack', () => {
  it('counts aces as 11 unless that busts the hand', () => {
    expect(handTotal([A, card(6)])).toEqual({ total: 17, isSoft: true });
    expect(handTotal([A, card(6), card(9)])).toEqual({ total: 16, isSoft: false });
    expect(handTotal([A, A, KING])).toEqual({ total: 12, isSoft: false });
  });

  it('pays a player blackjack 3:2', () => {
    // Deal order: player, dealer up, player, dealer hole.
    const state = dealBlackjack(deck(A, card(9), KING, card(7)), 100);
    expect(state.result).toBe('blackjack');
    expect(state.win).toBe(250);
  });

  it('ends the round at once on a dealer blackjack (peek), pushing a player blackjack', () => {
    expect(dealBlackjack(deck(card(9), A, card(8), KING), 100)).toMatchObject({
      phase: 'settled',
      result: 'dealer-blackjack',
      win: 0,
    });
    expect(dealBlackjack(deck(A, TEN, KING, A), 100)).toMatchObject({ result: 'push', win: 100 });
  });

  it('has the dealer stand on soft 17', () => {
    const dealt = dealBlackjack(deck(TEN, A, card(8), card(6)), 100);
    const done = actBlackjack(deck(), dealt, 'stand');
    expect(done.dealer).toHaveLength(2);
    expect(done).toMatchObject({ result: 'win', win: 200 });
  });

  it('has the dealer draw to 16', () => {
    const dealt = dealBlackjack(deck(TEN, card(10), card(7), card(6)), 100);
    const done = actBlackjack(deck(card(5)), dealt, 'stand');
    expect(handTotal(done.dealer).total).toBe(21);
    expect(done).toMatchObject({ result: 'lose', win: 0 });
  });

  it('doubles on the first two cards only: one card, twice the stake', () => {
    const dealt = dealBlackjack(deck(card(6), card(6), card(5), card(10)), 100);
    expect(allowedBlackjackActions(dealt)).toEqual(['hit', 'stand', 'double']);
    const doubled = actBlackjack(deck(TEN, card(9)), dealt, 'double');
    expect(doubled.player).toHaveLength(3);
    expect(doubled).toMatchObject({ wager: 200, result: 'win', win: 400 });

    const hit = actBlackjack(deck(card(2)), dealt, 'hit');
    expect(allowedBlackjackActions(hit)).toEqual(['hit', 'stand']);
    expect(() => actBlackjack(deck(), hit, 'double')).toThrow(RangeError);
  });

  it('loses at once on a bust and stands by itself at 21', () => {
    const dealt = dealBlackjack(deck(TEN, card(7), card(6), TEN), 100);
    expect(actBlackjack(deck(KING), dealt, 'hit')).toMatchObject({ result: 'bust', win: 0 });
    const twentyOne = actBlackjack(deck(card(5)), dealt, 'hit');
    expect(twentyOne.phase).toBe('settled');
    expect(twentyOne.result).toBe('win');
  });

  it('refuses an odd stake, which 3:2 could not pay in whole units', () => {
    expect(() => dealBlackjack(createCryptoRng(), 15)).toThrow(RangeError);
  });

  it('derives the familiar basic strategy plays', () => {
    const hand = (player: number[], up: number, actions: BlackjackState['actions'] = []) =>
      basicStrategy({
        stake: 2,
        wager: 2,
        player: player.map(card),
        dealer: [card(up), card(2)],
        actions,
        phase: 'player',
        result: null,
        win: 0,
      });
    expect(hand([6, 5], 6)).toBe('double');
    expect(hand([10, 6], 10)).toBe('hit');
    expect(hand([10, 2], 4)).toBe('stand');
    expect(hand([10, 2], 2)).toBe('hit');
    expect(hand([1, 7], 9)).toBe('hit');
    expect(hand([1, 7], 7)).toBe('stand');
    expect(hand([10, 8], 10)).toBe('stand');
    expect(hand([6, 5], 6, ['hit'])).toBe('hit');
  });

  it('declares an RTP between 98% and 100% for basic strategy', () => {
    expect(BLACKJACK_MATHS.rtp).toBeGreaterThan(0.98);
    expect(BLACKJACK_MATHS.rtp).toBeLessThan(1);
  });

  // Tolerance: 5 standard errors of the measured RTP (delta method, as doubles make the wager vary),
  // estimated from the sample; the player follows the basic strategy.
  it('measures the declared RTP within 5 standard errors over 1,000,000 rounds', () => {
    const rng = createCryptoRng();
    const sample = createRtpAccumulator();
    for (let round = 0; round < 1_000_000; round += 1) {
      let state = dealBlackjack(rng, 2);
      while (state.phase === 'player') state = actBlackjack(rng, state, basicStrategy(state));
      sample.add(state.wager, state.win);
    }
    const result = sample.result();
    expect(Math.abs(result.rtp - BLACKJACK_MATHS.rtp)).toBeLessThanOrEqual(
      5 * result.standardError,
    );
    expect(result.standardError).toBeLessThan(0.01);
  });
});
