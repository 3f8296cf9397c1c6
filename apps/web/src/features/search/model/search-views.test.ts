import { describe, expect, it } from 'vitest';
import { createGameTile } from '../../../shared/games/game-test-data';
import {
  allGamesListOf,
  categoryPath,
  searchVertical,
  visibleViews,
  withFilters,
} from './search-views';

describe('search views (spec 000 §2, §6)', () => {
  it('gives a player favourites in the casino only, and a visitor never', () => {
    expect(visibleViews({ isLogged: true, vertical: 'casino' })).toEqual([
      'categories',
      'az',
      'providers',
      'favourites',
      'jackpots',
      'table-games',
      'live-casino',
      'races',
    ]);
    expect(visibleViews({ isLogged: true, vertical: 'live' })).not.toContain('favourites');
    expect(visibleViews({ isLogged: false, vertical: 'casino' })).not.toContain('favourites');
  });

  it('reads each view from the right list', () => {
    expect(allGamesListOf('az', 'live')).toBe('live');
    expect(allGamesListOf('providers', 'casino')).toBe('casino');
    expect(allGamesListOf('table-games', 'live')).toBe('casino');
    expect(allGamesListOf('live-casino', 'casino')).toBe('live');
    expect(allGamesListOf('categories', 'casino')).toBeNull();
    expect(allGamesListOf('races', 'live')).toBeNull();
  });

  it('searches the lobby it was opened for, else the page’s', () => {
    expect(searchVertical('live', '/en/casino')).toBe('live');
    expect(searchVertical(undefined, '/en/live-casino/roulette')).toBe('live');
    expect(searchVertical(undefined, '/en/casino')).toBe('casino');
    expect(searchVertical('nonsense', '/fi/')).toBe('casino');
  });

  it('links a category to its lobby page', () => {
    expect(categoryPath('fi', 'casino', 'popular')).toBe('/fi/casino/popular');
    expect(categoryPath('en', 'live', 'roulette')).toBe('/en/live-casino/roulette');
  });

  it('keeps the games with any of the filters, all without one', () => {
    const roulette = createGameTile({ tags: ['table-games', 'roulette'] });
    const blackjack = createGameTile({ tags: ['blackjack'] });
    const slot = createGameTile({ tags: ['slots'] });
    const games = [roulette, blackjack, slot];

    expect(withFilters(games, [])).toBe(games);
    expect(withFilters(games, ['roulette'])).toEqual([roulette]);
    expect(withFilters(games, ['blackjack', 'roulette'])).toEqual([roulette, blackjack]);
    expect(withFilters(games, ['baccarat'])).toEqual([]);
  });
});
