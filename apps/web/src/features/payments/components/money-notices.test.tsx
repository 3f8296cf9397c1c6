import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { csrfTokens, PLAYER, quickDeposit, wallet } from '../payments-test-data';

// spec 000 §1: the funds-protection notice where the player deposits, the withdrawal warning
// where they withdraw.

beforeAll(preloadAppModals);
afterEach(() => {
  vi.unstubAllGlobals();
});

function server() {
  return stubServer({
    ...csrfTokens(),
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /en/user/wallet': () => ({ body: wallet('10000', '€100.00') }),
    'GET /en/user/qdu': () => ({ body: quickDeposit() }),
    'GET /en/user/withdrawals': () => ({ body: { success: true, items: [] } }),
  });
}

describe('money notices (spec 000 §1)', () => {
  it('the deposit shows the funds-protection notice', async () => {
    server();
    await renderApp('/en/payments', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(
      await within(dialog).findByText(/we hold players' balances in accounts kept apart/),
    ).toBeVisible();
  });

  it('the withdrawal form warns where the money goes and what may be asked first', async () => {
    server();
    await renderApp('/en/account?tab=balance', PLAYER);
    const panel = await screen.findByRole('tabpanel', { name: 'Balance' });
    const withdraw = within(await within(panel).findByRole('region', { name: 'Withdraw' }));
    expect(
      await withdraw.findByText(/Withdrawals are paid to a payment method in your name/),
    ).toBeVisible();
  });
});
