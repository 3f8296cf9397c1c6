import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  type TGameTile,
  ZAllGamesResponse,
  ZGetGamesResponse,
  ZJackpotsResponse,
} from '@playfair/contracts/lobby';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HOUR_MS } from '@playfair/domain/constants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCategoryRow,
  createGameTile,
  createLobbyAnswer,
} from '../../../shared/games/game-test-data';
import { createRace } from '../../../shared/races/race-test-data';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';

beforeAll(preloadAppModals);

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => {
  setViewportWidth(1440);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER: Partial<TAppConfig> = {
  logged: true,
  userId: '42',
  lobby: { demoPlay: true, jackpotBanner: false, races: false, favourites: true },
};

// The casino: 25 "Golden Spins" slots of four vendors, three table games, a game show and a
// jackpot slot; the Finnish alias "ruletti" finds the roulette, whose name does not hold it.
const VENDORS = ['Yggdrasil', 'NetEnt', 'Quickspin', 'Play N Go'];
const GOLDEN = Array.from({ length: 25 }, (_, n) =>
  createGameTile({
    name: `Golden Spins ${n + 1}`,
    slug: `golden-spins-${n + 1}`,
    vendor: VENDORS[n % VENDORS.length],
  }),
);
const ROULETTE = createGameTile({
  name: 'Imperial Roulette Noir',
  slug: 'imperial-roulette-noir',
  vendor: 'NetEnt',
  tags: ['table-games', 'roulette'],
});
const BLACKJACK = createGameTile({
  name: 'Monaco Blackjack',
  slug: 'monaco-blackjack',
  vendor: 'Play N Go',
  tags: ['table-games', 'blackjack'],
});
const BACCARAT = createGameTile({
  name: 'Baccarat Royale',
  slug: 'baccarat-royale',
  vendor: 'Quickspin',
  tags: ['table-games', 'baccarat'],
});
const WHEEL = createGameTile({
  name: 'Mega Wheel Show',
  slug: 'mega-wheel-show',
  vendor: 'Yggdrasil',
  tags: ['gameshows'],
});
const JACKPOT_SLOT = createGameTile({
  name: 'Fortune Dreams',
  slug: 'fortune-dreams',
  vendor: 'NetEnt',
  tags: ['slots', 'jackpot'],
});
const CASINO = [...GOLDEN, ROULETTE, BLACKJACK, BACCARAT, WHEEL, JACKPOT_SLOT];

const LIVE = [
  createGameTile({
    name: 'Lightning Roulette Lounge',
    slug: 'lightning-roulette-lounge',
    vendor: 'Evolution',
    isLive: true,
    urlForFun: null,
    tags: ['live', 'roulette'],
  }),
  createGameTile({
    name: 'Blackjack Lounge',
    slug: 'blackjack-lounge',
    vendor: 'Evolution',
    isLive: true,
    urlForFun: null,
    tags: ['live', 'blackjack'],
  }),
];

function allGames(games: TGameTile[], aliases = [{ term: 'ruletti', gameIds: [ROULETTE.id] }]) {
  return ZAllGamesResponse.parse({ success: true, games, aliases });
}

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/all/casino/games': () => ({ body: allGames(CASINO) }),
    'GET /en/all/live/casino/games': () => ({ body: allGames(LIVE, []) }),
    'GET /en/all/casino/getLobbyGames/home': () => ({
      body: createLobbyAnswer([
        createCategoryRow('popular', 'Popular games', { games: GOLDEN.slice(0, 3), total: 40 }),
        createCategoryRow('table-games', 'Table games', {
          tag: 'table-games',
          games: [ROULETTE, BLACKJACK],
          total: 2,
        }),
      ]),
    }),
    'GET /en/all/live/casino/getLobbyGames/home': () => ({
      body: createLobbyAnswer([
        createCategoryRow('live-roulette', 'Live roulette', { tag: 'live', games: LIVE, total: 1 }),
      ]),
    }),
    'GET /en/get-races': () => ({ body: { success: true, races: [] } }),
    'GET /en/user/wallet': () => ({
      body: {
        success: true,
        balanceMinor: '1000',
        currency: 'EUR',
        formatted: '€10.00',
        bonusMinor: '0',
        bonusFormatted: '€0.00',
      },
    }),
    ...overrides,
  });
}

