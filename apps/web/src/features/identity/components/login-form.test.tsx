import { CSRF_MAX_RETRIES } from '@playfair/domain/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import { deferred, errorBody, type FakeAnswer, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/en/',
  safePageUrl: (url: string) => url,
}));

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

const SUCCESS = {
  type: 'success',
  id: '42',
  redirect: '/en/casino',
  error: null,
  gtmError: null,
  gtmLoginEvent: { event: 'login', userId: '42', country: 'MT', currency: 'EUR' },
  awaitingMigration: false,
  awaitingLugasDeMigration: false,
  isPasswordResetRequired: false,
  hasCrashCasinoMigrationSucceeded: false,
};
const REFUSED = {
  type: 'error',
  error: 'The email or password is not right.',
  gtmError: 'invalid_credentials',
};
const CSRF_ERROR = { type: 'csrf-error', error: 'Your session has expired.' };

function serverWithLogin(login: () => FakeAnswer | Promise<FakeAnswer>) {
  let tokens = 0;
  return stubServer({
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: `t${++tokens}` } }),
    'POST /en/user/login': login,
  });
}

async function openLogin() {
  const user = userEvent.setup();
  // Over a light page: the login modal is the same over any page (the casino lobby's rows would
  // load and render first, which on a busy machine outlasts the waits below).
  const view = await renderApp('/en/sports?modal=login');
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  const form = within(dialog);
  return {
    ...view,
    user,
    dialog,
    email: form.getByLabelText('Email'),
    password: form.getByLabelText('Password'),
    submit: form.getByRole('button', { name: 'Log in' }),
  };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  fields: { email: HTMLElement; password: HTMLElement },
) {
  await user.type(fields.email, 'ana@example.com');
  await user.type(fields.password, 'Secret-pass1');
}

describe('login form (spec 000 §4, §5)', () => {
  it('is busy while logging in (button disabled, spinner), then loads the page the answer names', async () => {
    const answer = deferred<FakeAnswer>();
    const server = serverWithLogin(() => answer.promise);
    const login = await openLogin();
    await fillIn(login.user, login);

    await login.user.click(login.submit);

    expect(login.submit).toBeDisabled();
    expect(within(login.submit).getByTestId('spinner')).toBeInTheDocument();
    expect(login.dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    const [sent] = server.callsTo('POST', '/en/user/login');
    expect(Object.fromEntries(sent!.form)).toEqual({
      username: 'ana@example.com',
      password: 'Secret-pass1',
      csrf_token: 't1',
      redirect: '/en/sports',
    });
    expect(sent!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');

    expect(document.cookie).not.toContain('LastLogin=');
    await act(async () => answer.resolve({ body: SUCCESS }));

    expect(loadPage).toHaveBeenCalledWith('/en/casino');
    expect(login.submit).toBeDisabled();
    // spec 001 §3: the LastLogin cookie holds the login's moment.
    expect(document.cookie).toMatch(/(^|; )LastLogin=\d{13}(;|$)/);
    document.cookie = 'LastLogin=; Max-Age=0; Path=/';
  });

  it("shows the answer's error text and is ready again", async () => {
    serverWithLogin(() => ({ body: REFUSED }));
    const login = await openLogin();
    await fillIn(login.user, login);

    await login.user.click(login.submit);

    expect(await within(login.dialog).findByRole('alert')).toHaveTextContent(
      'The email or password is not right.',
    );
    expect(login.submit).toBeEnabled();
    expect(within(login.submit).queryByTestId('spinner')).not.toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("requires both fields: the form's own error text, and nothing is sent", async () => {
    const server = serverWithLogin(() => ({ body: SUCCESS }));
    const login = await openLogin();
    await login.user.type(login.email, 'ana@example.com');

    await login.user.click(login.submit);

    expect(within(login.dialog).getByRole('alert')).toHaveTextContent(
      'Please enter your email and your password.',
    );
    expect(login.password).toHaveAttribute('aria-invalid', 'true');
    expect(login.email).not.toHaveAttribute('aria-invalid');
    expect(server.callsTo('POST', '/en/user/login')).toHaveLength(0);
  });

  it('ignores a submit while a request is in flight', async () => {
    const answer = deferred<FakeAnswer>();
    const server = serverWithLogin(() => answer.promise);
    const login = await openLogin();
    await fillIn(login.user, login);
    await login.user.click(login.submit);

    fireEvent.submit(login.dialog.querySelector('form')!);
    await login.user.type(login.password, '{Enter}');

    expect(server.callsTo('POST', '/en/user/login')).toHaveLength(1);
    await act(async () => answer.resolve({ body: REFUSED }));
  });

  it('refreshes the token after a csrf-error and logs in with the new one', async () => {
    const answers = [CSRF_ERROR, SUCCESS];
    const server = serverWithLogin(() => ({ body: answers.shift() }));
    const login = await openLogin();
    await fillIn(login.user, login);

    await login.user.click(login.submit);

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/en/casino'));
    const tokensSent = server
      .callsTo('POST', '/en/user/login')
      .map((r) => r.form.get('csrf_token'));
    expect(tokensSent).toEqual(['t1', 't2']);
  });

  it(`retries at most ${CSRF_MAX_RETRIES} times, then shows the session-expired modal`, async () => {
    const server = serverWithLogin(() => ({ body: CSRF_ERROR }));
    const login = await openLogin();
    await fillIn(login.user, login);

    await login.user.click(login.submit);

    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    const tokensSent = server
      .callsTo('POST', '/en/user/login')
      .map((r) => r.form.get('csrf_token'));
    expect(tokensSent).toEqual(['t1', 't2', 't3']);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("shows the server's own text when logins are throttled (429)", async () => {
    serverWithLogin(() => ({
      status: 429,
      body: errorBody('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'),
    }));
    const login = await openLogin();
    await fillIn(login.user, login);

    await login.user.click(login.submit);

    expect(await within(login.dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(login.submit).toBeEnabled();
  });

  it('warns while the password is typed with Caps Lock on', async () => {
    serverWithLogin(() => ({ body: SUCCESS }));
    const login = await openLogin();

    fireEvent.keyDown(login.password, { key: 'S', modifierCapsLock: true });
    expect(within(login.dialog).getByRole('status')).toHaveTextContent('Caps Lock is on');
    expect(login.password).toHaveAccessibleDescription('Caps Lock is on');

    fireEvent.keyUp(login.password, { key: 'CapsLock', modifierCapsLock: false });
    expect(within(login.dialog).queryByText('Caps Lock is on')).not.toBeInTheDocument();
  });

  it('opens the forgot-password modal in place of the login', async () => {
    serverWithLogin(() => ({ body: SUCCESS }));
    const login = await openLogin();

    const link = within(login.dialog).getByRole('link', { name: 'Forgot your password?' });
    // user-event clicks inside a synchronous act; a render that suspends there (seen on a busy
    // machine after the session-expired test) is never retried. An awaited act lets React retry,
    // as a browser does.
    await act(async () => {
      await login.user.click(link);
    });

    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(login.address()).toBe('/en/forgot-password');
  });
});
