import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPORTSBOOK_FRAME_ATTRIBUTE } from '../../shared/navigation/logo-click';
import { loadPage } from '../../shared/navigation/page-load';
import { deferred, type FakeAnswer, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/en/',
  safePageUrl: (url: string) => url,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

describe('site header for a logged-in player', () => {
  it('links to the account under the locale slug instead of Log in and Register', async () => {
    stubServer({});
    await renderApp('/pe/', { logged: true, userId: '42', locale: 'pe', languageTag: 'es-PE' });

    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/pe/cuenta',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('logs out through the server, busy meanwhile, then loads the page it answers', async () => {
    const answer = deferred<FakeAnswer>();
    const server = stubServer({ 'GET /en/user/logout': () => answer.promise });
    const user = userEvent.setup();
    await renderApp('/en/casino', { logged: true, userId: '42' });
    const logout = await screen.findByRole('button', { name: 'Log out' });

    await user.click(logout);

    expect(logout).toBeDisabled();
    const [sent] = server.callsTo('GET', '/en/user/logout');
    expect(sent!.query.get('redirect')).toBe('/en/');
    expect(sent!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');

    await act(async () => answer.resolve({ body: { success: true, redirect: '/en/' } }));
    expect(loadPage).toHaveBeenCalledWith('/en/');
  });

  it('says so when the logout fails, and can be tried again', async () => {
    stubServer({ 'GET /en/user/logout': () => ({ status: 503, body: {} }) });
    const user = userEvent.setup();
    await renderApp('/en/', { logged: true, userId: '42' });
    const logout = await screen.findByRole('button', { name: 'Log out' });

    await user.click(logout);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care.',
    );
    expect(logout).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('site header: the logo (spec 001 §2)', () => {
  it('goes home from a casino page', async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/casino');
    const logo = await screen.findByRole('link', { name: 'Playfair home' });
    expect(logo).toHaveAttribute('href', '/en/');

    await user.click(logo);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
  });

  it("goes to the sportsbook's first page from deeper in the sportsbook", async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/sports/insider/football');
    const logo = await screen.findByRole('link', { name: 'Playfair home' });
    expect(logo).toHaveAttribute('href', '/en/sports');

    await user.click(logo);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/sports'));
  });

  it('posts a route change to the embedded sportsbook instead of leaving the page', async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/sports');
    const frame = document.createElement('iframe');
    frame.setAttribute(SPORTSBOOK_FRAME_ATTRIBUTE, '');
    frame.src = 'https://sportsbook.example/en/';
    document.body.append(frame);
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});

    try {
      await user.click(await screen.findByRole('link', { name: 'Playfair home' }));

      expect(postMessage).toHaveBeenCalledWith(
        { type: 'route-change', route: '/' },
        'https://sportsbook.example',
      );
      expect(router.state.location.pathname).toBe('/en/sports');
    } finally {
      frame.remove();
    }
  });
});

describe('site header: search', () => {
  it('opens the search overlay from any page', async () => {
    stubServer({});
    const user = userEvent.setup();
    await renderApp('/en/safer-gambling');
    const logo = await screen.findByRole('link', { name: 'Playfair home' });
    const header = logo.closest('header')!;

    await act(async () => {
      await user.click(within(header).getByRole('button', { name: 'Search' }));
    });

    expect(await screen.findByRole('dialog', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Game or provider' })).toHaveFocus();
  });
});
