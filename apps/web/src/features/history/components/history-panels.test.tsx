import type { TGamingHistoryItem, TGamingPeriodResponse } from '@playfair/contracts/gaming';
import type { TTransactionHistoryResponse } from '@playfair/contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, type FakeRequest, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { isoDate } from '../model/history-period';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;

function transactions(page: number, total: number): TTransactionHistoryResponse {
  return {
    success: true,
    page,
    pageSize: 20,
    total,
    items:
      total === 0
        ? []
        : [
            {
              id: `t${page}-1`,
              type: 'deposit',
              status: 'succeeded',
              amountMinor: '2500',
              currency: 'EUR',
              formatted: '€25.00',
              method: 'Visa •••• 4242',
              createdAt: '2026-03-01T12:00:00Z',
            },
            {
              id: `t${page}-2`,
              type: 'withdrawal',
              status: 'pending',
              amountMinor: '1000',
              currency: 'EUR',
              formatted: '€10.00',
              method: 'Bank transfer',
              createdAt: '2026-03-02T08:30:00Z',
            },
          ],
  };
}

const SUMMARY: TGamingPeriodResponse = {
  success: true,
  data: {
    days: 30,
    rounds: 42,
    betMinor: '4200',
    winMinor: '3100',
    netMinor: '-1100',
    currency: 'EUR',
    betFormatted: '€42.00',
    winFormatted: '€31.00',
    netFormatted: '-€11.00',
  },
};

function round(overrides: Partial<TGamingHistoryItem>): TGamingHistoryItem {
  return {
    roundId: 'r1',
    gameId: 'g1',
    gameName: 'Lucky Sevens',
    status: 'completed',
    betMinor: '100',
    winMinor: '250',
    currency: 'EUR',
    betFormatted: '€1.00',
    winFormatted: '€2.50',
    startedAt: '2026-03-01T12:00:00Z',
    endedAt: '2026-03-01T12:00:03Z',
    ...overrides,
  };
}

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
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
    ...overrides,
  });
}

async function openTab(tab: string, name: string) {
  const user = userEvent.setup();
  const view = await renderApp(`/en/account?tab=${tab}`, PLAYER);
  const panel = within(await screen.findByRole('tabpanel', { name }));
  return { ...view, user, panel };
}

function daysAgo(days: number): string {
  const today = new Date();
  return isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
}

