import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TGameDetails } from '@playfair/contracts/games';
import { TEST_GAME } from '../game-test-data';
import {
  CONSENT_MODAL_DELAY_MS,
  DEMO_RELOGIN_TIMER,
  FLASH_WARNING_MS,
  GAME_LICENCE_NOTICE_MS,
  demoReloginDelayMs,
} from '@playfair/domain/constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppConfigProvider } from '../../../shared/config/app-config-context';
import { ModalProvider } from '../../../shared/modal/modal-provider';
import { SessionProvider } from '../../../shared/session/session-context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppConfig } from '../../../test/app-config';
import { deferred, type FakeHandler, stubServer } from '../../../test/fake-server';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { createTestI18n } from '../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { GamePage } from './game-page';

beforeAll(preloadAppModals);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;
const STUDIO = 'https://studio.example';
const GAME_URL = '/en/igc-game-url/g-101';

const GAME: TGameDetails = {
  ...TEST_GAME,
  gameId: 'g-101',
  slug: 'golden-reels',
  Name: 'Golden Reels',
  GameType: 'Video Slots',
};

function server(game: TGameDetails = GAME, launch?: FakeHandler) {
  let launches = 0;
  const requests = stubServer({
    'GET /en/user/wallet': () => ({
      body: {
        success: true,
        balanceMinor: '1250',
        currency: 'EUR',
        formatted: '€12.50',
        bonusMinor: '0',
        bonusFormatted: '€0.00',
      },
    }),
    'GET /en/games/golden-reels': () => ({ body: { success: true, game } }),
    [`GET /en/igc-game-url/${game.gameId}`]:
      launch ??
      (() => {
        launches += 1;
        return { text: `${STUDIO}/play/video-slot?launch=token-${launches}` };
      }),
  });
  return requests;
}

/**
 * Opens the game with the launch answer held back; `release` lets it arrive. With fake timers on in
 * between, what the frame starts (notices, the re-login timer) runs on the test's clock.
 */
async function openWithLaunchHeld(path: string, config: Partial<TAppConfig> = {}, game = GAME) {
  const launch = deferred<{ text: string }>();
  server(game, () => launch.promise);
  await renderApp(path, config);
  await screen.findByText('Loading the game…');
  return async function release() {
    launch.resolve({ text: `${STUDIO}/play/video-slot?mode=demo` });
    await passTime();
    expect(screen.getByTitle('Golden Reels')).toBeInTheDocument();
  };
}

function postFromStudio(type: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: STUDIO,
        data: { source: 'playfair-studio', type, currency: 'EUR', roundId: 'r1' },
      }),
    );
  });
}

describe('game view: one launch per opening (the frame that mounted twice)', () => {
  it('asks for the URL once and shows one frame, under the development double mount', async () => {
    const requests = server();
    const config = createAppConfig(PLAYER);
    const i18n = await createTestI18n(config.locale);
    const router = createMemoryRouter(
      [
        {
          path: '/:locale',
          element: (
            <ModalProvider registry={{}} locale="en">
              <Outlet />
            </ModalProvider>
          ),
          children: [{ path: 'game/:slug', element: <GamePage notFound={<p>Not found</p>} /> }],
        },
      ],
      { initialEntries: ['/en/game/golden-reels'] },
    );
    render(
      <StrictMode>
        <AppConfigProvider config={config}>
          <SessionProvider isLogged userId="42">
            <I18nextProvider i18n={i18n}>
              <QueryClientProvider client={new QueryClient()}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </I18nextProvider>
          </SessionProvider>
        </AppConfigProvider>
      </StrictMode>,
    );

    const frame = await screen.findByTitle('Golden Reels');
    // The answers of anything still in flight land before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(1);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame).toHaveAttribute('src', `${STUDIO}/play/video-slot?launch=token-1`);
  });
});

