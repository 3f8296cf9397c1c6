import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TGameDetails } from '@playfair/contracts/games';
import { TEST_GAME } from '../game-test-data';
import { NOTIFICATION_DURATION_MS } from '@playfair/domain/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameLinkState } from '../../../shared/navigation/game-link-state';
import { loadPage } from '../../../shared/navigation/page-load';
import { notifications } from '../../../shared/notifications/notification-queue';
import { deferred, type FakeAnswer, type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { clickAndSettle } from '../../../test/settled-click';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);
afterEach(() => {
  act(() => notifications.clear());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

const PLAYER = { logged: true, userId: '42' } as const;
const GAME_URL = '/en/igc-game-url/g-101';

const GAME: TGameDetails = {
  ...TEST_GAME,
  gameId: 'g-101',
  slug: 'golden-reels',
  Name: 'Golden Reels',
  GameType: 'Video Slots',
};

const LIVE_GAME: TGameDetails = { ...GAME, forFun: false, isLive: true, GameType: 'Live Roulette' };

/** GET /modal/{name}: a fragment titled `title` (contracts/lobby.ts). */
function modalFragment(name: string, title: string): FakeHandler {
  return () => ({
    text: `<section data-modal="${name}" data-can-close="true"><h2>${title}</h2><p>Details of ${name}.</p><footer><a data-action="close" href="">OK</a></footer></section>`,
  });
}

function server(game: TGameDetails = GAME, overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
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
    [`GET ${GAME_URL}`]: () => ({ text: 'https://studio.example/play/video-slot?launch=t1' }),
    'GET /en/modal/unverified-block': modalFragment('unverified-block', 'Verify your account'),
    'GET /en/modal/pep-block': modalFragment('pep-block', 'Account review'),
    'GET /en/modal/kyc-block': modalFragment('kyc-block', 'Identity documents'),
    'GET /en/modal/gameplay-block': modalFragment('gameplay-block', 'Play is blocked'),
    'GET /en/modal/aml-error': modalFragment('aml-error', 'Source of funds'),
    'GET /en/modal/play-for-real-please': modalFragment('play-for-real-please', 'Play for real'),
    ...overrides,
  });
}

function player(overrides: Partial<TAppConfig>): Partial<TAppConfig> {
  return { ...PLAYER, ...overrides };
}

