import { describe, expect, it } from 'vitest';
import { BACCARAT_BANKER_UNIT } from './engines/baccarat';
import { isStudioCurrency, offeredStakes, stakeLadder, tableLimits } from './stakes';

const CURRENCIES = ['EUR', 'SEK', 'PLN', 'ISK', 'RSD'].filter(isStudioCurrency);

describe('tableLimits', () => {
  it('gives baccarat chips on which the 5 % banker commission is whole, in every currency', () => {
    for (const currency of CURRENCIES) {
      const { chip, chips } = tableLimits('baccarat', currency);
      expect(chip % BACCARAT_BANKER_UNIT).toBe(0);
      expect(chips.length).toBeGreaterThanOrEqual(4);
      for (const value of chips) expect(value % chip).toBe(0);
    }
    expect(tableLimits('baccarat', 'EUR').chips).toEqual([20, 100, 200, 500, 1000]);
  });

  it('lets the money wheel bet every stake of the ladder, up to ten times the top stake', () => {
    expect(tableLimits('money-wheel', 'SEK')).toEqual({
      chip: 100,
      chips: stakeLadder('SEK'),
      maxTotal: 100_000,
    });
  });
});

describe('offeredStakes', () => {
  it('offers a slot only the stakes up to the casino’s stake cap', () => {
    // UK: £5 a spin, £2 under 25.
    expect(offeredStakes('video-slot', 'GBP', 500)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(offeredStakes('classic-slot', 'GBP', 200)).toEqual([10, 20, 50, 100, 200]);
    // A cap between two steps keeps the step below it.
    expect(offeredStakes('video-slot', 'EUR', 499)).toEqual([10, 20, 50, 100, 200]);
    // The cap is in minor units of the player's currency: SEK 20 a spin.
    expect(offeredStakes('video-slot', 'SEK', 2000)).toEqual([100, 200, 500, 1000, 2000]);
  });

  it('offers the whole ladder without a cap, or with one above the top stake', () => {
    expect(offeredStakes('video-slot', 'GBP', null)).toEqual(stakeLadder('GBP'));
    expect(offeredStakes('classic-slot', 'EUR', 100_000_000)).toEqual(stakeLadder('EUR'));
  });

  it('offers no stake when the cap is below the smallest one', () => {
    expect(offeredStakes('video-slot', 'EUR', 9)).toEqual([]);
    expect(offeredStakes('classic-slot', 'ISK', 999)).toEqual([]);
  });

  it('leaves the table games and blackjack their whole ladder: the cap is for slots', () => {
    for (const engine of ['roulette', 'blackjack', 'baccarat', 'money-wheel'] as const) {
      expect(offeredStakes(engine, 'GBP', 200)).toEqual(stakeLadder('GBP'));
    }
  });
});
