import type { TGameDetails } from '@playfair/contracts/games';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletQueryOptions } from '../../../shared/wallet/get-wallet';
import { errorBody, type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;
const STUDIO = 'https://studio.example:3001';
const REAL_URL = `${STUDIO}/play/video-slot?launch=token-1`;
const DEMO_URL = `${STUDIO}/play/video-slot?mode=demo`;
/** The header's wallet query of player 42. */
const WALLET_KEY = walletQueryOptions({ locale: 'en', userId: '42' }).queryKey;

const GAME: TGameDetails = {
  gameId: 'g-101',
  slug: 'golden-reels',
  Name: 'Golden Reels',
  GameType: 'Video Slots',
  vendor: 'Playfair Studio',
  aspectRatio: '16:9',
  forFun: true,
  isLive: false,
  inMaintenance: false,
  isOffline: false,
  description: 'Five reels of gold.',
};

function wallet(balanceMinor: string, formatted: string) {
  return {
    success: true,
    balanceMinor,
    currency: 'EUR',
    formatted,
    bonusMinor: '0',
    bonusFormatted: '€0.00',
  };
}

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/user/wallet': () => ({ body: wallet('1250', '€12.50') }),
    'GET /en/games/golden-reels': () => ({ body: { success: true, game: GAME } }),
    'GET /en/igc-game-url/g-101': (request) => ({
      text: request.query.get('mode') === 'demo' ? DEMO_URL : REAL_URL,
    }),
    ...overrides,
  });
}

