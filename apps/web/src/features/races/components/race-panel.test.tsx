import type { TAppConfig } from '@playfair/contracts/app-config';
import type { TGameDetails } from '@playfair/contracts/games';
import type { TRace } from '@playfair/contracts/races';
import { SECOND_MS } from '@playfair/domain/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../shared/notifications/notification-queue';
import { createRace, joinedRace } from '../../../shared/races/race-test-data';
import { withPushedStanding } from '../../../shared/races/races-stream';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);

/** A stand-in EventSource the test drives: one per opened stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: unknown) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) {
        listener(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clear();
  FakeEventSource.opened = [];
});

const PLAYER: Partial<TAppConfig> = {
  logged: true,
  userId: '42',
  lobby: { demoPlay: true, jackpotBanner: false, races: true, favourites: false },
};
const STUDIO = 'https://studio.example:3001';
const NOT_OK = 'This game is not included in the Race, please select another one.';

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
  description: '',
};

function server(races: () => TRace[], overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/games/golden-reels': () => ({ body: { success: true, game: GAME } }),
    'GET /en/igc-game-url/g-101': () => ({ text: `${STUDIO}/play/video-slot?launch=t` }),
    'GET /en/get-races': () => ({ body: { success: true, races: races() } }),
    ...overrides,
  });
}

async function openGame(config: Partial<TAppConfig> = PLAYER) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const view = await renderApp('/en/game/golden-reels', config);
  await screen.findByTitle('Golden Reels');
  const panel = await screen.findByTestId('race-panel');
  const stream = FakeEventSource.opened.find((source) => source.listeners.has('race'));
  return { ...view, panel, stream: stream! };
}

describe('race panel (spec 001 §2 / §9)', () => {
  it('opens and closes with its toggle, showing the race this game counts for', async () => {
    server(() => [joinedRace(4, { name: 'Evening sprint' })]);
    const user = userEvent.setup();
    const { panel } = await openGame();

    expect(panel).toHaveAttribute('data-open', 'false');
    expect(within(panel).queryByText('Evening sprint')).not.toBeInTheDocument();
    await user.click(within(panel).getByTestId('race-panel-toggle'));

    expect(panel).toHaveAttribute('data-open', 'true');
    expect(within(panel).getByRole('heading', { name: 'Evening sprint' })).toBeVisible();
    expect(within(panel).getByText('Ends in')).toBeVisible();
    expect(within(panel).getByTestId('race-points')).toHaveTextContent('640');
    expect(within(panel).getByTestId('race-position')).toHaveTextContent('4');
    expect(within(panel).getByText('You are in')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'All races' })).toHaveAttribute(
      'href',
      '/en/races',
    );

    await user.click(within(panel).getByTestId('race-panel-toggle'));
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it("moves the player's points, place and own row as the `race` push says", async () => {
    const race = joinedRace(4, { name: 'Evening sprint' });
    let answer = race;
    const requests = server(() => [answer]);
    const user = userEvent.setup();
    const { panel, stream } = await openGame();
    await user.click(within(panel).getByTestId('race-panel-toggle'));
    const reads = requests.callsTo('GET', '/en/get-races').length;

    // The server's next answer has the round too; the panel shows the push before it comes.
    const pushed = {
      raceId: race.raceId,
      points: 990,
      position: 1,
      stats: { spins: 13, wins: 6, losses: 7, points: 990, currentPoints: 350 },
    };
    answer = withPushedStanding(race, pushed);
    stream.emit('race', pushed);

    await vi.waitFor(() =>
      expect(within(panel).getByTestId('race-points')).toHaveTextContent('990'),
    );
    expect(within(panel).getByTestId('race-position')).toHaveTextContent('1');
    const own = within(panel)
      .getAllByTestId('race-leaderboard-row')
      .find((row) => row.getAttribute('data-own') === 'true');
    expect(own).toHaveTextContent(/^1m\*{4}aYou990$/);
    // The board's other rows are read again.
    await vi.waitFor(() =>
      expect(requests.callsTo('GET', '/en/get-races').length).toBeGreaterThan(reads),
    );
  });

  it('offers the opt-in of a race this game counts for', async () => {
    server(() => [createRace({ name: 'Evening sprint', canOptIn: true })]);
    const user = userEvent.setup();
    const { panel } = await openGame();
    await user.click(within(panel).getByTestId('race-panel-toggle'));

    expect(within(panel).getByTestId('race-opt-in')).toHaveTextContent('Join the race');
    expect(within(panel).queryByTestId('race-points')).not.toBeInTheDocument();
  });

  it('shows nothing without a race for this game', async () => {
    const requests = server(() => [createRace({ game_whitelist: ['g-9'] })]);
    vi.stubGlobal('EventSource', FakeEventSource);
    await renderApp('/en/game/golden-reels', PLAYER);
    await screen.findByTitle('Golden Reels');
    await vi.waitFor(() => expect(requests.callsTo('GET', '/en/get-races')).toHaveLength(1));
    expect(screen.queryByTestId('race-panel')).not.toBeInTheDocument();
  });

  it('asks for no races with the races feature off', async () => {
    const requests = server(() => [joinedRace(1)]);
    vi.stubGlobal('EventSource', FakeEventSource);
    await renderApp('/en/game/golden-reels', {
      ...PLAYER,
      lobby: { ...PLAYER.lobby!, races: false },
    });
    await screen.findByTitle('Golden Reels');
    expect(screen.queryByTestId('race-panel')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/get-races')).toHaveLength(0);
  });

  it('says race_game_not_ok once when the player is in a race that does not count this game', async () => {
    const notify = vi.spyOn(notifications, 'notify');
    const race = joinedRace(4, { game_whitelist: ['g-9'], name: 'Evening sprint' });
    server(() => [race]);
    const { stream } = await openGame();

    expect(await screen.findByText(NOT_OK)).toBeVisible();
    stream.emit('race', {
      raceId: race.raceId,
      points: 700,
      position: 3,
      stats: { spins: 13, wins: 6, losses: 7, points: 700, currentPoints: 60 },
    });
    stream.emit('races', { raceId: 'another-race', status: 'running' });
    await vi.waitFor(() => expect(screen.getByTestId('race-panel')).toBeInTheDocument());
    expect(notify.mock.calls.filter(([input]) => input.message === NOT_OK)).toHaveLength(1);
  });

  it('opens 5 s after a race starts', async () => {
    let reads = 0;
    server(() => {
      reads += 1;
      return [createRace({ name: 'Evening sprint', canOptIn: true })];
    });
    const { panel, stream } = await openGame();
    useFakeTimersWithTestingLibrary();

    stream.emit('races', { raceId: 'new-race', status: 'running' });
    await passTime(5 * SECOND_MS - 1);
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(reads).toBe(2);
    await passTime(1);
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it("shows the player's result 5 s after a race they were in ends, for 25 s", async () => {
    const race = joinedRace(2, { name: 'Evening sprint' });
    let isOver = false;
    const requests = server(() => [
      isOver ? { ...race, status: 'finished', current: false, ownPrize: '€100 in cash' } : race,
    ]);
    const { panel, stream } = await openGame();
    useFakeTimersWithTestingLibrary();

    isOver = true;
    stream.emit('races', { raceId: race.raceId, status: 'finished' });
    await passTime(5 * SECOND_MS - 1);
    expect(requests.callsTo('GET', '/en/get-races')).toHaveLength(1);
    expect(screen.queryByTestId('race-finish')).not.toBeInTheDocument();

    await passTime(1);
    expect(requests.callsTo('GET', '/en/get-races')).toHaveLength(2);
    const finish = within(panel).getByTestId('race-finish');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(finish).toHaveTextContent('You finished in position 2.');
    expect(finish).toHaveTextContent('You won €100 in cash!');

    await passTime(25 * SECOND_MS - 1);
    expect(screen.getByTestId('race-finish')).toBeInTheDocument();
    await passTime(1);
    expect(screen.queryByTestId('race-finish')).not.toBeInTheDocument();
  });
});
