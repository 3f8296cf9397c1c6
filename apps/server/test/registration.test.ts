import {
  REGISTRATION_FIELDS as F,
  ZRegistrationFailure,
  ZRegistrationFormResponse,
  ZRegistrationSuccess,
  ZValidateEmailResponse,
  ZValidateMobileResponse,
  ZVerifySmsResponse,
  type TRegistrationFormInput,
} from '@playfair/contracts/registration';
import {
  registrationCaseInput,
  type RegistrationCaseMarket,
} from '@playfair/contracts/registration-cases';
import { MINUTE_MS, HOUR_MS, SECOND_MS } from '@playfair/domain/constants';
import { canonicalMobile, GERMAN_STATES } from '@playfair/domain/registration-countries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { openTestDatabase, XHR, type TestDatabase } from './helper';
import {
  afterLogin,
  COUNTRY_HEADER,
  createRegistrationTestApp,
  FORM,
  latestCode,
  outboxFor,
  postForm,
  rowCounts,
  startVisitor,
  type RegistrationTestApp,
  type VisitorSession,
} from './registration-helper';

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A valid form of `market` with its own email and mobile (each test registers new people). */
function freshForm(market: RegistrationCaseMarket, changes: TRegistrationFormInput = {}) {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  const mobiles: Record<RegistrationCaseMarket, string> = {
    GB: `7700 900${n}`,
    DE: `0151 23457${n}`,
    PE: `913 345 ${n}`,
    CA: `604 555 0${n}`,
    NZ: `21 124 4${n}`,
    MT: `7913 3${n}`,
  };
  return registrationCaseInput({
    name: 'fresh',
    market,
    input: { [F.email]: `player${n}@example.com`, [F.mobile]: mobiles[market], ...changes },
    expected: { isValid: true },
  });
}

function mobileOf(form: TRegistrationFormInput): string {
  return canonicalMobile(form[F.mobilePrefix] ?? '', form[F.mobile] ?? '') ?? '';
}

async function sendSms(visitor: VisitorSession, form: TRegistrationFormInput) {
  const response = await postForm(t.app, '/en/verify-sms', visitor, {
    user_email: form[F.email],
    user_mobile: form[F.mobile],
    user_mobile_prefix: form[F.mobilePrefix],
  });
  expect(response.statusCode).toBe(200);
  return ZVerifySmsResponse.parse(response.json());
}

async function register(visitor: VisitorSession, form: TRegistrationFormInput) {
  return postForm(t.app, '/en/user/register', visitor, {
    ...form,
    [F.csrfToken]: visitor.csrfToken,
  });
}

/** Sends the SMS, reads the code from the outbox as a person would, and registers. */
async function registerWithSms(visitor: VisitorSession, form: TRegistrationFormInput) {
  expect((await sendSms(visitor, form)).status).toBe(103);
  const code = await latestCode(t.app, mobileOf(form));
  return register(visitor, { ...form, [F.mobileVerificationCode]: code });
}

function failureOf(response: { json(): unknown }) {
  return ZRegistrationFailure.parse(response.json());
}

