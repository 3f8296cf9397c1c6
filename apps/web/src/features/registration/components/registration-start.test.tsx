import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import { RegistrationStart } from './registration-start';
import {
  createFormDescription,
  createRegistrationI18n,
  renderWithProviders,
  stubServer,
} from './registration-test-utils';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/en/',
}));

let i18n: I18n;

beforeAll(async () => {
  i18n = await createRegistrationI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockReset();
});

const TRACKING = 'GET /user/facebook-tracking/registration-start';

describe('RegistrationStart (spec 001 §2)', () => {
  it('loads the form and fires the registration-start tracking call once', async () => {
    const server = stubServer({
      'GET /en/user/register': { body: createFormDescription('GB') },
      [TRACKING]: { body: { success: true } },
    });
    renderWithProviders(
      <StrictMode>
        <RegistrationStart place="modal" headingLevel={3} />
      </StrictMode>,
      { i18n, config: { country: 'GB' } },
    );
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/user/facebook-tracking/registration-start')).toHaveLength(1);
  });

  it('asks for /register/email when email verification is on', async () => {
    const server = stubServer({
      'GET /en/user/register/email': { body: createFormDescription('GB') },
      [TRACKING]: { body: { success: true } },
    });
    renderWithProviders(<RegistrationStart place="modal" headingLevel={3} />, {
      i18n,
      config: { features: { emailVerification: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/en/user/register/email')).toHaveLength(1);
  });

  it('tells a visitor from a blocked country so, without a form', async () => {
    stubServer({
      'GET /en/user/register': {
        body: { isCountryBlocked: true, modal: 'registration-country-blocked', redirect: null },
      },
    });
    renderWithProviders(<RegistrationStart place="modal" headingLevel={3} />, { i18n });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is not available');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('goes to the static page when registration_static_v3 is on', async () => {
    const server = stubServer({});
    const { router } = renderWithProviders(<RegistrationStart place="modal" headingLevel={3} />, {
      i18n,
      config: { features: { registration_static_v3: true } },
      routes: [{ path: '/en/register', element: <p>The static page</p> }],
    });
    expect(await screen.findByText('The static page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/register');
    expect(server.requests).toEqual([]);
  });

  it('shows the form on the static page the server sends the visitor to', async () => {
    stubServer({
      'GET /en/user/register': {
        body: {
          isCountryBlocked: false,
          redirect: '/en/register',
          reason: 'registration_static_v3',
        },
      },
      [TRACKING]: { body: { success: true } },
    });
    renderWithProviders(<RegistrationStart place="page" headingLevel={2} />, {
      i18n,
      path: '/en/register',
      config: { country: 'DE', features: { registration_static_v3: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the Serbian page when the server sends an SGCA visitor there', async () => {
    stubServer({
      'GET /en/user/register': {
        body: { isCountryBlocked: false, redirect: '/sr/registracija', reason: 'authority' },
      },
    });
    renderWithProviders(<RegistrationStart place="modal" headingLevel={3} />, { i18n });
    expect(await screen.findByText('Taking you to the registration page…')).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('/sr/registracija');
  });

  it('starts bank ID for the SGA authority and opens its page', async () => {
    const server = stubServer({
      'GET /sv/bankid-login': {
        body: {
          success: true,
          error: null,
          giiUrl: '/bankid/sandbox/authorize?order=1',
          orderRef: 'a',
        },
      },
    });
    renderWithProviders(<RegistrationStart place="modal" headingLevel={3} />, {
      i18n,
      config: { licencesAuthority: 'SGA', locale: 'sv' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with BankID' }));
    await vi.waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith('/bankid/sandbox/authorize?order=1'),
    );
    expect(server.callsTo('GET', '/sv/user/register')).toHaveLength(0);
  });

  it('shows SGA the form, without asking the server for one, once bank ID identified the person', async () => {
    const server = stubServer({ [TRACKING]: { body: { success: true } } });
    renderWithProviders(
      <RegistrationStart
        place="modal"
        headingLevel={3}
        bankIdOrder="0123456789abcdef0123456789abcdef"
      />,
      { i18n, config: { licencesAuthority: 'SGA', locale: 'sv', country: 'SE' } },
    );
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with BankID' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/sv/user/register')).toHaveLength(0);
    expect(server.callsTo('GET', '/sv/bankid-login')).toHaveLength(0);
  });

  it('shows the bank-ID refusal and lets the visitor try again', async () => {
    stubServer({
      'GET /en/bankid-login': {
        body: { success: false, error: 'BankID is not available.', giiUrl: null },
      },
    });
    renderWithProviders(<RegistrationStart place="page" headingLevel={2} />, {
      i18n,
      config: { licencesAuthority: 'SGA' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with BankID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('BankID is not available.');
    expect(screen.getByRole('button', { name: 'Continue with BankID' })).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
