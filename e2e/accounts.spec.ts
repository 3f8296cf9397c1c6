import { expect, request as playwrightRequest, test } from '@playwright/test';
import { textsFor } from './catalog';
import { XHR, digits, fillAccountSection, latestCode, shot, uniqueEmail } from './players';

// spec 000 §4/§5, spec 001 §4/§5: registration, logging out and in, and the session-expired modal,
// as a person does them. SMS codes are read from the outbox (GET /dev/outbox), as the README says.

test('a Finnish player registers, logs out, fails with a wrong password and logs back in', async ({
  page,
}, testInfo) => {
  const t = textsFor('fi');
  const account = {
    email: uniqueEmail('matti'),
    password: 'Sauna-Ilta42',
    prefix: '+358',
    mobile: `40 ${digits(7)}`,
  };
  await page.goto('/fi/');
  await page
    .getByRole('link', { name: t('header_register') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('registration_title') });
  await expect(dialog).toBeVisible();
  await shot(page, 'registration-modal', testInfo.project.name);

  await fillAccountSection(page, t, account);
  await dialog.getByRole('combobox', { name: t('registration_dob_day') }).selectOption('14');
  await dialog
    .getByRole('combobox', { name: t('registration_dob_month') })
    .selectOption({ index: 6 });
  await dialog.getByRole('combobox', { name: t('registration_dob_year') }).selectOption('1990');
  await dialog.getByRole('textbox', { name: t('registration_postal_code_label') }).fill('00100');
  await dialog.getByRole('button', { name: t('registration_continue') }).click();
  await dialog.getByRole('checkbox', { name: t('registration_terms_consent') }).check();
  await dialog.getByRole('checkbox', { name: t('registration_privacy_consent') }).check();
  await dialog.getByRole('button', { name: t('registration_submit') }).click();

  // Registered and logged in: the header offers the account and logging out.
  const logout = page.getByRole('button', { name: t('header_logout') });
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(page.getByRole('link', { name: t('header_login') }).first()).toBeVisible();

  await page
    .getByRole('link', { name: t('header_login') })
    .first()
    .click();
  const login = page.getByRole('dialog', { name: t('login_title') });
  await login.getByRole('textbox', { name: t('login_email_label') }).fill(account.email);
  await login
    .getByRole('textbox', { name: t('login_password_label'), exact: true })
    .fill('Wrong-Password1');
  await login.getByRole('button', { name: t('login_submit') }).click();
  await expect(login.getByText(t('login_error_invalid_credentials'))).toBeVisible();
  await shot(page, 'login-modal-error', testInfo.project.name);

  await login
    .getByRole('textbox', { name: t('login_password_label'), exact: true })
    .fill(account.password);
  await login.getByRole('button', { name: t('login_submit') }).click();
  await expect(page.getByRole('button', { name: t('header_logout') })).toBeVisible();
});

test('a Peruvian player registers with a DNI', async ({ page }) => {
  const t = textsFor('pe');
  const account = {
    email: uniqueEmail('ana'),
    password: 'Lima-Centro7',
    prefix: '+51',
    mobile: `9${digits(8)}`,
  };
  await page.goto('/pe/?modal=register');
  const dialog = await fillAccountSection(page, t, account);
  await dialog.getByRole('combobox', { name: t('registration_dob_day') }).selectOption('3');
  await dialog
    .getByRole('combobox', { name: t('registration_dob_month') })
    .selectOption({ index: 2 });
  await dialog.getByRole('combobox', { name: t('registration_dob_year') }).selectOption('1988');
  await dialog
    .getByRole('combobox', { name: t('registration_document_type_label') })
    .selectOption('DNI');
  const documentNumber = dialog.getByRole('textbox', {
    name: t('registration_document_number_label'),
  });
  const cont = dialog.getByRole('button', { name: t('registration_continue') });
  await documentNumber.fill('12345678');
  // MINCETUR: department → province → district, each list from GET /get-subdivisions.
  for (const [label, place] of [
    ['registration_department_label', 'Lima'],
    ['registration_province_label', 'Lima'],
    ['registration_district_label', 'Miraflores'],
  ] as const) {
    const select = dialog.getByRole('combobox', { name: t(label) });
    await expect(select.getByRole('option', { name: place, exact: true })).toBeAttached();
    await select.selectOption({ label: place });
  }
  await dialog.getByRole('textbox', { name: t('registration_postal_code_label') }).fill('15001');
  await expect(cont).toBeEnabled();
  await cont.click();
  await dialog.getByRole('checkbox', { name: t('registration_terms_consent') }).check();
  await dialog.getByRole('checkbox', { name: t('registration_privacy_consent') }).check();
  await dialog.getByRole('button', { name: t('registration_submit') }).click();
  await expect(page.getByRole('button', { name: t('header_logout') })).toBeVisible();
});

