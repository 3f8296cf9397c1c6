import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';

beforeAll(preloadAppModals);
afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = {
  logged: true,
  userId: '42',
  country: 'DE',
  onloadActions: [{ action: 'deAnnualKycModal', params: {} }],
};

function input(name: string, label: string, value: string, error: string, extra = '') {
  return (
    `<label for="annual-kyc-${name}">${label}</label>` +
    `<input id="annual-kyc-${name}" name="${name}" type="text" value="${value}" data-error="${error}"${extra}>`
  );
}

// The server's fragment (apps/server/src/modules/kyc/annual-kyc.ts), with a script that must not run.
const FRAGMENT =
  '<section data-modal="annual-kyc" data-can-close="false"><h2>Confirm your details</h2>' +
  '<p>Once a year we ask you to check your details.</p><script>window.hacked = true</script>' +
  '<form method="post" action="/public-api/user/perform-annual-kyc">' +
  input('user_address', 'Street and house number', '', 'Enter your street.') +
  input('user_postal_code', 'Postal code', '10115', 'Enter your five-digit postal code.') +
  input('user_city', 'City', 'Berlin', 'Enter your city.') +
  input('user_occupation', 'Occupation', '', 'Enter your occupation.') +
  input(
    'monthly_deposit_limit',
    'Monthly deposit limit (EUR)',
    '500.00',
    'Enter an amount.',
    ' inputmode="decimal"',
  ) +
  '<p data-hint="monthly_deposit_limit">A higher limit applies after the waiting period.</p>' +
  '<button type="submit">Confirm my details</button></form></section>';

function server(perform: FakeHandler) {
  return stubServer({
    'GET /public-api/user/annual-kyc-modal': () => ({
      body: { success: true, data: { html: FRAGMENT } },
    }),
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'token' } }),
    'POST /public-api/user/perform-annual-kyc': perform,
  });
}

function answer(success: boolean, message: string, errors: Record<string, string> = {}) {
  return {
    body: { success, data: { redirect: null, completed: success }, message, errors },
  };
}

async function openModal() {
  await renderApp('/en/casino', PLAYER);
  await screen.findByTestId('annual-kyc-form');
  return screen.getByRole('dialog', { name: 'Confirm your details' });
}

describe('the annual KYC modal (spec 001 §2 / §7 / §8)', () => {
  it('opens on load with the current details, and sends them as FormData with the token', async () => {
    const requests = server(() => answer(true, 'Thank you. Your details are confirmed.'));
    const dialog = await openModal();
    expect(within(dialog).getByLabelText('City')).toHaveValue('Berlin');
    expect(within(dialog).getByLabelText('Monthly deposit limit (EUR)')).toHaveValue('500.00');
    expect(
      within(dialog).getByText('A higher limit applies after the waiting period.'),
    ).toBeVisible();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    await userEvent.type(within(dialog).getByLabelText('Street and house number'), 'Hauptstr. 1');
    await userEvent.type(within(dialog).getByLabelText('Occupation'), 'Engineer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my details' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Confirm your details' }),
      ).not.toBeInTheDocument(),
    );
    const [posted] = requests.callsTo('POST', '/public-api/user/perform-annual-kyc');
    expect(posted?.form.get('user_address')).toBe('Hauptstr. 1');
    expect(posted?.form.get('user_occupation')).toBe('Engineer');
    expect(posted?.form.get('monthly_deposit_limit')).toBe('500.00');
    expect(posted?.form.get('csrf_token')).toBe('token');
    expect(await screen.findByText('Thank you. Your details are confirmed.')).toBeInTheDocument();
  });

  it("marks the fields of a 'Validation error.' with their data-error text and stays open", async () => {
    server(() =>
      answer(false, 'Validation error.', {
        user_address: 'x',
        user_occupation: 'x',
      }),
    );
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my details' }));
    expect(await within(dialog).findByText('Enter your street.')).toBeVisible();
    expect(within(dialog).getByText('Enter your occupation.')).toBeVisible();
    expect(within(dialog).getByLabelText('Street and house number')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    // Typing in a marked field clears its mark.
    await userEvent.type(within(dialog).getByLabelText('Street and house number'), 'Ring 2');
    expect(within(dialog).queryByText('Enter your street.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm your details' })).toBeInTheDocument();
  });

  it('shows the translated texts of updateUserMonthlyLimitError, updateUserDetailsError and a failure', async () => {
    const answers = [
      answer(false, 'updateUserMonthlyLimitError'),
      answer(false, 'updateUserDetailsError'),
      { status: 500, body: { nonsense: true } },
      { text: 'not json' },
    ];
    server(() => answers.shift() ?? answer(false, 'x'));
    const dialog = await openModal();
    const submit = within(dialog).getByRole('button', { name: 'Confirm my details' });
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your monthly deposit limit could not be changed.',
    );
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'We could not update your details.',
      ),
    );
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('your details were not saved'),
    );
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('your details were not saved'),
    );
    expect(screen.getByRole('dialog', { name: 'Confirm your details' })).toBeInTheDocument();
  });
});
