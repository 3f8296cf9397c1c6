import type { TAppConfig } from '@playfair/contracts/app-config';
import { type LobbyVertical, type TGameTile, ZLobbyGamesResponse } from '@playfair/contracts/lobby';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppConfig } from '../../test/app-config';
import { deferred, errorBody, type FakeAnswer, stubServer } from '../../test/fake-server';
import { createTestI18n } from '../../test/i18n';
import { AppConfigProvider } from '../config/app-config-context';
import { httpRequest } from '../http/http-client';
import { NotificationHost } from '../notifications/notification-host';
import { notifications } from '../notifications/notification-queue';
import { SessionProvider } from '../session/session-context';
import { GAME_LISTS_QUERY_ROOT } from './game-lists';
import { createCategoryRow, createGameTile, createLobbyAnswer } from './game-test-data';
import { GameTile } from './game-tile';

const PLAYER: Partial<TAppConfig> = {
  logged: true,
  userId: '42',
  lobby: { demoPlay: true, jackpotBanner: false, races: false, favourites: true },
};
const LOBBY_PATH = '/en/all/casino/getLobbyGames/home';

afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clear());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The tiles of a lobby answer the fake server holds; favourites change it as the server would. */
function lobbyServer(
  games: TGameTile[],
  overrides: Record<string, () => FakeAnswer | Promise<FakeAnswer>> = {},
  /** Favourite calls answer once this settles. */
  gate: Promise<unknown> = Promise.resolve(),
) {
  const favourites = new Set(games.filter((game) => game.favourite).map((game) => game.id));
  const answer = () =>
    createLobbyAnswer([
      createCategoryRow('popular', 'Popular', {
        games: games.map((game) => ({ ...game, favourite: favourites.has(game.id) })),
      }),
    ]);
  const handlers: Record<string, () => FakeAnswer | Promise<FakeAnswer>> = {
    [`GET ${LOBBY_PATH}`]: () => ({ body: answer() }),
  };
  for (const game of games) {
    handlers[`GET /en/user/addfavourite/${game.slug}/${game.id}`] = async () => {
      await gate;
      favourites.add(game.id);
      return {
        body: {
          success: true,
          gameId: game.id,
          favourite: true,
          message: `${game.name} is now a favourite.`,
        },
      };
    };
    handlers[`GET /en/user/removefavourite/${game.slug}/${game.id}`] = async () => {
      await gate;
      favourites.delete(game.id);
      return {
        body: {
          success: true,
          gameId: game.id,
          favourite: false,
          message: `${game.name} is no longer a favourite.`,
        },
      };
    };
  }
  return stubServer({ ...handlers, ...overrides });
}

function Tiles({ vertical, priority }: { vertical: LobbyVertical; priority: boolean }) {
  const { data } = useQuery({
    queryKey: [GAME_LISTS_QUERY_ROOT, 'lobby', 'casino', 'en', '42', 'home'],
    queryFn: () => httpRequest(LOBBY_PATH, { schema: ZLobbyGamesResponse }),
  });
  if (data === undefined) return null;
  return (
    <div role="list" aria-label="Games">
      {data.response.categoryGamesList[0]?.games.map((game) => (
        <GameTile key={game.id} game={game} vertical={vertical} priority={priority} listItem />
      ))}
    </div>
  );
}

async function renderTiles(
  configOverrides: Partial<TAppConfig> = PLAYER,
  { vertical = 'casino', priority = false }: { vertical?: LobbyVertical; priority?: boolean } = {},
) {
  const config = createAppConfig(configOverrides);
  const i18n = await createTestI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/en/casino',
        element: (
          <>
            <Tiles vertical={vertical} priority={priority} />
            <NotificationHost />
          </>
        ),
      },
      { path: '/en/game/:slug', element: <h1>Game page</h1> },
    ],
    { initialEntries: ['/en/casino'] },
  );
  render(
    <AppConfigProvider config={config}>
      <SessionProvider isLogged={config.logged} userId={config.userId}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
      </SessionProvider>
    </AppConfigProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Games' });
  return { router, list, tiles: within(list).getAllByRole('listitem') };
}

