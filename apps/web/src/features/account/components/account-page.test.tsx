import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/en/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

const PLAYER = { logged: true, userId: '42' } as const;

const NO_TRANSACTIONS = { success: true, items: [], page: 1, pageSize: 20, total: 0 };

const NO_NOTIFICATIONS = { success: true, notifications: [], unread: 0, page: 1, pages: 0 };

/** The limits tab's answer (features/rg): no limits yet, every break of spec 000 §9 offered. */
const LIMITS = {
  success: true,
  ActiveLimits: [],
  FutureLimits: [],
  Rules: {
    currency: 'EUR',
    limitTypes: [1],
    durations: [1, 2, 3],
    sessionTimeDurations: [1],
    isDepositLimitRequired: false,
    depositLimitMax: {},
    raiseCoolingOffHours: 24,
    isRaiseQuizRequired: false,
    isRaiseConfirmationRequired: false,
    isRaiseAfterPeriodEnd: false,
    periodCounting: 'rolling',
    timeOutIds: [1, 29, 2, 3, 30],
    selfExclusionIds: [4, 5, 26, 27, 28, 6],
    hasPanicButton: false,
  },
  Quiz: { quizId: 3, isPassed: false, retryAt: null },
};

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /en/user/kyc/status': () => ({ body: { success: true, amlStatus: '0' } }),
    // The balance tab (features/payments), the first one shown.
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
    'GET /en/user/qdu': () => ({
      body: { success: true, methods: [], data: { currency: 'EUR', presets: [], banks: [] } },
    }),
    'GET /en/user/withdrawals': () => ({ body: { success: true, items: [] } }),
    'GET /en/user/transaction-history': () => ({ body: NO_TRANSACTIONS }),
    'GET /en/user/notifications': () => ({ body: NO_NOTIFICATIONS }),
    ...overrides,
  });
}

async function openAccount(path: string, config: Parameters<typeof renderApp>[1] = PLAYER) {
  const view = await renderApp(path, config);
  const tabs = await screen.findByRole('tablist', { name: 'Account sections' });
  return { ...view, tabs, user: userEvent.setup() };
}

describe('account panel (spec 000 §2)', () => {
  it('lists its sections as tabs and shows the one the query string names', async () => {
    server();
    const { tabs } = await openAccount('/en/account?tab=transaction-history');

    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Balance',
      'Settings',
      'Verification',
      'Gaming history',
      'Betting history',
      'Transactions',
      'Rewards',
      'Limits',
      'Inbox',
    ]);
    const selected = within(tabs).getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Transactions');
    const panel = screen.getByRole('tabpanel', { name: 'Transactions' });
    // The section comes from features/history, handed in by src/app.
    expect(
      await within(panel).findByRole('heading', { name: 'No transactions in this period' }),
    ).toBeVisible();
    expect(selected).toHaveAttribute('aria-controls', panel.id);
  });

  it('shows the first section for a missing or unknown tab', async () => {
    server();
    await openAccount('/en/account?tab=jackpots');

    const panel = screen.getByRole('tabpanel', { name: 'Balance' });
    expect(within(panel).getByRole('heading', { name: 'Your balance' })).toBeVisible();
    expect(await within(panel).findByText('€12.50')).toBeVisible();
  });

  it('puts the chosen tab in the query string, by click and by the arrow keys', async () => {
    server();
    const { router, tabs, user } = await openAccount('/en/account');

    await user.click(within(tabs).getByRole('tab', { name: 'Inbox' }));
    expect(router.state.location.search).toBe('?tab=inbox');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Inbox' })).findByText(
        'Your inbox is empty',
      ),
    ).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Balance' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=balance');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'Limits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(router.state.location.search).toBe('?tab=balance');
    // One tab stop for the whole bar.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .filter((tab) => tab.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('opens the self-exclusion flow of limits for ?selfExclusion, with the duration it names', async () => {
    server({ 'GET /en/user/v2/active-limits': () => ({ body: LIMITS }) });
    const { router, user } = await openAccount('/en/account?selfExclusion=1');

    const panel = screen.getByRole('tabpanel', { name: 'Limits' });
    const toggle = await within(panel).findByRole('button', {
      name: 'Time-out and self-exclusion',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('radio', { name: '1 day' })).toBeChecked();
    expect(
      within(panel).getByRole('link', { name: 'Read more about self-exclusion' }),
    ).toHaveAttribute('href', '/en/safer-gambling#self-exclusion');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=limits');
  });

  it('shows the verification status from the server', async () => {
    server({ 'GET /en/user/kyc/status': () => ({ body: { success: true, amlStatus: '2' } }) });
    await openAccount('/en/account?tab=verification');

    expect(
      await screen.findByRole('heading', { name: 'We need to verify your account' }),
    ).toBeVisible();
  });

  it('lives at the translated slug of the locale (sr: moj-nalog) and sends others there', async () => {
    const sr = stubServer({
      'GET /sr/get/user-status': () => ({ body: { success: true } }),
      'GET /sr/user/kyc/status': () => ({ body: { success: true, amlStatus: '0' } }),
    });
    const { router } = await openAccount('/sr/account?tab=verification', {
      ...PLAYER,
      locale: 'sr',
      languageTag: 'sr-Latn-RS',
    });

    expect(router.state.location.pathname).toBe('/sr/moj-nalog');
    expect(router.state.location.search).toBe('?tab=verification');
    expect(await screen.findByRole('heading', { name: 'Your account is verified' })).toBeVisible();
    expect(sr.callsTo('GET', '/sr/user/kyc/status')).toHaveLength(1);
  });

  it("shows the server's AML notice at the top", async () => {
    server({
      'GET /en/get/user-status': () => ({
        body: { success: false, error: 'Please tell us about your source of wealth.' },
      }),
    });
    await openAccount('/en/account');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please tell us about your source of wealth.',
    );
  });

  it('goes where the server says when the account may not play (500 with redirect)', async () => {
    server({
      'GET /en/get/user-status': () => ({
        status: 500,
        body: { success: false, redirect: '/en/' },
      }),
    });
    await openAccount('/en/account');

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en/'));
  });

  it('asks a visitor to log in, over the account page', async () => {
    const requests = server();
    const { address } = await renderApp('/en/account?tab=limits');

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to see your account' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(address()).toBe('/en/login');
    expect(requests.callsTo('GET', '/en/user/kyc/status')).toHaveLength(0);
  });
});
