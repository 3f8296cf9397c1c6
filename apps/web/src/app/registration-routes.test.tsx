import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFormDescription,
  stubServer,
} from '../features/registration/components/registration-test-utils';
import { preloadAppModals, renderApp } from '../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

function registrationServer() {
  return stubServer({
    'GET /en/user/register': { body: createFormDescription('MT') },
    'GET /sr/user/register': {
      body: { isCountryBlocked: false, redirect: '/sr/registracija', reason: 'authority' },
    },
    'GET /user/facebook-tracking/registration-start': { body: { success: true } },
  });
}

describe('registration in the app (spec 001 §2, DESIGN §6)', () => {
  it('opens the registration modal from the header', async () => {
    registrationServer();
    await renderApp('/en/casino');
    await userEvent.click(await screen.findByRole('link', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  });

  it('serves the static page at /{locale}/register with registration_static_v3, without the modal', async () => {
    registrationServer();
    await renderApp('/en/register', { features: { registration_static_v3: true } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
  });

  it('serves /sr/registracija for the SGCA authority, and no such page in another locale', async () => {
    registrationServer();
    const { unmount } = await renderApp('/sr/registracija', {
      locale: 'sr',
      licencesAuthority: 'SGCA',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    unmount();

    await renderApp('/en/registracija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