describe('GET /{locale}/user/register (spec 001 §2)', () => {
  async function describeFor(country: string, path = '/en/user/register') {
    const response = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { ...XHR, [COUNTRY_HEADER]: country },
    });
    return { response, body: ZRegistrationFormResponse.parse(response.json()) };
  }

  it('describes three sections with the fields of the visitor’s jurisdiction', async () => {
    const { response, body } = await describeFor('GB');
    expect(response.headers['cache-control']).toBe('no-store');
    if (!('sections' in body)) throw new Error('expected the form');
    expect(body.action).toBe('/en/user/register');
    expect(body.sections.map((section) => section.progressPercent)).toEqual([50, 75, 100]);
    const names = body.sections.flatMap((section) => section.fields.map((field) => field.name));
    expect(names).toEqual(expect.arrayContaining([F.email, F.password, F.mobileVerificationCode]));
    expect(names).not.toContain(F.state);
    expect(body.rules).toMatchObject({ minimumAge: 18, smsRequired: true, country: 'GB' });
  });

  it('asks Germany for state, city and deposit limit and Peru for its document and district', async () => {
    const germany = (await describeFor('DE')).body;
    if (!('sections' in germany)) throw new Error('expected the form');
    const deFields = germany.sections.flatMap((section) => section.fields);
    expect(deFields.find((field) => field.name === F.state)).toMatchObject({
      isRequired: true,
      source: '/assets/data/de_states.json',
    });
    expect(deFields.find((field) => field.name === F.city)?.source).toBe(
      '/assets/data/de_cities.json',
    );
    expect(deFields.find((field) => field.name === F.depositLimit)?.isRequired).toBe(true);
    const peru = (await describeFor('PE', '/pe/user/register')).body;
    if (!('sections' in peru)) throw new Error('expected the form');
    const peNames = peru.sections.flatMap((section) => section.fields.map((field) => field.name));
    expect(peNames).toEqual(
      expect.arrayContaining([
        F.identityDocumentType,
        F.identityDocumentNumber,
        F.district,
        F.department,
      ]),
    );
  });

  it('asks no SMS code under TOBIQUE', async () => {
    const canada = (await describeFor('CA')).body;
    if (!('sections' in canada)) throw new Error('expected the form');
    expect(canada.rules.smsRequired).toBe(false);
    const names = canada.sections.flatMap((section) => section.fields.map((field) => field.name));
    expect(names).not.toContain(F.mobileVerificationCode);
  });

  it('tells a visitor from a country we do not serve that registration is closed', async () => {
    expect((await describeFor('US')).body).toEqual({
      isCountryBlocked: true,
      modal: 'registration-country-blocked',
      redirect: null,
    });
  });

  it('sends SGA visitors to bank ID and SGCA visitors to /sr/registracija', async () => {
    expect((await describeFor('SE', '/sv/user/register')).body).toMatchObject({
      redirect: '/sv/bankid-login',
      reason: 'bank-id',
    });
    expect((await describeFor('RS', '/sr/user/register')).body).toMatchObject({
      redirect: '/sr/registracija',
      reason: 'authority',
    });
  });

  it('has no /register/email without the emailVerification feature', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/register/email',
      headers: { ...XHR, [COUNTRY_HEADER]: 'GB' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /{locale}/user/register', () => {
  it('creates the player, logs them in and sends them home', async () => {
    const visitor = await startVisitor(t.app, 'DE');
    const form = freshForm('DE');
    const response = await registerWithSms(visitor, form);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZRegistrationSuccess.parse(response.json());
    expect(body).toMatchObject({ redirect: '/en/', emailVerification: false });
    expect(body.registrationGtm).toMatchObject({ event: 'registrationSuccess', country: 'DE' });

    const loggedIn = afterLogin(visitor, response);
    const status = await t.app.inject({
      method: 'GET',
      url: '/user/kyc/status',
      headers: loggedIn.headers,
    });
    expect(status.statusCode).toBe(200);

    const [player] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select country, currency, mobile_prefix, mobile, state, city, postal_code, date_of_birth::text as dob
          from players where id = ${body.registrationGtm.userId}`,
    );
    expect(player).toMatchObject({
      country: 'DE',
      currency: 'EUR',
      mobile_prefix: '+49',
      state: 'BE',
      city: 'Berlin',
      postal_code: '10115',
      dob: '1990-06-15',
    });
    const [registration] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select country_id, deposit_limit_minor::int as limit_minor, mobile from registrations
          where player_id = ${body.registrationGtm.userId}`,
    );
    expect(registration).toMatchObject({
      country_id: 83,
      limit_minor: 100_000,
      mobile: mobileOf(form),
    });
  });

  it('42: refuses an email that is registered, writing nothing', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const first = freshForm('GB');
    expect((await registerWithSms(visitor, first)).statusCode).toBe(200);
    const again = await startVisitor(t.app, 'GB');
    const second = freshForm('GB', { [F.email]: first[F.email]?.toUpperCase() });
    expect((await sendSms(again, second)).status).toBe(103);
    const code = await latestCode(t.app, mobileOf(second));
    const before = await rowCounts(t.database);
    const response = await register(again, { ...second, [F.mobileVerificationCode]: code });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response)).toMatchObject({
      status: 42,
      errors: [{ key: 'registration_status_42', msg: 'Email already exists.', field: F.email }],
    });
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('114: refuses a mobile that is registered, also when written differently', async () => {
    const first = freshForm('GB');
    expect((await registerWithSms(await startVisitor(t.app, 'GB'), first)).statusCode).toBe(200);
    const visitor = await startVisitor(t.app, 'GB');
    // The same number with its trunk zero and other spacing.
    const second = freshForm('GB', {
      [F.mobile]: `0${(first[F.mobile] ?? '').replace(/\s/g, '')}`,
    });
    const before = await rowCounts(t.database);
    const response = await register(visitor, second);
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).status).toBe(114);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('102: refuses a wrong SMS code and one never sent', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const neverSent = await register(visitor, freshForm('GB'));
    expect(neverSent.statusCode).toBe(400);
    expect(failureOf(neverSent)).toMatchObject({ status: 102 });

    const form = freshForm('GB');
    await sendSms(visitor, form);
    const code = await latestCode(t.app, mobileOf(form));
    const wrong = code === '000000' ? '000001' : '000000';
    const before = await rowCounts(t.database);
    const response = await register(visitor, { ...form, [F.mobileVerificationCode]: wrong });
    expect(failureOf(response)).toMatchObject({
      status: 102,
      errors: [{ key: 'registration_status_102', msg: 'SMS verification code is invalid.' }],
    });
    expect((await rowCounts(t.database)).players).toBe(before.players);
  });

  it('102: a code expires after 10 minutes', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const form = freshForm('GB');
    await sendSms(visitor, form);
    const code = await latestCode(t.app, mobileOf(form));
    t.clock.advance(10 * MINUTE_MS);
    const response = await register(visitor, { ...form, [F.mobileVerificationCode]: code });
    expect(failureOf(response).status).toBe(102);
  });

  it('102: a code dies after five wrong tries, even for the right code', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const form = freshForm('GB');
    await sendSms(visitor, form);
    const code = await latestCode(t.app, mobileOf(form));
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await register(visitor, { ...form, [F.mobileVerificationCode]: wrong });
    }
    const response = await register(visitor, { ...form, [F.mobileVerificationCode]: code });
    expect(failureOf(response).status).toBe(102);
  });

  it('uses a code once and keeps only its hash', async () => {
    const visitor = await startVisitor(t.app, 'NZ');
    const form = freshForm('NZ');
    await sendSms(visitor, form);
    const code = await latestCode(t.app, mobileOf(form));
    expect(
      (await register(visitor, { ...form, [F.mobileVerificationCode]: code })).statusCode,
    ).toBe(200);
    const rows = await queryRows<{ code_hash: string; consumed: boolean }>(
      t.database.db,
      sql`select code_hash, consumed_at is not null as consumed from sms_verifications
          where mobile = ${mobileOf(form)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consumed).toBe(true);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('2001: refuses an Ontario postal code', async () => {
    const visitor = await startVisitor(t.app, 'CA');
    const response = await register(visitor, freshForm('CA', { [F.postalCode]: 'K1A 0B1' }));
    expect(response.statusCode).toBe(400);
    expect(failureOf(response)).toMatchObject({
      status: 2001,
      errors: [
        {
          key: 'registration_status_2001',
          msg: 'Due to regulatory reasons a registration from the state of your residence is not possible.',
        },
      ],
    });
  });

  it('2000: refuses a visitor from a country we do not serve, and Sweden outside bank ID', async () => {
    for (const country of ['US', 'SE']) {
      const visitor = await startVisitor(t.app, country);
      const before = await rowCounts(t.database);
      const response = await register(visitor, freshForm('GB'));
      expect(response.statusCode, country).toBe(403);
      expect(failureOf(response).status).toBe(2000);
      expect(await rowCounts(t.database)).toEqual(before);
    }
  });

  it('answers the first registration status of the form (101, 111, 116, 118, 146)', async () => {
    const cases = [
      ['GB', { [F.mobile]: 'abc' }, 101],
      ['GB', { [F.email]: 'nope' }, 111],
      ['GB', { [F.mobilePrefix]: '+999' }, 116],
      ['GB', { [F.mobile]: '020 7946 0000' }, 118],
      ['NZ', { [F.email]: 'x@guerrillamail.com' }, 146],
    ] as const;
    for (const [market, changes, status] of cases) {
      const visitor = await startVisitor(t.app, market);
      const response = await register(visitor, freshForm(market, changes));
      expect(failureOf(response).status, String(status)).toBe(status);
    }
  });

  it('checks the CSRF token before anything and writes nothing without it', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const before = await rowCounts(t.database);
    for (const token of [undefined, 'not-the-token']) {
      const response = await postForm(t.app, '/en/user/register', visitor, {
        ...freshForm('GB'),
        [F.csrfToken]: token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ type: 'csrf-error' });
    }
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const before = await rowCounts(t.database);
    const withCsrfHeader = { ...visitor.headers, 'x-csrf-token': visitor.csrfToken };

    const noXhr = await t.app.inject({
      method: 'POST',
      url: '/en/user/register',
      headers: { cookie: visitor.cookie, ...FORM },
      payload: 'form_user_email=a%40b.co',
    });
    expect(noXhr.statusCode).toBe(403);

    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/en/user/register',
      headers: { ...withCsrfHeader, 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(failureOf(notAnObject).status).toBe(108);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/en/user/register',
      headers: { ...withCsrfHeader, 'content-type': 'application/json' },
      payload: '{"form_user_email": ',
    });
    expect(malformed.statusCode).toBe(400);

    const oversized = await postForm(t.app, '/en/user/register', visitor, {
      ...freshForm('GB'),
      [F.csrfToken]: visitor.csrfToken,
      [F.city]: 'x'.repeat(300_000),
    });
    expect(oversized.statusCode).toBe(413);

    const repeated = await t.app.inject({
      method: 'POST',
      url: '/en/user/register',
      headers: { ...visitor.headers, ...FORM },
      payload: `form_user_email=a%40example.com&form_user_email=b%40example.com&csrf_token=${visitor.csrfToken}`,
    });
    expect(repeated.statusCode).toBe(400);
    expect(failureOf(repeated).errors).toContainEqual(
      expect.objectContaining({ field: F.email, key: 'validation_invalid' }),
    );

    const empty = await postForm(t.app, '/en/user/register', visitor, {
      [F.csrfToken]: visitor.csrfToken,
    });
    expect(empty.statusCode).toBe(400);
    expect(failureOf(empty).errors.length).toBeGreaterThan(5);

    const hostile = await postForm(t.app, '/en/user/register', visitor, {
      ...freshForm('GB', { [F.city]: "Robert'); DROP TABLE players;--" }),
      [F.csrfToken]: visitor.csrfToken,
      '__proto__[isAdmin]': 'true',
      'constructor[prototype][isAdmin]': 'true',
    });
    expect(hostile.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await rowCounts(t.database)).toEqual(before);
  });
});

describe('POST /public-api/v1/validate/email (spec 001 §5, §7)', () => {
  async function validate(country: string, email: unknown) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/public-api/v1/validate/email',
      headers: { ...XHR, [COUNTRY_HEADER]: country },
      payload: { Email: email },
    });
    return response;
  }

  it('answers 111 invalid, 146 for a blocked provider in New Zealand only, 42 taken', async () => {
    expect((await validate('GB', 'free@example.com')).json()).toEqual({
      Success: true,
      errors: [],
    });
    expect(ZValidateEmailResponse.parse((await validate('GB', 'a@b')).json())).toMatchObject({
      Success: false,
      errors: [{ ErrorCodeID: 111, Message: 'Invalid Email.' }],
    });
    expect((await validate('NZ', 'me@yopmail.com')).json()).toMatchObject({
      errors: [{ ErrorCodeID: 146 }],
    });
    expect((await validate('GB', 'me@yopmail.com')).json()).toMatchObject({ Success: true });

    const form = freshForm('GB');
    await registerWithSms(await startVisitor(t.app, 'GB'), form);
    expect((await validate('GB', ` ${form[F.email]?.toUpperCase()} `)).json()).toMatchObject({
      Success: false,
      errors: [{ ErrorCodeID: 42 }],
    });
  });

  it('refuses a body that is not { Email: string } with 400', async () => {
    expect((await validate('GB', 42)).statusCode).toBe(400);
    expect((await validate('GB', 'x'.repeat(1000))).statusCode).toBe(400);
  });
});

describe('POST /validate-mobile and POST /{locale}/verify-sms (spec 001 §4, §7)', () => {
  async function validateMobile(prefix: string, mobile: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/validate-mobile',
      headers: { ...XHR, ...FORM },
      payload: new URLSearchParams({ prefix, mobile, email: 'x@example.com' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    return ZValidateMobileResponse.parse(response.json());
  }

  it('names 101, 116 and 118, with spaces stripped before checking', async () => {
    expect(await validateMobile('+44', '7700 900 999')).toEqual({ Success: true, Errors: [] });
    expect((await validateMobile('+44', '12')).Errors[0]).toMatchObject({
      ErrorCodeID: 101,
      Error: 'MOBILE_PREFIX_INVALID',
      Message: 'Mobile and prefix combination is invalid.',
    });
    expect((await validateMobile('+0', '7700900999')).Errors[0]?.ErrorCodeID).toBe(116);
    expect((await validateMobile('+44', '020 7946 0000')).Errors[0]).toMatchObject({
      ErrorCodeID: 118,
      Message: 'Mobile number is invalid. Please contact support.',
    });
  });

  it('names 114 for a registered number and 9999 when asked to send it a code', async () => {
    const form = freshForm('GB');
    await registerWithSms(await startVisitor(t.app, 'GB'), form);
    const answer = await validateMobile(form[F.mobilePrefix] ?? '', form[F.mobile] ?? '');
    expect(answer.Errors[0]).toMatchObject({
      ErrorCodeID: 114,
      Message: 'Mobile and prefix combination is already registered.',
    });
    const sent = await sendSms(await startVisitor(t.app, 'GB'), form);
    expect(sent).toEqual({
      status: 9999,
      message: 'Mobile and prefix combination is already registered.',
    });
  });

  it('103: sends a 6-digit code through the outbox in the visitor’s language', async () => {
    const form = freshForm('GB');
    const sent = await sendSms(await startVisitor(t.app, 'GB'), form);
    expect(sent).toEqual({
      status: 103,
      message: 'SMS sent. Please check your mobile for the verification code.',
    });
    const [message] = await outboxFor(t.app, mobileOf(form));
    expect(message).toMatchObject({ channel: 'sms', recipient: mobileOf(form), sentAt: null });
    expect(message?.body).toMatch(/\b\d{6}\b/);
  });

  it('9999: refuses to send to a number that is no mobile, with the reason', async () => {
    const sent = await sendSms(
      await startVisitor(t.app, 'GB'),
      freshForm('GB', { [F.mobile]: '1' }),
    );
    expect(sent).toEqual({ status: 9999, message: 'Mobile and prefix combination is invalid.' });
  });

  it('1337 and 145: three codes per number an hour, then again after the hour', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const form = freshForm('GB');
    for (let send = 0; send < 3; send += 1) expect((await sendSms(visitor, form)).status).toBe(103);
    const refused = await sendSms(visitor, form);
    expect(refused).toEqual({
      status: 1337,
      message: 'Too many resends. Please contact customer care for assistance.',
    });
    expect((await outboxFor(t.app, mobileOf(form))).length).toBe(3);
    expect(
      (await validateMobile(form[F.mobilePrefix] ?? '', form[F.mobile] ?? '')).Errors[0],
    ).toMatchObject({
      ErrorCodeID: 145,
    });
    t.clock.advance(HOUR_MS + SECOND_MS);
    expect((await sendSms(visitor, form)).status).toBe(103);
  });

  it('slows down one address asking for many codes (429)', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/en/verify-sms',
        headers: { ...XHR, ...FORM },
        payload: 'user_mobile=1&user_mobile_prefix=%2B44',
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a malformed request with 400 and sends nothing', async () => {
    const before = await rowCounts(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/verify-sms',
      headers: { ...XHR, ...FORM },
      payload: 'user_mobile=1&user_mobile=2',
      remoteAddress: '192.0.2.10',
    });
    expect(response.statusCode).toBe(400);
    expect(await rowCounts(t.database)).toEqual(before);
  });
});

describe('postal codes (spec 001 §5)', () => {
  async function postcode(mode: 'validate' | 'check', countryId: number | string, code: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/postcode/${mode}/${countryId}/${encodeURIComponent(code)}`,
      headers: XHR,
    });
    return response;
  }

  it('blocks Ontario from the first letter of a Canadian code (40)', async () => {
    expect((await postcode('check', 40, 'M')).json()).toEqual({
      blocked: true,
      valid: false,
      regionBlocked: true,
    });
    expect((await postcode('validate', 40, 'M5V 3L9')).json()).toMatchObject({
      blocked: true,
      valid: true,
    });
    expect((await postcode('validate', 40, 'V6B 1A1')).json()).toEqual({
      blocked: false,
      valid: true,
      regionBlocked: false,
    });
  });

  it('checks German codes (83) by their format, blocking no Land', async () => {
    expect((await postcode('check', 83, '1011')).json()).toMatchObject({
      blocked: false,
      valid: false,
    });
    expect((await postcode('validate', 83, '1011')).json()).toMatchObject({
      blocked: true,
      valid: false,
    });
    const valid = await postcode('validate', 83, '10115');
    expect(valid.json()).toEqual({ blocked: false, valid: true, regionBlocked: false });
    expect(valid.headers['cache-control']).toMatch(/public/);
  });

  it('refuses a country id that is no number', async () => {
    expect((await postcode('check', 'DE', '10115')).statusCode).toBe(400);
    expect((await postcode('validate', 999, '10115')).json()).toMatchObject({ valid: false });
  });
});

