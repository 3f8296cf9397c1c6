import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const WALLET = {
  success: true,
  balanceMinor: '1250',
  currency: 'EUR',
  formatted: '€12.50',
  bonusMinor: '0',
  bonusFormatted: '€0.00',
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

  it('shows no bonus while the player has no bonus money', async () => {
    stubServer({ 'GET /en/user/wallet': () => ({ body: WALLET }) });
    await renderApp('/en/', { logged: true, userId: '42' });

    const chip = await screen.findByRole('link', { name: 'Balance €12.50' });
    expect(chip).not.toHaveTextContent('Bonus');
    expect(screen.queryByTestId('header-bonus-balance')).not.toBeInTheDocument();
  });

  it('shows the bonus money apart from the cash, labelled, when there is some', async () => {
    stubServer({
      'GET /en/user/wallet': () => ({
        body: { ...WALLET, bonusMinor: '2000', bonusFormatted: '€20.00' },
      }),
    });
    await renderApp('/en/', { logged: true, userId: '42' });

    const chip = await screen.findByRole('link', { name: 'Balance €12.50 Bonus €20.00' });
    expect(within(chip).getByTestId('header-bonus-balance')).toHaveTextContent('Bonus €20.00');
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

/** A stand-in EventSource the test drives: one per opened stream. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }
}

describe('header balance pushed by the server', () => {
  afterEach(() => {
    FakeEventSource.opened = [];
  });

  it('follows the balance the event stream pushes, ignoring what is not one', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = stubServer({ 'GET /en/user/wallet': () => ({ body: WALLET }) });
    await renderApp('/en/', { logged: true, userId: '42' });
    expect(await screen.findByRole('link', { name: 'Balance €12.50' })).toBeInTheDocument();

    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe('/en/user/events');
    stream!.emit('balance', 'not json');
    stream!.emit('balance', JSON.stringify({ balanceMinor: 'x' }));
    stream!.emit(
      'balance',
      JSON.stringify({ ...WALLET, balanceMinor: '3250', formatted: '€32.50' }),
    );
    expect(await screen.findByRole('link', { name: 'Balance €32.50' })).toBeInTheDocument();
    // Pushed, not fetched again.
    expect(server.callsTo('GET', '/en/user/wallet')).toHaveLength(1);
  });

  it('opens no stream for a visitor', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubServer({});
    await renderApp('/en/', { logged: false });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
