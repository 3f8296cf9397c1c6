import { expect, test, type Locator, type Page } from '@playwright/test';
import { ZActiveLimitsResponse, ZBreakResponse } from '@playfair/contracts/rg';
import { IntlMessageFormat } from 'intl-messageformat';
import { textsFor } from './catalog';
import { registerThroughApi, shot, type ApiPlayer } from './players';

// The responsible-gambling issue's journeys (spec 001 §2–§5, spec 000 §2 / §9): a Spanish player
// raises a deposit limit through the quiz and watches the new limit count down to its start; a
// British player lowers a limit and is refused a larger deposit with what is still allowed; a
// German player slides the panic button and is kept out for 24 hours; a Finnish player takes a
// 7-day time-out from the account and is kept out until it ends.

const t = textsFor('en');

/** A catalog text with its ICU arguments filled in, as the site (and the server) formats it. */
function en(key: string, values: Record<string, unknown> = {}): string {
  return String(new IntlMessageFormat(t(key), 'en').format(values));
}

/** The quiz's right answers (the server's LIMIT_RAISE_QUIZ): question → answer, in catalog keys. */
const RIGHT_ANSWERS = [
  ['rg_quiz_q1', 'rg_quiz_q1_a2'],
  ['rg_quiz_q2', 'rg_quiz_q2_a1'],
  ['rg_quiz_q3', 'rg_quiz_q3_a3'],
  ['rg_quiz_q4', 'rg_quiz_q4_a2'],
] as const;

const SANDBOX_CARD = '4242 4242 4242 4242';
const WEEK_MS = 7 * 24 * 60 * 60 * 1_000;
const MINUTE_MS = 60 * 1_000;

function limitsPanel(page: Page): Locator {
  return page.getByRole('main');
}

/** The deposit limits the list shows, by their titles ("Daily: €600.00"). */
function depositLimits(page: Page): Locator {
  return limitsPanel(page)
    .getByRole('region', { name: t('rg_limit_type_deposit') })
    .getByRole('listitem');
}

/** The used/left bar of the active limit titled `title` ("Daily: €600.00"). */
function usageBar(page: Page, title: string): Locator {
  return limitsPanel(page).getByRole('progressbar', { name: title, exact: true });
}

/** Where an element is drawn; it must be. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn on the page').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The set-limit form: type, period and amount, then "Save limit". */
async function askForLimit(
  page: Page,
  { period, amount, currency }: { period: string; amount: string; currency: string },
) {
  const form = limitsPanel(page).getByRole('region', { name: t('rg_limit_form_title') });
  await form
    .getByRole('combobox', { name: t('rg_limit_type_label') })
    .selectOption({ label: t('rg_limit_type_deposit') });
  await form
    .getByRole('combobox', { name: t('rg_limit_period_label') })
    .selectOption({ label: period });
  await form.getByRole('textbox', { name: en('rg_limit_amount_label', { currency }) }).fill(amount);
  await form.getByRole('button', { name: t('rg_limit_submit') }).click();
  return form;
}

/** The player's limits as the server holds them (the page's session). */
async function activeLimits(page: Page) {
  const answer = await page.request.get('/en/user/v2/active-limits');
  expect(answer.status()).toBe(200);
  return ZActiveLimitsResponse.parse(await answer.json());
}

/**
 * The login modal from the header, as a logged-out visitor opens it, refused with the break's end.
 */
async function expectLoginRefused(page: Page, player: ApiPlayer, until: Date) {
  await page
    .getByRole('link', { name: t('header_login') })
    .first()
    .click();
  const login = page.getByRole('dialog', { name: t('login_title') });
  await login.getByRole('textbox', { name: t('login_email_label') }).fill(player.email);
  await login
    .getByRole('textbox', { name: t('login_password_label'), exact: true })
    .fill(player.password);
  await login.getByRole('button', { name: t('login_submit') }).click();
  await expect(login.getByText(en('login_error_timed_out', { date: until }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('header_logout') })).toHaveCount(0);
  return login;
}

