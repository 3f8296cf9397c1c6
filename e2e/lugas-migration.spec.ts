import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import {
  depositThroughApi,
  logInThroughApi,
  OPERATOR,
  playerIdOf,
  registerThroughApi,
  shot,
  XHR,
} from './players';

// The German LUGAS migration (spec 001 §2 / §3 / §4 / §7 / §8): a German player the operator marks
// as awaiting it logs in, gets the migration modal on load (it cannot be dismissed), registers a
// €300 monthly limit with LUGAS and is held to it: €400 is refused with the limit's message,
// €200 goes through.

const t = textsFor('de');

async function markAwaiting(page: Page, email: string): Promise<void> {
  const playerId = await playerIdOf(page, email);
  const marked = await page.request.post(`/operator-api/v1/players/${playerId}/migration-flags`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: JSON.stringify({ awaitingLugasDeMigration: true, reason: 'journey: imported player' }),
  });
  expect(marked.status(), await marked.text()).toBe(200);
}

async function depositAnswer(page: Page, amount: string) {
  const token = await page.request.get('/public-api/v1/get-form-csrf-token', { headers: XHR });
  const { csrf_token: csrfToken } = (await token.json()) as { csrf_token: string };
  const response = await page.request.post('/de/user/payment-deposit/new-card?qd=1', {
    headers: XHR,
    form: {
      amount,
      idempotency_key: randomUUID(),
      card_number: '4242424242424242',
      expiry_month: '12',
      expiry_year: '30',
      cvc: '123',
      holder: 'Journey Player',
      csrf_token: csrfToken,
    },
  });
  return (await response.json()) as {
    success: boolean;
    errors?: { code: string; msg: string }[];
  };
}

test('a German player completes the LUGAS migration and is held to its monthly limit', async ({
  page,
}, info) => {
  const player = await registerThroughApi(page, 'DE', 'lugas');
  await markAwaiting(page, player.email);
  // The flag is read at login (spec 000 §3 awaitingLugasDeMigration): log in again, as the player.
  await logInThroughApi(page, player);

  await page.goto('/de/');
  const dialog = page.getByRole('dialog', { name: t('lugas_migration_title') });
  await expect(dialog).toBeVisible();
  const limit = dialog.getByRole('textbox', { name: t('lugas_migration_limit_label') });
  await expect(limit).toBeVisible();
  // Not dismissable: no close button, and Escape leaves it open.
  await expect(dialog.getByRole('button', { name: t('modal_close') })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot(page, 'lugas-migration-modal', info.project.name);

  await limit.fill('300');
  await dialog.getByRole('textbox', { name: t('lugas_migration_place_label') }).fill('Berlin');
  const submit = dialog.getByRole('button', { name: t('lugas_migration_submit') });
  // spec 001 §4: submit only with both consents ticked.
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: t('lugas_migration_terms_consent') }).check();
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: t('lugas_migration_privacy_consent') }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/de\/casino$/);
  await expect(page.getByRole('dialog', { name: t('lugas_migration_title') })).toHaveCount(0);
  const merge = await page.request.get('/de/user/check-de-migration', { headers: XHR });
  expect(await merge.json()).toEqual({ merge: false });

  // Held to the limit: €400 is more than the whole month allows, €200 fits.
  const refused = await depositAnswer(page, '400');
  expect(refused.success).toBe(false);
  expect(refused.errors?.[0]?.code).toBe('DEPOSIT_LIMIT_REACHED');
  expect(refused.errors?.[0]?.msg).toContain('300');
  await depositThroughApi(page, '200');
  await shot(page, 'lugas-migration-done', info.project.name);
});

test('the modal shows the server’s field errors', async ({ page }, info) => {
  const player = await registerThroughApi(page, 'DE', 'lugas-errors');
  await markAwaiting(page, player.email);
  await logInThroughApi(page, player);
  await page.goto('/de/');
  const dialog = page.getByRole('dialog', { name: t('lugas_migration_title') });
  await dialog.getByRole('textbox', { name: t('lugas_migration_limit_label') }).fill('5000');
  await dialog.getByRole('textbox', { name: t('lugas_migration_place_label') }).fill('X');
  await dialog.getByRole('checkbox', { name: t('lugas_migration_terms_consent') }).check();
  await dialog.getByRole('checkbox', { name: t('lugas_migration_privacy_consent') }).check();
  await dialog.getByRole('button', { name: t('lugas_migration_submit') }).click();
  // spec 001 §5: each field's own error text.
  await expect(dialog.getByText(t('lugas_migration_limit_error'))).toBeVisible();
  await expect(dialog.getByText(t('lugas_migration_place_invalid'))).toBeVisible();
  await shot(page, 'lugas-migration-errors', info.project.name);
});
