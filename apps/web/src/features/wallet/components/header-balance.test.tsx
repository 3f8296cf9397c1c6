import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const WALLET = {
  success: true,
  balanceMinor: '1250',
  currency: 'EUR',
  formatted: '€12.50',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header balance', () => {
  it('shows the formatted balance for a logged-in player', async () => {
    const server = stubServer({ 'GET /en/user/wallet': () => ({ body: WALLET }) });
    await renderApp('/en/', { logged: true, userId: '42' });

    const chip = await screen.findByRole('link', { name: 'Balance €12.50' });
    expect(chip).toHaveTextContent('€12.50');
    expect(server.callsTo('GET', '/en/user/wallet')).toHaveLength(1);
  });

  it('renders nothing for a visitor, and does not ask for a wallet', async () => {
    const server = stubServer({ 'GET /en/user/wallet': () => ({ body: WALLET }) });
    await renderApp('/en/', { logged: false });

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Balance/ })).not.toBeInTheDocument();
    expect(screen.queryByText('€12.50')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/en/user/wallet')).toHaveLength(0);
  });

  it('links to the balance tab of the account, under the locale slug', async () => {
    stubServer({ 'GET /pe/user/wallet': () => ({ body: { ...WALLET, formatted: 'S/ 12.50' } }) });
    await renderApp('/pe/', { logged: true, userId: '42', locale: 'pe', languageTag: 'es-PE' });

    expect(await screen.findByRole('link', { name: /S\/ 12\.50/ })).toHaveAttribute(
      'href',
      '/pe/cuenta?tab=balance',
    );
  });

  it('shows no balance and no error when the wallet cannot be read', async () => {
    const server = stubServer({ 'GET /en/user/wallet': () => ({ status: 403, body: {} }) });
    await renderApp('/en/', { logged: true, userId: '42' });

    await waitFor(() => expect(server.callsTo('GET', '/en/user/wallet')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Balance/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
