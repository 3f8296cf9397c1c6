import { QUICK_DEPOSIT_BANNER_MS } from '@playfair/domain/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';
import { PAYMENT_STATUS_POLL_MS } from '../api/get-payment-status';
import { csrfTokens, paymentStatus, PLAYER, quickDeposit, wallet } from '../payments-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server(overrides: Record<string, FakeHandler> = {}) {
  return stubServer({
    ...csrfTokens(),
    'GET /en/user/wallet': () => ({ body: wallet('1250', '€12.50') }),
    'GET /en/user/qdu': () => ({ body: quickDeposit() }),
    ...overrides,
  });
}

/** The deposit over the home page, as a `?modal=` link opens it. */
async function openDeposit(path = '/en/?modal=deposit') {
  const user = userEvent.setup();
  const view = await renderApp(path, PLAYER);
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  const widget = within(dialog);
  await widget.findByRole('heading', { name: 'Visa •••• 4242' });
  return { ...view, user, dialog, widget };
}

describe('quick deposit: opening (spec 001 §2)', () => {
  it('opens from the Deposit button beside the header balance, at the payments route', async () => {
    server();
    const user = userEvent.setup();
    const { address } = await renderApp('/en/', PLAYER);
    await screen.findByRole('link', { name: 'Balance €12.50' });

    await clickAndSettle(user, screen.getByRole('link', { name: 'Deposit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('heading', { name: 'Visa •••• 4242' })).toBeVisible();
    expect(address()).toBe('/en/payments');
  });

  it('lives at the translated slug of the payments route (sr: placanja)', async () => {
    stubServer({
      'GET /sr/user/wallet': () => ({ body: wallet('1250', '€12.50') }),
      'GET /sr/user/qdu': () => ({ body: quickDeposit() }),
    });
    const { address } = await renderApp('/sr/placanja', {
      ...PLAYER,
      locale: 'sr',
      languageTag: 'sr-Latn-RS',
    });

    // (Tests render the English texts.)
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    expect(address()).toBe('/sr/placanja');
  });

  it('asks a visitor to log in first', async () => {
    const requests = server();
    const user = userEvent.setup();
    await renderApp('/en/?modal=deposit');

    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveTextContent('Log in to deposit to your account.');
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(requests.callsTo('GET', '/en/user/qdu')).toHaveLength(0);
  });
});

describe('quick deposit: paging the forms (spec 001 §2: wraps around)', () => {
  it('shows saved cards first, then a new card, then the bank transfer, going round both ways', async () => {
    server();
    const { user, widget } = await openDeposit();
    const next = widget.getByRole('button', { name: 'Next payment method' });
    const previous = widget.getByRole('button', { name: 'Previous payment method' });
    expect(widget.getByText('Method 1 of 3')).toBeVisible();
    expect(widget.getByLabelText('Security code (CVC)')).toBeInTheDocument();

    await user.click(next);
    expect(widget.getByRole('heading', { name: 'New card' })).toBeVisible();
    expect(widget.getByText('Method 2 of 3')).toBeVisible();
    expect(widget.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(widget.getByLabelText('Name on card')).toBeInTheDocument();
    expect(widget.getByLabelText('Save this card for my next deposits')).not.toBeChecked();

    await user.click(next);
    expect(widget.getByRole('heading', { name: 'Bank transfer' })).toBeVisible();
    expect(widget.getByRole('combobox', { name: 'Your bank' })).toHaveTextContent('Nordea');

    await user.click(next);
    expect(widget.getByRole('heading', { name: 'Visa •••• 4242' })).toBeVisible();
    expect(widget.getByText('Method 1 of 3')).toBeVisible();

    await user.click(previous);
    expect(widget.getByRole('heading', { name: 'Bank transfer' })).toBeVisible();
    expect(widget.getByText('Method 3 of 3')).toBeVisible();
  });

  it('fills the amount from a preset', async () => {
    server();
    const { user, widget } = await openDeposit();

    await user.click(widget.getByRole('button', { name: '€50.00' }));

    expect(widget.getByLabelText('Amount (EUR)')).toHaveValue('50');
    expect(widget.getByRole('button', { name: '€50.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(widget.getByText('Minimum €10.00 · Maximum €5,000.00')).toBeInTheDocument();
  });
});

describe('quick deposit: the method limits (spec 001 §5)', () => {
  it('refuses an amount below the minimum with a banner that goes after 3.5 s, sending nothing', async () => {
    const requests = server();
    const { user, widget } = await openDeposit();
    await user.type(widget.getByLabelText('Amount (EUR)'), '5');
    await user.type(widget.getByLabelText('Security code (CVC)'), '123');

    useFakeTimersWithTestingLibrary();
    fireEvent.click(widget.getByRole('button', { name: 'Deposit now' }));
    // The form checks its schema before it answers (react-hook-form's resolver is asynchronous).
    await passTime();

    expect(widget.getByRole('alert')).toHaveTextContent(
      'The minimum deposit with this method is €10.00.',
    );
    act(() => {
      vi.advanceTimersByTime(QUICK_DEPOSIT_BANNER_MS - 1);
    });
    expect(widget.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(widget.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.callsTo('POST', '/en/user/payment-deposit/card-acc-1')).toHaveLength(0);
  });

  it('refuses an amount above the maximum, naming it', async () => {
    const requests = server();
    const { user, widget } = await openDeposit();

    await user.type(widget.getByLabelText('Amount (EUR)'), '5000.01');
    await user.type(widget.getByLabelText('Security code (CVC)'), '123');
    await user.click(widget.getByRole('button', { name: 'Deposit now' }));

    expect(widget.getByRole('alert')).toHaveTextContent(
      'The maximum deposit with this method is €5,000.00.',
    );
    expect(widget.getByLabelText('Amount (EUR)')).toHaveFocus();
    expect(requests.callsTo('POST', '/en/user/payment-deposit/card-acc-1')).toHaveLength(0);
  });

  it('asks for the fields of the method before sending', async () => {
    const requests = server();
    const { user, widget } = await openDeposit();
    await user.click(widget.getByRole('button', { name: 'Previous payment method' }));

    await user.type(widget.getByLabelText('Amount (EUR)'), '20');
    await user.click(widget.getByRole('button', { name: 'Deposit now' }));

    const bank = widget.getByRole('combobox', { name: 'Your bank' });
    expect(bank).toHaveAccessibleDescription('This field is required.');
    expect(bank).toHaveFocus();
    expect(requests.callsTo('POST', '/en/user/payment-deposit/bank-transfer')).toHaveLength(0);
  });
});

describe('quick deposit: sending', () => {
  it("shows the server's first error message when it refuses (spec 001 §8)", async () => {
    server({
      'POST /en/user/payment-deposit/card-acc-1': () => ({
        body: {
          success: false,
          errors: [
            { msg: 'Your bank declined the payment. No money was taken.', code: 'DECLINED' },
            { msg: 'A second problem.' },
          ],
        },
      }),
    });
    const { user, widget } = await openDeposit();

    await user.type(widget.getByLabelText('Amount (EUR)'), '25');
    await user.type(widget.getByLabelText('Security code (CVC)'), '123');
    await user.click(widget.getByRole('button', { name: 'Deposit now' }));

    expect(await widget.findByRole('alert')).toHaveTextContent(
      'Your bank declined the payment. No money was taken.',
    );
    expect(widget.queryByText('A second problem.')).not.toBeInTheDocument();
  });

  it('posts the form with a key and the token, follows the payment, then updates the balance', async () => {
    let statusReads = 0;
    let walletReads = 0;
    const requests = server({
      'GET /en/user/wallet': () => {
        walletReads += 1;
        return { body: walletReads === 1 ? wallet('1250', '€12.50') : wallet('3750', '€37.50') };
      },
      'POST /en/user/payment-deposit/card-acc-1': () => ({
        body: { success: true, paymentId: 'pay-1', status: 'pending' },
      }),
      'GET /en/user/payment/pay-1': () => {
        statusReads += 1;
        return { body: paymentStatus(statusReads === 1 ? 'pending' : 'succeeded') };
      },
    });
    const { user, widget } = await openDeposit();
    await user.type(widget.getByLabelText('Amount (EUR)'), '25');
    await user.type(widget.getByLabelText('Security code (CVC)'), '123');

    useFakeTimersWithTestingLibrary();
    fireEvent.click(widget.getByRole('button', { name: 'Deposit now' }));
    await passTime();

    const [posted] = requests.callsTo('POST', '/en/user/payment-deposit/card-acc-1');
    expect(posted!.query.get('qd')).toBe('1');
    expect(posted!.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(posted!.form)).toEqual({
      amount: '25',
      cvc: '123',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      csrf_token: 'csrf-1',
    });
    expect(widget.getByRole('heading', { name: 'Confirming your deposit…' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Balance €12.50' })).toBeInTheDocument();

    await passTime(PAYMENT_STATUS_POLL_MS);

    expect(await widget.findByRole('heading', { name: 'Deposit received' })).toBeInTheDocument();
    expect(widget.getByRole('status')).toHaveTextContent(
      '€25.00 has been added to your account. Your balance is updated.',
    );
    expect(screen.getByRole('link', { name: 'Balance €37.50' })).toBeInTheDocument();
    expect(walletReads).toBe(2);
    // A decided payment is no longer asked about.
    await passTime(PAYMENT_STATUS_POLL_MS * 2);
    expect(statusReads).toBe(2);
  });

  it('sends the same attempt with the same key after a lost answer, and a new one afterwards', async () => {
    let posts = 0;
    const requests = server({
      'POST /en/user/payment-deposit/card-acc-1': () => {
        posts += 1;
        if (posts === 1) throw new TypeError('Failed to fetch');
        return { body: { success: false, errors: [{ msg: 'Declined.' }] } };
      },
    });
    const { user, widget } = await openDeposit();
    await user.type(widget.getByLabelText('Amount (EUR)'), '25');
    await user.type(widget.getByLabelText('Security code (CVC)'), '123');
    const submit = widget.getByRole('button', { name: 'Deposit now' });

    await user.click(submit);
    expect(await widget.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care.',
    );
    await user.click(submit);
    expect(await widget.findByText('Declined.')).toBeInTheDocument();
    await user.click(submit);
    await vi.waitFor(() =>
      expect(requests.callsTo('POST', '/en/user/payment-deposit/card-acc-1')).toHaveLength(3),
    );

    const keys = requests
      .callsTo('POST', '/en/user/payment-deposit/card-acc-1')
      .map((request) => request.form.get('idempotency_key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("opens the bank's approval page in a new window and waits for the bank", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const requests = server({
      'POST /en/user/payment-deposit/bank-transfer': () => ({
        body: {
          success: true,
          paymentId: 'pay-1',
          status: 'pending',
          service: { url: 'https://bank.example/approve/pay-1' },
        },
      }),
      'GET /en/user/payment/pay-1': () => ({ body: paymentStatus('pending') }),
    });
    const { user, widget } = await openDeposit();
    await user.click(widget.getByRole('button', { name: 'Previous payment method' }));
    await user.type(widget.getByLabelText('Amount (EUR)'), '40');
    await user.selectOptions(widget.getByRole('combobox', { name: 'Your bank' }), 'Nordea');

    await user.click(widget.getByRole('button', { name: 'Deposit now' }));

    expect(
      await widget.findByRole('heading', { name: 'Waiting for your bank' }),
    ).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(
      'https://bank.example/approve/pay-1',
      '_blank',
      'noopener,noreferrer',
    );
    const link = widget.getByRole('link', { name: "Open your bank's page" });
    expect(link).toHaveAttribute('href', 'https://bank.example/approve/pay-1');
    expect(link).toHaveAttribute('target', '_blank');
    const [posted] = requests.callsTo('POST', '/en/user/payment-deposit/bank-transfer');
    expect(posted!.form.get('bank')).toBe('nordea');
  });

  it('says why a payment failed, and offers another try', async () => {
    server({
      'POST /en/user/payment-deposit/card-acc-1': () => ({
        body: { success: true, paymentId: 'pay-1', status: 'failed' },
      }),
      'GET /en/user/payment/pay-1': () => ({
        body: paymentStatus('failed', { message: 'The card has insufficient funds.' }),
      }),
    });
    const { user, widget } = await openDeposit();
    await user.type(widget.getByLabelText('Amount (EUR)'), '25');
    await user.type(widget.getByLabelText('Security code (CVC)'), '123');

    await user.click(widget.getByRole('button', { name: 'Deposit now' }));

    expect(await widget.findByRole('alert')).toHaveTextContent('The card has insufficient funds.');
    await user.click(widget.getByRole('button', { name: 'Try again' }));
    expect(widget.getByLabelText('Amount (EUR)')).toHaveValue('');
  });
});