/** The page shows the player logged out: the header offers to log in, not to log out. */
async function expectLoggedOut(page: Page) {
  await expect(page.getByRole('button', { name: t('header_logout') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('header_login') }).first()).toBeAttached();
}

test('a Spanish player raises a deposit limit through the quiz and sees it count down', async ({
  page,
}, testInfo) => {
  await registerThroughApi(page, 'ES', 'lucia');
  await page.goto('/en/account?tab=limits');

  // spec 001 §9: the Spanish defaults, nothing used yet.
  const dailyDefault = en('rg_limit_title', {
    label: t('rg_limit_period_daily'),
    amount: '€600.00',
  });
  await expect(depositLimits(page)).toHaveCount(3);
  for (const [period, amount] of [
    ['rg_limit_period_daily', '€600.00'],
    ['rg_limit_period_weekly', '€1,500.00'],
    ['rg_limit_period_monthly', '€3,000.00'],
  ] as const) {
    const title = en('rg_limit_title', { label: t(period), amount });
    await expect(usageBar(page, title)).toHaveAttribute('aria-valuenow', '0');
  }

  // A raise: the quiz comes inline first.
  const form = await askForLimit(page, {
    period: t('rg_limit_period_daily'),
    amount: '1000',
    currency: 'EUR',
  });
  const quiz = form.getByRole('form', { name: t('rg_quiz_name') });
  await expect(quiz).toBeVisible();
  await expect(quiz.getByText(t('rg_quiz_required'))).toBeVisible();
  for (const [question] of RIGHT_ANSWERS) {
    // Named by the question alone (the number beside it is only drawn).
    await expect(
      quiz.getByRole('group', { name: t(question), exact: true }).getByRole('radio'),
    ).toHaveCount(3);
  }
  await quiz.scrollIntoViewIfNeeded();
  await shot(page, 'rg-es-quiz', testInfo.project.name);

  for (const [question, answer] of RIGHT_ANSWERS) {
    await quiz
      .getByRole('group', { name: t(question) })
      .getByRole('radio', { name: t(answer) })
      .check();
  }
  const askedAt = Date.now();
  await quiz.getByRole('button', { name: t('rg_quiz_submit') }).click();

  // The raise waits 7 days: the server's start date, in the success message and the list.
  await expect(quiz).toBeHidden();
  const { FutureLimits } = await activeLimits(page);
  expect(FutureLimits).toHaveLength(1);
  const startsAt = new Date(FutureLimits[0]?.StartDate ?? '');
  expect(startsAt.getTime()).toBeGreaterThanOrEqual(askedAt + WEEK_MS - MINUTE_MS);
  expect(startsAt.getTime()).toBeLessThanOrEqual(Date.now() + WEEK_MS);
  await expect(
    form.getByText(`${t('rg_quiz_passed')} ${en('rg_limit_set_future', { date: startsAt })}`),
  ).toBeVisible();

  const future = depositLimits(page).filter({ hasText: t('rg_limit_future_badge') });
  await expect(future).toHaveCount(1);
  await expect(
    future.getByText(
      en('rg_limit_title', { label: t('rg_limit_period_daily'), amount: '€1,000.00' }),
    ),
  ).toBeVisible();
  await expect(future.getByText(en('rg_future_starts', { date: startsAt }))).toBeVisible();
  // The daily default still applies until then.
  await expect(usageBar(page, dailyDefault)).toBeVisible();

  // The countdown: 6 days and some hours left, and its seconds go on.
  const timer = future.getByRole('timer', { name: t('rg_future_starts_in') });
  await expect(timer).toContainText(`06 ${t('rg_countdown_days')}`);
  const firstReading = (await timer.textContent()) ?? '';
  await expect.poll(async () => (await timer.textContent()) ?? '').not.toBe(firstReading);
  await future.scrollIntoViewIfNeeded();
  await shot(page, 'rg-es-future-limit', testInfo.project.name);
});

