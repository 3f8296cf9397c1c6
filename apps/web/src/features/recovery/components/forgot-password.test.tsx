import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const CODE_SENT = {
  isValid: true,
  errors: [],
  message: 'If this address has an account, we have sent it a recovery code.',
  modal: 'forgot-password-reset',
  gtm: null,
  gtmError: null,
};
const PASSWORD_CHANGED = {
  isValid: true,
  errors: [],
  message: 'Your password has been changed.',
  modal: 'login',
  gtm: null,
  gtmError: null,
};

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
    'POST /en/user/forgot-password': () => ({ body: CODE_SENT }),
    'POST /en/user/forgot-password/reset': () => ({ body: PASSWORD_CHANGED }),
    ...overrides,
  });
}

async function openForgotPassword(modal = 'forgot-password') {
  const user = userEvent.setup();
  const view = await renderApp(`/en/?modal=${modal}`);
  const dialog = await screen.findByRole('dialog', {
    name: modal === 'forgot-password' ? 'Reset your password' : 'Reset your password by SMS',
  });
  return { ...view, user, dialog, form: within(dialog) };
}

describe('forgot password, step 1 (spec 001 §4, §5)', () => {
  it("shows the form's error for an address without an @ after its first character", async () => {
    server();
    const { user, form } = await openForgotPassword();
    const send = form.getByRole('button', { name: 'Send recovery code' });
    expect(send).toBeDisabled();

    await user.type(form.getByLabelText('Email address'), '@example.com');

    expect(await form.findByText('Enter your email address.')).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(form.getByLabelText('Email address'));
    await user.type(form.getByLabelText('Email address'), 'a@example.com');
    expect(send).toBeEnabled();
  });

  it('sends the address with the form token and moves to step 2 with the server message', async () => {
    const requests = server();
    const { user, form } = await openForgotPassword();

    await user.type(form.getByLabelText('Email address'), 'ana@example.com');
    await user.click(form.getByRole('button', { name: 'Send recovery code' }));

    expect(await form.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(form.getByRole('status')).toHaveTextContent(CODE_SENT.message);
    const [sent] = requests.callsTo('POST', '/en/user/forgot-password');
    expect(Object.fromEntries(sent!.form)).toEqual({
      form_email: 'ana@example.com',
      csrf_token: 'csrf-1',
    });
  });
});

describe('forgot password, step 2', () => {
  async function atStep2() {
    const view = await openForgotPassword();
    await view.user.type(view.form.getByLabelText('Email address'), 'ana@example.com');
    await view.user.click(view.form.getByRole('button', { name: 'Send recovery code' }));
    await view.form.findByText('Step 2 of 2');
    return {
      ...view,
      code: view.form.getByLabelText('Recovery code'),
      password: view.form.getByLabelText('New password'),
      repeat: view.form.getByLabelText('Repeat new password'),
      save: view.form.getByRole('button', { name: 'Save new password' }),
    };
  }

  it('ticks off the password rules as the player types', async () => {
    server();
    const { user, form, password } = await atStep2();
    const rules = within(form.getByRole('list', { name: 'Your password needs' }));
    const met = () =>
      rules
        .getAllByRole('listitem')
        .filter((rule) => rule.dataset.met === 'true')
        .map((rule) => rule.textContent);

    await user.type(password, 'abc');
    expect(met()).toEqual([
      'Include a lower-case letter.done',
      'Your password cannot be your email address.done',
    ]);

    await user.type(password, 'D3fg!xyz');
    expect(met()).toHaveLength(6);
  });

  it("says 'Does not match' for a different repeat and keeps saving disabled", async () => {
    server();
    const { user, form, code, password, repeat, save } = await atStep2();
    await user.type(code, '123456');
    await user.type(password, 'Better-pass1');

    await user.type(repeat, 'Better-pass2');

    expect(await form.findByText('Does not match')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(repeat);
    await user.type(repeat, 'Better-pass1');
    expect(save).toBeEnabled();
  });

  it('checks the recovery code the way the server does', async () => {
    server();
    const { user, form, code } = await atStep2();

    await user.type(code, '12a');

    expect(await form.findByText('This code is wrong or has expired.')).toBeInTheDocument();
  });

  it('sends the address again with the code and password, then offers the login', async () => {
    const requests = server();
    const { user, form, code, password, repeat, save } = await atStep2();
    await user.type(code, '123456');
    await user.type(password, 'Better-pass1');
    await user.type(repeat, 'Better-pass1');

    await user.click(save);

    expect(await form.findByText(PASSWORD_CHANGED.message)).toBeInTheDocument();
    const [sent] = requests.callsTo('POST', '/en/user/forgot-password/reset');
    expect(Object.fromEntries(sent!.form)).toEqual({
      form_email: 'ana@example.com',
      form_recovery_code: '123456',
      form_password: 'Better-pass1',
      form_password_repeat: 'Better-pass1',
      csrf_token: 'csrf-1',
    });

    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it("shows the server's text under the field it names", async () => {
    server({
      'POST /en/user/forgot-password/reset': () => ({
        body: {
          ...PASSWORD_CHANGED,
          isValid: false,
          message: '',
          modal: null,
          errors: [
            {
              field: 'form_recovery_code',
              key: 'recovery_code_expired',
              msg: 'This code has expired.',
            },
          ],
        },
      }),
    });
    const { user, code, password, repeat, save } = await atStep2();
    await user.type(code, '123456');
    await user.type(password, 'Better-pass1');
    await user.type(repeat, 'Better-pass1');

    await user.click(save);

    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(
      'Enter the code exactly as we sent it to you. This code has expired.',
    );
  });
});

describe('forgot password by SMS (forgot-password-sms)', () => {
  it('sends the prefix and the mobile without spaces', async () => {
    const requests = server();
    const { user, form } = await openForgotPassword('forgot-password-sms');
    // The country of the visitor (Malta in the test configuration) chooses the prefix.
    expect(form.getByLabelText('Country code')).toHaveValue('+356');

    await user.selectOptions(form.getByLabelText('Country code'), '+44');
    await user.type(form.getByLabelText('Mobile number'), '7700 900 123');
    await user.click(form.getByRole('button', { name: 'Text me a recovery code' }));

    expect(await form.findByText('Step 2 of 2')).toBeInTheDocument();
    const [sent] = requests.callsTo('POST', '/en/user/forgot-password');
    expect(Object.fromEntries(sent!.form)).toEqual({
      form_mobile_prefix: '+44',
      form_mobile: '7700900123',
      csrf_token: 'csrf-1',
    });
  });

  it('refuses a number that is not a mobile of that country', async () => {
    server();
    const { user, form } = await openForgotPassword('forgot-password-sms');

    await user.selectOptions(form.getByLabelText('Country code'), '+44');
    await user.type(form.getByLabelText('Mobile number'), '12');

    expect(await form.findByText('Mobile and prefix combination is invalid.')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Text me a recovery code' })).toBeDisabled();
  });
});
