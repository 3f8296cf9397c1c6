import { hrkToEurMinor } from '@playfair/domain/euro-changeover';
import { formatMoney } from '@playfair/domain/money';
import { expect, test } from '@playwright/test';
import { textsFor } from './catalog';
import { logInThroughApi, shot, XHR } from './players';

// spec 000 §1/§4 the Croatian migration: a player whose account is still in kuna meets the notice,
// converts, watches it finish and lands in the lobby with the balance in euro (DESIGN §4: 7.53450,
// each amount rounded half up to the cent). Each width converts a demo kuna player of its own
// (README "Demo kuna players"): a migration happens once.

const t = textsFor('hr');
const DEMO_PASSWORD = 'Kuna-Euro-2023';
const PLAYERS = {
  desktop: { email: 'kuna2@demo.playfair.test', kunaMinor: 250_50n },
  mobile: { email: 'kuna3@demo.playfair.test', kunaMinor: 9_876_54n },
} as const;

test('a Croatian kuna player converts the account and finds the balance in euro', async ({
  page,
}, info) => {
  const demo = PLAYERS[info.project.name as keyof typeof PLAYERS];
  await logInThroughApi(page, { email: demo.email, password: DEMO_PASSWORD });

  await page.goto('/hr/');
  const notice = page.getByRole('dialog', { name: t('euro_migration_title') });
  await expect(notice).toBeVisible();
  const euro = formatMoney(hrkToEurMinor(demo.kunaMinor), 'EUR');
  await expect(notice.getByTestId('euro-migration-preview')).toContainText(
    formatMoney(demo.kunaMinor, 'HRK'),
  );
  await expect(notice.getByTestId('euro-migration-preview')).toContainText(euro);
  // It stays until the account is in euro: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  await shot(page, 'euro-migration-notice', info.project.name);

  const started = page.waitForResponse((response) =>
    response.url().includes('/user/start-migration'),
  );
  await notice.getByRole('button', { name: t('euro_migration_start') }).click();
  expect(((await (await started).json()) as { progress: string }).progress).toBe(
    'MigrationinProgress',
  );
  // The site asks every 2 s until it is done, then goes to the lobby.
  await page.waitForURL(/\/hr\/casino/, { timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: t('euro_migration_title') })).toHaveCount(0);
  const wallet = await page.request.get('/hr/user/wallet', { headers: XHR });
  expect(await wallet.json()).toMatchObject({
    currency: 'EUR',
    balanceMinor: hrkToEurMinor(demo.kunaMinor).toString(),
  });
  await expect(page.getByRole('banner')).toContainText(euro);
  await shot(page, 'euro-migration-lobby', info.project.name);
});