describe('game view: the checks before real play (spec 001 §6, spec 000 §6)', () => {
  it('opens the PEP block modal instead of the game, and asks for no launch', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels', player({ playReasons: ['pep-block'] }));

    const dialog = await screen.findByRole('dialog', { name: 'Account review' });
    expect(dialog).toHaveTextContent('Details of pep-block.');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Playing for real is paused');
    expect(notice).toHaveTextContent(
      'Your account is being reviewed. Playing for real money is paused until the review is complete.',
    );
    expect(screen.queryByTitle('Golden Reels')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it('shows the first block only: unverified before PEP, KYC and the rest', async () => {
    const requests = server();
    await renderApp(
      '/en/game/golden-reels',
      player({
        playReasons: ['unverified-block', 'pep-block', 'kyc-block', 'gameplay-block', 'kyc-status'],
      }),
    );

    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
    const asked = requests.requests.filter((request) => request.path.startsWith('/en/modal/'));
    expect(asked.map((request) => request.path)).toEqual(['/en/modal/unverified-block']);
    expect(requests.callsTo('GET', '/en/get/user-status')).toHaveLength(0);
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it('asks the gameplay block with can-close 0: the player may not close it', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels', player({ playReasons: ['gameplay-block'] }));
    await screen.findByRole('dialog', { name: 'Play is blocked' });
    expect(requests.callsTo('GET', '/en/modal/gameplay-block')[0]!.query.get('can-close')).toBe(
      '0',
    );
  });

  it('asks scan verification with can-close 1', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels', player({ playReasons: ['scan-verification'] }));
    await screen.findByRole('dialog', { name: 'Play is blocked' });
    expect(requests.callsTo('GET', '/en/modal/gameplay-block')[0]!.query.get('can-close')).toBe(
      '1',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We need documents to confirm your identity before you can play for real money.',
    );
  });

  it('says the documents are being checked while they await review (doc-pending)', async () => {
    const requests = server();
    await renderApp(
      '/en/game/golden-reels',
      player({ playReasons: ['scan-verification'], hasDocumentsPending: true }),
    );
    await vi.waitFor(() =>
      expect(requests.callsTo('GET', '/en/modal/doc-pending')).toHaveLength(1),
    );
    expect(requests.callsTo('GET', '/en/modal/gameplay-block')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your documents are being checked. You can play for real money once the check is complete.',
    );
  });

  it("shows the AML modal and the server's AML message as a notification (spec 000 §8)", async () => {
    const requests = server(GAME, {
      'GET /en/get/user-status': () => ({
        body: { success: false, error: 'Tell us where your money comes from.' },
      }),
    });
    await renderApp('/en/game/golden-reels', player({ playReasons: ['kyc-status'] }));

    expect(await screen.findByRole('dialog', { name: 'Source of funds' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(notifications.current()).toMatchObject({
        message: 'Tell us where your money comes from.',
        kind: 'aml',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Additional verification is required. Please upload your documents in your account.',
    );
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it('falls back to its own AML text when the server has none, for 10 s', async () => {
    const status = deferred<FakeAnswer>();
    server(GAME, { 'GET /en/get/user-status': () => status.promise });
    await renderApp('/en/game/golden-reels', player({ playReasons: ['aml-status'] }));
    await screen.findByRole('dialog', { name: 'Source of funds' });

    useFakeTimersWithTestingLibrary();
    status.resolve({ body: { success: true } });
    await passTime();
    expect(notifications.current()).toMatchObject({
      message:
        'Please tell us about your source of wealth in your account before you continue playing.',
      kind: 'aml',
    });
    await passTime(NOTIFICATION_DURATION_MS.aml - 1);
    expect(notifications.current()).not.toBeNull();
    await passTime(1);
    expect(notifications.current()).toBeNull();
  });

  it('leaves for the address of a 500 with redirect (spec 000 §7)', async () => {
    server(GAME, {
      'GET /en/get/user-status': () => ({
        status: 500,
        body: { success: false, redirect: '/en/' },
      }),
    });
    await renderApp('/en/game/golden-reels', player({ playReasons: ['aml-status'] }));

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en/'));
    expect(notifications.current()).toBeNull();
  });

  it('shows the RG trigger block in place of the game', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels', player({ playReasons: ['rg-trigger-block'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your responsible gambling settings do not allow real-money play right now.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it('blocks an unverified German player with the KYC message', async () => {
    server();
    await renderApp('/en/game/golden-reels', player({ playReasons: ['unverified-german-player'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verify your identity to play. Please upload your documents in your account.',
    );
  });

  it('lets a blocked player play for fun: the blocks stop real play only', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels?mode=demo', player({ playReasons: ['pep-block'] }));

    expect(await screen.findByTitle('Golden Reels')).toBeInTheDocument();
    expect(requests.callsTo('GET', GAME_URL)[0]!.query.get('mode')).toBe('demo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the block modal again from the notice', async () => {
    server();
    const user = userEvent.setup();
    await renderApp('/en/game/golden-reels', player({ playReasons: ['kyc-block'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity documents' });
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());

    await clickAndSettle(user, screen.getByRole('button', { name: 'See why' }));

    expect(await screen.findByRole('dialog', { name: 'Identity documents' })).toBeInTheDocument();
  });
});

describe('game view: visitors (spec 001 §6)', () => {
  it('asks for the login on a direct link to a game without demo play', async () => {
    const requests = server(LIVE_GAME);
    await renderApp('/en/game/golden-reels');

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Log in to play');
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it('asks a visitor who opened it from the lobby to play for real', async () => {
    const requests = server(LIVE_GAME);
    const { router } = await renderApp('/en/');
    await screen.findByRole('heading', { level: 1 });

    await act(() => router.navigate('/en/game/golden-reels', { state: gameLinkState('lobby') }));

    expect(await screen.findByRole('dialog', { name: 'Play for real' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it('asks for the login where demo play is off, even for a game with a demo', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels', {
      lobby: { demoPlay: false, jackpotBanner: false, races: false, favourites: false },
    });

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });
});

describe('game view: onload errors (spec 001 §8)', () => {
  it('shows the hard reality check without launching', async () => {
    const requests = server();
    await renderApp('/en/game/golden-reels?error=hard-reality-check', PLAYER);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User has an active Hard Reality Check!',
    );
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it("runs the game validations for the server's onload action, in fun play too", async () => {
    const requests = server();
    await renderApp(
      '/en/game/golden-reels?mode=demo',
      player({
        playReasons: ['rg-trigger-block'],
        onloadActions: [{ action: 'game', params: { error: 'not-authorized' } }],
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your responsible gambling settings do not allow real-money play right now.',
    );
    expect(requests.callsTo('GET', GAME_URL)).toHaveLength(0);
  });

  it("says the game is not available when no validation explains the server's refusal", async () => {
    server();
    await renderApp('/en/game/golden-reels?error=not-authorized', PLAYER);

    expect(await screen.findByRole('alert')).toHaveTextContent('This game cannot be opened');
  });
});