describe('transaction history tab', () => {
  it('lists the deposits and withdrawals of the last 30 days, newest first', async () => {
    const requests = server({
      'GET /en/user/transaction-history': () => ({ body: transactions(1, 2) }),
    });
    const { panel } = await openTab('transaction-history', 'Transactions');

    const table = await panel.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Type', 'Method', 'Amount', 'Status']);
    expect(rows[1]).toHaveTextContent(/Deposit.*Visa •••• 4242.*€25\.00.*Completed/);
    expect(rows[2]).toHaveTextContent(/Withdrawal.*Bank transfer.*€10\.00.*Pending/);
    expect(panel.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

    const [asked] = requests.callsTo('GET', '/en/user/transaction-history');
    expect(Object.fromEntries(asked!.query)).toEqual({
      from: daysAgo(29),
      to: daysAgo(0),
      page: '1',
    });
  });

  it('asks again for another period, and for dates the player chooses', async () => {
    const requests = server({
      'GET /en/user/transaction-history': () => ({ body: transactions(1, 2) }),
    });
    const { user, panel } = await openTab('transaction-history', 'Transactions');
    await panel.findByRole('table');

    await user.click(panel.getByRole('radio', { name: 'Last 7 days' }));
    await vi.waitFor(() =>
      expect(requests.callsTo('GET', '/en/user/transaction-history')).toHaveLength(2),
    );
    expect(requests.callsTo('GET', '/en/user/transaction-history')[1]!.query.get('from')).toBe(
      daysAgo(6),
    );

    await user.click(panel.getByRole('radio', { name: 'Choose dates' }));
    const from = panel.getByLabelText('From');
    const to = panel.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-02-10');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(panel.getByRole('button', { name: 'Show' }));
    expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.');
    expect(requests.callsTo('GET', '/en/user/transaction-history')).toHaveLength(2);

    await user.clear(to);
    await user.type(to, '2026-02-20');
    await user.click(panel.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(requests.callsTo('GET', '/en/user/transaction-history')).toHaveLength(3),
    );
    const last = requests.callsTo('GET', '/en/user/transaction-history')[2]!;
    expect(last.query.get('from')).toBe('2026-02-10');
    expect(last.query.get('to')).toBe('2026-02-20');
  });

  it('pages through a long list', async () => {
    const requests = server({
      'GET /en/user/transaction-history': (request: FakeRequest) => ({
        body: transactions(Number(request.query.get('page')), 45),
      }),
    });
    const { user, panel } = await openTab('transaction-history', 'Transactions');
    const pages = within(await panel.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeVisible();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Next' }));

    expect(await pages.findByText('Page 2 of 3')).toBeVisible();
    expect(requests.callsTo('GET', '/en/user/transaction-history')[1]!.query.get('page')).toBe('2');
  });

  it('says when the period has no transactions', async () => {
    server({ 'GET /en/user/transaction-history': () => ({ body: transactions(1, 0) }) });
    const { panel } = await openTab('transaction-history', 'Transactions');

    expect(
      await panel.findByRole('heading', { name: 'No transactions in this period' }),
    ).toBeVisible();
    expect(panel.queryByRole('table')).not.toBeInTheDocument();
    expect(panel.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('gaming history tab', () => {
  it('shows the last 30 days in figures, then the rounds', async () => {
    const requests = server({
      'GET /en/user/get-gaming-history-period/30': () => ({ body: SUMMARY }),
      'GET /en/user/gaming-history': () => ({
        body: {
          success: true,
          page: 1,
          pageSize: 20,
          total: 2,
          items: [
            round({}),
            round({
              roundId: 'r2',
              gameName: 'Roulette Royale',
              status: 'open',
              betFormatted: '€5.00',
              winFormatted: '€0.00',
              endedAt: null,
            }),
          ],
        },
      }),
    });
    const { panel } = await openTab('gaming-history', 'Gaming history');

    const summary = within(panel.getByRole('region', { name: 'Last 30 days' }));
    expect(await summary.findByText('42')).toBeVisible();
    expect(summary.getByText('Rounds played')).toBeVisible();
    expect(summary.getByText('€42.00')).toBeVisible();
    expect(summary.getByText('€31.00')).toBeVisible();
    expect(summary.getByText('-€11.00')).toBeVisible();

    const rounds = within(panel.getByRole('region', { name: 'Game rounds' }));
    const rows = within(await rounds.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Lucky Sevens.*€1\.00.*€2\.50.*Completed/);
    expect(rows[2]).toHaveTextContent(/Roulette Royale.*€5\.00.*€0\.00.*In progress/);
    expect(requests.callsTo('GET', '/en/user/gaming-history')[0]!.query.get('page')).toBe('1');
  });

  it('says when no game has been played', async () => {
    server({
      'GET /en/user/get-gaming-history-period/30': () => ({
        body: { ...SUMMARY, data: { ...SUMMARY.data, rounds: 0 } },
      }),
      'GET /en/user/gaming-history': () => ({
        body: { success: true, page: 1, pageSize: 20, total: 0, items: [] },
      }),
    });
    const { panel } = await openTab('gaming-history', 'Gaming history');

    expect(await panel.findByRole('heading', { name: 'No games played yet' })).toBeVisible();
    expect(panel.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the summary when the rounds cannot be read, with a way to try again', async () => {
    server({
      'GET /en/user/get-gaming-history-period/30': () => ({ body: SUMMARY }),
      'GET /en/user/gaming-history': () => ({ status: 400, body: {} }),
    });
    const { panel } = await openTab('gaming-history', 'Gaming history');

    const rounds = within(panel.getByRole('region', { name: 'Game rounds' }));
    expect(await rounds.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(rounds.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(await panel.findByText('42')).toBeVisible();
  });
});
