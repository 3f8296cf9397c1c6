import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLobbyAnswer } from './game-test-data';
import { stubServer } from '../../test/fake-server';
import { lobbyGamesQueryOptions } from './lobby-games';

afterEach(() => {
  vi.unstubAllGlobals();
});

function server() {
  return stubServer({
    'GET /fi/all/casino/getLobbyGames/home': () => ({ body: createLobbyAnswer([]) }),
    'GET /fi/all/live/casino/getLobbyGames/roulette': () => ({ body: createLobbyAnswer([]) }),
  });
}

describe('getLobbyGames (spec 000 §7)', () => {
  it('asks the casino or the live lobby for the category', async () => {
    const calls = server();
    const client = new QueryClient();
    await client.fetchQuery(
      lobbyGamesQueryOptions({ vertical: 'casino', locale: 'fi', userId: null, category: 'home' }),
    );
    await client.fetchQuery(
      lobbyGamesQueryOptions({
        vertical: 'live',
        locale: 'fi',
        userId: null,
        category: 'roulette',
      }),
    );
    expect(calls.requests.map((request) => request.path)).toEqual([
      '/fi/all/casino/getLobbyGames/home',
      '/fi/all/live/casino/getLobbyGames/roulette',
    ]);
  });

  it('keys the answer by vertical, locale, user and category, kept 60 s', () => {
    const options = lobbyGamesQueryOptions({
      vertical: 'casino',
      locale: 'fi',
      userId: '42',
      category: 'slots',
    });
    expect(options.queryKey).toEqual(['game-lists', 'lobby', 'casino', 'fi', '42', 'slots']);
    expect(options.staleTime).toBe(60_000);
    expect(
      lobbyGamesQueryOptions({ vertical: 'casino', locale: 'fi', userId: null, category: 'slots' })
        .queryKey,
    ).toContain('logged-out');
  });
});