/** The site's header (a page may have a header of its own). */
async function findSiteHeader(): Promise<HTMLElement> {
  const logo = await screen.findByRole('link', { name: 'Playfair home' });
  return logo.closest('header')!;
}

/** Opens the overlay from the header's search button, as a visitor (or `config`) on `path`. */
async function openSearch(user: UserEvent, path = '/en/casino', config: Partial<TAppConfig> = {}) {
  const app = await renderApp(path, config);
  const header = await findSiteHeader();
  await clickAndSettle(user, within(header).getByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  const input = within(dialog).getByRole('searchbox', { name: 'Game or provider' });
  return { ...app, dialog, input };
}

function tilesIn(region: HTMLElement): HTMLElement[] {
  return within(region).queryAllByRole('listitem');
}

function tileNames(region: HTMLElement): string[] {
  return tilesIn(region).map((tile) => within(tile).getByRole('img').getAttribute('alt') ?? '');
}

function searchDialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Search games' });
}

/** A region of the overlay (the page under it may have regions of the same name). */
async function findRegion(name: string): Promise<HTMLElement> {
  return within(searchDialog()).findByRole('region', { name });
}

async function findResults(): Promise<HTMLElement> {
  return findRegion('Search results');
}

describe('search overlay: typing (spec 001 §5)', () => {
  it('opens with the focus in the field and loads nothing before the first character', async () => {
    const requests = server();
    const user = userEvent.setup();
    const { input } = await openSearch(user);

    expect(input).toHaveFocus();
    expect(requests.callsTo('GET', '/en/all/casino/games')).toHaveLength(0);
  });

  it('loads the list at one character without filtering, and filters from two', async () => {
    const requests = server();
    const user = userEvent.setup();
    const { dialog, input } = await openSearch(user);

    await user.type(input, 'g');

    await vi.waitFor(() => expect(requests.callsTo('GET', '/en/all/casino/games')).toHaveLength(1));
    expect(within(dialog).getByText('Type at least 2 characters to search.')).toBeVisible();
    expect(
      within(dialog).queryByRole('region', { name: 'Search results' }),
    ).not.toBeInTheDocument();

    await user.type(input, 'olden');

    const results = await findResults();
    expect(within(results).getByRole('status')).toHaveTextContent('25 games found');
    expect(tileNames(results).every((name) => name.startsWith('Golden Spins'))).toBe(true);
    // The list came once; every further keystroke searched it in the browser.
    expect(requests.callsTo('GET', '/en/all/casino/games')).toHaveLength(1);
    expect(
      requests.callsTo('GET', '/en/all/casino/games')[0]!.headers.get('X-Requested-With'),
    ).toBe('XMLHttpRequest');
  });

  it('finds a game by its Finnish alias, and by its vendor', async () => {
    server();
    const user = userEvent.setup();
    const { input } = await openSearch(user);

    await user.type(input, 'ruletti');
    expect(tileNames(await findResults())).toEqual(['Imperial Roulette Noir']);

    await user.clear(input);
    await user.type(input, 'quicksp');
    const results = await findResults();
    expect(tileNames(results)).toContain('Baccarat Royale');
    expect(within(results).getByRole('status')).toHaveTextContent('7 games found');
  });

  it('clears the field with its clear button, back to the view', async () => {
    server();
    const user = userEvent.setup();
    const { dialog, input } = await openSearch(user);
    await user.type(input, 'golden');
    await findResults();

    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));

    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await findRegion('Categories')).toBeInTheDocument();
  });

  it('says when nothing matches, and offers the A-Z view', async () => {
    server();
    const user = userEvent.setup();
    const { dialog, input } = await openSearch(user);

    await user.type(input, 'zebra');

    const results = await findResults();
    expect(within(results).getByRole('heading', { name: 'No games found' })).toBeVisible();
    expect(results).toHaveTextContent(
      'Nothing matches “zebra”. Check the spelling, or browse every game from A to Z.',
    );
    await user.click(within(results).getByRole('button', { name: 'Browse A-Z' }));

    expect(input).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'A-Z', pressed: true })).toBeVisible();
    expect(await findRegion('A-Z')).toBeInTheDocument();
  });
});

