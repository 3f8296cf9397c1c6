import { describe, expect, it } from 'vitest';
import { sortGames } from './sort-games';

const games = [
  { name: 'Book of Ra', releasedAt: '2020-05-01T00:00:00Z' },
  { name: 'Åsgard', releasedAt: '2024-01-01T00:00:00Z' },
  { name: 'alpha Wolf', releasedAt: '2022-03-01T00:00:00Z' },
  { name: 'Zeus', releasedAt: '2024-01-01T00:00:00Z' },
];

const names = (list: readonly { name: string }[]) => list.map((game) => game.name);

describe('sortGames (spec 001 §2)', () => {
  it('keeps the server’s order for none, as the same list', () => {
    expect(sortGames(games, 'none', 'en')).toBe(games);
  });

  it('sorts by name A–Z and Z–A in the player’s language', () => {
    expect(names(sortGames(games, 'asc', 'en'))).toEqual([
      'alpha Wolf',
      'Åsgard',
      'Book of Ra',
      'Zeus',
    ]);
    expect(names(sortGames(games, 'asc', 'sv-SE'))).toEqual([
      'alpha Wolf',
      'Book of Ra',
      'Zeus',
      'Åsgard',
    ]);
    expect(names(sortGames(games, 'desc', 'en'))).toEqual([
      'Zeus',
      'Book of Ra',
      'Åsgard',
      'alpha Wolf',
    ]);
  });

  it('sorts by release date, same-day games by name', () => {
    expect(names(sortGames(games, 'newest', 'en'))).toEqual([
      'Åsgard',
      'Zeus',
      'alpha Wolf',
      'Book of Ra',
    ]);
    expect(names(sortGames(games, 'oldest', 'en'))).toEqual([
      'Book of Ra',
      'alpha Wolf',
      'Åsgard',
      'Zeus',
    ]);
  });

  it('leaves the list it was given alone', () => {
    const before = names(games);
    sortGames(games, 'desc', 'en');
    expect(names(games)).toEqual(before);
  });
});