test('a British player lowers a limit and a larger deposit is refused with what is left', async ({
  page,
}, testInfo) => {
  await registerThroughApi(page, 'GB', 'olivia');
  await page.goto('/en/account?tab=limits');
  await expect(limitsPanel(page).getByText(t('account_limits_empty_title'))).toBeVisible();

  // A new limit applies at once, and so does a lower one.
  const form = await askForLimit(page, {
    period: t('rg_limit_period_daily'),
    amount: '100',
    currency: 'GBP',
  });
  await expect(form.getByText(t('rg_limit_set_active'))).toBeVisible();
  await expect(depositLimits(page)).toHaveCount(1);
  await expect(depositLimits(page)).toContainText(
    en('rg_limit_title', { label: t('rg_limit_period_daily'), amount: '£100.00' }),
  );

  await askForLimit(page, { period: t('rg_limit_period_daily'), amount: '30', currency: 'GBP' });
  await expect(form.getByText(t('rg_limit_set_active'))).toBeVisible();
  await expect(depositLimits(page)).toHaveCount(1);
  await expect(depositLimits(page)).toContainText(
    en('rg_limit_title', { label: t('rg_limit_period_daily'), amount: '£30.00' }),
  );
  await expect(depositLimits(page).getByText(t('rg_limit_future_badge'))).toHaveCount(0);

  // A deposit of £50 by quick deposit from the header: refused, naming the £30 still allowed.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('deposit_button') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('deposit_title') });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: en('deposit_amount_label', { currency: 'GBP' }) })
    .fill('50');
  await dialog.getByRole('textbox', { name: t('deposit_card_number_label') }).fill(SANDBOX_CARD);
  await dialog.getByRole('textbox', { name: t('deposit_expiry_month_label') }).fill('12');
  await dialog.getByRole('textbox', { name: t('deposit_expiry_year_label') }).fill('34');
  await dialog.getByRole('textbox', { name: t('deposit_cvc_label') }).fill('123');
  await dialog.getByRole('textbox', { name: t('deposit_holder_label') }).fill('Olivia Smith');
  await dialog.getByRole('button', { name: t('deposit_submit') }).click();
  // More than the whole limit never fits in a day: the message names no date more frees up.
  await expect(dialog.getByRole('alert')).toHaveText(
    en('rg_deposit_limit_reached_later', { left: '£30.00' }),
  );
  await expect(dialog.getByText(t('deposit_succeeded_title'))).toHaveCount(0);
  await shot(page, 'rg-gb-deposit-refused', testInfo.project.name);
});

test('a German player slides the panic button and cannot log in for 24 hours', async ({
  page,
}, testInfo) => {
  const player = await registerThroughApi(page, 'DE', 'lena');
  await page.goto('/en/');

  const bar = page.getByRole('region', { name: t('rg_panic_bar_label') });
  await expect(bar).toBeVisible();
  const slider = bar.getByRole('slider', { name: en('rg_panic_slider_label', { hours: 24 }) });
  await expect(slider).toHaveAttribute('aria-valuenow', '0');

  // The prompt explains the bar once; dismissed, a cookie keeps it away.
  const prompt = page.getByRole('region', { name: t('rg_panic_prompt_title') });
  await expect(prompt).toContainText(en('rg_panic_prompt_text', { hours: 24 }));
  await shot(page, 'rg-de-panic-bar', testInfo.project.name);
  await prompt.getByRole('button', { name: t('rg_panic_prompt_dismiss') }).click();
  await expect(prompt).toBeHidden();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain(
    'PanicButtonInfo',
  );
  await page.reload();
  await expect(slider).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The page keeps room for the bar: at its end, the footer ends above the bar (to the pixel).
  const footer = page.getByRole('contentinfo');
  await page.keyboard.press('End');
  await expect
    .poll(async () => {
      const [footerBox, barBox] = [await boxOf(footer), await boxOf(bar)];
      return footerBox.y + footerBox.height < barBox.y + 1;
    })
    .toBe(true);
  await shot(page, 'rg-de-panic-bar-page-end', testInfo.project.name);

  // Dragged part of the way and let go, the thumb slides back and nothing happens.
  const thumb = await boxOf(slider);
  const [x, y] = [thumb.x + thumb.width / 2, thumb.y + thumb.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 100, y, { steps: 5 });
  await expect(slider).not.toHaveAttribute('aria-valuenow', '0');
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('button', { name: t('header_logout') })).toBeVisible();

  // The thumb has slid all the way back (its transition ended) before it is taken again.
  await expect.poll(async () => Math.round((await boxOf(slider)).x)).toBe(Math.round(thumb.x));

  // Dragged to the end of the bar: play pauses at once, with no further question.
  const paused = page.waitForResponse((response) => response.url().includes('/user/add-timeout'));
  const barBox = await boxOf(bar);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(barBox.x + barBox.width - 1, y, { steps: 10 });
  await page.mouse.up();
  const answer = ZBreakResponse.parse(await (await paused).json());
  const until = new Date(answer.Until ?? '');
  expect(Math.abs(until.getTime() - Date.now() - 24 * 60 * MINUTE_MS)).toBeLessThan(MINUTE_MS);

  const notice = page.getByRole('dialog', { name: t('rg_panic_done_title') });
  await expect(notice).toContainText(en('rg_panic_done_text', { hours: 24, date: until }));
  await expect(notice).toContainText(t('rg_break_done_logged_out'));
  await expectLoggedOut(page);
  await expect(bar).toHaveCount(0);
  await shot(page, 'rg-de-panic-notice', testInfo.project.name);
  await notice.getByRole('button', { name: t('rg_break_done_ok') }).click();
  await expect(notice).toBeHidden();

  await expectLoginRefused(page, player, until);
});

