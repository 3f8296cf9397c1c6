import { REGISTRATION_FIELDS as F } from '@playfair/contracts/registration';
import { EMAIL_VALIDATION_DEBOUNCE_MS } from '@playfair/domain/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  passTime,
  useFakeTimersWithTestingLibrary,
} from '../features/registration/components/registration-test-utils';
import { loadPage } from '../shared/navigation/page-load';
import { deferred, type FakeAnswer, type FakeHandler, stubServer } from '../test/fake-server';
import { preloadAppModals, renderApp } from '../test/render-app';

vi.mock('../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/sv/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

// spec 001 §2: a Swedish visitor (SGA) back from the identity provider.
const SWEDEN = { locale: 'sv', licencesAuthority: 'SGA', country: 'SE' } as const;
const ORDER = '0123456789abcdef0123456789abcdef';
const RETURN = `/sv/?bankid=${ORDER}`;

const LOGGED_IN = { success: true, error: null, giiUrl: null, redirect: '/sv/' };
const NO_ACCOUNT = {
  success: false,
  error: 'There is no account for this person yet. Register to continue.',
  giiUrl: null,
  register: true,
  orderRef: ORDER,
};
const PENDING = { success: false, error: null, giiUrl: null, pending: true, orderRef: ORDER };
const CANCELLED = {
  success: false,
  error: 'The BankID identification was cancelled.',
  giiUrl: null,
};

/** GET /sv/bankid-login?orderRef= answers `answers` in turn (the last one from then on). */
function collectServer(answers: FakeAnswer[], others: Record<string, FakeHandler> = {}) {
  let calls = 0;
  const server = stubServer({
    'GET /sv/bankid-login': () => answers[Math.min(calls++, answers.length - 1)]!,
    ...others,
  });
  const collectedOrders = () =>
    server.callsTo('GET', '/sv/bankid-login').map((request) => request.query.get('orderRef'));
  return { ...server, collectedOrders };
}

describe('back from bank ID: /{locale}/?bankid=<orderRef> (spec 001 §2)', () => {
  it('collects the order and loads the page the server logged the person in for', async () => {
    const server = collectServer([{ body: LOGGED_IN }]);
    await renderApp(RETURN, SWEDEN);

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/sv/'));
    expect(server.collectedOrders()).toEqual([ORDER]);
  });

  it('takes the order off the address in place, so a reload does not collect it again', async () => {
    const answer = deferred<FakeAnswer>();
    const server = stubServer({ 'GET /sv/bankid-login': () => answer.promise });
    const { router } = await renderApp(`/sv/casino?bankid=${ORDER}&tab=slots`, SWEDEN);

    // The page's notification queue is a (labelled) status region too; the BankID one has no name.
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Checking your BankID identification…',
    );
    expect(router.state.location.pathname).toBe('/sv/casino');
    expect(router.state.location.search).toBe('?tab=slots');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => answer.resolve({ body: LOGGED_IN }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/sv/'));
    expect(server.callsTo('GET', '/sv/bankid-login')).toHaveLength(1);
  });

  it('shows the refusal in the generic error modal, over the page without the order', async () => {
    collectServer([{ body: CANCELLED }]);
    const user = userEvent.setup();
    const { address } = await renderApp(RETURN, SWEDEN);

    const modal = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'The BankID identification was cancelled.',
    );
    const closers = within(modal).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/sv/');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('shows the generic error when the collect gets no answer', async () => {
    collectServer([{ status: 502, body: 'Bad gateway' }]);
    await renderApp(RETURN, SWEDEN);

    const modal = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care.',
    );
  });

  it('tells a pending order so, and collects it again on retry', async () => {
    const server = collectServer([{ body: PENDING }, { body: LOGGED_IN }]);
    const user = userEvent.setup();
    await renderApp(RETURN, SWEDEN);

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByRole('status')).toHaveTextContent(
      'Your BankID identification is not finished yet.',
    );
    expect(loadPage).not.toHaveBeenCalled();
    await user.click(within(login).getByRole('button', { name: 'Try again' }));

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/sv/'));
    expect(server.collectedOrders()).toEqual([ORDER, ORDER]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens registration with the order for a person without an account; the form posts it', async () => {
    const server = collectServer([{ body: NO_ACCOUNT }], {
      'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
      'POST /public-api/v1/validate/email': () => ({ body: { Success: true, errors: [] } }),
      'POST /validate-mobile': () => ({ body: { Success: true, Errors: [] } }),
      'GET /user/facebook-tracking/registration-start': () => ({ body: { success: true } }),
      'POST /sv/user/register': () => ({
        body: {
          registrationGtm: { event: 'registrationSuccess', userId: 'p-1', country: 'SE' },
          redirect: '/sv/',
          emailVerification: false,
        },
      }),
    });
    const { address } = await renderApp(RETURN, SWEDEN);

    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    // The bank-ID panel is behind the person now: the form shows.
    expect(await within(dialog).findByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Continue with BankID' })).toBeNull();
    expect(address()).toBe('/sv/register');
    expect(server.callsTo('GET', '/sv/user/register')).toEqual([]);

    useFakeTimersWithTestingLibrary(new Date('2026-03-01T12:00:00Z'));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const form = within(dialog);
    await user.type(form.getByLabelText('Email'), 'anna.svensson@example.se');
    await user.type(form.getByLabelText('Password'), 'Sommar-Stuga9');
    await user.type(form.getByLabelText('Mobile number'), '701234567');
    await passTime(EMAIL_VALIDATION_DEBOUNCE_MS);
    await user.click(form.getByRole('button', { name: 'Verify mobile number' }));
    await passTime();
    await user.click(form.getByRole('button', { name: 'Continue' }));
    await user.selectOptions(form.getByLabelText('Day'), '18');
    await user.selectOptions(form.getByLabelText('Month'), '12');
    await user.selectOptions(form.getByLabelText('Year'), '1981');
    await user.type(form.getByLabelText('Postal code'), '11455');
    await passTime();
    await user.click(form.getByRole('button', { name: 'Continue' }));
    await user.type(form.getByLabelText('Monthly deposit limit'), '5000');
    await user.click(form.getByLabelText('I accept the terms and conditions.'));
    await user.click(form.getByLabelText('I have read the privacy and cookie notice.'));
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await passTime();

    const [posted] = server.callsTo('POST', '/sv/user/register');
    expect(posted?.form.get('bankid_order')).toBe(ORDER);
    expect(posted?.form.get(F.email)).toBe('anna.svensson@example.se');
    expect(loadPage).toHaveBeenCalledWith('/sv/');
  });
});