describe('Peru’s subdivisions (spec 001 §4, MINCETUR)', () => {
  async function get(level: string, parent: string) {
    return t.app.inject({
      method: 'GET',
      url: `/get-subdivisions/${level}/${parent}`,
      headers: XHR,
    });
  }

  it('lists the 25 departments, their provinces and districts', async () => {
    const departments = (await get('department', 'PE')).json() as Record<string, string>;
    expect(Object.keys(departments)).toHaveLength(25);
    expect(departments).toMatchObject({ Lima: '15', Callao: '07', Cusco: '08' });
    expect((await get('province', '15')).json()).toMatchObject({ Lima: '1501', Huaral: '1506' });
    const lima = (await get('district', '1501')).json() as Record<string, string>;
    expect(Object.keys(lima)).toHaveLength(43);
    expect(lima.Miraflores).toBe('150122');
    const all = (await get('district', 'PE')).json() as Record<string, string>;
    expect(all['Miraflores (Lima)']).toBe('150122');
    expect(all['Miraflores (Arequipa)']).toBe('040110');
  });

  it('leads from a district to its department', async () => {
    expect((await get('department', '150122')).json()).toEqual({ Lima: '15' });
    expect((await get('department', '080108')).json()).toEqual({ Cusco: '08' });
    expect((await get('department', '999999')).json()).toEqual({});
  });

  it('refuses a district the data set does not know', async () => {
    const visitor = await startVisitor(t.app, 'PE');
    const response = await register(
      visitor,
      freshForm('PE', { [F.district]: '159999', [F.department]: '15' }),
    );
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).errors).toContainEqual(
      expect.objectContaining({ key: 'validation_district', field: F.district }),
    );
  });

  it('refuses a level or parent it does not know', async () => {
    expect((await get('county', 'PE')).statusCode).toBe(400);
    expect((await get('district', '1')).statusCode).toBe(400);
  });
});

