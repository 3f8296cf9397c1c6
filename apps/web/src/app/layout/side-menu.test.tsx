import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  registerBeforeClose,
  registerBeforeNavigation,
} from '../../shared/navigation/navigation-hooks';
import { deferred, stubServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const unregisters: (() => void)[] = [];

afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister();
  vi.unstubAllGlobals();
});

async function findMenu(): Promise<HTMLElement> {
  return screen.findByRole('navigation', { name: 'Main menu' });
}

describe('side menu: highlighting (spec 001 §2)', () => {
  it('highlights the casino tab on a casino insider page, not the insider entry', async () => {
    stubServer({});
    await renderApp('/en/casino/insider');

    const menu = await findMenu();
    expect(within(menu).getByRole('link', { name: 'Casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Insider' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the sports tab on a sports insider page', async () => {
    stubServer({});
    await renderApp('/en/sports/insider/football');

    const menu = await findMenu();
    expect(within(menu).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('highlights the insider entry on the insider page itself', async () => {
    stubServer({});
    await renderApp('/en/insider');

    const menu = await findMenu();
    expect(within(menu).getByRole('link', { name: 'Insider' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('side menu: leaving a page (spec 001 §4)', () => {
  it('runs the before-close hooks, then the before-navigation hooks, then navigates', async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/casino');
    const calls: string[] = [];
    unregisters.push(
      registerBeforeNavigation(async () => {
        calls.push(`stats at ${router.state.location.pathname}`);
      }),
      registerBeforeClose(async ({ to }) => {
        calls.push(`close before ${to}`);
      }),
    );

    await user.click(within(await findMenu()).getByRole('link', { name: 'Sports' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/sports'));
    expect(calls).toEqual(['close before /en/sports', 'stats at /en/casino']);
  });

  it('stays on the page when a hook cancels', async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/casino');
    const hook = vi.fn(() => false);
    unregisters.push(registerBeforeClose(hook));

    await user.click(within(await findMenu()).getByRole('link', { name: 'Blog' }));

    await vi.waitFor(() => expect(hook).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(within(await findMenu()).getByRole('link', { name: 'Blog' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('is locked, its links inert and aria-disabled, while the navigation is in progress', async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/casino');
    const stats = deferred<void>();
    unregisters.push(registerBeforeNavigation(() => stats.promise));
    const menu = await findMenu();

    await user.click(within(menu).getByRole('link', { name: 'Sports' }));

    const links = within(menu).getAllByRole('link');
    for (const link of links) expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(links[0]!.closest('ul')).toHaveAttribute('inert');
    // A second choice while locked is ignored.
    await user.click(within(menu).getByRole('link', { name: 'Blog' }));

    await act(async () => stats.resolve());

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/sports'));
    await vi.waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(links[0]!.closest('ul')).not.toHaveAttribute('inert');
  });

  it('navigates at once when nothing is registered', async () => {
    stubServer({});
    const user = userEvent.setup();
    const { router } = await renderApp('/en/');

    await user.click(within(await findMenu()).getByRole('link', { name: 'Live casino' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/live-casino'));
  });
});
