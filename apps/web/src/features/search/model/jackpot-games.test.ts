import { MONEY_SPACE } from '@playfair/domain/money';
import { describe, expect, it } from 'vitest';
import { jackpotGames } from './jackpot-games';

const GAMES = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('jackpots view (spec 000 §3: the highest amount per game)', () => {
  it('keeps the highest amount per game, richest first, formatted', () => {
    const listed = jackpotGames(
      [
        { GameName: 'A', GameId: 'a', Amount: 100, Currency: 'EUR' },
        { GameName: 'B', GameId: 'b', Amount: 5_000.5, Currency: 'EUR' },
        { GameName: 'A', GameId: 'a', Amount: 12_345.67, Currency: 'EUR' },
      ],
      GAMES,
    );
    expect(listed).toEqual([
      { game: { id: 'a' }, amount: '€12,345.67' },
      { game: { id: 'b' }, amount: '€5,000.50' },
    ]);
  });

  it('formats in the currency of the feed', () => {
    const [first] = jackpotGames(
      [{ GameName: 'C', GameId: 'c', Amount: 1_234.5, Currency: 'PLN' }],
      GAMES,
    );
    expect(first!.amount).toBe(`1${MONEY_SPACE}234,50${MONEY_SPACE}zł`);
  });

  it('leaves out jackpots of games the list does not have', () => {
    expect(
      jackpotGames([{ GameName: 'X', GameId: 'x', Amount: 1, Currency: 'EUR' }], GAMES),
    ).toEqual([]);
  });
});
