import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The texts a visitor should read, taken from the shipped catalogs rather than retyped here.
function catalog(locale: string): Record<string, string> {
  const path = join(
    import.meta.dirname,
    '../apps/server/src/modules/i18n/catalogs',
    `${locale}.json`,
  );
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}
const en = catalog('en');
const fi = catalog('fi');

test('a new visitor lands on /en/, switches to Finnish and reads Finnish', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: en.home_title })).toBeVisible();

  // The side menu: on a narrow screen it sits behind the menu button.
  const menuToggle = page.getByRole('button', { name: en.header_open_menu });
  if (await menuToggle.isVisible()) await menuToggle.click();
  const menu = page.getByRole('navigation', { name: en.menu_label });
  for (const key of [
    'menu_casino',
    'menu_liveCasino',
    'menu_sports',
    'menu_saferGambling',
    'menu_blog',
    'menu_insider',
  ]) {
    await expect(menu.getByRole('link', { name: en[key], exact: true })).toBeVisible();
  }
  if (await page.getByRole('button', { name: en.header_close_menu }).isVisible()) {
    await page.keyboard.press('Escape');
  }

  await page
    .getByRole('button', { name: new RegExp(en.language_switcher_label ?? 'Language') })
    .click();
  await page.getByRole('link', { name: 'Suomi' }).click();

  await expect(page).toHaveURL(/\/fi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  await expect(page.getByRole('heading', { level: 1, name: fi.home_title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(fi.footer_rg_title ?? '');
  await expect(page.getByRole('heading', { level: 1, name: en.home_title })).toHaveCount(0);

  await page.screenshot({
    path: join(import.meta.dirname, 'artifacts', `language-switch-${testInfo.project.name}.png`),
  });
});

test('a mistyped address shows the site’s own 404 page in the visitor’s language', async ({
  page,
}) => {
  const response = await page.goto('/fi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: fi.not_found_title })).toBeVisible();
  await page.getByRole('link', { name: fi.not_found_home }).click();
  await expect(page).toHaveURL(/\/fi\/$/);
});