test.describe('a German visitor', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'DE' } });

  test('cannot continue without a state', async ({ page }, testInfo) => {
    const t = textsFor('en');
    const account = {
      email: uniqueEmail('lena'),
      password: 'Berlin-Mitte5',
      prefix: '+49',
      mobile: `151 ${digits(8)}`,
    };
    await page.goto('/en/?modal=register');
    await page
      .getByRole('dialog', { name: t('registration_title') })
      .getByRole('combobox', { name: t('registration_mobile_prefix_label') })
      .selectOption('+49');
    const dialog = await fillAccountSection(page, t, account);
    await dialog.getByRole('combobox', { name: t('registration_dob_day') }).selectOption('9');
    await dialog
      .getByRole('combobox', { name: t('registration_dob_month') })
      .selectOption({ index: 11 });
    await dialog.getByRole('combobox', { name: t('registration_dob_year') }).selectOption('1985');
    await dialog.getByRole('textbox', { name: t('registration_postal_code_label') }).fill('10115');
    await dialog.getByLabel(t('registration_city_label'), { exact: true }).fill('Berlin');
    const cont = dialog.getByRole('button', { name: t('registration_continue') });
    await expect(
      dialog.getByRole('combobox', { name: t('registration_state_label') }),
    ).toBeVisible();
    await expect(cont).toBeDisabled();
    await shot(page, 'registration-german-state', testInfo.project.name);
    await dialog
      .getByRole('combobox', { name: t('registration_state_label') })
      .selectOption({ index: 1 });
    await expect(cont).toBeEnabled();
  });
});

