import type { TInboxResponse, TPlayerNotification } from '@playfair/contracts/player-notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;

function notification(overrides: Partial<TPlayerNotification>): TPlayerNotification {
  return {
    id: '1',
    message: { en: 'Your bonus has ended.' },
    timeout: 5_000,
    event_type: 'bonus_ended',
    position: null,
    amount: null,
    minCashback: null,
    minRounds: null,
    link: null,
    createdAt: '2026-11-20T10:00:00Z',
    isRead: true,
    isKept: true,
    ...overrides,
  };
}

function inboxPage(page: number, pages: number, unread: number): TInboxResponse {
  return {
    success: true,
    page,
    pages,
    unread,
    notifications:
      pages === 0
        ? []
        : [
            notification({
              id: `${page}1`,
              message: { en: `Your bonus of {amount} is ready (page ${page}).` },
              amount: 20,
              isRead: page !== 1,
              createdAt: '2026-11-21T09:30:00Z',
            }),
            notification({
              id: `${page}2`,
              message: { en: 'The race is over. You finished in position {position}.' },
              position: 2,
              link: 'races',
              isRead: page !== 1,
            }),
            notification({ id: `${page}3` }),
          ],
  };
}

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
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

async function openInbox() {
  const user = userEvent.setup();
  const view = await renderApp('/en/account?tab=inbox', PLAYER);
  const panel = within(await screen.findByRole('tabpanel', { name: /^Inbox/ }));
  return { ...view, user, panel };
}

describe('inbox tab (spec 001 §2)', () => {
  it('lists the notifications newest first, the unread ones marked, each with its time', async () => {
    server({
      'GET /en/user/notifications': () => ({ body: inboxPage(1, 1, 2) }),
      'POST /en/user/notifications/read': () => ({ body: { success: true, unread: 0 } }),
    });
    const { panel } = await openInbox();

    const items = within(await panel.findByTestId('inbox-list')).getAllByTestId('inbox-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Your bonus of €20 is ready (page 1).');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(within(items[0]!).getByText(/Nov 21, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-21T09:30:00Z',
    );
    expect(
      within(items[1]!).getByRole('link', {
        name: 'The race is over. You finished in position 2.',
      }),
    ).toHaveAttribute('href', '/en/races');
    expect(items[1]).toHaveAttribute('data-unread', 'true');
    expect(items[2]).toHaveAttribute('data-unread', 'false');
    expect(panel.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('marks the page it shows read, keeping the marks on screen for this visit', async () => {
    const requests = server({
      'GET /en/user/notifications': () => ({ body: inboxPage(1, 1, 2) }),
      'POST /en/user/notifications/read': () => ({ body: { success: true, unread: 0 } }),
    });
    const { panel } = await openInbox();
    const tab = screen.getByRole('tab', { name: /^Inbox/ });
    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox 2 unread notifications'));

    await waitFor(() =>
      expect(requests.callsTo('POST', '/en/user/notifications/read')).toHaveLength(1),
    );
    const [read] = requests.callsTo('POST', '/en/user/notifications/read');
    expect(Object.fromEntries(read!.form)).toEqual({ ids: '11,12', csrf_token: 'csrf-1' });
    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox'));
    expect(within(tab).queryByTestId('inbox-unread-count')).not.toBeInTheDocument();
    expect(panel.getAllByTestId('inbox-item')[0]).toHaveAttribute('data-unread', 'true');
    expect(requests.callsTo('GET', '/en/user/notifications')).toHaveLength(1);
  });

  it('marks everything read with its button, and shows the list read', async () => {
    let isAllRead = false;
    const requests = server({
      'GET /en/user/notifications': () => ({
        body: isAllRead ? inboxPage(2, 1, 0) : { ...inboxPage(1, 1, 7) },
      }),
      // Only this page's two are marked when it opens: five more unread on other pages.
      'POST /en/user/notifications/read': (request) => {
        isAllRead = request.form.get('all') === '1';
        return { body: { success: true, unread: isAllRead ? 0 : 5 } };
      },
    });
    const { panel, user } = await openInbox();
    const tab = screen.getByRole('tab', { name: /^Inbox/ });
    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox 5 unread notifications'));

    await user.click(panel.getByTestId('inbox-mark-all-read'));

    await waitFor(() => expect(tab).toHaveAccessibleName('Inbox'));
    const posted = requests.callsTo('POST', '/en/user/notifications/read');
    expect(Object.fromEntries(posted[1]!.form)).toEqual({ all: '1', csrf_token: 'csrf-1' });
    await waitFor(() =>
      expect(
        panel.getAllByTestId('inbox-item').map((item) => item.getAttribute('data-unread')),
      ).toEqual(['false', 'false', 'false']),
    );
    expect(panel.getByTestId('inbox-mark-all-read')).toBeDisabled();
  });

  it('pages through a long inbox', async () => {
    const requests = server({
      'GET /en/user/notifications': (request) => ({
        body: inboxPage(Number(request.query.get('page')), 3, 0),
      }),
      'POST /en/user/notifications/read': () => ({ body: { success: true, unread: 0 } }),
    });
    const { panel, user } = await openInbox();

    const pages = within(await panel.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeVisible();
    await user.click(pages.getByRole('button', { name: 'Next' }));

    expect(await pages.findByText('Page 2 of 3')).toBeVisible();
    expect(await panel.findByText('Your bonus of €20 is ready (page 2).')).toBeVisible();
    expect(requests.callsTo('GET', '/en/user/notifications').at(-1)!.query.get('page')).toBe('2');
  });

  it('says so when the inbox is empty', async () => {
    server({
      'GET /en/user/notifications': () => ({ body: inboxPage(1, 0, 0) }),
    });
    const { panel } = await openInbox();

    expect(await panel.findByRole('heading', { name: 'Your inbox is empty' })).toBeVisible();
    expect(panel.queryByTestId('inbox-list')).not.toBeInTheDocument();
    expect(panel.getByTestId('inbox-mark-all-read')).toBeDisabled();
  });
});
