import { APP_CONFIG_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import { digits, latestCode, logInThroughApi, shot, uniqueEmail, XHR } from './players';

// The login-info popup (spec 000 §2), where the market shows it (Sweden, its jurisdiction
// profile): after a login, when the login before it was, until the player accepts it.

const t = textsFor('sv');
const SE = { ...XHR, 'x-test-country': 'SE' };

/** A valid Swedish personal number (YYMMDD, three digits, the Luhn check digit): a new person. */
function personalNumber(): string {
  const body = `88${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}15${digits(3)}`;
  const sum = [...body].reduce((total, char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return `19${body}${(10 - (sum % 10)) % 10}`;
}

/** Registers a new Swedish person through the bank-ID sandbox and the registration call. */
async function registerSwede(page: Page): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail('login-info'), password: 'Sommar-Stuga9' };
  const started = await page.request.get('/sv/bankid-login', { headers: SE });
  const { giiUrl } = (await started.json()) as { giiUrl: string };
  const provider = new URL(giiUrl, 'http://x').searchParams;
  const order = provider.get('order') ?? '';
  const approved = await page.request.post('/bankid-sandbox/authorize', {
    form: {
      order,
      secret: provider.get('secret') ?? '',
      personal_number: personalNumber(),
      answer: 'approve',
    },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const collected = await page.request.get(`/sv/bankid-login?orderRef=${order}`, { headers: SE });
  expect(await collected.json()).toMatchObject({ register: true });

  const csrf = async () => {
    const response = await page.request.get('/public-api/v1/get-form-csrf-token', { headers: SE });
    return ((await response.json()) as { csrf_token: string }).csrf_token;
  };
  const mobile = `70 ${digits(7)}`;
  const sms = await page.request.post('/sv/verify-sms', {
    headers: SE,
    form: {
      user_email: account.email,
      user_mobile: mobile,
      user_mobile_prefix: '+46',
      csrf_token: await csrf(),
    },
  });
  expect(sms.status()).toBe(200);
  const code = await latestCode(page, `+46${mobile.replace(/\s/g, '')}`);
  const registered = await page.request.post('/sv/user/register', {
    headers: SE,
    form: {
      bankid_order: order,
      form_user_email: account.email,
      form_user_password: account.password,
      form_user_mobile_prefix: '+46',
      form_user_mobile: mobile,
      form_user_mobile_verification_code: code,
      form_user_dob_day: '15',
      form_user_dob_month: '6',
      form_user_dob_year: '1988',
      form_user_country: '15',
      form_user_postal_code: '114 55',
      form_user_deposit_limit: '5000',
      form_user_terms_and_conditions_consented: '1',
      form_user_privacy_and_cookie_notice_consented: '1',
      csrf_token: await csrf(),
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return account;
}

/** The modals the page's inlined configuration asks to open on load, by name. */
async function onloadModalsOf(page: Page): Promise<unknown[]> {
  const config = JSON.parse(
    (await page.locator(`script#${APP_CONFIG_ELEMENT_ID}`).textContent()) ?? '{}',
  ) as { onloadActions: { action: string; params: { name?: unknown } }[] };
  return config.onloadActions
    .filter((each) => each.action === 'modal')
    .map((each) => each.params.name);
}

test('a Swedish player sees when they last logged in, accepts it, and is not asked again', async ({
  page,
}, info) => {
  await page.setExtraHTTPHeaders({ 'x-test-country': 'SE' });
  // Registering logs the player in: their first login has none before it.
  const account = await registerSwede(page);
  await page.goto('/sv/');
  expect(await onloadModalsOf(page)).not.toContain('login-info');

  // The next login shows the first one.
  await logInThroughApi(page, account);
  await page.goto('/sv/');
  const dialog = page.getByRole('dialog', { name: t('login_info_title') });
  await expect(dialog).toBeVisible();
  const year = String(new Date().getFullYear());
  await expect(dialog).toContainText(year);
  await shot(page, 'login-info', info.project.name);

  await dialog.getByRole('button', { name: t('login_info_accept') }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  expect(await onloadModalsOf(page)).not.toContain('login-info');
  await expect(page.getByRole('dialog', { name: t('login_info_title') })).toHaveCount(0);
});
