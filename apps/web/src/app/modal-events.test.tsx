import { SESSION_EXPIRED_MODAL_RETRY_MS } from '@playfair/domain/constants';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../shared/events/app-events';
import { ModalHost } from '../shared/modal/modal-host';
import { ModalProvider } from '../shared/modal/modal-provider';
import type { ModalRegistry } from '../shared/modal/modal-registry';
import { loadPage } from '../shared/navigation/page-load';
import { createAppConfig } from '../test/app-config';
import { errorBody, stubServer } from '../test/fake-server';
import { createTestI18n } from '../test/i18n';
import { preloadAppModals, renderApp } from '../test/render-app';
import { MODAL_REGISTRY } from './modal-registry';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

vi.mock('../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/en/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockClear();
});

describe('session expired (spec 000 §4)', () => {
  it('opens when an answer says the session ended, and the page shows the player logged out', async () => {
    stubServer({
      'GET /en/get/user-status': () => ({ body: { success: true } }),
      'GET /en/user/kyc/status': () => ({
        status: 401,
        body: errorBody('INVALID_AUTHENTICATION_TOKEN', 'Your session has expired.'),
      }),
    });
    const user = userEvent.setup();
    await renderApp('/en/account?tab=verification', { logged: true, userId: '42' });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();

    const expired = await screen.findByRole('dialog', { name: 'Session expired' });

    expect(expired).toHaveTextContent('Your session has expired. Please log in again.');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    // The header offers Log in again (its link opens the login over the page).
    expect(
      screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href')),
    ).toContain('/en/account?modal=login');
    expect(screen.getByRole('heading', { name: 'Log in to see your account' })).toBeInTheDocument();

    await user.click(within(expired).getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();
  });

  it('opens once however many answers say so', async () => {
    stubServer({});
    await renderApp('/en/', { logged: true, userId: '42' });
    await screen.findByRole('button', { name: 'Log out' });

    // The modal opens in a router transition that may suspend: an awaited act lets it finish.
    await act(async () => {
      appEvents.emit('session-expired', { url: '/user/wallet', status: 401 });
      appEvents.emit('session-expired', { url: '/user/kyc/status', status: 401 });
    });

    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
  });

  it('retries its load after 4.4 s when it fails to load', async () => {
    const i18n = await createTestI18n();
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = MODAL_REGISTRY['session-expired']!;
    let attempts = 0;
    const registry: ModalRegistry = {
      'session-expired': {
        ...entry,
        load: () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new Error('chunk missing')) : entry.load();
        },
      },
    };
    const router = createMemoryRouter(
      [
        {
          path: '/:locale',
          element: (
            <ModalProvider registry={registry} locale="en">
              <Outlet />
              <ModalHost />
            </ModalProvider>
          ),
          children: [{ index: true, element: <p>Home</p> }],
        },
      ],
      { initialEntries: ['/en/?modal=session-expired'] },
    );
    await act(async () => {
      render(
        <AppProviders config={createAppConfig()} i18n={i18n} queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });
    expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_MODAL_RETRY_MS - 1));
    expect(attempts).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(attempts).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  });
});

describe('modals the server opens on load (spec 001 §2 onload actions)', () => {
  it('shows the session-expired modal and the logged-out page for sessionExpired', async () => {
    stubServer({});
    await renderApp('/en/', {
      logged: true,
      userId: '42',
      onloadActions: [{ action: 'sessionExpired', params: {} }],
    });

    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows the login info until the player accepts it, and tells the server', async () => {
    const server = stubServer({
      'GET /en/user/accept-login-info': () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    await renderApp('/en/', {
      logged: true,
      userId: '42',
      onloadActions: [
        { action: 'modal', params: { name: 'login-info', lastLogin: '2025-03-01T18:30:00Z' } },
      ],
    });
    const info = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(info).toHaveTextContent('Your last login was on March 1, 2025');

    await user.keyboard('{Escape}');
    expect(info).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(within(info).getByRole('button', { name: 'OK, that was me' }));

    expect(server.callsTo('GET', '/en/user/accept-login-info')).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the player to the brand of their market on continue', async () => {
    stubServer({});
    const user = userEvent.setup();
    await renderApp('/en/', {
      onloadActions: [
        {
          action: 'modal',
          params: { name: 'brand-redirection', url: 'https://nordic.example/no/', brand: 'Nordic' },
        },
      ],
    });
    const notice = await screen.findByRole('dialog', { name: 'Continue at Nordic' });

    await user.click(within(notice).getByRole('button', { name: 'Continue to Nordic' }));

    expect(loadPage).toHaveBeenCalledWith('https://nordic.example/no/');
  });

  it('never sends a player to an address that is not https', async () => {
    stubServer({});
    await renderApp('/en/', {
      onloadActions: [
        {
          action: 'modal',
          params: { name: 'brand-redirection', url: 'javascript:alert(1)', brand: 'Evil' },
        },
      ],
    });

    const notice = await screen.findByRole('dialog', { name: 'Continue at Evil' });
    expect(within(notice).queryByRole('button', { name: /Continue/ })).not.toBeInTheDocument();
    expect(within(notice).getByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care.',
    );
  });
});
