import type { TPlayerNotification } from '@playfair/contracts/player-notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../shared/notifications/notification-queue';
import { stubServer } from '../test/fake-server';
import { renderApp } from '../test/render-app';
import { isRaceStartNew, onloadNotifications } from './onload-notifications';

function notification(overrides: Partial<TPlayerNotification>): TPlayerNotification {
  return {
    id: '1',
    message: { en: 'Your bonus of {amount} is ready.' },
    timeout: 4_000,
    event_type: 'bonus_granted',
    position: null,
    amount: 10,
    minCashback: null,
    minRounds: null,
    link: null,
    createdAt: '2026-11-20T10:00:00Z',
    isRead: false,
    isKept: true,
    ...overrides,
  };
}

/** A sessionStorage of the test's own. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('onloadNotifications (spec 001 §2)', () => {
  it('maps the notification actions in order, skipping modals and malformed parameters', () => {
    const first = notification({ id: '7' });
    const second = notification({ id: '8', link: 'rewards' });
    expect(
      onloadNotifications([
        { action: 'rewards', params: {} },
        { action: 'showNotification', params: { notifications: [first, { id: 'bad' }, second] } },
        { action: 'notification', params: { unread: 4 } },
        { action: 'notification', params: { unread: -1 } },
        { action: 'notification', params: { unread: '4' } },
        { action: 'races', params: { raceId: 12, name: 'Friday Sprint' } },
        { action: 'races', params: { raceId: 'r-13', name: 'Weekend Marathon' } },
        { action: 'races', params: { raceId: 14 } },
        { action: 'showNotification', params: { notifications: 'none' } },
        { action: 'login', params: {} },
      ]),
    ).toEqual([
      { kind: 'show', notification: first },
      { kind: 'show', notification: second },
      { kind: 'unread', unread: 4 },
      { kind: 'race-start', raceId: '12', name: 'Friday Sprint' },
      { kind: 'race-start', raceId: 'r-13', name: 'Weekend Marathon' },
    ]);
  });

  it('announces a race once per browser session', () => {
    const storage = memoryStorage();
    expect(isRaceStartNew(storage, '12')).toBe(true);
    expect(isRaceStartNew(storage, '12')).toBe(false);
    expect(isRaceStartNew(storage, '13')).toBe(true);
    // Without a session storage there is nothing to remember it by.
    expect(isRaceStartNew(null, '12')).toBe(true);
  });
});

describe('onload notifications on the page', () => {
  const PLAYER = { logged: true, userId: '42' } as const;

  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    act(() => notifications.clear());
    vi.unstubAllGlobals();
  });

  function server() {
    return stubServer({
      'GET /en/get/user-status': () => ({ body: { success: true } }),
      'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
      'POST /en/user/notifications/seen': () => ({ body: { success: true, unread: 5 } }),
    });
  }

  it('queues the server’s notifications one at a time, each told seen as it shows', async () => {
    const requests = server();
    await renderApp('/en/', {
      ...PLAYER,
      currency: 'NOK',
      onloadActions: [
        {
          action: 'showNotification',
          params: {
            notifications: [
              notification({ id: '201' }),
              notification({ id: '202', message: { en: 'Second' } }),
            ],
          },
        },
      ],
    });
    const region = await screen.findByRole('status', { name: 'Notifications' });

    expect(region).toHaveTextContent('Your bonus of kr 100 is ready.');
    await waitFor(() =>
      expect(requests.callsTo('POST', '/en/user/notifications/seen')).toHaveLength(1),
    );
    expect(requests.callsTo('POST', '/en/user/notifications/seen')[0]!.form.get('ids')).toBe('201');

    await act(async () => {
      notifications.dismiss(notifications.current()!.id);
    });
    expect(region).toHaveTextContent('Second');
    await waitFor(() =>
      expect(requests.callsTo('POST', '/en/user/notifications/seen')).toHaveLength(2),
    );
    expect(requests.callsTo('POST', '/en/user/notifications/seen')[1]!.form.get('ids')).toBe('202');
  });

  it('seeds the unread badge without asking the inbox', async () => {
    const requests = server();
    await renderApp('/en/', {
      ...PLAYER,
      onloadActions: [{ action: 'notification', params: { unread: 4 } }],
    });

    const account = await screen.findByRole('link', { name: /^My account/ });
    expect(await within(account).findByTestId('inbox-unread-count')).toBeVisible();
    expect(account).toHaveAccessibleName('My account 4 unread notifications');
    expect(requests.callsTo('GET', '/en/user/notifications')).toHaveLength(0);
  });

  it('announces a started race once per browser session, leading to the races page', async () => {
    server();
    const raceAction = { action: 'races', params: { raceId: 31, name: 'Friday Sprint' } };
    const first = await renderApp('/en/', { ...PLAYER, onloadActions: [raceAction] });
    const region = await screen.findByRole('status', { name: 'Notifications' });

    const link = await within(region).findByRole('link', {
      name: 'The race Friday Sprint has started. Play its games to collect points!',
    });
    expect(link).toHaveAttribute('href', '/en/races');

    act(() => notifications.clear());
    first.unmount();
    await renderApp('/en/', { ...PLAYER, onloadActions: [raceAction] });
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('shows a visitor none of them', async () => {
    server();
    await renderApp('/en/', {
      logged: false,
      onloadActions: [{ action: 'races', params: { raceId: 32, name: 'Friday Sprint' } }],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
