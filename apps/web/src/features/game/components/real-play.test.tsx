import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  ACTIVE_GAME_STORAGE_KEY,
  GAME_WINDOW_CHANNEL,
  NOTIFICATION_LOCK_STORAGE_KEY,
} from '@playfair/contracts/game-session';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import {
  createLimits,
  createSessionOptions,
  FakeBroadcastChannel,
  inPlayServer,
  LAUNCH_PATH,
  PLAYER,
  STUDIO,
  stubBrowserChannels,
} from '../in-play-test-data';
import { CLIENT_ID_STORAGE_KEY } from '../model/window-lock';

beforeAll(preloadAppModals);
beforeEach(() => {
  window.localStorage.clear();
  stubBrowserChannels();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const GAME_PAGE = '/en/game/golden-reels';
const WITH_LIMITS: Partial<TAppConfig> = { ...PLAYER, features: { gamelimits: true } };

function conflict() {
  return {
    status: 409,
    body: errorBody('MULTIPLE_GAME_SESSIONS_ACTIVE', 'A game is open somewhere else.'),
  };
}

/** Another window of the site showing a game (spec 001 §3 browser storage). */
function anotherWindowPlays() {
  window.localStorage.setItem(
    ACTIVE_GAME_STORAGE_KEY,
    JSON.stringify({ clientID: 'other-window', gameId: 'g-9' }),
  );
}

describe('the game-limits check screen (spec 001 §3 / §4 / §6 gamelimits)', () => {
  it('asks the limits before a slot, enables submit only when all are chosen, posts them and launches', async () => {
    const requests = inPlayServer();
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, WITH_LIMITS);

    const screenTitle = await screen.findByRole('heading', { name: 'Set your session limits' });
    expect(screenTitle).toHaveFocus();
    expect(screen.getByText('Choose how long you play and the most you may lose.')).toBeVisible();
    expect(screen.queryByTitle('Golden Reels')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(0);
    expect(requests.callsTo('GET', '/en/game/session/options')[0]!.query.get('gameId')).toBe(
      'g-101',
    );
    const asked = requests.requests.map((request) => request.path);
    expect(asked.indexOf('/en/user/active-session')).toBeLessThan(
      asked.indexOf('/en/game/session/options'),
    );

    const submit = screen.getByRole('button', { name: 'Start playing' });
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session length' }), '60');
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Net loss limit' }), '50.00');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute(
      'src',
      `${STUDIO}/play/video-slot?launch=token-1`,
    );
    const [posted] = requests.callsTo('POST', '/en/game/session/options/set');
    expect(Object.fromEntries(posted!.form)).toEqual({
      SessionDuration: '60',
      NetLoss: '50.00',
      GameId: 'g-101',
      csrf_token: 'csrf-1',
    });
    expect(screen.queryByRole('heading', { name: 'Set your session limits' })).toBeNull();
  });

  it('shows the notice of a new session soon after the last', async () => {
    inPlayServer({
      'GET /en/game/session/options': () => ({
        body: createSessionOptions({
          meta: {
            title: 'Set your session limits',
            body: 'Choose.',
            notice: 'Your last session ended 20 minutes ago.',
          },
        }),
      }),
    });
    await renderApp(GAME_PAGE, WITH_LIMITS);
    expect(await screen.findByText('Your last session ended 20 minutes ago.')).toBeVisible();
  });

  it('ends the other sessions and sends the limits once more on MULTIPLE_GAME_SESSIONS_ACTIVE', async () => {
    let posts = 0;
    const requests = inPlayServer({
      'POST /en/game/session/options/set': () => {
        posts += 1;
        return posts === 1
          ? conflict()
          : { body: { success: true, data: { sessionId: 's2', limits: createLimits() } } };
      },
    });
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, WITH_LIMITS);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Session length' }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Net loss limit' }), '10.00');
    await user.click(screen.getByRole('button', { name: 'Start playing' }));

    expect(await screen.findByTitle('Golden Reels')).toBeInTheDocument();
    expect(requests.callsTo('POST', '/en/game/session/options/set')).toHaveLength(2);
    const closes = requests.callsTo('GET', '/en/user/close-session');
    expect(closes).toHaveLength(1);
    expect(closes[0]!.query.get('gameId')).toBeNull();
    expect(closes[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('retries only once: a second refusal is the generic error, then the lobby', async () => {
    const requests = inPlayServer({ 'POST /en/game/session/options/set': () => conflict() });
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, WITH_LIMITS);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Session length' }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Net loss limit' }), '10.00');
    await user.click(screen.getByRole('button', { name: 'Start playing' }));

    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('A game is open somewhere else.');
    expect(requests.callsTo('POST', '/en/game/session/options/set')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the lobby' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(0);
  });

  it("shows any other refusal's message in the generic error, and Escape leads to the lobby too", async () => {
    inPlayServer({
      'POST /en/game/session/options/set': () => ({
        status: 400,
        body: errorBody('GAME_SESSION_OPTION_UNKNOWN', 'Please choose one of the offered values.'),
      }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, WITH_LIMITS);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Session length' }), '15');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Net loss limit' }), '10.00');
    await user.click(screen.getByRole('button', { name: 'Start playing' }));

    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('Please choose one of the offered values.');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
  });

  it("shows an active session's error, translated, then goes to the lobby without asking the options", async () => {
    const requests = inPlayServer({
      'GET /en/user/active-session': () => ({
        body: {
          success: true,
          data: [
            {
              sessionId: 's0',
              gameId: 'g-7',
              GameName: 'Lucky Sevens',
              bet: '0',
              win: '0',
              currency: 'EUR',
              sessionStart: new Date().toISOString(),
              meta: { NetLoss: '0' },
              Error: 'game_session_time_reached',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, WITH_LIMITS);

    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent(
      'Your game session has reached the time you set. Start a new session to play on.',
    );
    expect(requests.callsTo('GET', '/en/game/session/options')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the lobby' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
  });

  it('launches with the running session’s limits shown over the game, until Continue', async () => {
    const requests = inPlayServer({
      'GET /en/game/session/options': () => ({
        body: createSessionOptions({ current: createLimits() }),
      }),
    });
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, WITH_LIMITS);

    expect(await screen.findByTitle('Golden Reels')).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Your session limits' });
    expect(within(notice).getByText('60 minutes')).toBeVisible();
    expect(within(notice).getByText('€50.00')).toBeVisible();
    expect(requests.callsTo('POST', '/en/game/session/options/set')).toHaveLength(0);
    await user.click(within(notice).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: 'Your session limits' })).toBeNull();
    expect(screen.getByTitle('Golden Reels')).toBeInTheDocument();
  });

  it('launches at once when the options need no limits, and skips the check for a live game', async () => {
    const requests = inPlayServer({
      'GET /en/game/session/options': () => ({
        body: createSessionOptions({ required: false }),
      }),
    });
    await renderApp(GAME_PAGE, WITH_LIMITS);
    expect(await screen.findByTitle('Golden Reels')).toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/game/session/options')).toHaveLength(1);
  });
});

describe('one game, one window (spec 001 §3 / §4)', () => {
  it('records this window’s game while it shows, and ends the session on leaving the game view', async () => {
    const requests = inPlayServer();
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, PLAYER);
    await screen.findByTitle('Golden Reels');

    const clientId = window.sessionStorage.getItem(CLIENT_ID_STORAGE_KEY);
    expect(clientId).not.toBeNull();
    expect(JSON.parse(window.localStorage.getItem(ACTIVE_GAME_STORAGE_KEY)!)).toEqual({
      clientID: clientId,
      gameId: 'g-101',
    });
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Back to the casino' }));
    await vi.waitFor(() =>
      expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(1),
    );
    const [close] = requests.callsTo('GET', '/en/user/close-session');
    expect(close!.query.get('gameId')).toBe('g-101');
    expect(close!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const init = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url).includes('/user/close-session'))?.[1];
    expect(init?.keepalive).toBe(true);
    expect(window.localStorage.getItem(ACTIVE_GAME_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('keeps the session on a reload or a closed tab (pagehide): only the game’s launch closes', async () => {
    const requests = inPlayServer();
    await renderApp(GAME_PAGE, PLAYER);
    await screen.findByTitle('Golden Reels');
    expect(window.localStorage.getItem(ACTIVE_GAME_STORAGE_KEY)).not.toBeNull();

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));

    expect(window.localStorage.getItem(ACTIVE_GAME_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() =>
      expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(1),
    );
    const [close] = requests.callsTo('GET', '/en/user/close-session');
    expect(close!.query.get('gameId')).toBe('g-101');
    expect(close!.query.get('launchOnly')).toBe('1');
  });

  it('asks before closing the game of another window (game-notification on)', async () => {
    anotherWindowPlays();
    const requests = inPlayServer();
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, { ...PLAYER, features: { 'game-notification': true } });

    expect(await screen.findByRole('dialog', { name: 'A game is already open' })).toBeVisible();
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(0);
    const clientId = window.sessionStorage.getItem(CLIENT_ID_STORAGE_KEY);
    expect(JSON.parse(window.localStorage.getItem(NOTIFICATION_LOCK_STORAGE_KEY)!)).toEqual({
      clientID: clientId,
    });

    await user.click(screen.getByRole('button', { name: 'Yes, play here' }));

    expect(await screen.findByTitle('Golden Reels')).toBeInTheDocument();
    expect(FakeBroadcastChannel.posted).toContainEqual({
      name: GAME_WINDOW_CHANNEL,
      data: { type: 'close-active-game', clientID: clientId },
    });
    const closes = requests.callsTo('GET', '/en/user/close-session');
    expect(closes).toHaveLength(1);
    expect(closes[0]!.query.get('gameId')).toBeNull();
    expect(window.localStorage.getItem(NOTIFICATION_LOCK_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(ACTIVE_GAME_STORAGE_KEY)!)).toMatchObject({
      clientID: clientId,
      gameId: 'g-101',
    });
  });

  it('goes to the lobby on No, closing nothing', async () => {
    anotherWindowPlays();
    const requests = inPlayServer();
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, {
      ...PLAYER,
      features: { 'game-notification': true },
    });
    await user.click(await screen.findByRole('button', { name: 'No, back to the lobby' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
    await act(() => Promise.resolve());
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(0);
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(0);
  });

  it('closes the other window’s game without asking where game-notification is off', async () => {
    anotherWindowPlays();
    const requests = inPlayServer();
    await renderApp(GAME_PAGE, PLAYER);

    expect(await screen.findByTitle('Golden Reels')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'A game is already open' })).toBeNull();
    expect(FakeBroadcastChannel.posted.map(({ data }) => data)).toContainEqual(
      expect.objectContaining({ type: 'close-active-game' }),
    );
    const asked = requests.requests.map((request) => request.path);
    expect(asked.indexOf('/en/user/close-session')).toBeLessThan(asked.indexOf(LAUNCH_PATH));
  });

  it('says so, with a way to the lobby, while another window is asking already', async () => {
    window.localStorage.setItem(
      NOTIFICATION_LOCK_STORAGE_KEY,
      JSON.stringify({ clientID: 'other-window' }),
    );
    anotherWindowPlays();
    const requests = inPlayServer();
    await renderApp(GAME_PAGE, { ...PLAYER, features: { 'game-notification': true } });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This game is open in another window');
    expect(within(notice).getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute(
      'href',
      '/en/casino',
    );
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(0);
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(0);
  });

  it('leaves for the lobby when another window opens a game, without ending the sessions itself', async () => {
    const requests = inPlayServer();
    const { router } = await renderApp(GAME_PAGE, PLAYER);
    await screen.findByTitle('Golden Reels');

    FakeBroadcastChannel.deliver(GAME_WINDOW_CHANNEL, {
      type: 'close-active-game',
      clientID: 'other-window',
    });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
    await act(() => Promise.resolve());
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(0);
    expect(window.localStorage.getItem(ACTIVE_GAME_STORAGE_KEY)).toBeNull();
  });

  it("leaves the question for the lobby when another window's question takes over", async () => {
    anotherWindowPlays();
    inPlayServer();
    const { router } = await renderApp(GAME_PAGE, {
      ...PLAYER,
      features: { 'game-notification': true },
    });
    await screen.findByRole('dialog', { name: 'A game is already open' });

    FakeBroadcastChannel.deliver(GAME_WINDOW_CHANNEL, {
      type: 'close-active-notification',
      clientID: window.sessionStorage.getItem(CLIENT_ID_STORAGE_KEY),
    });
    expect(router.state.location.pathname).toBe('/en/game/golden-reels');

    FakeBroadcastChannel.deliver(GAME_WINDOW_CHANNEL, {
      type: 'close-active-notification',
      clientID: 'other-window',
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
  });
});

describe('a launch refused for a game open elsewhere (409 MULTIPLE_GAME_SESSIONS_ACTIVE)', () => {
  it('asks yes or no where game-notification is on; yes ends the sessions and launches once more', async () => {
    let launches = 0;
    const requests = inPlayServer({
      [`GET ${LAUNCH_PATH}`]: () => {
        launches += 1;
        return launches === 1 ? conflict() : { text: `${STUDIO}/play/video-slot?launch=token-2` };
      },
    });
    const user = userEvent.setup();
    await renderApp(GAME_PAGE, { ...PLAYER, features: { 'game-notification': true } });

    expect(await screen.findByRole('dialog', { name: 'A game is already open' })).toBeVisible();
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, play here' }));

    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute(
      'src',
      `${STUDIO}/play/video-slot?launch=token-2`,
    );
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(1);
    const asked = requests.requests.map((request) => request.path);
    expect(asked.lastIndexOf('/en/user/close-session')).toBeLessThan(
      asked.lastIndexOf(LAUNCH_PATH),
    );
  });

  it('goes to the lobby on No', async () => {
    inPlayServer({ [`GET ${LAUNCH_PATH}`]: () => conflict() });
    const user = userEvent.setup();
    const { router } = await renderApp(GAME_PAGE, {
      ...PLAYER,
      features: { 'game-notification': true },
    });
    await user.click(await screen.findByRole('button', { name: 'No, back to the lobby' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/casino'));
  });

  it('ends the sessions and launches once more without asking where game-notification is off', async () => {
    let launches = 0;
    const requests = inPlayServer({
      [`GET ${LAUNCH_PATH}`]: () => {
        launches += 1;
        return launches === 1 ? conflict() : { text: `${STUDIO}/play/video-slot?launch=token-2` };
      },
    });
    await renderApp(GAME_PAGE, PLAYER);

    expect(await screen.findByTitle('Golden Reels')).toHaveAttribute(
      'src',
      `${STUDIO}/play/video-slot?launch=token-2`,
    );
    expect(screen.queryByRole('dialog', { name: 'A game is already open' })).toBeNull();
    expect(requests.callsTo('GET', '/en/user/close-session')).toHaveLength(1);
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(2);
  });

  it('shows the generic error when the launch is refused again', async () => {
    const requests = inPlayServer({ [`GET ${LAUNCH_PATH}`]: () => conflict() });
    await renderApp(GAME_PAGE, PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('A game is open somewhere else.');
    expect(requests.callsTo('GET', LAUNCH_PATH)).toHaveLength(2);
  });
});
