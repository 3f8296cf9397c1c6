import { REGISTRATION_FIELDS as F } from '@playfair/contracts/registration';
import {
  REGISTRATION_CASES_TODAY,
  type RegistrationCaseMarket,
} from '@playfair/contracts/registration-cases';
import {
  DE_CITY_AUTOCOMPLETE_ROWS,
  EMAIL_VALIDATION_DEBOUNCE_MS,
  PASSWORD_CHECK_DEBOUNCE_MS,
  POSTAL_CHECK_DEBOUNCE_MS,
} from '@playfair/domain/constants';
import { GERMAN_STATES } from '@playfair/domain/registration-countries';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../shared/navigation/page-load';
import { RegistrationForm } from './registration-form';
import {
  caseValue,
  createFormDescription,
  createRegistrationI18n,
  passTime,
  renderWithProviders,
  type StubAnswer,
  type StubHandler,
  stubServer,
  useFakeTimersWithTestingLibrary,
} from './registration-test-utils';

vi.mock('../../../shared/navigation/page-load', () => ({
  loadPage: vi.fn(),
  currentPath: () => '/en/',
}));

let i18n: I18n;

beforeAll(async () => {
  i18n = await createRegistrationI18n();
});

beforeEach(() => {
  useFakeTimersWithTestingLibrary(REGISTRATION_CASES_TODAY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockReset();
});

const SUCCESS = {
  registrationGtm: { event: 'registrationSuccess', userId: 'p-1', country: 'GB' },
  redirect: null,
  emailVerification: false,
};

const GERMAN_CITIES = [
  { name: 'Berlin', state: 'BE' },
  ...Array.from({ length: 8 }, (_, index) => ({ name: `Bergheim ${index + 1}`, state: 'NW' })),
];

function serverFor(overrides: Record<string, StubAnswer | StubHandler> = {}) {
  return stubServer({
    'GET /public-api/v1/get-form-csrf-token': { body: { csrf_token: 'csrf-1' } },
    'POST /public-api/v1/validate/email': { body: { Success: true, errors: [] } },
    'POST /validate-mobile': { body: { Success: true, Errors: [] } },
    'POST /en/verify-sms': { body: { status: 103, message: 'sent' } },
    'GET /assets/data/de_states.json': { body: GERMAN_STATES },
    'GET /assets/data/de_cities.json': { body: GERMAN_CITIES },
    'GET /postcode/check/83/10115': { body: { blocked: false, valid: true, regionBlocked: false } },
    'GET /get-subdivisions/department/PE': { body: { Arequipa: '04', Lima: '15' } },
    'GET /get-subdivisions/province/15': { body: { Lima: '1501' } },
    'GET /get-subdivisions/district/1501': { body: { Miraflores: '150122', Lima: '150101' } },
    'POST /en/user/register': { body: SUCCESS },
    ...overrides,
  });
}

function renderForm(market: RegistrationCaseMarket, config: Record<string, unknown> = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(
    <RegistrationForm form={createFormDescription(market)} headingLevel={2} />,
    { i18n, config: { country: market, ...config } },
  );
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const progress = () => Number(screen.getByRole('progressbar').getAttribute('value'));

async function fillAccount(user: User, market: RegistrationCaseMarket, { isSmsSent = true } = {}) {
  await user.type(screen.getByLabelText('Email'), caseValue(market, F.email));
  await user.type(screen.getByLabelText('Password'), caseValue(market, F.password));
  await user.type(screen.getByLabelText('Mobile number'), caseValue(market, F.mobile));
  await passTime(EMAIL_VALIDATION_DEBOUNCE_MS);
  await user.click(screen.getByRole('button', { name: 'Verify mobile number' }));
  await passTime();
  if (isSmsSent) await user.type(screen.getByLabelText('SMS verification code'), '123456');
}

async function fillBirthDate(user: User, day = '15', month = '6', year = '1990') {
  await user.selectOptions(screen.getByLabelText('Day'), day);
  await user.selectOptions(screen.getByLabelText('Month'), month);
  await user.selectOptions(screen.getByLabelText('Year'), year);
}

async function reachConsents(user: User) {
  await fillAccount(user, 'GB');
  await user.click(continueButton());
  await fillBirthDate(user);
  await user.type(screen.getByLabelText('Postal code'), caseValue('GB', F.postalCode));
  await passTime();
  await user.click(continueButton());
  await user.click(screen.getByLabelText('I accept the terms and conditions.'));
  await user.click(screen.getByLabelText('I have read the privacy and cookie notice.'));
}

describe('RegistrationForm: sections', () => {
  it('shows 50, 75 and 100 % and moves focus to each section heading on Continue and Back', async () => {
    serverFor();
    const { user } = renderForm('GB');
    expect(progress()).toBe(50);
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();

    await fillAccount(user, 'GB');
    await user.click(continueButton());
    expect(progress()).toBe(75);
    expect(screen.getByRole('heading', { name: 'About you' })).toHaveFocus();

    await fillBirthDate(user);
    await user.type(screen.getByLabelText('Postal code'), 'SW1A 1AA');
    await user.click(continueButton());
    expect(progress()).toBe(100);
    expect(screen.getByRole('heading', { name: 'Consents and limits' })).toHaveFocus();
    // spec 001 §2: on the third section Continue is hidden and Submit shown.
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toBe(75);
    expect(screen.getByRole('heading', { name: 'About you' })).toHaveFocus();
    // The values typed before are still there.
    expect(screen.getByLabelText('Postal code')).toHaveValue('SW1A 1AA');
  });

  it('enables Continue only when every field of section 1 is valid and the mobile verified', async () => {
    const server = serverFor();
    const { user } = renderForm('GB');
    expect(continueButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'gb.base@example.com');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse7');
    await user.type(screen.getByLabelText('Mobile number'), '7700900100');
    // The email is still being checked.
    expect(continueButton()).toBeDisabled();
    await passTime(EMAIL_VALIDATION_DEBOUNCE_MS);
    expect(continueButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Verify mobile number' }));
    await passTime();
    expect(server.callsTo('POST', '/validate-mobile')[0]?.body).toBe(
      'mobile=7700900100&prefix=%2B44&email=gb.base%40example.com',
    );
    expect(screen.getByRole('status')).toHaveTextContent('SMS sent. Please check your mobile');
    // Verified, but the SMS code is missing.
    expect(continueButton()).toBeDisabled();

    await user.type(screen.getByLabelText('SMS verification code'), '123456');
    expect(continueButton()).toBeEnabled();

    // A weak password disables it again.
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'weak');
    expect(continueButton()).toBeDisabled();
  });

  it('blocks the Enter key in the form (spec 001 §5)', async () => {
    serverFor();
    renderForm('GB');
    const email = screen.getByLabelText('Email');
    const isNotPrevented = fireEvent.keyDown(email, { key: 'Enter' });
    expect(isNotPrevented).toBe(false);
    expect(fireEvent.keyDown(email, { key: 'a' })).toBe(true);
  });
});

describe('RegistrationForm: debounced checks', () => {
  it('asks the server about the email 1000 ms after typing stops and shows its status', async () => {
    const server = serverFor({
      'POST /public-api/v1/validate/email': {
        body: { Success: false, errors: [{ ErrorCodeID: 42, Message: 'exists' }] },
      },
    });
    const { user } = renderForm('GB');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await passTime(EMAIL_VALIDATION_DEBOUNCE_MS - 1);
    expect(server.callsTo('POST', '/public-api/v1/validate/email')).toHaveLength(0);

    await passTime(1);
    const calls = server.callsTo('POST', '/public-api/v1/validate/email');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body)).toEqual({ Email: 'taken@example.com' });
    expect(screen.getByText('Email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Email already exists\./);
  });

  it('does not ask about an address of the wrong format, and shows the format error after 1200 ms', async () => {
    const server = serverFor();
    const { user } = renderForm('GB');
    await user.type(screen.getByLabelText('Email'), 'player@example.c');
    await passTime(1199);
    expect(screen.queryByText('Invalid Email.')).not.toBeInTheDocument();
    await passTime(1);
    expect(screen.getByText('Invalid Email.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/public-api/v1/validate/email')).toHaveLength(0);
  });

  it('ticks the password checklist 100 ms after typing stops', async () => {
    serverFor();
    const { user } = renderForm('GB');
    const digitRule = () =>
      within(screen.getByLabelText('Password').closest('div')!.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse7');
    expect(digitRule().every((isMet) => isMet === 'false')).toBe(true);
    await passTime(PASSWORD_CHECK_DEBOUNCE_MS - 1);
    expect(digitRule().every((isMet) => isMet === 'false')).toBe(true);
    await passTime(1);
    expect(digitRule().every((isMet) => isMet === 'true')).toBe(true);
  });
});

describe('RegistrationForm: mobile validation (spec 001 §4)', () => {
  it('re-enables the button on 1337 and shows the message of 9999', async () => {
    let status = 1337;
    serverFor({
      'POST /en/verify-sms': () => ({ body: { status, message: 'The SMS gateway is down.' } }),
    });
    const { user } = renderForm('GB');
    await user.type(screen.getByLabelText('Mobile number'), '7700900100');
    const verify = () => screen.getByRole('button', { name: 'Verify mobile number' });

    await user.click(verify());
    await passTime();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many resends.');
    expect(verify()).toBeEnabled();
    expect(screen.queryByLabelText('SMS verification code')).not.toBeInTheDocument();

    status = 9999;
    await user.click(verify());
    await passTime();
    expect(screen.getByRole('alert')).toHaveTextContent('The SMS gateway is down.');
  });

  it('skips the SMS under TOBIQUE: validate-mobile alone verifies the number', async () => {
    const server = serverFor();
    const { user } = renderForm('CA');
    await fillAccount(user, 'CA', { isSmsSent: false });
    expect(server.callsTo('POST', '/en/verify-sms')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Your mobile number is verified.');
    expect(screen.queryByLabelText('SMS verification code')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('strips non-digits from numeric inputs and keeps 9 digits in Croatian', async () => {
    serverFor();
    const { user } = renderForm('GB');
    await user.type(screen.getByLabelText('Mobile number'), '77a00-900 1x00');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('7700900100');
  });

  it('keeps 9 digits of a numeric input for HR', async () => {
    serverFor();
    const { user } = renderForm('MT', { locale: 'hr' });
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('091234567');
  });
});

describe('RegistrationForm: section 2', () => {
  it('shows the invalid-age message and keeps Continue disabled below the minimum age', async () => {
    serverFor();
    const { user } = renderForm('GB');
    await fillAccount(user, 'GB');
    await user.click(continueButton());
    await user.type(screen.getByLabelText('Postal code'), 'SW1A 1AA');
    // One day short of 18 on the day the cases are judged.
    await fillBirthDate(user, '16', '6', '2008');
    expect(screen.getByText('You are below the minimum age to register.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Day'), '15');
    expect(
      screen.queryByText('You are below the minimum age to register.'),
    ).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('requires the German state (spec 001 §4)', async () => {
    serverFor();
    const { user } = renderForm('DE');
    await fillAccount(user, 'DE');
    await user.click(continueButton());
    await fillBirthDate(user);
    await user.type(screen.getByLabelText('Postal code'), '10115');
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Berlin');
    await passTime(POSTAL_CHECK_DEBOUNCE_MS);
    expect(continueButton()).toBeDisabled();

    const state = screen.getByRole('combobox', { name: 'State' });
    expect(within(state).getAllByRole('option')).toHaveLength(GERMAN_STATES.length + 1);
    await user.click(state);
    await user.tab();
    expect(screen.getByText('Choose your state.')).toBeInTheDocument();

    await user.selectOptions(state, 'BE');
    expect(continueButton()).toBeEnabled();
  });

  it('checks the postal code 300 ms after typing stops, once longer than 4 characters (83)', async () => {
    const server = serverFor({
      'GET /postcode/check/83/80331': {
        body: { blocked: true, valid: true, regionBlocked: true },
      },
    });
    const { user } = renderForm('DE');
    await fillAccount(user, 'DE');
    await user.click(continueButton());
    const postcode = screen.getByLabelText('Postal code');
    await user.type(postcode, '8033');
    await passTime(POSTAL_CHECK_DEBOUNCE_MS);
    expect(server.requests.filter((request) => request.path.startsWith('/postcode/'))).toEqual([]);

    await user.type(postcode, '1');
    await passTime(POSTAL_CHECK_DEBOUNCE_MS - 1);
    expect(server.callsTo('GET', '/postcode/check/83/80331')).toHaveLength(0);
    await passTime(1);
    expect(server.callsTo('GET', '/postcode/check/83/80331')).toHaveLength(1);
    expect(
      screen.getByText(
        'Due to regulatory reasons a registration from the state of your residence is not possible.',
      ),
    ).toBeInTheDocument();
  });

  it('validates a Canadian (40) postal code on the server before leaving section 2', async () => {
    const server = serverFor({
      'GET /postcode/check/40/V6B%201A1': {
        body: { blocked: false, valid: true, regionBlocked: false },
      },
      'GET /postcode/validate/40/V6B%201A1': {
        body: { blocked: true, valid: false, regionBlocked: false },
      },
      'GET /postcode/validate/40/V6C%201A1': {
        body: { blocked: false, valid: true, regionBlocked: false },
      },
    });
    const { user } = renderForm('CA');
    await fillAccount(user, 'CA', { isSmsSent: false });
    await user.click(continueButton());
    await fillBirthDate(user);
    const postcode = screen.getByLabelText('Postal code');
    await user.type(postcode, 'V6B 1A1');
    await passTime(POSTAL_CHECK_DEBOUNCE_MS);
    expect(server.callsTo('GET', '/postcode/check/40/V6B%201A1')).toHaveLength(1);

    await user.click(continueButton());
    await passTime();
    // Refused: the field is cleared with the format error, and the player stays.
    expect(progress()).toBe(75);
    expect(postcode).toHaveValue('');
    expect(screen.getByText('Enter a valid postal code.')).toBeInTheDocument();

    await user.type(postcode, 'V6C 1A1');
    await passTime(POSTAL_CHECK_DEBOUNCE_MS);
    await user.click(continueButton());
    await passTime();
    expect(progress()).toBe(100);
  });

  it('suggests at most 5 German cities in an accessible combobox', async () => {
    serverFor();
    const { user } = renderForm('DE');
    await fillAccount(user, 'DE');
    await user.click(continueButton());
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'Ber');
    const list = screen.getByRole('listbox', { name: 'Suggested cities' });
    expect(within(list).getAllByRole('option')).toHaveLength(DE_CITY_AUTOCOMPLETE_ROWS);
    expect(city).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(city).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[1]!.id,
    );
    await user.keyboard('{Enter}');
    expect(city).toHaveValue('Bergheim 1');
    expect(city).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a DNI of 8 digits and a CE of 9, and leads the district to its department (Peru)', async () => {
    const server = serverFor();
    const { user } = renderForm('PE', { features: { MINCETUR: true } });
    await fillAccount(user, 'PE');
    await user.click(continueButton());
    await fillBirthDate(user);
    await user.type(screen.getByLabelText('Postal code'), '15074');

    await user.selectOptions(screen.getByLabelText('Identity document'), 'DNI');
    const number = screen.getByLabelText('Document number');
    await user.type(number, '1234567');
    await user.tab();
    expect(screen.getByText('A DNI has exactly 8 digits.')).toBeInTheDocument();
    await user.type(number, '89');
    expect(number).toHaveValue('12345678');
    expect(screen.queryByText('A DNI has exactly 8 digits.')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Identity document'), 'CE');
    expect(screen.getByText('A CE has exactly 9 digits.')).toBeInTheDocument();
    await user.type(number, '9');
    expect(screen.queryByText('A CE has exactly 9 digits.')).not.toBeInTheDocument();

    await passTime();
    await user.selectOptions(screen.getByLabelText('Department'), '15');
    await passTime();
    await user.selectOptions(screen.getByLabelText('Province'), '1501');
    await passTime();
    await user.selectOptions(screen.getByLabelText('District'), '150122');
    expect(continueButton()).toBeEnabled();
    // Under MINCETUR no postal blocked-region check is made.
    expect(server.requests.filter((request) => request.path.startsWith('/postcode/'))).toEqual([]);
  });
});

describe('RegistrationForm: submit (spec 001 §4, §8)', () => {
  it('shows the message of status 2000 and restores the button', async () => {
    serverFor({
      'POST /en/user/register': {
        status: 400,
        body: { status: 2000, errors: [{ msg: 'Refused by the platform.', key: 'x' }] },
      },
    });
    const { user } = renderForm('GB');
    await reachConsents(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await passTime();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'We were unable to create your account. Please contact Support for more details.',
    );
    expect(alert).not.toHaveTextContent('Refused by the platform.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows the generic error and the joined messages for any other status', async () => {
    const server = serverFor({
      'POST /en/user/register': {
        body: {
          status: 42,
          errors: [
            { msg: 'Email already exists.', key: 'registration_status_42', field: F.email },
            { msg: 'Try again later.', key: 'x' },
          ],
        },
      },
    });
    const { user } = renderForm('GB');
    await reachConsents(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await passTime();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred. Please contact our customer care. Email already exists. Try again later.',
    );
    const posted = new URLSearchParams(server.callsTo('POST', '/en/user/register')[0]!.body);
    expect(posted.get(F.csrfToken)).toBe('csrf-1');
    expect(posted.get(F.mobile)).toBe('7700900100');
    expect(posted.get(F.termsConsented)).toBe('1');
    expect(posted.get(F.marketingConsent)).toBe('0');
  });

  it('shows the fourth section when the answer asks for email verification', async () => {
    const server = serverFor({
      'POST /en/user/register': { body: { ...SUCCESS, emailVerification: true } },
      'POST /en/user/register/verify-email': ({ init }) =>
        new URLSearchParams(String(init.body)).get('code') === '123456'
          ? { body: { success: true, redirect: '/en/', message: 'Your email is confirmed.' } }
          : {
              status: 400,
              body: { success: false, redirect: null, message: 'That code is not right.' },
            },
    });
    const { user } = renderForm('GB');
    await reachConsents(user);
    await user.click(screen.getByLabelText(/send me news about offers/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await passTime();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(
      screen.getByText(/sent a confirmation code to gb\.base@example\.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    await passTime();
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');

    await user.clear(screen.getByLabelText('Confirmation code'));
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    await passTime();
    expect(loadPage).toHaveBeenCalledWith('/en/');
    const confirmations = server.callsTo('POST', '/en/user/register/verify-email');
    expect(new URLSearchParams(confirmations[1]!.body).get('email')).toBe('gb.base@example.com');
  });

  it('loads the page the answer redirects to', async () => {
    const server = serverFor({
      'POST /en/user/register': { body: { ...SUCCESS, redirect: '/en/casino?welcome=1' } },
    });
    const { user } = renderForm('GB');
    await reachConsents(user);
    await user.click(screen.getByLabelText(/send me news about offers/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await passTime();
    expect(loadPage).toHaveBeenCalledWith('/en/casino?welcome=1');
    const posted = new URLSearchParams(server.callsTo('POST', '/en/user/register')[0]!.body);
    expect(posted.get(F.marketingConsent)).toBe('1');
    expect(posted.get(F.groupMarketingConsent)).toBe('1');
  });
});
