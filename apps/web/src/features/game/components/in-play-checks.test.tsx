import type { TAppConfig } from '@playfair/contracts/app-config';
import { CONFIRMATION_TRACKING_STORAGE_KEY } from '@playfair/contracts/game-session';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import { deferred, type FakeAnswer, type FakeHandler } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import {
  createHardStatus,
  createLimits,
  createRealityCheckStatus,
  createRealityCheckSummary,
  createSessionOptions,
  createSessionStats,
  FakeEventSource,
  inPlayServer,
  LAUNCH_PATH,
  PLAYER,
  passTimeAndAnswers as passTime,
  STUDIO,
  stubBrowserChannels,
  startFakeClock,
} from '../in-play-test-data';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);
beforeEach(() => {
  window.localStorage.clear();
  stubBrowserChannels();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

const GAME_PAGE = '/en/game/golden-reels';

/**
 * Opens the slot with its launch held back; `release` lets it arrive, with the fake clock on from
 * then: what the game starts (the checks' timers, the clocks) runs on the test's time.
 */
async function openWithClock(
  config: Partial<TAppConfig>,
  overrides: Record<string, FakeHandler> = {},
  clockAt?: string,
) {
  const launch = deferred<FakeAnswer>();
  let launches = 0;
  const requests = inPlayServer({
    [`GET ${LAUNCH_PATH}`]: () => {
      launches += 1;
      const answer = { text: `${STUDIO}/play/video-slot?launch=token-${launches}` };
      return launches === 1 ? launch.promise.then(() => answer) : answer;
    },
    ...overrides,
  });
  const view = await renderApp(GAME_PAGE, config);
  await screen.findByText('Loading the game…');
  startFakeClock();
  if (clockAt !== undefined) vi.setSystemTime(new Date(clockAt));
  launch.resolve({ text: '' });
  await passTime();
  expect(screen.getByTitle('Golden Reels')).toBeInTheDocument();
  return { requests, view };
}

/** A click under the fake clock, and what it starts settled. */
async function press(element: HTMLElement) {
  fireEvent.click(element);
  await passTime();
}

describe('the reality check (spec 001 §4, spec 000 §9)', () => {
  it('pauses the game under a modal with the last hour, not closed by Escape; Continue stops it and launches again', async () => {
    const start = deferred<FakeAnswer>();
    const requests = inPlayServer({
      'GET /en/reality-check/start': () => start.promise,
      'GET /en/reality-check': () => ({ body: createRealityCheckSummary() }),
      'GET /en/reality-check-form': () => ({
        body: { success: true, intervalMinutes: 30, choices: [15, 30, 45, 60] },
      }),
      'GET /en/reality-check/stop': () => ({
        body: createRealityCheckStatus({ remainingTime: 1_800 }),
      }),
    });
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, PLAYER);
    const frame = (await screen.findByTitle('Golden Reels')) as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');

    start.resolve({
      body: createRealityCheckStatus({ hasActiveRealityCheck: true, remainingTime: 0 }),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(post).toHaveBeenCalledWith({ source: 'playfair-casino', type: 'inview' }, STUDIO);
    expect(await within(dialog).findByText('You have been playing for 75 minutes.')).toBeVisible();
    expect(within(dialog).getByText('Your play in the last 60 minutes')).toBeVisible();
    const figure = (label: string) => within(dialog).getByText(label).nextSibling;
    expect(figure('Bets placed')).toHaveTextContent('42');
    expect(figure('Staked')).toHaveTextContent('€42.00');
    expect(figure('Won')).toHaveTextContent('€12.50');
    expect(figure('Net result')).toHaveTextContent('-€29.50');
    expect(
      await within(dialog).findByText('You chose to be reminded every 30 minutes.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'See your gaming history' })).toHaveAttribute(
      'href',
      '/en/account?tab=gaming-history',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/reality-check/stop')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.callsTo('GET', '/en/reality-check/stop')).toHaveLength(1);
    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute(
      'src',
      `${STUDIO}/play/video-slot?launch=token-2`,
    );
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(2);
    expect(requests.callsTo('GET', '/en/reality-check/start')).toHaveLength(1);
  });

  it('asks the clock again when the time it gave runs out, and when the tab comes back', async () => {
    let readings = 0;
    const { requests } = await openWithClock(PLAYER, {
      'GET /en/reality-check/start': () => ({
        body: createRealityCheckStatus({ remainingTime: 60 }),
      }),
      'GET /en/reality-check/get': () => {
        readings += 1;
        return {
          body: createRealityCheckStatus(
            readings === 1 ? { remainingTime: 600 } : { hasActiveRealityCheck: true },
          ),
        };
      },
      'GET /en/reality-check': () => ({ body: createRealityCheckSummary() }),
    });
    await passTime();
    expect(requests.callsTo('GET', '/en/reality-check/start')).toHaveLength(1);

    await passTime(59_000);
    expect(requests.callsTo('GET', '/en/reality-check/get')).toHaveLength(0);
    await passTime(1_000);
    expect(requests.callsTo('GET', '/en/reality-check/get')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await passTime();
    expect(requests.callsTo('GET', '/en/reality-check/get')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('asks the clock again at once when the game says the casino refused a stake', async () => {
    const { requests } = await openWithClock(PLAYER, {
      'GET /en/reality-check/start': () => ({
        body: createRealityCheckStatus({ remainingTime: 3_000 }),
      }),
      'GET /en/reality-check/get': () => ({
        body: createRealityCheckStatus({ hasActiveRealityCheck: true }),
      }),
      'GET /en/reality-check': () => ({ body: createRealityCheckSummary() }),
    });
    await passTime();
    expect(requests.callsTo('GET', '/en/reality-check/get')).toHaveLength(0);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: STUDIO,
          data: { source: 'playfair-studio', type: 'paused', code: 'REALITY_CHECK_DUE' },
        }),
      );
    });
    await passTime();
    expect(requests.callsTo('GET', '/en/reality-check/get')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('leaves for the lobby from the check', async () => {
    inPlayServer({
      'GET /en/reality-check/start': () => ({
        body: createRealityCheckStatus({ hasActiveRealityCheck: true }),
      }),
      'GET /en/reality-check': () => ({ body: createRealityCheckSummary() }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the game' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
  });
});

describe('the hard reality check (spec 001 §4 / §6 / §9)', () => {
  const HARD = { ...PLAYER, features: { 'hard-reality-check': true } };

  it('blocks play; Confirm starts the cooldown, counted down, and Continue is enabled at zero', async () => {
    let readings = 0;
    const { requests } = await openWithClock(HARD, {
      'GET /en/reality-check/start': () => ({ body: createRealityCheckStatus({ kind: 'hard' }) }),
      'GET /en/public-api/v1/reality-check': () => {
        readings += 1;
        return {
          body: createHardStatus(
            readings === 1 ? {} : { hasActiveRealityCheck: false, dueIn: 3_600 },
          ),
        };
      },
      'GET /en/public-api/v1/reality-check/pop-up-tracking': () => ({ body: { success: true } }),
      'GET /en/public-api/v1/reality-check/confirmation-for-cooldown': () => ({
        body: createHardStatus({ cooldownRemaining: 300 }),
      }),
    });

    const dialog = screen.getByRole('dialog', { name: 'Time for a break' });
    expect(dialog).toHaveTextContent('User has an active Hard Reality Check!');
    expect(requests.callsTo('GET', '/en/public-api/v1/reality-check/pop-up-tracking')).toHaveLength(
      1,
    );
    expect(within(dialog).queryByRole('button', { name: 'Continue playing' })).toBeNull();

    await press(within(dialog).getByRole('button', { name: 'Confirm and start the pause' }));
    const timer = within(dialog).getByRole('timer', { name: 'Pause ends in' });
    expect(timer).toHaveTextContent('05:00');
    expect(timer.closest('[tabindex]')).toHaveFocus();
    const proceed = within(dialog).getByRole('button', { name: 'Continue playing' });
    expect(proceed).toBeDisabled();
    expect(within(dialog).getByText('5 minutes of the pause left.')).toBeInTheDocument();

    await passTime(1_000);
    expect(timer).toHaveTextContent('04:59');
    // Read out on the minute, not at every second.
    expect(within(dialog).getByText('5 minutes of the pause left.')).toBeInTheDocument();
    await passTime(298_000);
    expect(timer).toHaveTextContent('00:01');
    expect(proceed).toBeDisabled();
    await passTime(1_000);
    expect(timer).toHaveTextContent('00:00');
    expect(proceed).toBeEnabled();
    expect(
      within(dialog).getByText('The pause is over. You can continue playing.'),
    ).toBeInTheDocument();

    await press(proceed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(2);
    expect(requests.callsTo('GET', '/en/public-api/v1/reality-check')).toHaveLength(2);
  });

  it('logs out from the check: tells the server, then logs out as the site does', async () => {
    const requests = inPlayServer({
      'GET /en/reality-check/start': () => ({ body: createRealityCheckStatus({ kind: 'hard' }) }),
      'GET /en/public-api/v1/reality-check': () => ({ body: createHardStatus() }),
      'POST /en/public-api/v1/reality-check/confirmation-tracking': () => ({
        body: { success: true, HasSessionExpired: false },
      }),
      'GET /en/user/logout': () => ({ body: { success: true, redirect: '/en/' } }),
    });
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, HARD);
    const dialog = await screen.findByRole('dialog', { name: 'Time for a break' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en/'));
    const [tracking] = requests.callsTo(
      'POST',
      '/en/public-api/v1/reality-check/confirmation-tracking',
    );
    expect(tracking!.form.get('action')).toBe('logout');
    expect(tracking!.form.get('csrf_token')).toBe('csrf-1');
    expect(requests.callsTo('GET', '/en/user/logout')).toHaveLength(1);
  });

  it('logs out by itself 120 s after the check first showed with no play time left, a reload included', async () => {
    const overrides: Record<string, FakeHandler> = {
      'GET /en/reality-check/start': () => ({ body: createRealityCheckStatus({ kind: 'hard' }) }),
      'GET /en/public-api/v1/reality-check': () => ({
        body: createHardStatus({ remainingTime: 0 }),
      }),
      'POST /en/public-api/v1/reality-check/confirmation-tracking': () => ({
        body: { success: true, HasSessionExpired: false },
      }),
      'GET /en/user/logout': () => ({ body: { success: true, redirect: '/en/?bye' } }),
    };
    const first = await openWithClock(HARD, overrides, '2026-03-01T12:00:00.000Z');
    let dialog = screen.getByRole('dialog', { name: 'Time for a break' });
    expect(dialog).toHaveTextContent('You have no playing time left today.');
    expect(
      within(dialog).queryByRole('button', { name: 'Confirm and start the pause' }),
    ).toBeNull();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('02:00');
    const deadline = Number(window.localStorage.getItem(CONFIRMATION_TRACKING_STORAGE_KEY));
    expect(deadline - Date.parse('2026-03-01T12:02:00.000Z')).toBeGreaterThanOrEqual(0);
    expect(deadline - Date.parse('2026-03-01T12:02:00.000Z')).toBeLessThan(1_000);

    await passTime(60_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:00');
    first.view.unmount();
    await passTime();
    vi.useRealTimers();

    // The page is loaded again a minute into the countdown: it goes on from where it was.
    // (Exactly a minute before the deadline the first page kept, however long its start took.)
    const second = await openWithClock(HARD, overrides, new Date(deadline - 60_000).toISOString());
    dialog = screen.getByRole('dialog', { name: 'Time for a break' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:00');
    expect(Number(window.localStorage.getItem(CONFIRMATION_TRACKING_STORAGE_KEY))).toBe(deadline);

    await passTime(59_900);
    expect(loadPage).not.toHaveBeenCalled();
    await passTime(100);
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en/?bye'));
    const [tracking] = second.requests.callsTo(
      'POST',
      '/en/public-api/v1/reality-check/confirmation-tracking',
    );
    expect(tracking!.form.get('action')).toBe('auto-logout');
    expect(window.localStorage.getItem(CONFIRMATION_TRACKING_STORAGE_KEY)).toBeNull();
  });
});

describe('the net-loss limit and the session time (spec 001 §4 / §8 / §9)', () => {
  const LIMITS = { ...PLAYER, features: { gamelimits: true } };

  function limitsServer(overrides: Record<string, FakeHandler> = {}) {
    return inPlayServer({
      'GET /en/game/session/options': () => ({
        body: createSessionOptions({ current: createLimits() }),
      }),
      'POST /en/game/session/details': () => ({
        body: { success: true, data: { session: createSessionStats() } },
      }),
      ...overrides,
    });
  }

  it('warns from 80 %, and at 100 % unloads the game and offers the lobby after 1 s', async () => {
    const requests = limitsServer();
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, LIMITS);
    await screen.findByTitle('Golden Reels');
    await vi.waitFor(() =>
      expect(requests.callsTo('POST', '/en/game/session/details')).toHaveLength(1),
    );
    expect(requests.callsTo('POST', '/en/game/session/details')[0]!.form.get('GameId')).toBe(
      'g-101',
    );

    FakeEventSource.push(
      'session-stats',
      createSessionStats({ gameId: 'g-7', netLossPercent: 95 }),
    );
    expect(
      screen.queryByText('You have almost reached your net loss limit for this session.'),
    ).toBeNull();

    FakeEventSource.push('session-stats', createSessionStats({ netLossPercent: 85 }));
    const warning = await screen.findByText(
      'You have almost reached your net loss limit for this session.',
    );
    expect(screen.getByTitle('Golden Reels')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(warning).not.toBeInTheDocument();

    startFakeClock();
    FakeEventSource.push('session-stats', createSessionStats({ netLossPercent: 100 }));
    await passTime();
    expect(screen.queryByTitle('Golden Reels')).toBeNull();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Net loss limit reached');
    expect(notice).toHaveTextContent(
      'You have reached your net loss limit. This game session will now stop.',
    );
    expect(within(notice).queryByRole('link', { name: 'Back to the lobby' })).toBeNull();
    await passTime(900);
    expect(within(notice).queryByRole('link', { name: 'Back to the lobby' })).toBeNull();
    await passTime(100);
    expect(within(notice).getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute(
      'href',
      '/en/casino',
    );
  });

  it('closes the warning with Escape', async () => {
    limitsServer({
      'POST /en/game/session/details': () => ({
        body: { success: true, data: { session: createSessionStats({ netLossPercent: 80 }) } },
      }),
    });
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, LIMITS);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    act(() => dismiss.focus());
    await user.keyboard('{Escape}');
    expect(
      screen.queryByText('You have almost reached your net loss limit for this session.'),
    ).toBeNull();
    expect(screen.getByTitle('Golden Reels')).toBeInTheDocument();
  });

  it('unloads the game when the session’s time is up', async () => {
    const endsAt = '2026-03-01T12:00:05.000Z';
    await openWithClock(
      { ...PLAYER, features: { gamelimits: true } },
      {
        'GET /en/game/session/options': () => ({
          body: createSessionOptions({ required: false }),
        }),
        'POST /en/game/session/details': () => ({
          body: {
            success: true,
            data: { session: createSessionStats({ limits: createLimits({ EndsAt: endsAt }) }) },
          },
        }),
      },
      '2026-03-01T12:00:00.000Z',
    );
    await passTime(4_900);
    expect(screen.getByTitle('Golden Reels')).toBeInTheDocument();
    await passTime(100);
    expect(screen.queryByTitle('Golden Reels')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Session time is up');
  });
});

describe('the live stats (spec 001 §6 show-live-stats)', () => {
  it('shows the balance and the sitting’s time, every second, in GB', async () => {
    await openWithClock(
      { ...PLAYER, country: 'GB', features: { 'show-live-stats': true } },
      {
        'GET /en/reality-check/start': () => ({
          body: createRealityCheckStatus({ sessionStart: '2026-03-01T11:58:55.000Z' }),
        }),
      },
      '2026-03-01T12:00:00.000Z',
    );
    await passTime();
    const stats = screen.getByRole('region', { name: 'Live session stats' });
    const figure = (label: string) => within(stats).getByText(label).nextSibling;
    expect(figure('Balance')).toHaveTextContent('€12.50');
    expect(figure('Session time')).toHaveTextContent('00:01:05');
    await passTime(1_000);
    expect(figure('Session time')).toHaveTextContent('00:01:06');
    expect(within(stats).queryByText('Stakes')).toBeNull();
  });

  it("shows the session's stakes, wins and net in ES, read after a reload and pushed after rounds", async () => {
    const requests = inPlayServer({
      'POST /en/game/session/details': () => ({
        body: { success: true, data: { session: createSessionStats({ limits: null }) } },
      }),
    });
    await renderApp(GAME_PAGE, { ...PLAYER, country: 'ES', features: { 'show-live-stats': true } });
    const stats = await screen.findByRole('region', { name: 'Live session stats' });
    const figure = (label: string) => within(stats).getByText(label).nextSibling;
    await vi.waitFor(() => expect(figure('Stakes')).toHaveTextContent('€10.00'));
    expect(figure('Wins')).toHaveTextContent('€2.50');
    expect(figure('Net')).toHaveTextContent('-€7.50');
    expect(within(stats).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/en/account?tab=limits',
    );
    expect(requests.callsTo('POST', '/en/game/session/details')[0]!.form.get('csrf_token')).toBe(
      'csrf-1',
    );

    FakeEventSource.push('session-stats', createSessionStats({ bet: '2000', win: '4500' }));
    await vi.waitFor(() => expect(figure('Stakes')).toHaveTextContent('€20.00'));
    expect(figure('Wins')).toHaveTextContent('€45.00');
    expect(figure('Net')).toHaveTextContent('€25.00');
    expect(within(stats).queryByText('Balance')).toBeNull();
  });

  it('shows no bar where the feature is off, and the session bar nets wins minus bets', async () => {
    inPlayServer();
    await renderApp(GAME_PAGE, { ...PLAYER, country: 'ES' });
    await screen.findByTitle('Golden Reels');
    expect(screen.queryByRole('region', { name: 'Live session stats' })).toBeNull();
    expect(screen.getByText('Net').nextSibling).toHaveTextContent('€0.00');
    expect(screen.getByText('Time played').nextSibling).toHaveTextContent(/^00:0\d$/);
  });
});