describe('search overlay: how many results (spec 001 §9)', () => {
  it('shows 9 on desktop, then 18 after show-more', async () => {
    server();
    const user = userEvent.setup();
    const { input } = await openSearch(user);

    await user.type(input, 'golden');
    const results = await findResults();
    expect(tilesIn(results)).toHaveLength(9);

    await user.click(within(results).getByRole('button', { name: 'Show more' }));

    expect(tilesIn(results)).toHaveLength(18);
    expect(within(results).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows 12 under 1149 px, then 20 after show-more', async () => {
    setViewportWidth(1148);
    server();
    const user = userEvent.setup();
    const { input } = await openSearch(user);

    await user.type(input, 'golden');
    const results = await findResults();
    expect(tilesIn(results)).toHaveLength(12);

    await user.click(within(results).getByRole('button', { name: 'Show more' }));
    expect(tilesIn(results)).toHaveLength(20);
  });

  it('starts collapsed again for a new query, and has no show-more for few results', async () => {
    server();
    const user = userEvent.setup();
    const { input } = await openSearch(user);
    await user.type(input, 'golden');
    const results = await findResults();
    await user.click(within(results).getByRole('button', { name: 'Show more' }));

    await user.type(input, ' spins');
    expect(tilesIn(await findResults())).toHaveLength(9);

    await user.clear(input);
    await user.type(input, 'monaco');
    const few = await findResults();
    expect(tilesIn(few)).toHaveLength(1);
    expect(within(few).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('search overlay: opening a game', () => {
  it('opens the first result on Enter and closes the overlay', async () => {
    server();
    const user = userEvent.setup();
    const { router, input } = await openSearch(user);

    await user.type(input, 'roulette');
    await findResults();
    await user.keyboard('{Enter}');

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/game/imperial-roulette-noir'),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument(),
    );
  });

  it('opens a game from its tile and closes the overlay', async () => {
    server();
    const user = userEvent.setup();
    const { router, input } = await openSearch(user);
    await user.type(input, 'monaco');
    const results = await findResults();

    await user.click(within(results).getByRole('link', { name: 'Monaco Blackjack' }));

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/game/monaco-blackjack'),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument(),
    );
  });

  it('closes on Escape, focus back on the search button', async () => {
    server();
    const user = userEvent.setup();
    await openSearch(user);

    await user.keyboard('{Escape}');

    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument(),
    );
    expect(within(await findSiteHeader()).getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});

describe('search overlay: filters (spec 000 §2)', () => {
  it('shows the games of a chip, adds chips up, and narrows a query', async () => {
    server();
    const user = userEvent.setup();
    const { dialog, input } = await openSearch(user);
    const filters = within(dialog).getByRole('group', { name: 'Game type' });

    await user.click(within(filters).getByRole('button', { name: 'Roulette' }));
    expect(within(filters).getByRole('button', { name: 'Roulette' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tileNames(await findResults())).toEqual(['Imperial Roulette Noir']);

    await user.click(within(filters).getByRole('button', { name: 'Game shows' }));
    expect(tileNames(await findResults())).toEqual(['Imperial Roulette Noir', 'Mega Wheel Show']);

    await user.type(input, 'mega');
    expect(tileNames(await findResults())).toEqual(['Mega Wheel Show']);

    await user.click(within(filters).getByRole('button', { name: 'Roulette' }));
    await user.click(within(filters).getByRole('button', { name: 'Game shows' }));
    await user.click(within(filters).getByRole('button', { name: 'Baccarat' }));
    expect(await findResults()).toHaveTextContent('Nothing matches “mega”');
  });
});

describe('search overlay: views (spec 000 §2)', () => {
  it('opens on the categories, each a link to its lobby page', async () => {
    server();
    const user = userEvent.setup();
    const { router } = await openSearch(user);

    const categories = await findRegion('Categories');
    const popular = await within(categories).findByRole('link', { name: /Popular games/ });
    expect(popular).toHaveAttribute('href', '/en/casino/popular');
    expect(popular).toHaveTextContent('40 games');

    await user.click(popular);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino/popular'));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument(),
    );
  });

  it('lists the providers in the lobby order, each opening its games', async () => {
    server();
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    await user.click(within(dialog).getByRole('button', { name: 'Providers' }));
    const view = await findRegion('Providers');
    const providers = await within(view).findAllByRole('button');
    // spec 001 §9 weights: NetEnt 1, Play N Go 2, Quickspin 6; the rest (100) by name.
    expect(providers.map((button) => button.textContent)).toEqual([
      'NetEnt8 games',
      'Play N Go7 games',
      'Quickspin7 games',
      'Yggdrasil8 games',
    ]);

    await user.click(within(view).getByRole('button', { name: /Quickspin/ }));

    expect(within(view).getByRole('heading', { name: 'Quickspin' })).toBeVisible();
    expect(tilesIn(view)).toHaveLength(7);
    expect(tileNames(view)).toContain('Baccarat Royale');
    await user.click(within(view).getByRole('button', { name: 'All providers' }));
    expect(within(view).getByRole('button', { name: /Quickspin/ })).toHaveFocus();
  });

  it('lists the games from A to Z a letter at a time', async () => {
    server();
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    await user.click(within(dialog).getByRole('button', { name: 'A-Z' }));
    const view = await findRegion('A-Z');
    const letters = await within(view).findByRole('group', { name: 'First letter' });

    expect(within(letters).getByRole('button', { name: 'B', pressed: true })).toBeVisible();
    expect(within(letters).getByRole('button', { name: 'A' })).toBeDisabled();
    expect(tileNames(view)).toEqual(['Baccarat Royale']);

    await user.click(within(letters).getByRole('button', { name: 'G' }));
    expect(tileNames(view).slice(0, 3)).toEqual([
      'Golden Spins 1',
      'Golden Spins 2',
      'Golden Spins 3',
    ]);
    expect(tilesIn(view)).toHaveLength(25);
  });

  it('lists the table games, and the live casino from its own list', async () => {
    const requests = server();
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    await user.click(within(dialog).getByRole('button', { name: 'Table games' }));
    const tables = await findRegion('Table games');
    await vi.waitFor(() =>
      expect(tileNames(tables)).toEqual([
        'Imperial Roulette Noir',
        'Monaco Blackjack',
        'Baccarat Royale',
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Live casino' }));
    const live = await findRegion('Live casino');
    await vi.waitFor(() =>
      expect(tileNames(live)).toEqual(['Lightning Roulette Lounge', 'Blackjack Lounge']),
    );
    expect(requests.callsTo('GET', '/en/all/live/casino/games')).toHaveLength(1);
  });

  it('shows the jackpot games with their amounts, highest per game', async () => {
    const requests = server({
      'GET /en/jackpots/EUR': () => ({
        body: ZJackpotsResponse.parse({
          success: true,
          Data: [
            {
              GameName: 'Fortune Dreams',
              GameId: JACKPOT_SLOT.id,
              Amount: 1_234.5,
              Currency: 'EUR',
            },
            {
              GameName: 'Fortune Dreams',
              GameId: JACKPOT_SLOT.id,
              Amount: 1_234_567.89,
              Currency: 'EUR',
            },
            { GameName: 'Elsewhere', GameId: 'not-in-this-casino', Amount: 9_999, Currency: 'EUR' },
          ],
        }),
      }),
    });
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    await user.click(within(dialog).getByRole('button', { name: 'Jackpots' }));

    const view = await findRegion('Jackpots');
    await vi.waitFor(() => expect(tileNames(view)).toEqual(['Fortune Dreams']));
    expect(view).toHaveTextContent('Jackpot €1,234,567.89');
    expect(requests.callsTo('GET', '/en/jackpots/EUR')).toHaveLength(1);
  });

  it('says so while no race is running', async () => {
    server();
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    await user.click(within(dialog).getByRole('button', { name: 'Races' }));

    const view = await findRegion('Races');
    expect(await within(view).findByRole('heading', { name: 'No races right now' })).toBeVisible();
  });

  it('shows each race with its time left, a link to the races page and its games', async () => {
    const running = createRace({
      name: 'Evening sprint',
      game_whitelist: [GOLDEN[2]!.id, 'not-in-the-lobby', GOLDEN[1]!.id],
    });
    const coming = createRace({
      name: 'Night race',
      status: 'upcoming',
      current: false,
      starts_at: new Date(Date.now() + 26 * HOUR_MS).toISOString(),
      ends_at: new Date(Date.now() + 27 * HOUR_MS).toISOString(),
      game_whitelist: [ROULETTE.id],
    });
    const ended = createRace({ name: 'Over already', status: 'finished', current: false });
    server({
      'GET /en/get-races': () => ({
        body: { success: true, races: [coming, ended, running] },
      }),
    });
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    await user.click(within(dialog).getByRole('button', { name: 'Races' }));

    const view = await findRegion('Races');
    const sprint = await within(view).findByRole('region', { name: 'Evening sprint' });
    await vi.waitFor(() => expect(tileNames(sprint)).toEqual(['Golden Spins 3', 'Golden Spins 2']));
    expect(within(sprint).getByRole('link', { name: 'Evening sprint' })).toHaveAttribute(
      'href',
      '/en/races',
    );
    expect(within(sprint).getByText('Ends in')).toBeVisible();
    expect(within(sprint).getByRole('timer')).toHaveTextContent(/^0[12]:\d{2}:\d{2}$/);
    const night = within(view).getByRole('region', { name: 'Night race' });
    expect(within(night).getByText('Starts in')).toBeVisible();
    expect(within(night).getByRole('timer')).toHaveTextContent(/^1 day 0[12]:\d{2}$/);
    expect(tileNames(night)).toEqual(['Imperial Roulette Noir']);
    expect(within(view).queryByRole('region', { name: 'Over already' })).not.toBeInTheDocument();
    expect(within(view).getAllByTestId('search-race')).toHaveLength(2);
  });
});

describe('search overlay: favourites (spec 000 §6)', () => {
  it('has no favourites view for a visitor', async () => {
    server();
    const user = userEvent.setup();
    const { dialog } = await openSearch(user);

    expect(within(dialog).getByRole('button', { name: 'Providers' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it("shows a player's favourites from get-games/favourites", async () => {
    const requests = server({
      'GET /en/get-games/favourites': () => ({
        body: ZGetGamesResponse.parse({
          success: true,
          message: '',
          gameData: [BLACKJACK, WHEEL].map(
            ({ id, name, vendor, inMaintenance, isOffline, url, urlForFun }) => ({
              id,
              name,
              vendor,
              inMaintenance,
              isOffline,
              url,
              urlForFun,
            }),
          ),
        }),
      }),
    });
    const user = userEvent.setup();
    const { dialog } = await openSearch(user, '/en/casino', PLAYER);

    await user.click(within(dialog).getByRole('button', { name: 'Favourites' }));

    const view = await findRegion('Favourites');
    await vi.waitFor(() =>
      expect(tileNames(view)).toEqual(['Monaco Blackjack', 'Mega Wheel Show']),
    );
    expect(requests.callsTo('GET', '/en/get-games/favourites')).toHaveLength(1);
  });

  it('says so when a player has none', async () => {
    server({
      'GET /en/get-games/favourites': () => ({
        body: { success: true, message: '', gameData: [] },
      }),
    });
    const user = userEvent.setup();
    const { dialog } = await openSearch(user, '/en/casino', PLAYER);

    await user.click(within(dialog).getByRole('button', { name: 'Favourites' }));

    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  });
});

describe('search overlay: the live casino', () => {
  it('searches the live list on a live casino page, without favourites even for a player', async () => {
    const requests = server();
    const user = userEvent.setup();
    const { dialog, input } = await openSearch(user, '/en/live-casino', PLAYER);

    expect(within(dialog).queryByRole('button', { name: 'Favourites' })).not.toBeInTheDocument();
    await user.type(input, 'lounge');

    expect(tileNames(await findResults())).toEqual([
      'Lightning Roulette Lounge',
      'Blackjack Lounge',
    ]);
    expect(requests.callsTo('GET', '/en/all/casino/games')).toHaveLength(0);
  });
});

describe('search overlay: a failing list', () => {
  it('shows the generic error with a retry', async () => {
    let isDown = true;
    server({
      'GET /en/all/casino/games': () =>
        isDown ? { status: 404, body: {} } : { body: allGames(CASINO) },
    });
    const user = userEvent.setup();
    const { input } = await openSearch(user);

    await user.type(input, 'golden');
    const results = await findResults();
    const alert = await within(results).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please contact our customer care.');

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(tilesIn(results)).toHaveLength(9));
  });
});