describe('game tile', () => {
  it('links the artwork to the game, with a sized, lazy, responsive image', async () => {
    const game = createGameTile({
      name: 'Eternal Sea Rush',
      vendor: 'NetEnt',
      minMaxLimit: '€0.20 – €50',
    });
    lobbyServer([game]);
    const { tiles } = await renderTiles();
    const tile = within(tiles[0]!);

    const link = tile.getByRole('link', { name: 'Eternal Sea Rush' });
    expect(link).toHaveAttribute('href', game.url);
    const image = tile.getByRole('img', { name: 'Eternal Sea Rush' });
    expect(image).toHaveAttribute('width', '188');
    expect(image).toHaveAttribute('height', '188');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image.getAttribute('srcset')).toContain('376w');
    expect(image).toHaveAttribute('sizes', '(min-width: 800px) 188px, 155px');
    expect(tiles[0]).toHaveTextContent('NetEnt');
    expect(tiles[0]).toHaveTextContent('€0.20 – €50');
  });

  it('loads the image at once and first for a priority tile', async () => {
    lobbyServer([createGameTile()]);
    const { tiles } = await renderTiles(PLAYER, { priority: true });

    const image = within(tiles[0]!).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the exclusive and promoted badges', async () => {
    lobbyServer([createGameTile({ isExclusive: true, isPromoted: true }), createGameTile()]);
    const { tiles } = await renderTiles();

    expect(tiles[0]).toHaveTextContent('Exclusive');
    expect(tiles[0]).toHaveTextContent('Featured');
    expect(tiles[1]).not.toHaveTextContent('Exclusive');
  });

  it('dims a game in maintenance or offline: a label, no link, no demo', async () => {
    lobbyServer([
      createGameTile({ name: 'Fixing', inMaintenance: true }),
      createGameTile({ name: 'Gone', isOffline: true }),
    ]);
    const { tiles } = await renderTiles();

    expect(tiles[0]).toHaveTextContent('Under maintenance');
    expect(tiles[1]).toHaveTextContent('Unavailable');
    for (const tile of tiles) expect(within(tile).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tiles[0]!).getByRole('img', { name: 'Fixing' })).toBeInTheDocument();
  });

  it('offers demo play only where the game has it and the brand allows it', async () => {
    lobbyServer([
      createGameTile({ name: 'Demo' }),
      createGameTile({ name: 'Real only', urlForFun: null }),
    ]);
    const { tiles } = await renderTiles({ lobby: { ...PLAYER.lobby!, demoPlay: true } });

    const demo = within(tiles[0]!).getByRole('link', { name: 'Play for fun: Demo' });
    expect(demo).toHaveTextContent('Play for fun');
    expect(demo.getAttribute('href')).toMatch(/\?mode=demo$/);
    expect(within(tiles[1]!).queryByRole('link', { name: /for fun/ })).not.toBeInTheDocument();
  });

  it('offers no demo play when the brand has it off', async () => {
    lobbyServer([createGameTile()]);
    const { tiles } = await renderTiles({ lobby: { ...PLAYER.lobby!, demoPlay: false } });
    expect(within(tiles[0]!).queryByRole('link', { name: /for fun/ })).not.toBeInTheDocument();
  });

  it('never offers demo play or favourites in live casino', async () => {
    lobbyServer([createGameTile({ isLive: true })]);
    const { tiles } = await renderTiles(PLAYER, { vertical: 'live' });
    expect(within(tiles[0]!).queryByRole('link', { name: /for fun/ })).not.toBeInTheDocument();
    expect(within(tiles[0]!).queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
  });

  it('shows no heart to a visitor', async () => {
    lobbyServer([createGameTile()]);
    const { tiles } = await renderTiles({});
    expect(within(tiles[0]!).queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
  });

  it('favourites at once, calls the server, and shows its message for 3 s', async () => {
    const game = createGameTile({ name: 'Lucky Seven' });
    const release = deferred<void>();
    const server = lobbyServer([game], {}, release.promise);
    const { tiles } = await renderTiles();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const heart = within(tiles[0]!).getByRole('button', { name: 'Favourite Lucky Seven' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart);
    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    const calls = () => server.callsTo('GET', `/en/user/addfavourite/${game.slug}/${game.id}`);
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');

    release.resolve();
    const region = screen.getByRole('status', { name: 'Notifications' });
    await vi.waitFor(() => expect(region).toHaveTextContent('Lucky Seven is now a favourite.'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('puts the heart back and says why when the server refuses', async () => {
    const game = createGameTile({ name: 'Crowded' });
    lobbyServer([game], {
      [`GET /en/user/addfavourite/${game.slug}/${game.id}`]: () => ({
        status: 409,
        body: errorBody('FAVOURITES_FULL', 'You already have 500 favourites.'),
      }),
    });
    const user = userEvent.setup();
    const { tiles } = await renderTiles();
    const heart = within(tiles[0]!).getByRole('button', { name: 'Favourite Crowded' });

    await user.click(heart);
    const region = screen.getByRole('status', { name: 'Notifications' });
    await vi.waitFor(() => expect(region).toHaveTextContent('You already have 500 favourites.'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes a favourite with the remove call', async () => {
    const game = createGameTile({ name: 'Old Love', favourite: true });
    const server = lobbyServer([game]);
    const user = userEvent.setup();
    const { tiles } = await renderTiles();
    const heart = within(tiles[0]!).getByRole('button', { name: 'Favourite Old Love' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart);
    await vi.waitFor(() =>
      expect(
        server.callsTo('GET', `/en/user/removefavourite/${game.slug}/${game.id}`),
      ).toHaveLength(1),
    );
    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('game tile on a touch screen', () => {
  function tap(element: Element) {
    fireEvent.pointerDown(element, { pointerType: 'touch' });
    fireEvent.click(element);
  }

  it('shows its actions on the first tap and favourites on a second within 800 ms', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const game = createGameTile({ name: 'Tap Tap' });
    const server = lobbyServer([game]);
    const { router, tiles } = await renderTiles();
    const art = within(tiles[0]!).getByRole('link', { name: 'Tap Tap' });

    tap(art);
    expect(tiles[0]).toHaveAttribute('data-revealed');
    expect(router.state.location.pathname).toBe('/en/casino');

    now.mockReturnValue(10_700);
    tap(art);
    expect(router.state.location.pathname).toBe('/en/casino');
    await vi.waitFor(() =>
      expect(server.callsTo('GET', `/en/user/addfavourite/${game.slug}/${game.id}`)).toHaveLength(
        1,
      ),
    );
  });

  it('opens the game on a later tap', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const game = createGameTile({ name: 'Slow Tap' });
    const server = lobbyServer([game]);
    const { router, tiles } = await renderTiles();
    const art = within(tiles[0]!).getByRole('link', { name: 'Slow Tap' });

    tap(art);
    now.mockReturnValue(10_801);
    tap(art);

    expect(await screen.findByRole('heading', { name: 'Game page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/en/game/${game.slug}`);
    expect(server.callsTo('GET', `/en/user/addfavourite/${game.slug}/${game.id}`)).toHaveLength(0);
  });

  it('opens the game at once with a mouse', async () => {
    const game = createGameTile({ name: 'Click' });
    lobbyServer([game]);
    const user = userEvent.setup();
    const { router, tiles } = await renderTiles();

    await user.click(within(tiles[0]!).getByRole('link', { name: 'Click' }));
    expect(router.state.location.pathname).toBe(`/en/game/${game.slug}`);
  });
});
