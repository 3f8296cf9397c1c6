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
  type ApiPlayer,
} from './players';

// Responsible gambling in play (spec 001 §2–§4 / §6 / §9, decision 008): a Spanish player sets
// session limits on the check screen, loses up to the net-loss limit and the game unloads; a
// second window of the same player is asked before the first game closes; a hard reality check
// blocks play and counts its pause down; a British player sees the balance and the session clock
// in the live-stats bar.

const t = textsFor('en');
const SLOT = 'eternal-sea-rush';

/** A round the player loses whole at the game open in the page (its launch is live). */
async function loseRound(page: Page, player: { id: string }, gameId: string, amount: number) {
  const roundId = `journey-${randomUUID()}`;
  const transactionId = `journey-debit-${randomUUID()}`;
  const staked = await studioCall(page, 'debit', {
    playerId: player.id,
    roundId,
    gameId,
    transactionId,
    amount,
    currency: 'EUR',
  });
  expect(staked.status(), await staked.text()).toBe(200);
  const settled = await studioCall(page, 'credit', {
    playerId: player.id,
    roundId,
    gameId,
    transactionId: `journey-credit-${randomUUID()}`,
    amount: 0,
    currency: 'EUR',
    debitTransactionId: transactionId,
  });
  expect(settled.status(), await settled.text()).toBe(200);
}

function gameFrame(page: Page) {
  return page.locator('iframe[title]').first();
}

test('a Spanish player sets session limits, loses up to the net-loss limit and the game unloads', async ({
  page,
}, testInfo) => {
  const account: ApiPlayer = await registerThroughApi(page, 'ES', 'limits');
  await depositThroughApi(page, '50');
  const player = { id: await playerIdOf(page, account.email) };
  const gameId = await gameIdOf(page, SLOT);

  await page.goto(`/en/game/${SLOT}`);
  const check = page.getByRole('form', { name: t('game_limits_form_label') });
  await expect(check).toBeVisible();
  const start = check.getByRole('button', { name: t('game_limits_submit') });
  await expect(start).toBeDisabled();
  await check
    .getByRole('combobox', { name: t('game_limits_SessionDuration') })
    .selectOption({ label: '30 minutes' });
  await expect(start).toBeDisabled();
  await check
    .getByRole('combobox', { name: t('game_limits_NetLoss') })
    .selectOption({ label: '€10.00' });
  await shot(page, 'in-play-check-screen', testInfo.project.name);
  await start.click();
  // The game has loaded in its frame: the studio traded its launch token, so its stakes count.
  await expect(
    page.frameLocator('iframe[title]').getByRole('button', { name: 'Spin' }),
  ).toBeVisible();

  // The studio's stakes, as the game takes them: 8 of 10 lost warns, 10 of 10 unloads the game.
  await loseRound(page, player, gameId, 800);
  await expect(page.getByText(t('net_loss_limit_almost'))).toBeVisible();
  await loseRound(page, player, gameId, 200);
  await expect(page.getByText(t('net_loss_limit_reached'))).toBeVisible();
  await expect(gameFrame(page)).toHaveCount(0);
  const lobby = page.getByRole('link', { name: t('game_back_to_lobby') });
  await expect(lobby).toBeVisible();
  await shot(page, 'in-play-net-loss-reached', testInfo.project.name);
  // And the server holds the limit whatever the page does.
  const refused = await studioCall(page, 'debit', {
    playerId: player.id,
    roundId: `journey-${randomUUID()}`,
    gameId,
    transactionId: `journey-debit-${randomUUID()}`,
    amount: 1,
    currency: 'EUR',
  });
  expect(refused.status()).toBe(403);
  await lobby.click();
  await expect(page).toHaveURL(/\/en\/casino/);
});

test('a second window of the same player is asked before the first game closes', async ({
  page,
  context,
}, testInfo) => {
  await registerThroughApi(page, 'FI', 'windows');
  await depositThroughApi(page, '20');
  await page.goto(`/en/game/${SLOT}`);
  await expect(gameFrame(page)).toBeVisible();

  const second = await context.newPage();
  await second.goto(`/en/game/${SLOT}`);
  const question = second.getByRole('dialog', { name: t('game_window_question_title') });
  await expect(question).toBeVisible();
  await shot(second, 'in-play-second-window', testInfo.project.name);

  // A third window meanwhile sees the 'multiple windows' notice with its lobby button.
  const third = await context.newPage();
  await third.goto(`/en/game/${SLOT}`);
  await expect(third.getByText(t('game_window_multiple_title'))).toBeVisible();
  await expect(third.getByRole('link', { name: t('game_back_to_lobby') })).toBeVisible();
  await third.close();

  await question.getByRole('button', { name: t('game_window_question_yes') }).click();
  await expect(gameFrame(second)).toBeVisible();
  // The first window left for the lobby.
  await expect(page).toHaveURL(/\/en\/casino/);
});

test('a hard reality check blocks play and counts its pause down', async ({ page }, testInfo) => {
  await page.clock.install();
  const account = await registerThroughApi(page, 'ES', 'hardcheck');
  await depositThroughApi(page, '20');
  const playerId = await playerIdOf(page, account.email);
  await page.goto(`/en/game/${SLOT}`);
  const check = page.getByRole('form', { name: t('game_limits_form_label') });
  await check
    .getByRole('combobox', { name: t('game_limits_SessionDuration') })
    .selectOption({ label: '60 minutes' });
  await check
    .getByRole('combobox', { name: t('game_limits_NetLoss') })
    .selectOption({ label: '€20.00' });
  await check.getByRole('button', { name: t('game_limits_submit') }).click();
  await expect(gameFrame(page)).toBeVisible();

  // The safer-gambling team makes the check due now (the same as the hour passing).
  const due = await page.request.post(`/operator-api/v1/players/${playerId}/reality-check`, {
    headers: OPERATOR,
    data: { isDueNow: true, reason: 'journey: the hour has passed' },
  });
  expect(due.status()).toBe(200);
  await page.reload();
  const modal = page.getByRole('dialog', { name: t('game_hard_rc_title') });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(t('game_hard_reality_check_text'))).toBeVisible();
  const continueButton = modal.getByRole('button', { name: t('game_hard_rc_continue') });
  await modal.getByRole('button', { name: t('game_hard_rc_confirm') }).click();
  await expect(modal.getByText(/0?4:5\d|05:00/)).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await shot(page, 'in-play-hard-reality-check', testInfo.project.name);
  await page.clock.fastForward('05:01');
  await expect(continueButton).toBeEnabled();
});

test('a British player sees the balance and the session clock in the live-stats bar', async ({
  page,
}, testInfo) => {
  await registerThroughApi(page, 'GB', 'livestats');
  await depositThroughApi(page, '20');
  await page.goto(`/en/game/${SLOT}`);
  await expect(gameFrame(page)).toBeVisible();
  const stats = page.getByRole('region', { name: t('game_stats_label') });
  await expect(stats).toBeVisible();
  await expect(stats.getByText('£20.00')).toBeVisible();
  const clock = stats.getByText(/^\d\d:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');
  await expect(stats.getByText(t('game_stats_stakes'))).toHaveCount(0);
  await shot(page, 'in-play-live-stats', testInfo.project.name);
});
