import type { TRewardHistoryItem, TRewardsHistoryResponse } from '@playfair/contracts/rewards';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;

function event(overrides: Partial<TRewardHistoryItem>): TRewardHistoryItem {
  return {
    id: 'e1',
    type: 'bonus-granted',
    title: 'Welcome bonus',
    amountMinor: '5000',
    formatted: '€50.00',
    currency: 'EUR',
    rounds: null,
    at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

function history(page: number, total: number): TRewardsHistoryResponse {
  const items =
    total === 0
      ? []
      : [
          event({ id: `p${page}-1`, title: `Welcome bonus ${page}` }),
          event({
            id: `p${page}-2`,
            type: 'free-rounds-granted',
            title: 'Welcome spins',
            amountMinor: null,
            formatted: null,
            rounds: 10,
          }),
          event({
            id: `p${page}-3`,
            type: 'cashback-paid',
            title: 'Live cashback',
            formatted: '€12.40',
          }),
        ];
  return { success: true, page, pageSize: 20, total, items };
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

async function openTab() {
  const user = userEvent.setup();
  const view = await renderApp('/en/account?tab=rewards-history', PLAYER);
  const panel = within(await screen.findByRole('tabpanel', { name: 'Rewards' }));
  return { ...view, user, panel };
}

describe('rewards history tab', () => {
  it('lists what happened to each reward, newest first', async () => {
    const requests = server({
      'GET /en/user/rewards-history': (request) => ({
        body: history(Number(request.query.get('page')), 3),
      }),
    });
    const { panel } = await openTab();

    const table = await panel.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Type', 'Reward', 'Amount']);
    expect(rows[1]).toHaveTextContent(/Mar 1, 2026.*Bonus received.*Welcome bonus 1.*€50\.00/);
    expect(rows[2]).toHaveTextContent(/Free spins received.*Welcome spins.*10 free spins/);
    expect(rows[3]).toHaveTextContent(/Cashback paid.*Live cashback.*€12\.40/);
    expect(panel.getByRole('heading', { name: 'Your rewards' })).toBeVisible();
    expect(panel.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/user/rewards-history')[0]!.query.get('page')).toBe('1');
  });

  it('pages through a long list', async () => {
    const requests = server({
      'GET /en/user/rewards-history': (request) => ({
        body: history(Number(request.query.get('page')), 45),
      }),
    });
    const { user, panel } = await openTab();

    const pages = within(await panel.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeVisible();
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(pages.getByRole('button', { name: 'Next' }));

    expect(await pages.findByText('Page 2 of 3')).toBeVisible();
    expect(await panel.findByText('Welcome bonus 2')).toBeVisible();
    expect(panel.queryByText('Welcome bonus 1')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/user/rewards-history')[1]!.query.get('page')).toBe('2');
  });

  it('says so when there is nothing yet', async () => {
    server({
      'GET /en/user/rewards-history': () => ({ body: history(1, 0) }),
    });
    const { panel } = await openTab();

    expect(await panel.findByRole('heading', { name: 'No rewards yet' })).toBeVisible();
    expect(
      panel.getByText('Bonuses, free spins and prize-draw wins you receive show here.'),
    ).toBeVisible();
    expect(panel.queryByRole('table')).not.toBeInTheDocument();
  });
});
