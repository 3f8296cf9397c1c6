import type { TRaffle, TWinnerEntry } from '@playfair/contracts/raffles';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../shared/config/app-config-context';
import { ModalProvider } from '../../../shared/modal/modal-provider';
import { SessionProvider } from '../../../shared/session/session-context';
import { createAppConfig } from '../../../test/app-config';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { createTestI18n } from '../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { RafflePage } from './raffle-page';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;
const DAILY_ID = '11111111-1111-4111-8111-111111111111';
const MONTHLY_ID = '22222222-2222-4222-8222-222222222222';
const PAST_ID = '33333333-3333-4333-8333-333333333333';

function iso(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

function prize(position: number, item: string, raffleId = DAILY_ID) {
  return { item_id: `item-${item}`, raffle_id: raffleId, item_translation: item, position };
}

function raffle(overrides: Partial<TRaffle> = {}): TRaffle {
  return {
    id: DAILY_ID,
    occurence: 'daily',
    start_date: iso(-HOUR_MS),
    end_date: iso(5 * HOUR_MS),
    draw_at: iso(5 * HOUR_MS),
    prizes: [
      prize(1, '€100 cash'),
      prize(2, '10 free spins'),
      prize(3, '10 free spins'),
      prize(4, '10 free spins'),
    ],
    countries: ['MT'],
    users: 12,
    name: 'Daily prize draw',
    isAutoOptIn: false,
    seedCommitment: 'commitment',
    ...overrides,
  };
}

const MONTHLY = raffle({
  id: MONTHLY_ID,
  occurence: 'monthly',
  end_date: iso(12 * DAY_MS),
  name: 'Monthly prize draw',
  prizes: [prize(1, 'A weekend in Rome', MONTHLY_ID)],
});

function server({
  current = [raffle()],
  next = [],
  tickets = 21,
  overrides = {},
}: {
  current?: TRaffle[];
  next?: TRaffle[];
  tickets?: number;
  overrides?: Record<string, FakeHandler>;
} = {}) {
  return stubServer({
    'GET /en/get-current-raffles-all-data': () => ({ body: { currentRaffles: current } }),
    'GET /en/get-next-raffles': () => ({ body: { success: true, raffles: next, message: '' } }),
    [`GET /en/get-user-raffle-tickets/${DAILY_ID}`]: () => ({
      body: { success: true, tickets, message: '' },
    }),
    ...overrides,
  });
}

async function openPage(config: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const view = await renderApp('/en/raffle', config);
  await screen.findByRole('heading', { level: 1, name: 'Prize draw' });
  const draw = await screen.findByRole('region', { name: /prize draw$/ });
  return { ...view, user, draw };
}

describe('raffle page: the draws', () => {
  it('shows the daily draw: banner, countdown, prizes grouped by item, and no monthly tab', async () => {
    server();
    const { draw } = await openPage();

    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Monthly' })).not.toBeInTheDocument();
    expect(within(draw).getByRole('heading', { name: 'Daily prize draw' })).toBeVisible();
    expect(within(draw).getByText(/^Ends [A-Z][a-z]{2} \d/)).toBeVisible();

    const countdown = within(draw).getByTestId('raffle-countdown');
    expect(countdown).toHaveTextContent(/^0[45]Hours\d{2}Minutes\d{2}Seconds$/);
    expect(within(countdown).queryByText('Days')).not.toBeInTheDocument();

    const rows = within(draw).getAllByTestId('raffle-prize-row');
    expect(rows.map((row) => row.textContent)).toEqual(['#1€100 cash', '#23 ×10 free spins']);
    // A visitor has no ticket count.
    expect(within(draw).queryByTestId('raffle-ticket-count')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Prize draw | Playfair'));
  });

  it('shows the monthly tab when a monthly draw runs, and switches to it', async () => {
    server({ current: [raffle(), MONTHLY] });
    const { user } = await openPage();

    await user.click(screen.getByRole('tab', { name: 'Monthly' }));

    const draw = await screen.findByRole('region', { name: 'Monthly prize draw' });
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(within(draw).getByTestId('raffle-countdown')).toHaveTextContent(/^1[12]Days/);
    expect(within(draw).getByText('A weekend in Rome')).toBeVisible();
  });

  it('shows a draw still to come with its start and a countdown to it', async () => {
    const upcoming = raffle({ start_date: iso(2 * DAY_MS), end_date: iso(3 * DAY_MS) });
    server({ current: [], next: [upcoming, { ...MONTHLY, start_date: iso(9 * DAY_MS) }] });
    const { draw } = await openPage();

    expect(within(draw).getByText('Coming up')).toBeVisible();
    expect(within(draw).getByText(/^Starts [A-Z][a-z]{2} \d/)).toBeVisible();
    expect(within(draw).getByText('Starts in')).toBeVisible();
    expect(within(draw).getByTestId('raffle-countdown')).toHaveTextContent(/^0[12]Days/);
    expect(within(draw).queryByTestId('raffle-opt-in')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Monthly' })).toBeVisible();
  });

  it('says so when there is no draw at all', async () => {
    server({ current: [], next: [] });
    await renderApp('/en/raffle');

    expect(await screen.findByRole('heading', { name: 'No prize draw right now' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Monthly' })).not.toBeInTheDocument();
  });
});

describe('raffle page: tickets and opt-in', () => {
  it("shows a logged-in player's tickets", async () => {
    server({ tickets: 21 });
    const { draw } = await openPage(PLAYER);

    expect(await within(draw).findByTestId('raffle-ticket-count')).toHaveTextContent('21 tickets');
  });

  it('opens the login for a visitor who opts in', async () => {
    const requests = server();
    const { user, draw } = await openPage();

    await user.click(within(draw).getByTestId('raffle-opt-in'));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(requests.callsTo('GET', '/en/optin-user-to-raffle')).toHaveLength(0);
  });

  it('hides the opt-in outside the bonus cap', async () => {
    server();
    const { draw } = await openPage({ ...PLAYER, isUserWithinBonusCap: false });

    expect(within(draw).getByRole('heading', { name: 'Daily prize draw' })).toBeVisible();
    expect(within(draw).queryByTestId('raffle-opt-in')).not.toBeInTheDocument();
  });

  it('hides the opt-in under the auto opt-in flag', async () => {
    server();
    const { draw } = await openPage({ ...PLAYER, features: { 'new-raffles-auto-opt-in': true } });

    expect(within(draw).getByRole('heading', { name: 'Daily prize draw' })).toBeVisible();
    expect(within(draw).queryByTestId('raffle-opt-in')).not.toBeInTheDocument();
  });

  it('reloads the page once the player has opted in', async () => {
    const requests = server({
      overrides: {
        'GET /en/optin-user-to-raffle': () => ({ body: { success: true, message: 'You are in' } }),
      },
    });
    const reloadPage = vi.fn();
    const config = createAppConfig(PLAYER);
    const router = createMemoryRouter(
      [
        {
          path: '/en/raffle',
          element: (
            <ModalProvider registry={{}} locale="en">
              <RafflePage reloadPage={reloadPage} />
            </ModalProvider>
          ),
        },
      ],
      { initialEntries: ['/en/raffle'] },
    );
    render(
      <AppConfigProvider config={config}>
        <SessionProvider isLogged userId={config.userId}>
          <I18nextProvider i18n={await createTestI18n()}>
            <QueryClientProvider client={new QueryClient()}>
              <Suspense>
                <RouterProvider router={router} />
              </Suspense>
            </QueryClientProvider>
          </I18nextProvider>
        </SessionProvider>
      </AppConfigProvider>,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('raffle-opt-in'));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(requests.callsTo('GET', '/en/optin-user-to-raffle')).toHaveLength(1);
  });

  it("says 'Something came up!' when the opt-in is refused", async () => {
    const requests = server({
      overrides: {
        'GET /en/optin-user-to-raffle': () => ({
          body: { success: false, message: 'Something came up!' },
        }),
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, draw } = await openPage(PLAYER);

    await user.click(within(draw).getByTestId('raffle-opt-in'));

    expect(await within(draw).findByRole('alert')).toHaveTextContent('Something came up!');
    const [call] = requests.callsTo('GET', '/en/optin-user-to-raffle');
    expect(call?.query.get('raffleId')).toBe(DAILY_ID);
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});

function winner(position: number, overrides: Partial<TWinnerEntry> = {}): TWinnerEntry {
  return {
    position,
    user_id: `user-${position}`,
    user_name: `p*****${position}`,
    raffleAmount: 100 - position,
    item_translation: '10 free spins',
    ...overrides,
  };
}

describe('raffle page: winners', () => {
  it('lists past draws; a leaderboard opens with 10 rows, a toggle and the own row highlighted', async () => {
    const past = raffle({ id: PAST_ID, draw_at: '2026-11-20T00:05:00.000Z' });
    const winners = Array.from({ length: 12 }, (_, index) =>
      winner(index + 1, index === 2 ? { user_id: '42', user_name: 'm****a' } : {}),
    );
    server({
      overrides: {
        'GET /en/get-all-raffles/daily/7': () => ({ body: { success: true, raffles: [past] } }),
        'GET /en/get-all-raffles/monthly/6': () => ({ body: { success: true, raffles: [] } }),
        [`GET /en/get-raffle-winners/${PAST_ID}`]: () => ({
          body: { success: true, raffleWinners: winners },
        }),
      },
    });
    const { user } = await openPage(PLAYER);

    await user.click(screen.getByTestId('raffle-winners-button'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Winners' }));
    const toggle = await dialog.findByRole('button', { name: 'Draw of Nov 20, 2026' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const rows = await dialog.findAllByTestId('raffle-leaderboard-row');
    expect(rows).toHaveLength(10);
    const own = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(own.map((row) => row.textContent)).toEqual(['3m****a9710 free spins']);
    expect(dialog.getByRole('link', { name: 'Verify this draw' })).toHaveAttribute(
      'href',
      `/raffle-verification/${PAST_ID}`,
    );

    await user.click(dialog.getByRole('button', { name: 'Show more' }));
    expect(dialog.getAllByTestId('raffle-leaderboard-row')).toHaveLength(12);
    await user.click(dialog.getByRole('button', { name: 'Show less' }));
    expect(dialog.getAllByTestId('raffle-leaderboard-row')).toHaveLength(10);

    await user.click(toggle);
    expect(dialog.queryByTestId('raffle-leaderboard-row')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await user.click(dialog.getByRole('tab', { name: 'Monthly' }));
    expect(await dialog.findByText('No past draws yet.')).toBeVisible();
  });
});
