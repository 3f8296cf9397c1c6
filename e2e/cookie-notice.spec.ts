import { expect, test } from '@playwright/test';
import { textsFor } from './catalog';
import { shot } from './players';

// spec 000 §1 / spec 001 §3: a first-time visitor meets the cookie notice; accepting it sets the
// never-expiring disclaimer cookie, and no other cookie is set before or after.

test.use({ storageState: { cookies: [], origins: [] } });

test('a visitor accepts the cookie notice and it stays away', async ({ page, context }, info) => {
  const t = textsFor('de');
  await page.goto('/de/casino');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toContainText(t('cookie_notice_text'));
  await shot(page, 'cookie-notice', info.project.name);
  expect(await context.cookies()).toEqual([]);

  await notice.getByRole('button', { name: t('cookie_notice_accept') }).click();
  await expect(notice).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(['CookieDisclaimer']);
  // "Never expires": set to the last day a cookie date can name, which the browser holds to its
  // longest, 400 days (and the site sets again on every visit).
  expect(cookies[0]?.expires).toBeGreaterThan(Date.now() / 1_000 + 399 * 24 * 3_600);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});
