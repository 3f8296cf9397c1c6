import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  type TCategoryRow,
  type TGameTile,
  type TLobbyGamesResponse,
} from '@playfair/contracts/lobby';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCategoryRow,
  createGameTile,
  createGameTiles,
  createLobbyAnswer,
} from '../../../shared/games/game-test-data';
import { errorBody, type FakeHandler, stubServer } from '../../../test/fake-server';
import { installViewport } from '../../../test/match-media';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';
import { forgetLobbyVisits } from '../hooks/use-reload-on-history-pop';
import { reloadDocument } from '../model/reload-document';

vi.mock('../model/reload-document', () => ({ reloadDocument: vi.fn() }));

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadDocument).mockClear();
  forgetLobbyVisits();
});

const CASINO = '/en/all/casino/getLobbyGames';
const LIVE = '/en/all/live/casino/getLobbyGames';

function row(
  name: string,
  title: string,
  games: TGameTile[],
  overrides: Partial<TCategoryRow> = {},
) {
  return createCategoryRow(name, title, { games, total: games.length, ...overrides });
}

const POPULAR = createGameTiles(24, { vendor: 'NetEnt' });
const SLOTS = [
  createGameTile({ name: 'Zebra Spins', vendor: 'Quickspin', releasedAt: '2021-01-01T00:00:00Z' }),
  createGameTile({ name: 'Aztec Gold', vendor: 'NetEnt', releasedAt: '2024-06-01T00:00:00Z' }),
  createGameTile({ name: 'Mango Mania', vendor: 'NetEnt', releasedAt: '2019-03-01T00:00:00Z' }),
];

function homeAnswer(): TLobbyGamesResponse {
  return createLobbyAnswer(
    [
      row('popular', 'Popular games', POPULAR.slice(0, 20), { total: POPULAR.length, orderNo: 1 }),
      row('slots', 'Slots', SLOTS, { orderNo: 2, tag: 'slots' }),
      row('empty', 'Nothing yet', [], { orderNo: 3 }),
    ],
    { title: 'Online casino', description: 'Every game in one place.' },
  );
}

function slotsAnswer(): TLobbyGamesResponse {
  return createLobbyAnswer([row('slots', 'Slots', SLOTS, { tag: 'slots' })], {
    title: 'Slots',
    description: 'Reels of every kind.',
    content: 'Slots are the heart of the casino.\n\nSpin the reels.',
  });
}

function lobbyServer(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    [`GET ${CASINO}/home`]: () => ({ body: homeAnswer() }),
    [`GET ${CASINO}/slots`]: () => ({ body: slotsAnswer() }),
    [`GET ${CASINO}/nope`]: () => ({ status: 404, body: errorBody('INVALID_GAME_CATEGORY', 'No') }),
    ...overrides,
  });
}

async function openLobby(path = '/en/casino', config: Partial<TAppConfig> = {}) {
  const view = await renderApp(path, config);
  await screen.findByRole('navigation', { name: 'Game categories' });
  return view;
}

