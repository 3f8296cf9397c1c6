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

// Rewards (DESIGN §11, decision 009): a new British player deposits £20, claims the welcome bonus
// in the rewards modal, plays it through and sees it turn into cash; a player withdrawing during
// a bonus meets the forfeit warning first; free spins granted by the operator show in the game
// view and their wins land in the bonus balance.

const t = textsFor('en');
const SLOT = 'eternal-sea-rush';

type Wallet = { balanceMinor: string; bonusMinor: string };

async function walletOf(page: Page): Promise<{ cash: bigint; bonus: bigint }> {
  const response = await page.request.get('/en/user/wallet', { headers: XHR });
  const wallet = (await response.json()) as Wallet;
  return { cash: BigInt(wallet.balanceMinor), bonus: BigInt(wallet.bonusMinor) };
}

/** The player's offers to claim, once the server has opened them. */
async function waitForOffer(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const response = await page.request.get('/en/user/rewards', { headers: XHR });
      return ((await response.json()) as { offers: unknown[] }).offers.length;
    })
    .toBeGreaterThan(0);
}

/** A £5 round at the game open in the page that pays its stake back (wagering, no loss). */
async function evenRound(page: Page, playerId: string, gameId: string): Promise<void> {
  const roundId = `journey-${randomUUID()}`;
  const base = { playerId, roundId, gameId, currency: 'GBP' };
  const debit = await studioCall(page, 'debit', {
    ...base,
    transactionId: `${roundId}:d1`,
    amount: 500,
  });
  expect(debit.status(), await debit.text()).toBe(200);
  const credit = await studioCall(page, 'credit', {
    ...base,
    transactionId: `${roundId}:c1`,
    amount: 500,
    debitTransactionId: `${roundId}:d1`,
  });
  expect(credit.status()).toBe(200);
}

test.describe('rewards', () => {
  test('a new British player claims the welcome bonus, plays it through and finds it cash', async ({
    page,
  }, info) => {
    const player = await registerThroughApi(page, 'GB', 'welcome');
    const playerId = await playerIdOf(page, player.email);
    await depositThroughApi(page, '20');
    await waitForOffer(page);

    await page.goto('/en/rewards');
    const modal = page.getByRole('dialog', { name: t('rewards_title') });
    const offer = modal.getByTestId('reward-offer');
    await expect(offer).toContainText('Welcome bonus');
    await expect(offer).toContainText('£20.00');
    await shot(page, 'rewards-offer', info.project.name);
    await offer.getByTestId('reward-claim').click();
    await expect(modal.getByTestId('reward-bonus')).toBeVisible();
    await expect(modal.getByTestId('reward-bonus-balance')).toContainText('£20.00');
    await expect(modal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(modal.getByTestId('reward-free-rounds')).toBeVisible();
    await expect(page.getByTestId('header-bonus-balance')).toContainText('£20.00');
    await shot(page, 'rewards-bonus', info.project.name);

    // The game opens: its launch lets the studio's stakes in. The player wagers £200 (10x, the
    // British cap) in £5 rounds that pay their stake back; the 40th stake meets it.
    const gameId = await gameIdOf(page, SLOT);
    await page.goto(`/en/game/${SLOT}`);
    await expect(page.locator('iframe')).toHaveAttribute('src', /mode=real/);
    await expect(page.getByTestId('free-spins-banner')).toContainText('10');
    await expect
      .poll(async () => {
        const probe = await studioCall(page, 'debit', {
          playerId,
          roundId: `probe-${randomUUID()}`,
          gameId,
          transactionId: `probe-${randomUUID()}`,
          amount: 501,
          currency: 'GBP',
        });
        return probe.status();
      })
      .toBe(403);
    for (let round = 0; round < 40; round += 1) await evenRound(page, playerId, gameId);
    await expect.poll(async () => walletOf(page)).toEqual({ cash: 4000n, bonus: 0n });

    await page.goto('/en/account?tab=rewards-history');
    const history = page.getByRole('tabpanel');
    await expect(history.getByRole('row').filter({ hasText: '£20.00' }).first()).toBeVisible();
    await expect(history).toContainText(t('rewards_history_type_bonus_converted'));
    await expect(page.getByTestId('header-bonus-balance')).toHaveCount(0);
    await shot(page, 'rewards-history', info.project.name);
  });

  test('a player withdrawing during a bonus is warned that it is forfeited', async ({
    page,
  }, info) => {
    await registerThroughApi(page, 'GB', 'forfeit');
    await depositThroughApi(page, '40');
    await waitForOffer(page);
    const offers = await page.request.get('/en/user/rewards', { headers: XHR });
    const { offers: list } = (await offers.json()) as { offers: { offerId: string }[] };
    const token = await page.request.get('/public-api/v1/get-form-csrf-token', { headers: XHR });
    const { csrf_token: csrfToken } = (await token.json()) as { csrf_token: string };
    const claimed = await page.request.post(`/en/user/rewards/claim/${list[0]?.offerId}`, {
      headers: XHR,
      form: { csrf_token: csrfToken },
    });
    expect(claimed.status()).toBe(200);

    await page.goto('/en/account?tab=balance');
    await expect(page.getByTestId('balance-bonus')).toContainText('£40.00');
    const warning = page.getByTestId('withdraw-forfeit-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('£40.00');
    await page.getByLabel('Amount (GBP)').fill('25');
    await page.getByLabel(t('deposit_bank_label')).selectOption({ index: 1 });
    await shot(page, 'rewards-forfeit-warning', info.project.name);
    await page.getByTestId('withdraw-forfeit-confirm').check();
    await page.getByRole('button', { name: t('withdraw_submit') }).click();
    await expect.poll(async () => walletOf(page)).toEqual({ cash: 1500n, bonus: 0n });
    await expect(page.getByTestId('withdraw-forfeit-warning')).toHaveCount(0);
  });

  test('free spins from the operator show in the game and their wins land in the bonus', async ({
    page,
  }, info) => {
    const player = await registerThroughApi(page, 'GB', 'spins');
    const playerId = await playerIdOf(page, player.email);
    const granted = await page.request.post(`/operator-api/v1/players/${playerId}/rewards`, {
      headers: { ...OPERATOR, 'content-type': 'application/json' },
      data: JSON.stringify({
        kind: 'free-spins',
        freeSpins: { gameSlug: SLOT, rounds: 25, stakeMinor: '20', validHours: 24 },
        bonus: { wageringMultiplier: 5, wageringDays: 7 },
        reason: 'Journey: a goodwill gesture',
        idempotencyKey: `journey-${randomUUID()}`,
      }),
    });
    expect(granted.status(), await granted.text()).toBe(200);

    await page.goto(`/en/game/${SLOT}`);
    const banner = page.getByTestId('free-spins-banner');
    await expect(banner).toContainText('25');
    const game = page.frameLocator('iframe');
    const spin = game.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    await shot(page, 'rewards-free-spins', info.project.name);
    // Spin until a free round wins (the reels are random); every win goes to bonus money.
    for (let left = 25; left > 0 && (await walletOf(page)).bonus === 0n; left -= 1) {
      await expect(spin).toBeEnabled();
      await spin.click();
      await expect(banner).toContainText(String(left - 1), { timeout: 15_000 });
    }
    const wallet = await walletOf(page);
    expect(wallet.cash).toBe(0n);
    expect(wallet.bonus).toBeGreaterThan(0n);
    await expect(page.getByTestId('header-bonus-balance')).toBeVisible();
    await shot(page, 'rewards-free-spins-won', info.project.name);
  });
});
