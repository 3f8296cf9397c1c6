import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PLAYER = {
  logged: true,
  userId: '42',
  onloadActions: [{ action: 'marketingConsentsModal', params: {} }],
};

const FRAGMENT =
  '<form data-consents-form data-error="Tick at least one box to continue.">' +
  '<h2>Stay in the loop</h2><p>Choose how we may tell you.</p><fieldset>' +
  '<label><input type="checkbox" name="all" data-consent="all"><span>All channels</span></label>' +
  '<label><input type="checkbox" name="email" data-consent="email"><span>Email</span></label>' +
  '<label><input type="checkbox" name="sms" data-consent="sms"><span>SMS</span></label>' +
  '<label><input type="checkbox" name="none" data-consent="none"><span>No marketing</span></label>' +
  '</fieldset><button type="submit">Save my choices</button></form>';

function server(store: FakeHandler) {
  return stubServer({
    'GET /public-api/user/marketing-consents': () => ({
      body: { success: true, data: { html: FRAGMENT } },
    }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token' } }),
    'POST /public-api/user/store-marketing-consents': store,
  });
}

const STORED = {
  body: {
    success: true,
    data: { redirect: null, completed: true },
    message: 'Your marketing preferences are saved.',
    errors: {},
  },
};

describe('the marketing consents modal (spec 001 §2 / §5)', () => {
  it('opens on load, keeps submit disabled until a box is ticked, and stores all', async () => {
    const requests = server(() => STORED);
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    const submit = within(dialog).getByRole('button', { name: 'Save my choices' });
    expect(submit).toBeDisabled();

    await userEvent.click(within(dialog).getByLabelText('All channels'));
    expect(within(dialog).getByLabelText('Email')).toBeChecked();
    expect(within(dialog).getByLabelText('SMS')).toBeChecked();
    expect(submit).toBeEnabled();

    // A single channel updates 'all'.
    await userEvent.click(within(dialog).getByLabelText('SMS'));
    expect(within(dialog).getByLabelText('All channels')).not.toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('SMS'));
    expect(within(dialog).getByLabelText('All channels')).toBeChecked();

    await userEvent.click(submit);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Stay in the loop' })).not.toBeInTheDocument(),
    );
    const [posted] = requests.callsTo('POST', '/public-api/user/store-marketing-consents');
    expect(posted?.form.get('channels')).toBe('email,sms');
    expect(posted?.form.get('none')).toBe('0');
    expect(posted?.form.get('source')).toBe('modal');
  });

  it("'none' unticks and disables the channels", async () => {
    const requests = server(() => STORED);
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await userEvent.click(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByLabelText('No marketing'));
    expect(within(dialog).getByLabelText('Email')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() =>
      expect(requests.callsTo('POST', '/public-api/user/store-marketing-consents')).toHaveLength(1),
    );
    expect(
      requests.callsTo('POST', '/public-api/user/store-marketing-consents')[0]?.form.get('none'),
    ).toBe('1');
  });

  it("a 'Validation error.' answer shows the form's data-error text and keeps it open", async () => {
    server(() => ({
      body: {
        success: false,
        data: { redirect: null, completed: false },
        message: 'Validation error.',
        errors: { consents: 'Tick at least one box to continue.' },
      },
    }));
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await userEvent.click(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tick at least one box to continue.',
    );
  });

  it('a failed call shows the translated generic error', async () => {
    server(() => ({ status: 500, text: 'oops' }));
    await renderApp('/en/casino', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Stay in the loop' });
    await userEvent.click(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care.',
    );
  });
});

describe('the generic error modal (spec 001 §8)', () => {
  it('genericModal shows generic_error_title and the message', async () => {
    stubServer({});
    await renderApp('/en/casino', {
      logged: true,
      userId: '42',
      onloadActions: [{ action: 'genericModal', params: {} }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('An error occurred. Please contact our customer care.');
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closers[closers.length - 1]!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

describe('the survey (spec 001 §2 delighted)', () => {
  it("is offered to the sample; 'Not now' closes it and tells the server", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.01);
    const requests = stubServer({
      'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token' } }),
      'POST /en/user/survey': () => ({ body: { success: true } }),
    });
    await renderApp('/en/casino', {
      logged: true,
      userId: '42',
      onloadActions: [{ action: 'delighted', params: {} }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'How are we doing?' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(requests.callsTo('POST', '/en/user/survey')).toHaveLength(1));
    expect(requests.callsTo('POST', '/en/user/survey')[0]?.form.get('dismissed')).toBe('1');
  });

  it('is not offered outside the sample', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    stubServer({});
    await renderApp('/en/casino', {
      logged: true,
      userId: '42',
      onloadActions: [
        { action: 'delighted', params: {} },
        { action: 'genericModal', params: {} },
      ],
    });
    // The generic error opens on the same load: the survey would have opened before it.
    await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(screen.queryByRole('dialog', { name: 'How are we doing?' })).not.toBeInTheDocument();
  });
});
