import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import {
  depositThroughApi,
  gameIdOf,
  OPERATOR,
  playerIdOf,
  registerThroughApi,
  shot,
  studioCall,
  XHR,
} from './players';

// Prize draws (spec 000 §1–§9, decision 010): a visitor sees the month's draw counting down and is
// asked to log in to opt in; a player opts in, stakes for real, sees the tickets grow and, once
// the operator has drawn the draw, finds themself among the winners with the prize paid.

const t = textsFor('en');
const SLOT = 'eternal-sea-rush';

/** A draw of the journey's own, monthly, running now for British players, that only it enters. */
async function scheduleDraw(page: Page): Promise<string> {
  const now = Date.now();
  const created = await page.request.post('/operator-api/v1/raffles', {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: JSON.stringify({
      occurrence: 'monthly',
      name: { en: `Journey draw ${randomUUID().slice(0, 8)}` },
      countries: ['GB'],
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 60 * 60_000).toISOString(),
      ticketMinor: { GBP: '100' },
      prizes: [
        {
          position: 1,
          item: { kind: 'cash', amounts: { GBP: '2500' } },
          itemTranslation: { en: '£25 cash' },
        },
      ],
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { raffleId: string }).raffleId;
}

test('a visitor sees the draw counting down and is asked to log in to opt in', async ({
  page,
}, info) => {
  await page.goto('/en/raffle');
  await expect(page.getByRole('heading', { level: 1, name: t('raffle_title') })).toBeVisible();
  const countdown = page.getByTestId('raffle-countdown').first();
  await expect(countdown).toBeVisible();
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '');
  await expect(page.getByTestId('raffle-prize-row').first()).toBeVisible();
  await shot(page, 'raffle-visitor', info.project.name);
  await page.getByTestId('raffle-opt-in').first().click();
  await expect(page.getByRole('dialog', { name: t('login_title') })).toBeVisible();
});

test('a player opts in, earns tickets by playing and wins the draw', async ({ page }, info) => {
  const player = await registerThroughApi(page, 'GB', 'raffle');
  const playerId = await playerIdOf(page, player.email);
  const raffleId = await scheduleDraw(page);
  await depositThroughApi(page, '20');

  await page.goto('/en/raffle');
  await page.getByRole('tab', { name: t('raffle_tab_monthly') }).click();
  const draw = page.locator('[data-active="true"]');
  await expect(draw.getByTestId('raffle-opt-in')).toBeVisible();
  const optedIn = page.waitForResponse((response) =>
    response.url().includes('/optin-user-to-raffle'),
  );
  // Success reloads the page (spec 000 §4); the tickets below show the player is in.
  const reloaded = page.waitForEvent('load');
  await draw.getByTestId('raffle-opt-in').click();
  expect((await optedIn).ok()).toBe(true);
  await reloaded;

  // Three £1 stakes at the slot the player opened: one ticket per £1.
  const gameId = await gameIdOf(page, SLOT);
  await page.goto(`/en/game/${SLOT}`);
  await expect(page.locator('iframe')).toHaveAttribute('src', /mode=real/);
  for (let round = 0; round < 3; round += 1) {
    const roundId = `raffle-${randomUUID()}`;
    const base = { playerId, roundId, gameId, currency: 'GBP' };
    const debit = await studioCall(page, 'debit', {
      ...base,
      transactionId: `${roundId}:d1`,
      amount: 100,
    });
    expect(debit.status(), await debit.text()).toBe(200);
    const credit = await studioCall(page, 'credit', {
      ...base,
      transactionId: `${roundId}:c1`,
      amount: 0,
      debitTransactionId: `${roundId}:d1`,
    });
    expect(credit.status()).toBe(200);
  }
  await expect
    .poll(
      async () => {
        const tickets = await page.request.get(`/en/get-user-raffle-tickets/${raffleId}`, {
          headers: XHR,
        });
        return ((await tickets.json()) as { tickets: number }).tickets;
      },
      { timeout: 45_000 },
    )
    .toBe(3);
  // The page loaded again asks for the count again (the site's 30 s cache is per page load).
  await expect(async () => {
    await page.goto('/en/raffle');
    await page.getByRole('tab', { name: t('raffle_tab_monthly') }).click();
    await expect(
      page.locator('[data-active="true"]').getByTestId('raffle-ticket-count'),
    ).toHaveText('3 tickets', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await shot(page, 'raffle-player', info.project.name);

  // The operator draws it now (the test hook): the only entrant wins the only prize.
  const drawn = await page.request.post(`/operator-api/v1/raffles/${raffleId}/draw`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: JSON.stringify({ reason: 'Journey: drawn at once' }),
  });
  expect(drawn.status(), await drawn.text()).toBe(200);
  await expect
    .poll(async () => {
      const wallet = await page.request.get('/en/user/wallet', { headers: XHR });
      return ((await wallet.json()) as { balanceMinor: string }).balanceMinor;
    })
    .toBe('4200');

  await page.reload();
  await page.getByTestId('raffle-winners-button').click();
  const winners = page.getByRole('dialog', { name: t('raffle_winners') });
  await winners.getByRole('tab', { name: t('raffle_tab_monthly') }).click();
  await winners.getByTestId('raffle-leaderboard').first().getByRole('button').first().click();
  const own = winners.locator('[data-own="true"]');
  await expect(own).toBeVisible();
  await expect(own).toContainText('£25 cash');
  await shot(page, 'raffle-winners', info.project.name);
});