describe('German static data (spec 001 §7, §9)', () => {
  it('serves the 16 states and at least 200 cities, cached', async () => {
    const states = await t.app.inject({ method: 'GET', url: '/assets/data/de_states.json' });
    expect(states.statusCode).toBe(200);
    const stateList = states.json() as { code: string; name: string }[];
    expect(stateList).toEqual(GERMAN_STATES);
    expect(states.headers['cache-control']).toMatch(/public, max-age=\d+/);

    const cities = await t.app.inject({ method: 'GET', url: '/assets/data/de_cities.json' });
    const cityList = cities.json() as { name: string; state: string }[];
    expect(cityList.length).toBeGreaterThanOrEqual(200);
    const codes = new Set(stateList.map((state) => state.code));
    expect(cityList.every((city) => codes.has(city.state))).toBe(true);
    expect(cityList).toContainEqual({ name: 'München', state: 'BY' });

    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/data/de_cities.json',
      headers: { 'if-none-match': String(cities.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /user/facebook-tracking/registration-start', () => {
  it('records the start, and needs the XHR marker as it changes state', async () => {
    const before = await rowCounts(t.database);
    const bare = await t.app.inject({
      method: 'GET',
      url: '/user/facebook-tracking/registration-start',
    });
    expect(bare.statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/facebook-tracking/registration-start',
      headers: { ...XHR, [COUNTRY_HEADER]: 'GB' },
    });
    expect(response.json()).toEqual({ success: true });
    expect((await rowCounts(t.database)).registration_events).toBe(before.registration_events + 1);
  });
});

describe('feature flags: registration_static_v3 and emailVerification (spec 001 §2, §4)', () => {
  let database: TestDatabase;
  let flagged: RegistrationTestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    const seeding = await createRegistrationTestApp({ database });
    await seeding.close();
    // What an operator does: flags are stored per brand; a start keeps the operator's values.
    await queryRows(
      database.db,
      sql`update feature_flags set enabled = true, countries = array['NZ']
          where name = 'registration_static_v3'`,
    );
    await queryRows(
      database.db,
      sql`update feature_flags set enabled = true, countries = array['ALL'] where name = 'emailVerification'`,
    );
    flagged = await createRegistrationTestApp({ database });
  });
  afterAll(async () => {
    await flagged.close();
    await database.close();
  });

  it('redirects to /{locale}/register where registration_static_v3 is on', async () => {
    const response = await flagged.app.inject({
      method: 'GET',
      url: '/nz/user/register',
      headers: { ...XHR, [COUNTRY_HEADER]: 'NZ' },
    });
    expect(response.json()).toEqual({
      isCountryBlocked: false,
      redirect: '/nz/register',
      reason: 'registration_static_v3',
    });
  });

  it('registers without SMS, mails a code, and logs in once the address is confirmed', async () => {
    const form = await flagged.app.inject({
      method: 'GET',
      url: '/en/user/register/email',
      headers: { ...XHR, [COUNTRY_HEADER]: 'GB' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ rules: { emailVerification: true, smsRequired: false } });

    const visitor = await startVisitor(flagged.app, 'GB');
    const fields = freshForm('GB');
    const response = await postForm(flagged.app, '/en/user/register', visitor, {
      ...fields,
      [F.mobileVerificationCode]: undefined,
      [F.csrfToken]: visitor.csrfToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ emailVerification: true, redirect: null });
    expect(response.cookies).toHaveLength(0);

    const email = fields[F.email] ?? '';
    const code = await latestCode(flagged.app, email);
    const verify = (value: string) =>
      postForm(flagged.app, '/en/user/register/verify-email', visitor, {
        email,
        code: value,
        csrf_token: visitor.csrfToken,
      });
    const wrong = await verify(code === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    const right = await verify(code);
    expect(right.json()).toMatchObject({ success: true, redirect: '/en/' });
    const loggedIn = afterLogin(visitor, right);
    const status = await flagged.app.inject({
      method: 'GET',
      url: '/user/kyc/status',
      headers: loggedIn.headers,
    });
    expect(status.statusCode).toBe(200);
    // Used once: another visitor with the same code gets nowhere.
    const other = await startVisitor(flagged.app, 'GB');
    const reused = await postForm(flagged.app, '/en/user/register/verify-email', other, {
      email,
      code,
      csrf_token: other.csrfToken,
    });
    expect(reused.statusCode).toBe(400);
  });
});