/** A message event as the browser delivers one from a frame of `origin`. */
function postFrom(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

function studioMessage(type: string, fields: Record<string, unknown>) {
  return { source: 'playfair-studio', type, currency: 'EUR', ...fields };
}

describe('game view: launch', () => {
  it('shows the game for real in a frame of its URL, titled, with the way back to the lobby', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels', PLAYER);

    const frame = await screen.findByTitle('Golden Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', REAL_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Golden Reels' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the casino' })).toHaveAttribute(
      'href',
      '/en/casino',
    );
    const [asked] = requests.callsTo('GET', '/en/igc-game-url/g-101');
    expect(asked!.query.get('mode')).toBeNull();
    expect(asked!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(document.title).toBe('Golden Reels | Playfair');
  });

  it('lets a player play for fun and back, each a launch of its own', async () => {
    const requests = server();
    const user = userEvent.setup();
    const { router } = await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');

    await user.click(screen.getByRole('link', { name: 'Play for fun' }));

    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute('src', DEMO_URL);
    expect(router.state.location.search).toBe('?mode=demo');
    expect(screen.getByText('Playing for fun')).toBeVisible();
    expect(requests.callsTo('GET', '/en/igc-game-url/g-101')[1]!.query.get('mode')).toBe('demo');

    await user.click(screen.getByRole('link', { name: 'Play for real' }));
    await vi.waitFor(() =>
      expect(screen.getByTitle('Golden Reels')).toHaveAttribute('src', REAL_URL),
    );
  });

  it('launches a visitor for fun, and goes back to the live casino for a live game', async () => {
    const requests = server({
      'GET /en/games/golden-reels': () => ({
        body: { success: true, game: { ...GAME, isLive: true } },
      }),
    });
    await renderApp('/en/game/golden-reels');

    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute('src', DEMO_URL);
    expect(requests.callsTo('GET', '/en/igc-game-url/g-101')[0]!.query.get('mode')).toBe('demo');
    expect(screen.getByRole('link', { name: 'Back to the live casino' })).toHaveAttribute(
      'href',
      '/en/live-casino',
    );
    expect(screen.getByRole('link', { name: 'Log in to play for real' })).toBeVisible();
    expect(requests.callsTo('GET', '/en/user/wallet')).toHaveLength(0);
  });

  it('asks a visitor to log in when the answer is false', async () => {
    server({ 'GET /en/igc-game-url/g-101': () => ({ text: 'false' }) });
    const user = userEvent.setup();
    await renderApp('/en/game/golden-reels');

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Log in to play' })).toBeVisible();
    expect(screen.queryByTitle('Golden Reels')).not.toBeInTheDocument();

    await clickAndSettle(user, within(notice).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells a player why the game cannot be opened when the answer is false', async () => {
    server({ 'GET /en/igc-game-url/g-101': () => ({ text: 'false' }) });
    await renderApp('/en/game/golden-reels', PLAYER);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This game cannot be opened');
    expect(notice).toHaveTextContent('It is not available to you right now.');
    expect(within(notice).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows a game under maintenance without asking for its URL', async () => {
    const requests = server({
      'GET /en/games/golden-reels': () => ({
        body: { success: true, game: { ...GAME, inMaintenance: true } },
      }),
    });
    await renderApp('/en/game/golden-reels', PLAYER);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This game is being maintained. Please try again later.',
    );
    expect(requests.callsTo('GET', '/en/igc-game-url/g-101')).toHaveLength(0);
  });

  it("shows the app's 404 page for a game the catalogue does not have", async () => {
    server({
      'GET /en/games/golden-reels': () => ({
        status: 404,
        body: errorBody('GAME_NOT_FOUND', 'This game is not available.'),
      }),
    });
    await renderApp('/en/game/golden-reels', PLAYER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows the 404 page for a path that cannot be a game', async () => {
    const requests = server();
    await renderApp('/en/game/Not_A_Slug', PLAYER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(requests.requests.filter((request) => request.path.startsWith('/en/games/'))).toEqual(
      [],
    );
  });
});

describe('game view: messages from the game (DESIGN §7)', () => {
  it("puts the balance the frame's origin reports in the header at once", async () => {
    const requests = server();
    const { queryClient } = await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');
    expect(await screen.findByRole('link', { name: 'Balance €12.50' })).toBeInTheDocument();

    postFrom(STUDIO, studioMessage('balance', { balance: 990 }));

    expect(await screen.findByRole('link', { name: 'Balance €9.90' })).toBeInTheDocument();
    // Shown from the message, without asking the server; marked stale for it to confirm later.
    expect(requests.callsTo('GET', '/en/user/wallet')).toHaveLength(1);
    expect(queryClient.getQueryState(WALLET_KEY)?.isInvalidated).toBe(true);
  });

  it('asks the server for the split of cash and bonus when the player has bonus money', async () => {
    let walletReads = 0;
    const requests = server({
      'GET /en/user/wallet': () => {
        walletReads += 1;
        return {
          body: {
            ...wallet(walletReads === 1 ? '1250' : '1000', walletReads === 1 ? '€12.50' : '€10.00'),
            bonusMinor: '2000',
            bonusFormatted: '€20.00',
          },
        };
      },
    });
    await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');
    await screen.findByRole('link', { name: 'Balance €12.50 Bonus €20.00' });

    // The game's one balance is cash and bonus together: it is not shown as cash.
    postFrom(STUDIO, studioMessage('balance', { balance: 3000 }));

    expect(
      await screen.findByRole('link', { name: 'Balance €10.00 Bonus €20.00' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Balance €30\.00/ })).not.toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/user/wallet')).toHaveLength(2);
  });

  it('ignores the same message from another origin', async () => {
    server();
    const { queryClient } = await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');
    await screen.findByRole('link', { name: 'Balance €12.50' });

    postFrom('https://evil.example', studioMessage('balance', { balance: 99_999_900 }));
    postFrom(window.location.origin, studioMessage('bet', { amount: 500 }));
    postFrom(STUDIO, { source: 'someone-else', type: 'balance', balance: 99_999_900 });

    expect(queryClient.getQueryData(WALLET_KEY)).toMatchObject({ formatted: '€12.50' });
    expect(queryClient.getQueryState(WALLET_KEY)?.isInvalidated).toBe(false);
    expect(screen.getByText('Total bet').nextSibling).toHaveTextContent('€0.00');
    expect(screen.getByRole('link', { name: 'Balance €12.50' })).toBeInTheDocument();
  });

  it("counts this visit's rounds, bets and wins under the frame", async () => {
    server();
    await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');

    postFrom(STUDIO, studioMessage('roundStart', { amount: 100 }));
    postFrom(STUDIO, studioMessage('bet', { roundId: 'r1', amount: 100 }));
    postFrom(STUDIO, studioMessage('win', { roundId: 'r1', amount: 350 }));
    postFrom(STUDIO, studioMessage('roundEnd', { roundId: 'r1', amount: 350, balance: 1500 }));
    postFrom(STUDIO, studioMessage('bet', { roundId: 'r2', amount: 200 }));
    postFrom(STUDIO, studioMessage('roundEnd', { roundId: 'r2', amount: 0, balance: 1300 }));

    const figures = (label: string) => screen.getByText(label).nextSibling;
    expect(figures('Rounds')).toHaveTextContent('2');
    expect(figures('Total bet')).toHaveTextContent('€3.00');
    expect(figures('Total win')).toHaveTextContent('€3.50');
    expect(figures('Net')).toHaveTextContent('€0.50');
    expect(screen.getByText('This visit')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Balance €13.00' })).toBeInTheDocument();
  });

  it('never puts fun money in the wallet', async () => {
    server();
    const { queryClient } = await renderApp('/en/game/golden-reels?mode=demo', PLAYER);
    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute('src', DEMO_URL);
    await screen.findByRole('link', { name: 'Balance €12.50' });

    postFrom(STUDIO, studioMessage('balance', { balance: 100_000 }));

    expect(queryClient.getQueryData(WALLET_KEY)).toMatchObject({ formatted: '€12.50' });
    expect(screen.getByRole('link', { name: 'Balance €12.50' })).toBeInTheDocument();
  });
});
