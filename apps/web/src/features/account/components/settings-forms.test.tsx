import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;
const WRONG_PASSWORD = {
  success: false,
  errors: [
    { field: 'current_password', key: 'settings_password_wrong', msg: 'Wrong password (server).' },
  ],
};

function server(overrides: Record<string, FakeHandler> = {}) {
  let tokens = 0;
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /en/user/kyc/status': () => ({ body: { success: true, amlStatus: '0' } }),
    'GET /public-api/v1/get-form-csrf-token': () => {
      tokens += 1;
      return { body: { csrf_token: `csrf-${tokens}` } };
    },
    'POST /en/user/settings/email': () => ({
      body: { success: true, message: 'Email changed (server).' },
    }),
    'POST /en/user/settings/mobile': () => ({
      body: { success: true, message: 'Mobile changed (server).' },
    }),
    ...overrides,
  });
}

async function openSettings() {
  const user = userEvent.setup();
  const view = await renderApp('/en/account?tab=settings', PLAYER);
  const email = within(await screen.findByRole('region', { name: 'Change email address' }));
  const mobile = within(screen.getByRole('region', { name: 'Change mobile number' }));
  return { ...view, user, email, mobile };
}

describe('account settings: change email', () => {
  it('asks for the current password and posts both with the form token', async () => {
    const requests = server();
    const { user, email } = await openSettings();
    const password = email.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const save = email.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(email.getByLabelText('New email address'), ' ana@example.com');
    expect(save).toBeDisabled();
    await user.type(password, 'Correct-Horse7');
    await user.click(save);

    expect(await email.findByRole('status')).toHaveTextContent('Email changed (server).');
    const [sent] = requests.callsTo('POST', '/en/user/settings/email');
    expect(Object.fromEntries(sent!.form)).toEqual({
      new_email: 'ana@example.com',
      current_password: 'Correct-Horse7',
      csrf_token: 'csrf-1',
    });
    // A clean form afterwards: the password is not left in the page.
    expect(email.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's error under the field it names, until that field changes", async () => {
    server({ 'POST /en/user/settings/email': () => ({ body: WRONG_PASSWORD }) });
    const { user, email } = await openSettings();

    await user.type(email.getByLabelText('New email address'), 'ana@example.com');
    await user.type(email.getByLabelText('Current password'), 'Not-It-1');
    await user.click(email.getByRole('button', { name: 'Save' }));

    const password = email.getByLabelText('Current password');
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription('Wrong password (server).'),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email.queryByRole('status')).not.toBeInTheDocument();

    await user.type(password, 'x');
    expect(password).not.toHaveAccessibleDescription('Wrong password (server).');
  });

  it('refreshes a stale form token once and posts again', async () => {
    let posts = 0;
    const requests = server({
      'POST /en/user/settings/email': () => {
        posts += 1;
        return posts === 1
          ? { body: { type: 'csrf-error', error: 'Your session has expired.' } }
          : { body: { success: true, message: 'Email changed (server).' } };
      },
    });
    const { user, email } = await openSettings();

    await user.type(email.getByLabelText('New email address'), 'ana@example.com');
    await user.type(email.getByLabelText('Current password'), 'Correct-Horse7');
    await user.click(email.getByRole('button', { name: 'Save' }));

    expect(await email.findByRole('status')).toHaveTextContent('Email changed (server).');
    const tokens = requests
      .callsTo('POST', '/en/user/settings/email')
      .map((request) => request.form.get('csrf_token'));
    expect(tokens).toEqual(['csrf-1', 'csrf-2']);
  });

  it("shows the server's text for a locked account (429)", async () => {
    server({
      'POST /en/user/settings/email': () => ({
        status: 429,
        body: errorBody('RATE_LIMITED', 'Too many attempts. Try again later.'),
      }),
    });
    const { user, email } = await openSettings();

    await user.type(email.getByLabelText('New email address'), 'ana@example.com');
    await user.type(email.getByLabelText('Current password'), 'Correct-Horse7');
    await user.click(email.getByRole('button', { name: 'Save' }));

    expect(await email.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again later.',
    );
  });
});

describe('account settings: change mobile', () => {
  it("checks the number with the registration's rules before it can be sent", async () => {
    const requests = server();
    const { user, mobile } = await openSettings();

    await user.type(mobile.getByLabelText('New mobile number'), '12');
    await user.type(mobile.getByLabelText('Current password'), 'Correct-Horse7');

    expect(
      await mobile.findByText('Mobile and prefix combination is invalid.'),
    ).toBeInTheDocument();
    expect(mobile.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(requests.callsTo('POST', '/en/user/settings/mobile')).toEqual([]);
  });

  it('sends the chosen country code and the number without spaces', async () => {
    const requests = server();
    const { user, mobile } = await openSettings();

    await user.selectOptions(mobile.getByLabelText('Country code'), '+44');
    await user.type(mobile.getByLabelText('New mobile number'), '7700 900 555');
    await user.type(mobile.getByLabelText('Current password'), 'Correct-Horse7');
    await user.click(mobile.getByRole('button', { name: 'Save' }));

    expect(await mobile.findByRole('status')).toHaveTextContent('Mobile changed (server).');
    const [sent] = requests.callsTo('POST', '/en/user/settings/mobile');
    expect(Object.fromEntries(sent!.form)).toEqual({
      new_mobile_prefix: '+44',
      new_mobile: '7700900555',
      current_password: 'Correct-Horse7',
      csrf_token: 'csrf-1',
    });
  });
});