test('a Finnish player takes a 7-day time-out and cannot log in until it ends', async ({
  page,
}, testInfo) => {
  const player = await registerThroughApi(page, 'FI', 'ville');
  // spec 000 §2: the address opens the section with 7 days (duration id 2) chosen.
  await page.goto('/en/account?tab=limits&selfExclusion=2');

  const panel = limitsPanel(page);
  await expect(panel.getByRole('button', { name: t('rg_breaks_title') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const sevenDays = en('duration_days', { count: 7 });
  await expect(
    panel.getByRole('group', { name: t('rg_time_out_label') }).getByRole('radio', {
      name: sevenDays,
    }),
  ).toBeChecked();
  await panel
    .getByRole('textbox', { name: t('account_settings_current_password') })
    .fill(player.password);
  await panel.getByRole('group', { name: t('rg_time_out_label') }).scrollIntoViewIfNeeded();
  await shot(page, 'rg-fi-breaks', testInfo.project.name);
  const before = Date.now();
  await panel.getByRole('button', { name: t('rg_break_continue') }).click();

  // The last step states the end before anything is sent.
  const confirm = panel.getByRole('group', {
    name: en('rg_break_confirm_title', { label: sevenDays }),
  });
  await expect(confirm).toBeVisible();
  const after = Date.now();
  const endTexts = [before, after].map((at) =>
    en('rg_break_confirm_time_out', { date: new Date(at + WEEK_MS) }),
  );
  const confirmText = (await confirm.getByRole('paragraph').textContent()) ?? '';
  expect(endTexts).toContain(confirmText);
  await shot(page, 'rg-fi-confirm', testInfo.project.name);

  const started = page.waitForResponse((response) =>
    response.url().includes('/user/self-exclusion'),
  );
  await confirm.getByRole('button', { name: t('rg_break_confirm_time_out_button') }).click();
  const answer = ZBreakResponse.parse(await (await started).json());
  const until = new Date(answer.Until ?? '');
  expect(Math.abs(until.getTime() - before - WEEK_MS)).toBeLessThan(MINUTE_MS);

  const notice = page.getByRole('dialog', { name: t('rg_break_done_title_time_out') });
  await expect(notice).toContainText(en('rg_break_done_time_out', { date: until }));
  await expect(notice).toContainText(t('rg_break_done_logged_out'));
  await expectLoggedOut(page);
  await shot(page, 'rg-fi-notice', testInfo.project.name);
  await notice.getByRole('button', { name: t('rg_break_done_ok') }).click();
  await expect(notice).toBeHidden();

  await expectLoginRefused(page, player, until);
});
