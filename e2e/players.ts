import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import { canonicalMobile } from '@playfair/domain/registration-countries';
import { textsFor } from './catalog';

// What several journeys do the same way: make unique people, read SMS codes from the outbox
// (GET /dev/outbox, as the README says), register through the modal, keep screenshots.

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let people = 0;

/** `count` random digits: every run and project its own numbers (one number, one account). */
export function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

export function uniqueEmail(name: string): string {
  people += 1;
  return `${name}.${Date.now().toString(36)}${people}@example.com`;
}

export async function shot(page: Page, name: string, project: string) {
  // A dialog's entrance (and any other finite animation) is shown finished, not half-way.
  await page.screenshot({
    path: join(import.meta.dirname, 'artifacts', `${name}-${project}.png`),
    animations: 'disabled',
  });
}

/**
 * The newest code sent to `recipient` (the outbox view of the embedded default), waiting for a
 * message whose text contains `containing`: password recovery writes its message just after it
 * answers, and an earlier message (the email verification) may hold a code too.
 */
export async function latestCode(page: Page, recipient: string, containing = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/dev/outbox?to=${encodeURIComponent(recipient)}`, {
          headers: XHR,
        });
        const { messages } = (await response.json()) as { messages: { body: string }[] };
        const body = messages[0]?.body ?? '';
        code = body.includes(containing) ? /\b(\d{6})\b/.exec(body)?.[1] : undefined;
        return code;
      },
      { message: `a code for ${recipient}` },
    )
    .toBeDefined();
  return code ?? '';
}

export type Account = { email: string; password: string; prefix: string; mobile: string };

/** Section 1 of the registration modal: email, password, mobile verified with the SMS code. */
export async function fillAccountSection(page: Page, t: (key: string) => string, account: Account) {
  const dialog = page.getByRole('dialog', { name: t('registration_title') });
  await dialog.getByRole('textbox', { name: t('registration_email_label') }).fill(account.email);
  await dialog
    .getByRole('textbox', { name: t('registration_password_label'), exact: true })
    .fill(account.password);
  await dialog.getByRole('textbox', { name: t('registration_mobile_label') }).fill(account.mobile);
  await dialog.getByRole('button', { name: t('registration_mobile_validate') }).click();
  const codeBox = dialog.getByRole('textbox', { name: t('registration_sms_code_label') });
  await expect(codeBox).toBeVisible();
  await codeBox.fill(
    await latestCode(page, `${account.prefix}${account.mobile.replace(/\s/g, '')}`),
  );
  await dialog.getByRole('button', { name: t('registration_continue') }).click();
  await expect(dialog.getByRole('combobox', { name: t('registration_dob_day') })).toBeVisible();
  return dialog;
}

/**
 * A Finnish player (EUR) registered through the modal from /fi/ and logged in, as a person does
 * it; answers the account so a journey can log in again.
 */
export async function registerFinnishPlayer(page: Page, name: string): Promise<Account> {
  const t = textsFor('fi');
  const account = {
    email: uniqueEmail(name),
    password: 'Sauna-Ilta42',
    prefix: '+358',
    mobile: `40 ${digits(7)}`,
  };
  await page.goto('/fi/');
  await page
    .getByRole('link', { name: t('header_register') })
    .first()
    .click();
  const dialog = await fillAccountSection(page, t, account);
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
  await expect(page.getByRole('button', { name: t('header_logout') })).toBeVisible();
  return account;
}

/** The embedded default's operator credentials (README, OPERATOR_API_KEYS). */
export const OPERATOR = { authorization: 'Bearer playfair-dev-operator' };

/**
 * Sets a player's compliance statuses the way the compliance team does, through the operator API
 * (`PATCH /operator-api/v1/players/{id}/compliance`), found by email.
 */
export async function setCompliance(
  page: Page,
  email: string,
  changes: Record<string, string | boolean>,
): Promise<void> {
  const found = await page.request.get(
    `/operator-api/v1/players?email=${encodeURIComponent(email)}`,
    { headers: OPERATOR },
  );
  expect(found.status()).toBe(200);
  const { items } = (await found.json()) as { items: { playerId: string }[] };
  const playerId = items[0]?.playerId;
  expect(playerId).toBeDefined();
  const changed = await page.request.patch(`/operator-api/v1/players/${playerId}/compliance`, {
    headers: OPERATOR,
    data: { ...changes, reason: 'journey: compliance review' },
  });
  expect(changed.status()).toBe(200);
}

/** What a journey needs of a player it registered through the API. */
export type ApiPlayer = Account & { locale: string };

type ApiMarket = {
  countryId: string;
  prefix: string;
  mobile: () => string;
  postalCode: string;
  extra?: Record<string, string>;
};

/** The markets journeys register players of through the API (spec 001 §3 fields). */
const API_MARKETS: Record<'FI' | 'ES' | 'GB' | 'DE' | 'PE', ApiMarket> = {
  FI: { countryId: '3', prefix: '+358', mobile: () => `40 ${digits(7)}`, postalCode: '00100' },
  ES: { countryId: '14', prefix: '+34', mobile: () => `6${digits(8)}`, postalCode: '28001' },
  GB: {
    countryId: '16',
    prefix: '+44',
    mobile: () => `7700 9${digits(5)}`,
    postalCode: 'SW1A 1AA',
  },
  DE: {
    countryId: '83',
    prefix: '+49',
    mobile: () => `0151 2${digits(7)}`,
    postalCode: '10115',
    extra: { form_user_state: 'BE', form_user_city: 'Berlin', form_user_deposit_limit: '1000' },
  },
  // spec 001 §3 / §4 MINCETUR: DNI, and the district (Barranco, Lima) with its department.
  PE: {
    countryId: '11',
    prefix: '+51',
    mobile: () => `9${digits(8)}`,
    postalCode: '15063',
    extra: {
      form_IdentityDocumentType: 'DNI',
      form_IdentityDocumentNumber: digits(8),
      form_user_district: '150104',
      form_user_department: '15',
    },
  },
};

/**
 * A player of `market` registered through the registration API (the SMS code read from the
 * outbox) and logged in on the page's browser context through the login API: only the
 * registration journeys register through the modal.
 */
export async function registerThroughApi(
  page: Page,
  market: keyof typeof API_MARKETS,
  name: string,
): Promise<ApiPlayer> {
  const spec = API_MARKETS[market];
  const account = {
    email: uniqueEmail(name),
    password: 'Correct-Horse7',
    prefix: spec.prefix,
    mobile: spec.mobile(),
  };
  const headers = { ...XHR, 'x-test-country': market };
  const csrf = async () => {
    const response = await page.request.get('/public-api/v1/get-form-csrf-token', { headers });
    return ((await response.json()) as { csrf_token: string }).csrf_token;
  };
  const sent = await page.request.post('/en/verify-sms', {
    headers,
    form: {
      user_email: account.email,
      user_mobile: account.mobile,
      user_mobile_prefix: account.prefix,
      csrf_token: await csrf(),
    },
  });
  expect(sent.status()).toBe(200);
  // The outbox knows the number as the server keeps it: a trunk 0 ("0151 …") dropped.
  const code = await latestCode(page, canonicalMobile(account.prefix, account.mobile) ?? '');
  const registered = await page.request.post('/en/user/register', {
    headers,
    form: {
      form_user_email: account.email,
      form_user_password: account.password,
      form_user_mobile_prefix: account.prefix,
      form_user_mobile: account.mobile,
      form_user_mobile_verification_code: code,
      form_user_country: spec.countryId,
      form_user_postal_code: spec.postalCode,
      form_user_dob_day: '15',
      form_user_dob_month: '6',
      form_user_dob_year: '1988',
      form_user_sex: 'F',
      form_user_marketing_consent: '0',
      form_user_group_marketing_consent: '0',
      form_user_terms_and_conditions_consented: '1',
      form_user_privacy_and_cookie_notice_consented: '1',
      'form[device_fingerprint]': 'journey',
      csrf_token: await csrf(),
      ...spec.extra,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await logInThroughApi(page, account);
  return { ...account, locale: 'en' };
}

/** Logs the page's browser context in through POST /en/user/login. */
export async function logInThroughApi(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const tokenAnswer = await page.request.get('/public-api/v1/get-form-csrf-token', {
    headers: XHR,
  });
  const { csrf_token } = (await tokenAnswer.json()) as { csrf_token: string };
  const login = await page.request.post('/en/user/login', {
    headers: XHR,
    form: { username: account.email, password: account.password, csrf_token },
  });
  expect(((await login.json()) as { type: string }).type).toBe('success');
}

/** The embedded default's studio credentials (README, GAME_PROVIDERS). */
const STUDIO = { id: 'studio', secret: 'playfair-dev-secret' };

/** The catalogue id of the game at `/{locale}/game/{slug}`. */
export async function gameIdOf(page: Page, slug: string): Promise<string> {
  const response = await page.request.get(`/en/games/${slug}`, { headers: XHR });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { game: { gameId: string } }).game.gameId;
}

/** A player's id, found by email through the operator API. */
export async function playerIdOf(page: Page, email: string): Promise<string> {
  const found = await page.request.get(
    `/operator-api/v1/players?email=${encodeURIComponent(email)}`,
    { headers: OPERATOR },
  );
  const { items } = (await found.json()) as { items: { playerId: string }[] };
  const id = items[0]?.playerId;
  expect(id).toBeDefined();
  return id ?? '';
}

/** A deposit with the sandbox's accepting card, through the quick-deposit call, once credited. */
export async function depositThroughApi(page: Page, amount: string): Promise<void> {
  const token = await page.request.get('/public-api/v1/get-form-csrf-token', { headers: XHR });
  const { csrf_token: csrfToken } = (await token.json()) as { csrf_token: string };
  const response = await page.request.post('/en/user/payment-deposit/new-card?qd=1', {
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
  expect(response.status(), await response.text()).toBe(200);
  await expect
    .poll(async () => {
      const wallet = await page.request.get('/en/user/wallet', { headers: XHR });
      return BigInt(((await wallet.json()) as { balanceMinor: string }).balanceMinor);
    })
    .toBeGreaterThan(0n);
}

/** A signed provider call as the studio makes it (the game's stakes and wins). */
export async function studioCall(
  page: Page,
  call: 'debit' | 'credit',
  body: Record<string, unknown>,
) {
  const raw = JSON.stringify(body);
  return page.request.post(`/provider-api/v1/${call}`, {
    headers: {
      'content-type': 'application/json',
      'x-provider-id': STUDIO.id,
      'x-playfair-signature': signProviderBody(STUDIO.secret, raw),
    },
    data: raw,
  });
}