describe('game view: around the frame (spec 001 §9)', () => {
  it("shows the brand's licence under the game, and fades it after 5 s", async () => {
    const release = await openWithLaunchHeld('/en/game/golden-reels', {
      ...PLAYER,
      licencesAuthority: 'MGA',
    });
    useFakeTimersWithTestingLibrary();
    await release();
    const text = 'Playfair is licensed and regulated by Malta Gaming Authority. Play responsibly.';
    const licence = screen.getByRole('note');
    expect(licence).toHaveTextContent(text);

    await passTime(GAME_LICENCE_NOTICE_MS - 1);
    expect(screen.getByRole('note')).toBe(licence);
    await passTime(1);
    // Fading: out of the accessibility tree at once, off the page when its animation ends.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(licence).toHaveAttribute('aria-hidden', 'true');
  });

  it('warns of flashing lights for the listed games, for 10 s', async () => {
    const release = await openWithLaunchHeld('/en/game/golden-reels', PLAYER, {
      ...GAME,
      gameId: '20089',
    });
    useFakeTimersWithTestingLibrary();
    await release();
    const warning = screen.getByRole('alert', { name: 'Photosensitivity warning' });
    expect(warning).toHaveTextContent('flashing lights');

    await passTime(FLASH_WARNING_MS - 1);
    expect(warning).toBeInTheDocument();
    await passTime(1);
    expect(warning).not.toBeInTheDocument();
  });

  it('shows no flash warning for other games', async () => {
    const release = await openWithLaunchHeld('/en/game/golden-reels', PLAYER);
    useFakeTimersWithTestingLibrary();
    await release();
    expect(screen.queryByRole('alert', { name: 'Photosensitivity warning' })).toBeNull();
  });
});

describe('game view: the unlogged demo re-login timer (spec 001 §4 / §9)', () => {
  async function closeLogin() {
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await passTime();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  }

  it('asks a visitor to log in after 2 minutes, then 3 minutes later', async () => {
    const release = await openWithLaunchHeld('/en/game/golden-reels');
    useFakeTimersWithTestingLibrary();
    await release();

    await passTime(demoReloginDelayMs(0) - 1);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    await passTime(1);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();

    await closeLogin();
    await passTime(demoReloginDelayMs(1) - 1);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    await passTime(1);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('waits 20 s at a time while a round is in progress', async () => {
    const release = await openWithLaunchHeld('/en/game/golden-reels');
    useFakeTimersWithTestingLibrary();
    await release();
    postFromStudio('roundStart');

    await passTime(demoReloginDelayMs(0));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    await passTime(DEMO_RELOGIN_TIMER.retryWhileInGameMs);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();

    postFromStudio('roundEnd');
    await passTime(DEMO_RELOGIN_TIMER.retryWhileInGameMs - 1);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    await passTime(1);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('never runs for a player playing for fun', async () => {
    const release = await openWithLaunchHeld('/en/game/golden-reels?mode=demo', PLAYER);
    useFakeTimersWithTestingLibrary();
    await release();

    await passTime(demoReloginDelayMs(0) + demoReloginDelayMs(1));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('game view: pending consents (spec 001 §8)', () => {
  it('opens the consents modal 303 ms after the page opens, without launching', async () => {
    const details = deferred<{ body: unknown }>();
    const requests = stubServer({
      'GET /en/user/wallet': () => ({
        body: {
          success: true,
          balanceMinor: '1250',
          currency: 'EUR',
          formatted: '€12.50',
          bonusMinor: '0',
          bonusFormatted: '€0.00',
        },
      }),
      'GET /en/games/golden-reels': () => details.promise,
      'GET /public-api/user/marketing-consents': () => ({
        body: {
          success: true,
          data: {
            html:
              '<form data-consents-form data-error="Tick one."><h2>Stay in the loop</h2><p>Intro</p>' +
              '<label><input type="checkbox" data-consent="all"><span>All</span></label>' +
              '<label><input type="checkbox" data-consent="email"><span>Email</span></label>' +
              '<label><input type="checkbox" data-consent="none"><span>None</span></label>' +
              '<button>Save</button></form>',
          },
        },
      }),
    });
    await renderApp('/en/game/golden-reels?error=pending-consent', PLAYER);
    await screen.findByText('Loading…');
    useFakeTimersWithTestingLibrary();
    details.resolve({ body: { success: true, game: GAME } });
    await passTime();
    expect(screen.getByText('Loading the game…')).toBeInTheDocument();

    await passTime(CONSENT_MODAL_DELAY_MS - 1);
    expect(requests.callsTo('GET', '/public-api/user/marketing-consents')).toHaveLength(0);
    await passTime(1);
    await passTime();
    expect(requests.callsTo('GET', '/public-api/user/marketing-consents')).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Stay in the loop' })).toBeInTheDocument();
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });
});
