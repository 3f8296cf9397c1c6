import type { TRace } from '@playfair/contracts/races';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRace, createRaceRow, joinedRace } from '../../../shared/races/race-test-data';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PLAYER = { logged: true, userId: '42' } as const;

function iso(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

function server(races: TRace[], overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/get-races': () => ({ body: { success: true, races } }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token-1' } }),
    ...overrides,
  });
}

async function openPage(config: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const view = await renderApp('/en/races', config);
  await screen.findByRole('heading', { level: 1, name: 'Races' });
  return { ...view, user };
}

async function findCard(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

describe('races page: the races (spec 001 §2)', () => {
  it('shows a running race: status, countdown, prizes, stake, points rule, games and leaderboard', async () => {
    server([
      createRace({
        name: 'Evening sprint',
        ends_at: iso(3 * HOUR_MS + 30_000),
        pointsRule: { multiplier: 100, cap: 500 },
        games: [
          { id: 'g-101', name: 'Golden Reels', slug: 'golden-reels' },
          { id: 'g-102', name: 'Lucky Sevens', slug: 'lucky-sevens' },
        ],
      }),
    ]);
    await openPage();
    const card = await findCard('Evening sprint');

    expect(card).toHaveAttribute('data-testid', 'race-card');
    expect(within(card).getByText('Running')).toBeVisible();
    expect(within(card).getByText(/^Ends [A-Z][a-z]{2} \d/)).toBeVisible();
    const countdown = within(card).getByTestId('race-countdown');
    expect(countdown).toHaveTextContent(/^03Hours\d{2}Minutes\d{2}Seconds$/);
    expect(
      within(card)
        .getAllByTestId('race-prize-row')
        .map((row) => row.textContent),
    ).toEqual(['#1€500 in cash', '#2€100 in cash']);
    expect(within(card).getByText('Minimum stake: €0.20')).toBeVisible();
    expect(
      within(card).getByText('Points per round: win ÷ stake × 100, at most 500'),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Lucky Sevens' })).toHaveAttribute(
      'href',
      '/en/game/lucky-sevens',
    );
    expect(within(card).getAllByTestId('race-leaderboard-row')).toHaveLength(3);
    expect(within(card).getByText('3 players')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Races | Playfair'));
  });

  it('counts down to the start of a coming race, with days once a day or more is left', async () => {
    server([
      createRace({
        name: 'Weekend marathon',
        status: 'upcoming',
        current: false,
        starts_at: iso(DAY_MS + 2 * HOUR_MS),
        ends_at: iso(3 * DAY_MS),
        entrants: 0,
        leaderboard: [],
      }),
    ]);
    await openPage();
    const card = await findCard('Weekend marathon');

    expect(within(card).getByText('Coming up')).toBeVisible();
    expect(within(card).getByText('Starts in')).toBeVisible();
    expect(within(card).getByTestId('race-countdown')).toHaveTextContent(/^01Days0[12]Hours/);
    expect(within(card).getByText('0 players')).toBeVisible();
    expect(within(card).getByTestId('race-leaderboard')).toHaveTextContent('No points yet.');
  });

  it('says so when there is no race', async () => {
    server([]);
    await openPage();

    expect(await screen.findByRole('heading', { name: 'No races right now' })).toBeVisible();
    expect(screen.queryByTestId('race-card')).not.toBeInTheDocument();
  });
});

describe('races page: taking part (spec 001 §4)', () => {
  it('opens the login for a visitor who opts in, and posts nothing', async () => {
    const requests = server([createRace({ name: 'Evening sprint' })]);
    const { user } = await openPage();
    const card = await findCard('Evening sprint');

    expect(within(card).getByText('Log in to join the race.')).toBeVisible();
    await user.click(within(card).getByTestId('race-opt-in'));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(requests.callsTo('POST', '/en/evolution-optin')).toHaveLength(0);
  });

  it('posts the opt-in with the race, its duration and the token, says so and reads the races again', async () => {
    const race = createRace({ name: 'Evening sprint', canOptIn: true, duration: 240 });
    let isIn = false;
    const requests = server([], {
      'GET /en/get-races': () => ({
        body: { success: true, races: [isIn ? joinedRace(3, { ...race, optin: true }) : race] },
      }),
      'POST /en/evolution-optin': () => {
        isIn = true;
        return { body: { success: true, message: 'You are in the race!' } };
      },
    });
    const { user } = await openPage(PLAYER);
    const card = await findCard('Evening sprint');

    await user.click(within(card).getByTestId('race-opt-in'));

    expect(
      await screen.findByText('You are in the race! Play the race games to collect points.'),
    ).toBeVisible();
    expect(await within(card).findByText('You are in')).toBeVisible();
    expect(within(card).queryByTestId('race-opt-in')).not.toBeInTheDocument();
    const [call] = requests.callsTo('POST', '/en/evolution-optin');
    expect(Object.fromEntries(call!.form)).toEqual({
      campaign_id: race.raceId,
      duration: '240',
      csrf_token: 'token-1',
    });
    expect(requests.callsTo('GET', '/en/get-races')).toHaveLength(2);
  });

  it('says opt_in_fail when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server([createRace({ name: 'Evening sprint', canOptIn: true })], {
      'POST /en/evolution-optin': () => ({ body: { success: false, message: 'Not allowed' } }),
    });
    const { user } = await openPage(PLAYER);
    const card = await findCard('Evening sprint');

    await user.click(within(card).getByTestId('race-opt-in'));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Something came up!');
  });

  it('hides the opt-in for an automatic race and for a player who may not take part', async () => {
    server([
      createRace({ name: 'Everyone is in', canOptIn: true, isAutoOptIn: true }),
      createRace({ name: 'Not for you', canOptIn: false }),
    ]);
    await openPage(PLAYER);

    await findCard('Everyone is in');
    expect(screen.getByRole('article', { name: 'Not for you' })).toBeVisible();
    expect(screen.queryByTestId('race-opt-in')).not.toBeInTheDocument();
  });

  it("highlights the player's own row, shown even below the top 10, and their standing", async () => {
    const top = Array.from({ length: 10 }, (_, index) => createRaceRow(index + 1));
    const own = createRaceRow(27, { uid: 'own', name: 'm****a', points: 120, isOwn: true });
    server([
      joinedRace(27, {
        name: 'Evening sprint',
        entrants: 40,
        leaderboard: [...top, own],
        stats: { spins: 30, wins: 11, losses: 19, points: 120, currentPoints: 15 },
      }),
    ]);
    await openPage(PLAYER);
    const card = await findCard('Evening sprint');

    const rows = within(card).getAllByTestId('race-leaderboard-row');
    expect(rows).toHaveLength(11);
    const owned = rows.filter((row) => row.getAttribute('data-own') === 'true');
    expect(owned.map((row) => row.textContent)).toEqual(['27m****aYou120']);
    expect(within(card).getByTestId('race-points')).toHaveTextContent('120');
    expect(within(card).getByTestId('race-position')).toHaveTextContent('27');
    const stats = within(card).getByRole('region', { name: 'Your race' });
    expect(stats).toHaveTextContent('Spins30Wins11Losses19Last round15');
    expect(within(card).getByText('You are in')).toBeVisible();
  });

  it('opens the full leaderboard from get-race on request', async () => {
    const race = createRace({ name: 'Evening sprint', entrants: 30 });
    const full = Array.from({ length: 30 }, (_, index) => createRaceRow(index + 1));
    const requests = server([race], {
      [`GET /en/get-race/${race.raceId}`]: () => ({
        body: { success: true, race: { ...race, leaderboard: full } },
      }),
    });
    const { user } = await openPage();
    const card = await findCard('Evening sprint');
    expect(requests.callsTo('GET', `/en/get-race/${race.raceId}`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Show the full leaderboard' }));

    await vi.waitFor(() =>
      expect(within(card).getAllByTestId('race-leaderboard-row')).toHaveLength(30),
    );
    // Back to the summary get-races gave (the top 10, here 3 rows).
    await user.click(within(card).getByRole('button', { name: 'Show the top 10' }));
    expect(within(card).getAllByTestId('race-leaderboard-row')).toHaveLength(3);
  });
});