test('an expired session shows the session-expired modal', async ({ page, baseURL }, testInfo) => {
  const t = textsFor('fi');
  const email = uniqueEmail('sessio');
  const mobile = `40${digits(7)}`;
  // A player registered through the API, as a second browser would.
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: XHR });
  const csrf = (await (await api.get('/public-api/v1/get-form-csrf-token')).json()) as {
    csrf_token: string;
  };
  await api.post('/fi/verify-sms', {
    form: { user_email: email, user_mobile: mobile, user_mobile_prefix: '+358' },
  });
  const code = await latestCode(page, `+358${mobile}`);
  const registered = await api.post('/fi/user/register', {
    form: {
      form_user_email: email,
      form_user_password: 'Sauna-Ilta42',
      form_user_mobile_prefix: '+358',
      form_user_mobile: mobile,
      form_user_mobile_verification_code: code,
      form_user_dob_day: '1',
      form_user_dob_month: '2',
      form_user_dob_year: '1980',
      form_user_country: '3',
      form_user_postal_code: '00100',
      form_user_terms_and_conditions_consented: '1',
      form_user_privacy_and_cookie_notice_consented: '1',
      csrf_token: csrf.csrf_token,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await api.dispose();

  await page.goto('/fi/?modal=login');
  const login = page.getByRole('dialog', { name: t('login_title') });
  await login.getByRole('textbox', { name: t('login_email_label') }).fill(email);
  await login
    .getByRole('textbox', { name: t('login_password_label'), exact: true })
    .fill('Sauna-Ilta42');
  await login.getByRole('button', { name: t('login_submit') }).click();
  await expect(page.getByRole('button', { name: t('header_logout') })).toBeVisible();

  await page.goto('/fi/account?tab=balance');
  await expect(page.getByRole('tab', { name: t('account_tab_balance') })).toBeVisible();
  // The session ends elsewhere (logged out from another tab, or timed out on the server).
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('pf_session'));
  const other = await playwrightRequest.newContext({ baseURL });
  await other.get('/fi/user/logout', {
    headers: { ...XHR, cookie: `${session?.name}=${session?.value}` },
  });
  await other.dispose();

  // The next call the page makes meets the ended session: the player's own click, or a refresh
  // the page makes by itself first (then the panel under the modal has no tabs left to click).
  const expired = page.getByRole('dialog', { name: t('session_expired_title') });
  const verificationTab = page.getByRole('tab', { name: t('account_tab_verification') });
  await expect(async () => {
    if (!(await expired.isVisible())) await verificationTab.click({ timeout: 2_000 });
    await expect(expired).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await shot(page, 'session-expired-modal', testInfo.project.name);
});

test('an English player recovers a forgotten password with the code from the outbox', async ({
  page,
  baseURL,
}, testInfo) => {
  const t = textsFor('en');
  const email = uniqueEmail('olivia');
  const mobile = `7700${digits(6)}`;
  // Registered through the calls the registration modal makes (the international site, Malta licence).
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { ...XHR, 'x-test-country': 'GB' },
  });
  const csrf = (await (await api.get('/public-api/v1/get-form-csrf-token')).json()) as {
    csrf_token: string;
  };
  await api.post('/en/verify-sms', {
    form: { user_email: email, user_mobile: mobile, user_mobile_prefix: '+44' },
  });
  const registered = await api.post('/en/user/register', {
    form: {
      form_user_email: email,
      form_user_password: 'First-Password1',
      form_user_mobile_prefix: '+44',
      form_user_mobile: mobile,
      form_user_mobile_verification_code: await latestCode(page, `+44${mobile}`),
      form_user_dob_day: '1',
      form_user_dob_month: '2',
      form_user_dob_year: '1985',
      form_user_country: '16',
      form_user_postal_code: 'EC1A 1BB',
      form_user_terms_and_conditions_consented: '1',
      form_user_privacy_and_cookie_notice_consented: '1',
      csrf_token: csrf.csrf_token,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await api.dispose();

  await page.goto('/en/?modal=login');
  await page
    .getByRole('dialog', { name: t('login_title') })
    .getByRole('link', { name: t('login_forgot_password') })
    .click();
  const recovery = page.getByRole('dialog', { name: t('forgot_password_title') });
  await recovery.getByRole('textbox', { name: t('forgot_password_email_label') }).fill(email);
  await recovery.getByRole('button', { name: t('forgot_password_submit') }).click();
  const codeBox = recovery.getByRole('textbox', { name: t('recovery_code_label') });
  await expect(codeBox).toBeVisible();
  await codeBox.fill(await latestCode(page, email, 'password recovery code'));
  await recovery
    .getByRole('textbox', { name: t('new_password_label'), exact: true })
    .fill('Second-Password2');
  await recovery
    .getByRole('textbox', { name: t('new_password_repeat_label'), exact: true })
    .fill('Second-Password2');
  await recovery.getByRole('button', { name: t('reset_password_submit') }).click();
  await expect(
    page
      .getByText(t('forgot_password_reset_done'))
      .or(page.getByText(t('reset_password_done')))
      .first(),
  ).toBeVisible();
  await shot(page, 'forgot-password-done', testInfo.project.name);

  await page.goto('/en/?modal=login');
  const login = page.getByRole('dialog', { name: t('login_title') });
  await login.getByRole('textbox', { name: t('login_email_label') }).fill(email);
  await login
    .getByRole('textbox', { name: t('login_password_label'), exact: true })
    .fill('Second-Password2');
  await login.getByRole('button', { name: t('login_submit') }).click();
  await expect(page.getByRole('button', { name: t('header_logout') })).toBeVisible();
});
