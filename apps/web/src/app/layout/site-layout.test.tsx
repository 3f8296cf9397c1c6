import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installViewport } from '../../test/match-media';
import { preloadAppModals, renderApp } from '../../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site layout', () => {
  it('lists the six side-menu targets, translated, in spec order', async () => {
    await renderApp('/en/');

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Casino',
      'Live casino',
      'Sports',
      'Safer gambling',
      'Blog',
      'Insider',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/casino',
      '/en/live-casino',
      '/en/sports',
      '/en/safer-gambling',
      '/en/blog',
      '/en/insider',
    ]);
  });

  it('marks the menu entry of the current page', async () => {
    await renderApp('/en/sports');

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Casino' })).not.toHaveAttribute('aria-current');
  });

  it('opens Log in and Register over the current page', async () => {
    await renderApp('/en/casino');

    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/casino?modal=login',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/casino?modal=register',
    );
  });

  it('shows no Log in or Register to a logged-in player', async () => {
    await renderApp('/en/', { logged: true, userId: '42' });

    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
  });

  it('takes the page out of reach while a modal is open over it', async () => {
    await renderApp('/en/?modal=login');

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' }).closest('[inert]')).not.toBeNull();
  });

  it('opens the drawer on a narrow screen, closes it with Escape and gives focus back', async () => {
    installViewport(600);
    const user = userEvent.setup();
    await renderApp('/en/');

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'side-menu');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Casino' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the drawer when a menu entry is chosen', async () => {
    installViewport(400);
    const user = userEvent.setup();
    const { router } = await renderApp('/en/');

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Blog' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/en/blog');
  });

  it('closes the drawer when the window grows past the narrow width', async () => {
    const viewport = installViewport(900);
    const user = userEvent.setup();
    await renderApp('/en/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);

    act(() => viewport.resize(1400));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a footer with the 18+ badge, the responsible-gambling links and this year', async () => {
    await renderApp('/en/');

    const badge = await screen.findByRole('img', { name: 'Adults only, 18 plus' });
    expect(badge).toHaveTextContent('18+');
    const rgLinks = within(screen.getByRole('navigation', { name: 'Responsible gambling' }));
    expect(rgLinks.getByRole('link', { name: 'Safer gambling' })).toHaveAttribute(
      'href',
      '/en/safer-gambling',
    );
    expect(rgLinks.getByRole('link', { name: 'Deposit limits' })).toHaveAttribute(
      'href',
      '/en/safer-gambling#limits',
    );
    expect(rgLinks.getByRole('link', { name: 'Reality check' })).toHaveAttribute(
      'href',
      '/en/safer-gambling#reality-check',
    );
    expect(rgLinks.getByRole('link', { name: 'Self-exclusion' })).toHaveAttribute(
      'href',
      '/en/safer-gambling#self-exclusion',
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Playfair. All rights reserved.`),
    ).toBeVisible();
  });

  it('lists every supported language, each linking to this page in that locale', async () => {
    const user = userEvent.setup();
    await renderApp('/en/casino');

    const switcher = await screen.findByRole('button', { name: 'Language English' });
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await user.click(switcher);

    const list = screen.getByRole('list', { name: 'Language' });
    const options = within(list).getAllByRole('link');
    expect(options).toHaveLength(18);
    expect(within(list).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/casino',
    );
    const croatian = within(list).getByRole('link', { name: 'Hrvatski' });
    expect(croatian).toHaveAttribute('href', '/hr/casino');
    expect(croatian).toHaveAttribute('hreflang', 'hr-HR');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('list', { name: 'Language' })).not.toBeInTheDocument();
    expect(switcher).toHaveFocus();
  });
});
