import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';
import { rewardsAnswer, runningBonus } from '../../../test/rewards';
import { csrfTokens, PLAYER, quickDeposit, wallet, withdrawal } from '../payments-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PENDING = withdrawal();
const APPROVED = withdrawal({
  id: 'wd-0',
  status: 'approved',
  formatted: '€15.00',
  amountMinor: '1500',
  method: 'Bank transfer',
  createdAt: '2026-02-01T09:00:00Z',
  decidedAt: '2026-02-02T09:00:00Z',
});

function server(overrides: Record<string, FakeHandler> = {}) {
  let walletReads = 0;
  let listReads = 0;
  const requests = stubServer({
    ...csrfTokens(),
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /en/user/wallet': () => {
      walletReads += 1;
      return { body: walletReads === 1 ? wallet('10000', '€100.00') : wallet('7000', '€70.00') };
    },
    'GET /en/user/qdu': () => ({ body: quickDeposit() }),
    'GET /en/user/withdrawals': () => {
      listReads += 1;
      return { body: { success: true, items: listReads === 1 ? [PENDING, APPROVED] : [APPROVED] } };
    },
    ...overrides,
  });
  return { requests, walletReads: () => walletReads, listReads: () => listReads };
}

async function openBalance() {
  const user = userEvent.setup();
  const view = await renderApp('/en/account?tab=balance', PLAYER);
  const panel = await screen.findByRole('tabpanel', { name: 'Balance' });
  const balance = within(panel);
  await balance.findByText('€100.00', { selector: 'p' });
  const withdraw = within(balance.getByRole('region', { name: 'Withdraw' }));
  const list = within(balance.getByRole('region', { name: 'Your withdrawals' }));
  await withdraw.findByLabelText('Amount (EUR)');
  return { ...view, user, balance, withdraw, list };
}

describe('balance tab: balance and deposit', () => {
  it('shows the balance of the wallet query and opens the deposit', async () => {
    server();
    const { user, balance } = await openBalance();

    expect(balance.getByRole('heading', { name: 'Your balance' })).toBeVisible();
    await clickAndSettle(user, balance.getByRole('link', { name: 'Deposit' }));

    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
  });
});

