import { expect, test } from '@playwright/test';
import { textsFor } from './catalog';
import { registerFinnishPlayer, setCompliance, shot } from './players';

// The game view's checks before play (spec 001 §6, spec 000 §6 / §8): a player whose KYC status
// is not '0' gets the AML modal and the AML notification instead of the game, and no frame; a
// visitor who follows a direct link to a live game (no demo play) is asked to log in.

const fi = textsFor('fi');
const en = textsFor('en');

/** A seeded video slot (apps/server/src/modules/catalog/seed-games.ts), demo and real play. */
const SLOT = 'eternal-sea-rush';
/** A seeded live roulette: never offered for fun. */
const LIVE_GAME = 'live-studio-roulette-f';

test('a player whose KYC status is not clear gets the AML modal instead of the game', async ({
  page,
}, testInfo) => {
  const account = await registerFinnishPlayer(page, 'kaisa');
  // The compliance team sets the status through the operator API.
  await setCompliance(page, account.email, { kycStatus: '1' });

  // The app configuration of this page load carries the new status.
  await page.goto(`/fi/game/${SLOT}`);

  const dialog = page.getByRole('dialog', { name: fi('server_modal_aml_error_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(fi('server_modal_aml_error_text_deposit'))).toBeVisible();
  // spec 000 §8: the AML message as a notification, beside the modal.
  await expect(page.getByRole('status', { name: fi('notifications_label') })).toContainText(
    fi('additional_verification_required'),
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await shot(page, 'game-aml-modal', testInfo.project.name);

  // Closed, the frame's place says why, and offers the modal again.
  await dialog.getByRole('button', { name: fi('modal_close') }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('alert').filter({ hasText: fi('game_real_play_blocked_title') });
  await expect(notice).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await shot(page, 'game-aml-notice', testInfo.project.name);

  // Fun play is not blocked by the account's status.
  await page.getByRole('link', { name: fi('game_play_for_fun') }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /mode=demo/);
});

test("a visitor following a live game's direct link is asked to log in", async ({
  page,
}, testInfo) => {
  await page.goto(`/en/game/${LIVE_GAME}`);

  const login = page.getByRole('dialog', { name: en('login_title') });
  await expect(login).toBeVisible();
  await expect(login.getByRole('textbox', { name: en('login_email_label') })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await shot(page, 'game-visitor-login', testInfo.project.name);

  await login.getByRole('button', { name: en('modal_close') }).click();
  await expect(login).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: en('game_login_required_title') }),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
