import { lobbyCategoryPath } from '@playfair/contracts/web-pages';
import { describe, expect, it } from 'vitest';
import { lobbyBasePath, lobbyLocationOf, readLobbyQuery, withLobbyQuery } from './lobby-address';

describe('lobby addresses (spec 000 §2)', () => {
  it('is the base URL for home and the base plus the slug for a category', () => {
    expect(lobbyBasePath('en', 'casino')).toBe('/en/casino');
    expect(lobbyCategoryPath('en', 'casino', 'home')).toBe('/en/casino');
    expect(lobbyCategoryPath('fi', 'casino', 'slots')).toBe('/fi/casino/slots');
    expect(lobbyCategoryPath('sr', 'live', 'roulette')).toBe('/sr/live-casino/roulette');
  });

  it('reads the vertical and category of a lobby address, and nothing else', () => {
    expect(lobbyLocationOf('/en/casino')).toEqual({ vertical: 'casino', category: 'home' });
    expect(lobbyLocationOf('/en/casino/')).toEqual({ vertical: 'casino', category: 'home' });
    expect(lobbyLocationOf('/hr/live-casino/game-shows')).toEqual({
      vertical: 'live',
      category: 'game-shows',
    });
    expect(lobbyLocationOf('/en/game/slots')).toBeNull();
    expect(lobbyLocationOf('/en/casino/Not_A_Slug')).toBeNull();
    expect(lobbyLocationOf('/en/casino/a/b')).toBeNull();
    expect(lobbyLocationOf('/en/')).toBeNull();
  });
});

describe('lobby query string (spec 001 §2)', () => {
  it('reads the sort and the provider, with defaults for anything else', () => {
    expect(readLobbyQuery('?sort=newest&provider=NetEnt')).toEqual({
      sort: 'newest',
      provider: 'NetEnt',
    });
    expect(readLobbyQuery('?sort=sideways&provider=')).toEqual({ sort: 'none', provider: null });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(withLobbyQuery('', { sort: 'asc' })).toBe('?sort=asc');
    expect(withLobbyQuery('?sort=asc', { sort: 'none' })).toBe('');
    expect(withLobbyQuery('?modal=login&sort=desc', { provider: 'Play N Go' })).toBe(
      '?modal=login&sort=desc&provider=Play+N+Go',
    );
    expect(withLobbyQuery('?provider=IGT', { provider: null })).toBe('');
  });
});
