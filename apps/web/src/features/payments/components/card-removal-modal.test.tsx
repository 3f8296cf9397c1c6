import { CARD_REMOVAL_POPUP_MS } from '@playfair/domain/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passTime, useFakeTimersWithTestingLibrary } from '../../../test/fake-timers';
import { type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { clickAndSettle } from '../../../test/settled-click';
import {
  BANK_TRANSFER,
  csrfTokens,
  NEW_CARD,
  PLAYER,
  quickDeposit,
  SAVED_CARD,
  wallet,
} from '../payments-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function server(overrides: Record<string, FakeHandler> = {}) {
  let methodReads = 0;
  const requests = stubServer({
    ...csrfTokens(),
    'GET /en/user/wallet': () => ({ body: wallet('1250', '€12.50') }),
    // Once the card is removed, the methods come back without it.
    'GET /en/user/qdu': () => {
      methodReads += 1;
      return {
        body:
          methodReads === 1
            ? quickDeposit([SAVED_CARD, NEW_CARD, BANK_TRANSFER])
            : quickDeposit([NEW_CARD, BANK_TRANSFER]),
      };
    },
    ...overrides,
  });
  return { requests, methodReads: () => methodReads };
}

async function openRemoval() {
  const user = userEvent.setup();
  // Opened over the page the player is on (a ?modal= link), as from the header.
  const view = await renderApp('/en/?modal=deposit', PLAYER);
  const deposit = await screen.findByRole('dialog', { name: 'Deposit' });
  await within(deposit).findByRole('heading', { name: 'Visa •••• 4242' });
  expect(within(deposit).getByText('Expires 12/29')).toBeVisible();

  await clickAndSettle(user, within(deposit).getByRole('button', { name: 'Remove card' }));

  const popup = await screen.findByRole('dialog', { name: 'Remove card' });
  return { ...view, user, deposit, popup };
}

describe('card removal popup (spec 001 §2/§8/§9)', () => {
  it('asks first, removes the card, says so and closes after 3 s; the methods reload', async () => {
    const { requests, methodReads } = server({
      'POST /en/user/card-removal': () => ({ body: { success: true } }),
    });
    const { popup } = await openRemoval();
    expect(popup).toHaveTextContent(
      'Remove Visa •••• 4242 from your saved cards? You can add it again with your next deposit.',
    );
    const confirm = within(popup).getByRole('button', { name: 'Remove card' });
    expect(confirm).toHaveFocus();

    useFakeTimersWithTestingLibrary();
    fireEvent.click(confirm);
    await passTime();

    const [posted] = requests.callsTo('POST', '/en/user/card-removal');
    expect(Object.fromEntries(posted!.form)).toEqual({ accountId: 'acc-1', csrf_token: 'csrf-1' });
    const success = within(popup).getByRole('status');
    expect(success).toHaveTextContent('The card has been removed.');
    expect(success).toHaveFocus();

    await passTime(CARD_REMOVAL_POPUP_MS - 1);
    expect(screen.getByRole('dialog', { name: 'Remove card' })).toBeInTheDocument();
    await passTime(1);
    expect(screen.queryByRole('dialog', { name: 'Remove card' })).not.toBeInTheDocument();

    const deposit = screen.getByRole('dialog', { name: 'Deposit' });
    expect(methodReads()).toBe(2);
    expect(within(deposit).getByRole('heading', { name: 'New card' })).toBeVisible();
    expect(within(deposit).queryByText('Visa •••• 4242')).not.toBeInTheDocument();
    expect(within(deposit).getByText('Method 1 of 2')).toBeVisible();
  });

  it("shows the failed container with the server's message and stays open", async () => {
    const { methodReads } = server({
      'POST /en/user/card-removal': () => ({
        body: { success: false, errors: [{ msg: 'This card is not saved on your account.' }] },
      }),
    });
    const { user, popup } = await openRemoval();

    await user.click(within(popup).getByRole('button', { name: 'Remove card' }));

    const failed = await within(popup).findByRole('alert');
    expect(failed).toHaveTextContent('The card could not be removed');
    expect(failed).toHaveTextContent('This card is not saved on your account.');
    expect(within(popup).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Remove card' })).toBeInTheDocument();
    expect(methodReads()).toBe(1);
  });

  it('keeps the card when the player changes their mind', async () => {
    const { requests } = server();
    const { user, popup, deposit } = await openRemoval();

    await user.click(within(popup).getByRole('button', { name: 'Keep card' }));

    expect(screen.queryByRole('dialog', { name: 'Remove card' })).not.toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: 'Remove card' })).toHaveFocus();
    expect(requests.callsTo('POST', '/en/user/card-removal')).toHaveLength(0);
  });
});
