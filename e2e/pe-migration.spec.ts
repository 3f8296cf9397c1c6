import { expect, test, type Page } from '@playwright/test';
import { MIGRATION_ERROR_MESSAGE_MS } from '@playfair/domain/constants';
import { textsFor } from './catalog';
import {
  digits,
  logInThroughApi,
  OPERATOR,
  playerIdOf,
  registerThroughApi,
  shot,
  XHR,
} from './players';

// The Peruvian (MINCETUR) migration (spec 001 §2 / §3 / §4 / §5 / §7 / §9): a Peruvian player the
// operator marks as awaiting it gets the modal on load; a mobile another account holds is refused
// by the server's check with inkabet.migration.{error}, which disappears after 15 s; a CE shows the
// nationality; the completed form lands on the lobby.

const t = textsFor('pe');

async function markAwaiting(page: Page, email: string): Promise<void> {
  const playerId = await playerIdOf(page, email);
  const marked = await page.request.post(`/operator-api/v1/players/${playerId}/migration-flags`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: JSON.stringify({ awaitingPeMigration: true, reason: 'journey: imported player' }),
  });
  expect(marked.status(), await marked.text()).toBe(200);
}

test('a Peruvian player completes the migration and lands on the lobby', async ({ page }, info) => {
  // Another account holds this mobile: the server's check refuses it.
  const other = await registerThroughApi(page, 'PE', 'peru-other');
  const player = await registerThroughApi(page, 'PE', 'peru');
  await markAwaiting(page, player.email);
  await logInThroughApi(page, player);

  await page.goto('/pe/');
  const dialog = page.getByRole('dialog', { name: t('pe_migration_title') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await shot(page, 'pe-migration-modal', info.project.name);

  const submit = dialog.getByRole('button', { name: t('pe_migration_submit') });
  const documentType = dialog.getByRole('combobox', {
    name: t('pe_migration_document_type_label'),
  });
  const nationality = dialog.getByRole('combobox', { name: t('pe_migration_nationality_label') });
  await dialog.getByRole('textbox', { name: t('pe_migration_mobile_label') }).fill(other.mobile);
  await documentType.selectOption('DNI');
  await expect(nationality).toHaveCount(0);
  await dialog
    .getByRole('textbox', { name: t('pe_migration_document_number_label') })
    .fill(digits(8));
  await dialog
    .getByRole('combobox', { name: t('pe_migration_district_label') })
    .selectOption('150104');
  await expect(
    dialog.getByRole('combobox', { name: t('pe_migration_department_label') }),
  ).toHaveValue('15');
  // spec 001 §4: submit once every field is valid.
  await expect(submit).toBeEnabled();
  await submit.click();

  // spec 001 §5 / §9: the server's mobile check, its message gone after 15 s.
  const refusal = dialog
    .getByRole('alert')
    .filter({ hasText: t('pe_migration_error_mobile_taken') });
  await expect(refusal).toBeVisible();
  await shot(page, 'pe-migration-mobile-refused', info.project.name);
  await expect(refusal).toBeHidden({ timeout: MIGRATION_ERROR_MESSAGE_MS + 5_000 });

  // A CE shows the nationality (spec 001 §3).
  await documentType.selectOption('CE');
  await expect(nationality).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: t('pe_migration_document_number_label') })
    .fill(digits(9));
  await nationality.selectOption('ES');
  await dialog.getByRole('textbox', { name: t('pe_migration_mobile_label') }).fill(`9${digits(8)}`);
  await dialog.getByRole('checkbox', { name: t('pe_migration_marketing_consent') }).check();
  await shot(page, 'pe-migration-filled', info.project.name);
  await submit.click();

  await expect(page).toHaveURL(/\/pe\/casino$/);
  await expect(page.getByRole('dialog', { name: t('pe_migration_title') })).toHaveCount(0);
  const config = await page.request.get('/pe/casino', { headers: { accept: 'text/html' } });
  expect(await config.text()).not.toContain('"pe-migration"');
  const wallet = await page.request.get('/pe/user/wallet', { headers: XHR });
  expect(wallet.status()).toBe(200);
});
