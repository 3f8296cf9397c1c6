import type { TPlayerNotification } from '@playfair/contracts/player-notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { unreadCountQueryOptions } from './get-inbox';
import { notifications } from './notification-queue';

const unreadKey = unreadCountQueryOptions({ locale: 'en', userId: '42' }).queryKey;

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

  static push(type: string, data: unknown) {
    act(() => {
      for (const source of FakeEventSource.opened) {
        for (const listener of source.listeners.get(type) ?? []) {
          listener(new MessageEvent(type, { data: JSON.stringify(data) }));
        }
      }
    });
  }
}

const PLAYER = { logged: true, userId: '42' } as const;

function notification(overrides: Partial<TPlayerNotification>): TPlayerNotification {
  return {
    id: '1',
    message: { en: 'Your bonus of {amount} is ready.' },
    timeout: 4_000,
    event_type: 'bonus_granted',
    position: null,
    amount: 50,
    minCashback: null,
    minRounds: null,
    link: null,
    createdAt: '2026-11-20T10:00:00Z',
    isRead: false,
    isKept: true,
    ...overrides,
  };
}

function server(unread: number, overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
    'GET /en/user/notifications': () => ({
      body: { success: true, notifications: [], unread, page: 1, pages: 0 },
    }),
    'POST /en/user/notifications/seen': () => ({ body: { success: true, unread: unread + 1 } }),
    ...overrides,
  });
}

function accountButton() {
  return screen.getByRole('link', { name: /^My account/ });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  act(() => notifications.clear());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live notifications (spec 000 §3, §4)', () => {
  it('shows a pushed notification with its filled text, and tells the server it was seen once', async () => {
    const requests = server(2);
    await renderApp('/en/', { ...PLAYER, currency: 'SEK' });
    const region = await screen.findByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.opened).not.toHaveLength(0));

    FakeEventSource.push('notification', notification({ id: '101' }));

    expect(region).toHaveTextContent('Your bonus of Kr 500 is ready.');
    await waitFor(() =>
      expect(requests.callsTo('POST', '/en/user/notifications/seen')).toHaveLength(1),
    );
    const [seen] = requests.callsTo('POST', '/en/user/notifications/seen');
    expect(Object.fromEntries(seen!.form)).toEqual({ ids: '101', csrf_token: 'csrf-1' });

    // The same notification again (an onload action and its push) shows no second time.
    FakeEventSource.push('notification', notification({ id: '101' }));
    act(() => notifications.clear());
    expect(region).toBeEmptyDOMElement();
    expect(requests.callsTo('POST', '/en/user/notifications/seen')).toHaveLength(1);
  });

  it('counts a pushed notification kept in the inbox as unread at once', async () => {
    server(2);
    const { queryClient } = await renderApp('/en/', PLAYER);
    await screen.findByRole('link', { name: /^My account/ });
    await waitFor(() =>
      expect(accountButton()).toHaveAccessibleName('My account 2 unread notifications'),
    );
    expect(within(accountButton()).getByTestId('inbox-unread-count')).toBeVisible();

    FakeEventSource.push('notification', notification({ id: '102' }));
    await waitFor(() =>
      expect(accountButton()).toHaveAccessibleName('My account 3 unread notifications'),
    );

    // A transient one is only shown.
    FakeEventSource.push('notification', notification({ id: '103', isKept: false }));
    expect(queryClient.getQueryData(unreadKey)).toBe(3);
  });

  it('shows no badge while nothing is unread', async () => {
    const requests = server(0);
    await renderApp('/en/', PLAYER);
    await waitFor(() => expect(requests.callsTo('GET', '/en/user/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('inbox-unread-count')).not.toBeInTheDocument();
  });

  it('opens where the notification leads when clicked', async () => {
    server(0);
    const user = userEvent.setup();
    const { router } = await renderApp('/en/', PLAYER);
    const region = await screen.findByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.opened).not.toHaveLength(0));

    FakeEventSource.push(
      'notification',
      notification({
        id: '104',
        message: { en: 'Your new limit is now in effect.' },
        amount: null,
        link: 'limits',
      }),
    );
    await user.click(
      within(region).getByRole('link', { name: 'Your new limit is now in effect.' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account'));
    expect(router.state.location.search).toBe('?tab=limits');
    expect(region).toBeEmptyDOMElement();
  });

  it('waits its turn and stays the server’s time on screen', async () => {
    server(0);
    await renderApp('/en/', PLAYER);
    const region = await screen.findByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.opened).not.toHaveLength(0));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    FakeEventSource.push(
      'notification',
      notification({ id: '105', message: { en: 'First' }, timeout: 2_000 }),
    );
    FakeEventSource.push(
      'notification',
      notification({ id: '106', message: { en: 'Second' }, timeout: 9_000 }),
    );
    expect(region).toHaveTextContent('First');
    expect(region).not.toHaveTextContent('Second');

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(region).toHaveTextContent('Second');
    act(() => {
      vi.advanceTimersByTime(8_999);
    });
    expect(region).toHaveTextContent('Second');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toBeEmptyDOMElement();
  });
});
