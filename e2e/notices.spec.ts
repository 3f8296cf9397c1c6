import { APP_CONFIG_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import { depositThroughApi, OPERATOR, playerIdOf, registerThroughApi, shot } from './players';

// The site's notices (spec 001 §2 / §5 / §8, spec 000 §1 / §2): the marketing consents modal on
// load while the player has not answered, gone for good once they have; the marketing preferences
// in the account; the generic error modal (the bank-ID error); the funds-protection and
// withdrawal notices; the casino games page.

const t = textsFor('en');

test('a player asked for the consents ticks all, saves, and is not asked again', async ({
  page,
}, info) => {
  const player = await registerThroughApi(page, 'GB', 'consents');
  const playerId = await playerIdOf(page, player.email);
  // Registration answered the question; the operator asks again (a new consent wording).
  const asked = await page.request.post(
    `/operator-api/v1/players/${playerId}/marketing-consents/ask-again`,
    {
      headers: { ...OPERATOR, 'content-type': 'application/json' },
      data: JSON.stringify({ reason: 'new consent wording' }),
    },
  );
  expect(asked.status(), await asked.text()).toBe(200);

  await page.goto('/en/casino');
  const dialog = page.getByRole('dialog', { name: t('consents_title') });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: t('consents_submit') });
  await expect(submit).toBeDisabled();
  await shot(page, 'notices-consents-modal', info.project.name);

  await dialog.getByLabel(t('consents_all')).check();
  for (const channel of ['email', 'sms', 'phone', 'post']) {
    await expect(dialog.getByLabel(t(`consents_channel_${channel}`))).toBeChecked();
  }
  await expect(submit).toBeEnabled();
  await shot(page, 'notices-consents-all', info.project.name);
  await submit.click();
  await expect(dialog).toBeHidden();

  // The answer is kept: the next page load asks nothing (its inlined configuration carries no
  // consents action, so the modal cannot open).
  await page.reload();
  const inlined = JSON.parse(
    (await page.locator(`script#${APP_CONFIG_ELEMENT_ID}`).textContent()) ?? '{}',
  ) as { onloadActions: { action: string }[] };
  expect(inlined.onloadActions.map((each) => each.action)).not.toContain('marketingConsentsModal');
  await expect(page.getByRole('dialog', { name: t('consents_title') })).toHaveCount(0);

  // The account's settings show the answers, to change at any time.
  await page.goto('/en/account?tab=settings');
  const preferences = page.getByRole('region', { name: t('consents_preferences_title') });
  await expect(preferences).toBeVisible();
  await expect(preferences.getByLabel(t('consents_channel_email'))).toBeChecked();
  await preferences.scrollIntoViewIfNeeded();
  await shot(page, 'notices-marketing-preferences', info.project.name);
});

test('the bank-ID error shows in the generic error modal', async ({ page }, info) => {
  await page.setExtraHTTPHeaders({ 'x-test-country': 'SE' });
  // An order nobody started: the server answers that it knows no such order.
  await page.goto(`/sv/?bankid=${'0'.repeat(32)}`);
  const dialog = page.getByRole('dialog', { name: textsFor('sv')('generic_error_title') });
  await expect(dialog).toBeVisible();
  await shot(page, 'notices-generic-error', info.project.name);
  await dialog
    .getByRole('button', { name: textsFor('sv')('modal_close') })
    .last()
    .click();
  await expect(dialog).toBeHidden();
});

test('the deposit shows the funds protection, the withdrawal its warning', async ({
  page,
}, info) => {
  await registerThroughApi(page, 'FI', 'notices');
  await depositThroughApi(page, '20');
  await page.goto('/en/payments');
  const deposit = page.getByRole('dialog', { name: t('deposit_title') });
  const protection = deposit.getByText(t('funds_protection_notice'));
  await expect(protection).toBeVisible();
  await protection.scrollIntoViewIfNeeded();
  await shot(page, 'notices-funds-protection', info.project.name);

  await page.goto('/en/account?tab=balance');
  const warning = page.getByText(t('withdrawal_warning'));
  await expect(warning).toBeVisible();
  await warning.scrollIntoViewIfNeeded();
  await shot(page, 'notices-withdrawal-warning', info.project.name);
});

test('the casino games page lists every casino game A–Z', async ({ page }, info) => {
  await page.goto('/en/casino-games');
  await expect(
    page.getByRole('heading', { level: 1, name: t('casino_games_title') }),
  ).toBeVisible();
  const letters = page.getByRole('navigation', { name: t('casino_games_letters') });
  // The whole catalogue's first answer is made once, then cached: give it longer.
  await expect(letters.getByRole('link').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('region').first().getByRole('listitem').first()).toBeVisible();
  await shot(page, 'notices-casino-games', info.project.name);
});

/** The page with onload actions added to its inlined configuration, as the server would send. */
async function withOnloadActions(page: Page, path: string, actions: object[]): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /("onloadActions":\[)/,
      `$1${actions.map((each) => JSON.stringify(each)).join(',')}${actions.length > 0 ? ',' : ''}`,
    );
    await route.fulfill({ response, body: html });
  });
}

test('the survey (delighted) takes a score and a comment; the fake-or-real popup answers', async ({
  page,
}, info) => {
  await registerThroughApi(page, 'GB', 'survey');
  // spec 001 §9: the survey is for a sample of 0.03; this page load is in it.
  await page.addInitScript(() => {
    Math.random = () => 0.01;
  });
  await withOnloadActions(page, '/en/casino', [{ action: 'delighted', params: {} }]);
  await page.goto('/en/casino');
  const survey = page.getByRole('dialog', { name: t('survey_title') });
  await expect(survey).toBeVisible();
  await survey.getByRole('radio', { name: '9', exact: true }).check();
  await survey.getByLabel(t('survey_comment_label')).fill('Smooth and fair.');
  await shot(page, 'notices-survey', info.project.name);
  const sent = page.waitForResponse((response) => response.url().endsWith('/en/user/survey'));
  await survey.getByRole('button', { name: t('survey_submit') }).click();
  expect((await sent).status()).toBe(200);
  await expect(survey.getByText(t('survey_thanks'))).toBeVisible();
  await survey.getByRole('button', { name: t('fake_or_real_close') }).click();
  await expect(survey).toBeHidden();

  await page.unrouteAll();
  await withOnloadActions(page, '/en/casino', [
    { action: 'modal', params: { name: 'fake-or-real' } },
  ]);
  await page.goto('/en/casino');
  const popup = page.getByRole('dialog', { name: t('fake_or_real_title') });
  await expect(popup).toBeVisible();
  await shot(page, 'notices-fake-or-real', info.project.name);
  await popup.getByRole('button', { name: t('fake_or_real_real') }).click();
  await expect(popup.getByText(t('fake_or_real_right'))).toBeVisible();
  await shot(page, 'notices-fake-or-real-answer', info.project.name);
});
