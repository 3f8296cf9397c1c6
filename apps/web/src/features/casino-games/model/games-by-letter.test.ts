import type { TGameTile } from '@playfair/contracts/lobby';
import { describe, expect, it } from 'vitest';
import { gamesByLetter } from './games-by-letter';

function tile(name: string): TGameTile {
  return { id: name, name } as TGameTile;
}

describe('gamesByLetter (spec 000 §2 casino games page)', () => {
  it('groups the games A–Z by first letter, digits and signs first under #', () => {
    const groups = gamesByLetter(
      ['book of gold', 'Aztec Sun', '7 Sevens', 'Ángel Wins', 'Blackjack', 'azure reels'].map(tile),
      'en',
    );
    expect(groups.map((group) => group.letter)).toEqual(['#', 'A', 'B']);
    expect(groups[1]!.games.map((game) => game.name)).toEqual([
      'Ángel Wins',
      'Aztec Sun',
      'azure reels',
    ]);
    expect(groups[2]!.games.map((game) => game.name)).toEqual(['Blackjack', 'book of gold']);
  });

  it('is empty for no games', () => {
    expect(gamesByLetter([], 'en')).toEqual([]);
  });
});