describe('balance tab: bonus money and rewards', () => {
  it('shows the bonus money apart from the cash, and opens the rewards', async () => {
    server({
      'GET /en/user/wallet': () => ({
        body: wallet('10000', '€100.00', { minor: '2000', formatted: '€20.00' }),
      }),
      'GET /en/user/rewards': () => ({ body: rewardsAnswer() }),
    });
    const { user, balance } = await openBalance();

    expect(balance.getByTestId('balance-bonus')).toHaveTextContent('Bonus €20.00');
    expect(balance.getByText('€100.00', { selector: 'p' })).toBeVisible();
    const rewards = balance.getByRole('link', { name: 'Rewards' });
    expect(rewards).toHaveAttribute('href', '/en/rewards');
    await clickAndSettle(user, rewards);

    expect(await screen.findByRole('dialog', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('shows no bonus without bonus money', async () => {
    server();
    const { balance } = await openBalance();

    expect(balance.queryByTestId('balance-bonus')).not.toBeInTheDocument();
  });
});

describe('balance tab: withdrawing while a bonus runs (spec 000 §1)', () => {
  const BONUS_WALLET = wallet('10000', '€100.00', { minor: '2000', formatted: '€20.00' });

  it('says that only cash can be withdrawn, and asks nothing more without a bonus', async () => {
    const { requests } = server({
      'GET /en/user/rewards': () => ({ body: rewardsAnswer() }),
      'POST /en/user/withdrawals': () => ({ body: { success: true, withdrawal: withdrawal() } }),
    });
    const { user, withdraw } = await openBalance();

    expect(
      withdraw.getByText(
        'Only cash can be withdrawn. Bonus money becomes cash once its wagering is done.',
      ),
    ).toBeVisible();
    expect(withdraw.queryByTestId('withdraw-forfeit-warning')).not.toBeInTheDocument();
    await user.type(withdraw.getByLabelText('Amount (EUR)'), '30');
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(await withdraw.findByRole('status')).toHaveTextContent('€30.00');
    const [posted] = requests.callsTo('POST', '/en/user/withdrawals');
    expect(posted!.form.has('confirm_bonus_forfeit')).toBe(false);
  });

  it('warns that the running bonus is forfeited and sends only once the player confirms', async () => {
    const { requests } = server({
      'GET /en/user/wallet': () => ({ body: BONUS_WALLET }),
      'GET /en/user/rewards': () => ({ body: rewardsAnswer({ bonuses: [runningBonus()] }) }),
      'POST /en/user/withdrawals': () => ({ body: { success: true, withdrawal: withdrawal() } }),
    });
    const { user, withdraw } = await openBalance();

    const warning = await withdraw.findByTestId('withdraw-forfeit-warning');
    expect(warning).toHaveTextContent(
      'Withdrawing now forfeits your bonus: its balance of €20.00 goes back and the bonus ends. Only your cash can be withdrawn.',
    );
    const confirm = withdraw.getByRole('checkbox', {
      name: 'I understand that withdrawing now forfeits my bonus of €20.00.',
    });
    expect(confirm).not.toBeChecked();

    await user.type(withdraw.getByLabelText('Amount (EUR)'), '30');
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('Tick the box to give up your bonus'),
    );
    expect(confirm).toBeInvalid();
    expect(requests.callsTo('POST', '/en/user/withdrawals')).toHaveLength(0);

    await user.click(confirm);
    expect(confirm).toBeValid();
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(await withdraw.findByRole('status')).toHaveTextContent('€30.00');
    const [posted] = requests.callsTo('POST', '/en/user/withdrawals');
    expect(Object.fromEntries(posted!.form)).toEqual({
      amount: '30',
      method: 'acc-1',
      confirm_bonus_forfeit: '1',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      csrf_token: 'csrf-1',
    });
  });

  it('reads the rewards again when the server says a bonus started meanwhile', async () => {
    let rewardsReads = 0;
    server({
      'GET /en/user/rewards': () => {
        rewardsReads += 1;
        return {
          body: rewardsAnswer({ bonuses: rewardsReads === 1 ? [] : [runningBonus()] }),
        };
      },
      'POST /en/user/withdrawals': () => ({
        status: 409,
        body: errorBody(
          'BONUS_FORFEIT_UNCONFIRMED',
          'You have a bonus in play. Confirm that withdrawing now forfeits it, then try again.',
        ),
      }),
    });
    const { user, withdraw } = await openBalance();
    await vi.waitFor(() => expect(rewardsReads).toBe(1));

    await user.type(withdraw.getByLabelText('Amount (EUR)'), '30');
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(await withdraw.findByRole('alert')).toHaveTextContent(
      'You have a bonus in play. Confirm that withdrawing now forfeits it, then try again.',
    );
    expect(await withdraw.findByTestId('withdraw-forfeit-confirm')).not.toBeChecked();
    expect(rewardsReads).toBe(2);
  });
});

describe('balance tab: withdrawals', () => {
  it('requests a withdrawal to a saved card with a key and the token, then reads both again', async () => {
    const { requests, walletReads, listReads } = server({
      'POST /en/user/withdrawals': () => ({
        body: { success: true, withdrawal: withdrawal({ id: 'wd-2', formatted: '€30.00' }) },
      }),
    });
    const { user, withdraw } = await openBalance();
    expect(withdraw.getByRole('combobox', { name: 'Pay out to' })).toHaveDisplayValue(
      'Visa •••• 4242',
    );

    await user.type(withdraw.getByLabelText('Amount (EUR)'), '30');
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(await withdraw.findByRole('status')).toHaveTextContent(
      'Your withdrawal of €30.00 has been requested.',
    );
    const [posted] = requests.callsTo('POST', '/en/user/withdrawals');
    expect(Object.fromEntries(posted!.form)).toEqual({
      amount: '30',
      method: 'acc-1',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      csrf_token: 'csrf-1',
    });
    await vi.waitFor(() => expect(walletReads()).toBe(2));
    expect(listReads()).toBe(2);
    expect(await screen.findByRole('link', { name: 'Balance €70.00' })).toBeInTheDocument();
    expect(withdraw.getByLabelText('Amount (EUR)')).toHaveValue('');
  });

  it('asks for the bank of a bank transfer and refuses more than the balance', async () => {
    const { requests } = server();
    const { user, withdraw } = await openBalance();

    await user.selectOptions(
      withdraw.getByRole('combobox', { name: 'Pay out to' }),
      'Bank transfer',
    );
    await user.type(withdraw.getByLabelText('Amount (EUR)'), '100.01');
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(withdraw.getByLabelText('Amount (EUR)')).toHaveAccessibleDescription(
      'You can withdraw at most your balance of €100.00.',
    );
    expect(withdraw.getByRole('combobox', { name: 'Your bank' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(requests.callsTo('POST', '/en/user/withdrawals')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    server({
      'POST /en/user/withdrawals': () => ({
        status: 409,
        body: errorBody('INSUFFICIENT_FUNDS', 'Your balance is too low for this amount.'),
      }),
    });
    const { user, withdraw } = await openBalance();

    await user.type(withdraw.getByLabelText('Amount (EUR)'), '50');
    await user.click(withdraw.getByRole('button', { name: 'Request withdrawal' }));

    expect(await withdraw.findByRole('alert')).toHaveTextContent(
      'Your balance is too low for this amount.',
    );
  });

  it('lists the withdrawals, lets a pending one be cancelled, and reads both again', async () => {
    const { requests, walletReads } = server({
      'POST /en/user/withdrawals/wd-1/cancel': () => ({
        body: { success: true, withdrawal: withdrawal({ status: 'cancelled' }) },
      }),
    });
    const { user, list } = await openBalance();
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('€30.00');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Approved');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Cancel the withdrawal of €30.00' }));

    expect(await list.findByRole('status')).toHaveTextContent(
      'The withdrawal of €30.00 is cancelled and the money is back in your balance.',
    );
    const [posted] = requests.callsTo('POST', '/en/user/withdrawals/wd-1/cancel');
    expect(posted!.form.get('csrf_token')).toBe('csrf-1');
    await vi.waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(walletReads()).toBe(2);
  });

  it('says when there are no withdrawals yet', async () => {
    server({ 'GET /en/user/withdrawals': () => ({ body: { success: true, items: [] } }) });
    const { list } = await openBalance();

    expect(list.getByText('You have not asked for any withdrawals yet.')).toBeVisible();
  });
});
