import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import { deferred, type FakeAnswer, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/sv/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

const SWEDEN = { locale: 'sv', licencesAuthority: 'SGA', country: 'SE' } as const;
const GII_URL = '/bankid-sandbox/authorize?order=0123456789abcdef0123456789abcdef&secret=s';

async function openLogin(path: string, config: Parameters<typeof renderApp>[1]) {
  const user = userEvent.setup();
  await renderApp(path, config);
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { user, dialog, login: within(dialog) };
}

describe('login modal under the SGA authority (spec 001 §2: bank-ID login)', () => {
  it('offers BankID, not the email and password form, and opens the provider’s page', async () => {
    const answer = deferred<FakeAnswer>();
    const server = stubServer({ 'GET /sv/bankid-login': () => answer.promise });
    const { user, login } = await openLogin('/sv/casino?modal=login', SWEDEN);

    expect(login.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(login.queryByLabelText('Password')).not.toBeInTheDocument();
    const bankId = login.getByRole('button', { name: 'Log in with BankID' });
    await user.click(bankId);

    expect(bankId).toBeDisabled();
    answer.resolve({ body: { success: true, error: null, giiUrl: GII_URL, orderRef: 'x' } });
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith(GII_URL));
    expect(server.callsTo('GET', '/sv/bankid-login')).toHaveLength(1);
    expect(server.callsTo('GET', '/sv/bankid-login')[0]?.query.has('orderRef')).toBe(false);
  });

  it('shows a refused start and lets the visitor try again', async () => {
    stubServer({
      'GET /sv/bankid-login': () => ({
        body: { success: false, error: 'BankID is not available.', giiUrl: null },
      }),
    });
    const { user, login } = await openLogin('/sv/?modal=login', SWEDEN);

    await user.click(login.getByRole('button', { name: 'Log in with BankID' }));

    expect(await login.findByRole('alert')).toHaveTextContent('BankID is not available.');
    expect(login.getByRole('button', { name: 'Log in with BankID' })).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('keeps the email and password form under any other authority', async () => {
    stubServer({});
    const { login } = await openLogin('/en/?modal=login', { licencesAuthority: 'MGA' });

    expect(login.getByLabelText('Email')).toBeInTheDocument();
    expect(login.queryByRole('button', { name: 'Log in with BankID' })).not.toBeInTheDocument();
  });
});