describe('lobby home', () => {
  it('shows a row per category with games, each its first 20 tiles then a show-more tile', async () => {
    lobbyServer();
    await openLobby();

    expect(await screen.findByRole('heading', { level: 1, name: 'Online casino' })).toBeVisible();
    expect(screen.getByText('Every game in one place.')).toBeVisible();
    const popular = await screen.findByRole('list', { name: 'Games in Popular games' });
    const items = within(popular).getAllByRole('listitem');
    expect(items).toHaveLength(21);
    const showMore = within(items[20]!).getByRole('link');
    expect(showMore).toHaveAttribute('href', '/en/casino/popular');
    expect(showMore).toHaveTextContent('See all');
    expect(showMore).toHaveTextContent('24 games');
    expect(screen.getByRole('list', { name: 'Games in Slots' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nothing yet' })).not.toBeInTheDocument();
  });

  it('shows the first screen the page carries without calling for it, and calls for the next view', async () => {
    const server = lobbyServer();
    const inlined = document.createElement('script');
    inlined.id = LOBBY_FIRST_SCREEN_ELEMENT_ID;
    inlined.type = 'application/json';
    inlined.textContent = JSON.stringify({
      vertical: 'casino',
      locale: 'en',
      category: 'home',
      userId: null,
      answer: homeAnswer(),
    });
    document.head.append(inlined);
    const user = userEvent.setup();
    await openLobby();

    expect(await screen.findByRole('list', { name: 'Games in Popular games' })).toBeVisible();
    expect(server.callsTo('GET', `${CASINO}/home`)).toHaveLength(0);
    expect(document.getElementById(LOBBY_FIRST_SCREEN_ELEMENT_ID)).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    await clickAndSettle(user, within(nav).getByRole('link', { name: 'Slots' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    expect(server.callsTo('GET', `${CASINO}/slots`)).toHaveLength(1);
  });

  it('gives the first row’s first tiles priority and lazy-loads the rest', async () => {
    lobbyServer();
    await openLobby();

    const popular = await screen.findByRole('list', { name: 'Games in Popular games' });
    const images = within(popular).getAllByRole('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[5]).toHaveAttribute('loading', 'eager');
    expect(images[6]).toHaveAttribute('loading', 'lazy');
    const slots = screen.getByRole('list', { name: 'Games in Slots' });
    expect(within(slots).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
  });

  it('lists the categories as chips, home first and current', async () => {
    lobbyServer();
    await openLobby();

    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    await within(nav).findByRole('link', { name: 'Slots' });
    const chips = within(nav).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Lobby', 'Popular games', 'Slots']);
    expect(chips[0]).toHaveAttribute('aria-current', 'page');
    expect(chips[2]).toHaveAttribute('href', '/en/casino/slots');
  });

  it('sets the document title and description', async () => {
    lobbyServer();
    await openLobby();

    // The title can come before the view's description does: wait for both.
    await waitFor(() => {
      expect(document.title).toBe('Online casino | Playfair');
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Every game in one place.',
      );
    });
  });

  it('shows skeleton tiles while loading and the generic error with a retry on failure', async () => {
    let reads = 0;
    lobbyServer({
      [`GET ${CASINO}/home`]: () => {
        reads += 1;
        return reads <= 3 ? { status: 500, body: {} } : { body: homeAnswer() };
      },
    });
    const user = userEvent.setup();
    await renderApp('/en/casino');

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Games in Slots' })).toBeInTheDocument();
  });
});

describe('choosing a category (spec 000 §2)', () => {
  it('sets the address to the base plus the category and swaps title, description and SEO text', async () => {
    lobbyServer();
    const { router } = await openLobby();
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Game categories' });

    await user.click(await within(nav).findByRole('link', { name: 'Slots' }));

    expect(router.state.location.pathname).toBe('/en/casino/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    expect(screen.getByText('Reels of every kind.')).toBeVisible();
    expect(screen.getByText('Slots are the heart of the casino.')).toBeInTheDocument();
    expect(screen.getByText('Spin the reels.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Slots | Playfair'));
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Lobby' }));
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online casino' })).toBeVisible();
  });

  it('lists every game of the category, sorted as the select says, in the query string', async () => {
    lobbyServer();
    const { router } = await openLobby('/en/casino/slots');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Games in Slots' });
    const names = () =>
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt'));
    expect(names()).toEqual(['Zebra Spins', 'Aztec Gold', 'Mango Mania']);
    expect(screen.getByText('3 games')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name: A to Z');
    expect(router.state.location.search).toBe('?sort=asc');
    expect(names()).toEqual(['Aztec Gold', 'Mango Mania', 'Zebra Spins']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(names()).toEqual(['Aztec Gold', 'Zebra Spins', 'Mango Mania']);
  });

  it('reads the sort from the address', async () => {
    lobbyServer();
    await openLobby('/en/casino/slots?sort=desc');
    const list = await screen.findByRole('list', { name: 'Games in Slots' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Zebra Spins', 'Mango Mania', 'Aztec Gold']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Name: Z to A');
  });

  it('shows the 404 page for a category the server does not know', async () => {
    lobbyServer();
    await renderApp('/en/casino/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('game providers (spec 001 §2)', () => {
  it('lists the category’s providers in the spec’s order and filters by the chosen one', async () => {
    lobbyServer();
    const { router } = await openLobby('/en/casino/slots?sort=asc');
    await screen.findByRole('list', { name: 'Games in Slots' });

    await clickAndSettle(userEvent.setup(), screen.getByRole('button', { name: 'Providers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game providers' });
    const choices = within(dialog)
      .getAllByRole('button', { pressed: undefined })
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'All providers3 games',
      'NetEnt2 games',
      'Quickspin1 game',
    ]);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'true');

    await clickAndSettle(userEvent.setup(), choices[2]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=asc&provider=Quickspin');
    const list = screen.getByRole('list', { name: 'Games in Slots' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Zebra Spins']);
    expect(screen.getByText('Provider: Quickspin')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all providers' }));
    expect(router.state.location.search).toBe('?sort=asc');
    expect(
      within(screen.getByRole('list', { name: 'Games in Slots' })).getAllByRole('img'),
    ).toHaveLength(3);
  });

  it.each([
    [1440, 'grid'],
    [390, 'sheet'],
  ])('at %i px shows the providers as a %s', async (width, variant) => {
    installViewport(width);
    lobbyServer();
    await openLobby('/en/casino/slots');
    await screen.findByRole('list', { name: 'Games in Slots' });

    await clickAndSettle(userEvent.setup(), screen.getByRole('button', { name: 'Providers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game providers' });
    expect(dialog.querySelector('[data-variant]')).toHaveAttribute('data-variant', variant);
  });

  it('says so when the chosen provider has no games here', async () => {
    lobbyServer();
    await openLobby('/en/casino/slots?provider=Nobody');
    expect(await screen.findByText('This category has no games from Nobody.')).toBeInTheDocument();
  });
});

describe('back navigation in the lobby (spec 000 §2)', () => {
  it('reloads the page when Back lands on another lobby view', async () => {
    lobbyServer();
    const { router } = await openLobby();
    await screen.findByRole('list', { name: 'Games in Slots' });

    await act(() => router.navigate('/en/casino/slots'));
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(reloadDocument).not.toHaveBeenCalled();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
  });

  it('reloads the page when Back returns to the lobby from another page', async () => {
    lobbyServer();
    const { router } = await openLobby();

    await act(() => router.navigate('/en/sports'));
    await screen.findByRole('heading', { level: 1, name: 'Sports' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
  });

  it('does not reload on the first load, on links, or when Back closes a modal', async () => {
    lobbyServer();
    const { router } = await openLobby();
    await clickAndSettle(userEvent.setup(), screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/en/casino/slots'));
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(reloadDocument).not.toHaveBeenCalled();
  });
});

describe('live casino', () => {
  it('reads the live lobby and offers no favourites or demo play', async () => {
    const live = createGameTile({ name: 'Lightning Roulette', vendor: 'Evolution', isLive: true });
    stubServer({
      [`GET ${LIVE}/home`]: () => ({
        body: createLobbyAnswer([row('roulette', 'Roulette', [live])], { title: 'Live casino' }),
      }),
    });
    await openLobby('/en/live-casino', {
      logged: true,
      userId: '42',
      lobby: { demoPlay: true, jackpotBanner: false, races: false, favourites: true },
    });

    const list = await screen.findByRole('list', { name: 'Games in Roulette' });
    expect(within(list).getByRole('link', { name: 'Lightning Roulette' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /for fun/ })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Lobbies' });
    expect(within(tabs).getByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('favourites in the lobby (spec 000 §4)', () => {
  it('marks the game in every row at once and then shows it in the favourites row', async () => {
    const star = createGameTile({ name: 'Star Joker', vendor: 'Play N Go' });
    let isFavourite = false;
    const answer = () =>
      createLobbyAnswer([
        ...(isFavourite
          ? [
              row('favourites', 'Your favourites', [{ ...star, favourite: true }], {
                tag: 'favourites',
                orderNo: 0,
              }),
            ]
          : []),
        row('popular', 'Popular games', [{ ...star, favourite: isFavourite }], { orderNo: 1 }),
        row('new', 'New games', [{ ...star, favourite: isFavourite }], { orderNo: 2 }),
      ]);
    stubServer({
      [`GET ${CASINO}/home`]: () => ({ body: answer() }),
      [`GET /en/user/addfavourite/${star.slug}/${star.id}`]: () => {
        isFavourite = true;
        return {
          body: {
            success: true,
            gameId: star.id,
            favourite: true,
            message: 'Star Joker is a favourite now.',
          },
        };
      },
    });
    await openLobby('/en/casino', {
      logged: true,
      userId: '42',
      lobby: { demoPlay: true, jackpotBanner: false, races: false, favourites: true },
    });
    const popular = await screen.findByRole('list', { name: 'Games in Popular games' });

    await userEvent
      .setup()
      .click(within(popular).getByRole('button', { name: 'Favourite Star Joker' }));

    const hearts = () => screen.getAllByRole('button', { name: 'Favourite Star Joker' });
    await waitFor(() =>
      expect(hearts().every((heart) => heart.getAttribute('aria-pressed') === 'true')).toBe(true),
    );
    expect(
      await screen.findByRole('list', { name: 'Games in Your favourites' }),
    ).toBeInTheDocument();
    expect(hearts()).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'Star Joker is a favourite now.',
    );
  });
});

describe('a big category', () => {
  it('opens 5,000 games with a page of under 1,400 elements', async () => {
    const games = createGameTiles(5_000);
    lobbyServer({
      [`GET ${CASINO}/all-games`]: () => ({
        body: createLobbyAnswer([row('all-games', 'All games', games)], { title: 'All games' }),
      }),
    });
    await openLobby('/en/casino/all-games');

    const list = await screen.findByRole('list', { name: 'Games in All games' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByText('5,000 games')).toBeInTheDocument();
    expect(document.querySelectorAll('*').length).toBeLessThan(1_400);
  });
});
