import { ZBankIdResponse } from '@playfair/contracts/bankid';
import { ZLoginFailureResponse } from '@playfair/contracts/identity';
import { ZRegistrationFailure } from '@playfair/contracts/registration';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { LOCALE_INFO } from '@playfair/domain/locales';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/modules/identity/schema';
import { createSandboxRegisterClient } from '../src/modules/registers/sandbox/client';
import { SANDBOX_TEST_PERSONS } from '../src/modules/registers/sandbox/test-persons';
import { registrations } from '../src/modules/registration/schema';
import { playerRestrictions } from '../src/modules/restrictions/schema';
import { createBankIdService } from '../src/modules/bankid/service';
import { queryRows } from '../src/platform/db/client';
import { createPlayer, postLogin, sessionCookieOf, XHR } from './helper';
import {
  createRegistrationTestApp,
  FORM,
  formBody,
  latestCode,
  postForm,
  startVisitor,
  type RegistrationTestApp,
  type VisitorSession,
} from './registration-helper';

// DESIGN §10, issue "Responsible gambling I": the national self-exclusion registers (a sandbox
// standing for Spelpaus, OASIS, CRUKS, GAMSTOP and RGIAJ) and our own exclusion list, asked at
// registration and at every login; the "player restricted" fact feeds the list, withdraws
// marketing consent and reports the German panic button's block to OASIS.

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

const TEST_PERSON = Object.fromEntries(
  SANDBOX_TEST_PERSONS.map((person) => [person.register, person]),
) as Record<
  (typeof SANDBOX_TEST_PERSONS)[number]['register'],
  (typeof SANDBOX_TEST_PERSONS)[number]
>;

/** The personnummer Spelpaus holds (the Swedish test person's). */
const SPELPAUS_NUMBER = TEST_PERSON.spelpaus.nationalId ?? '';

// ---------------------------------------------------------------------------------------------
// Forms and calls
// ---------------------------------------------------------------------------------------------

type Market = 'GB' | 'DE' | 'NL' | 'ES' | 'PE';
type Fields = Record<string, string>;

const COMMON = {
  form_user_password: 'Correct-Horse7',
  form_user_dob_day: '1',
  form_user_dob_month: '2',
  form_user_dob_year: '1985',
  form_user_terms_and_conditions_consented: '1',
  form_user_privacy_and_cookie_notice_consented: '1',
};

const MARKET_FORMS: Record<Market, Fields> = {
  GB: {
    form_user_mobile_prefix: '+44',
    form_user_country: '16',
    form_user_postal_code: 'EC1A 1BB',
  },
  DE: {
    form_user_mobile_prefix: '+49',
    form_user_country: '83',
    form_user_postal_code: '10115',
    form_user_state: 'BE',
    form_user_city: 'Berlin',
    form_user_deposit_limit: '1000',
  },
  NL: {
    form_user_mobile_prefix: '+31',
    form_user_country: '8',
    form_user_postal_code: '1012 AB',
    form_user_deposit_limit: '500',
  },
  ES: { form_user_mobile_prefix: '+34', form_user_country: '14', form_user_postal_code: '28013' },
  PE: {
    form_user_mobile_prefix: '+51',
    form_user_country: '11',
    form_user_postal_code: '15074',
    form_IdentityDocumentType: 'DNI',
    form_user_district: '150122',
    form_user_department: '15',
  },
};

let serial = 0;

/** A fresh person of `market`: an email, a mobile the market takes and (Peru) a DNI. */
function freshPerson(market: Market): Fields {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  const mobiles: Record<Market, string> = {
    GB: `7700 902${n}`,
    DE: `0151 23458${n}`,
    NL: `6 12345${n}`,
    ES: `612 345 ${n}`,
    PE: `913 346 ${n}`,
  };
  return {
    form_user_email: `registers.${market.toLowerCase()}${n}@example.com`,
    form_user_mobile: mobiles[market],
    ...(market === 'PE' ? { form_IdentityDocumentNumber: `71${n}845` } : {}),
  };
}

function canonical(prefix: string, mobile: string): string {
  const digits = mobile.replace(/\s/g, '');
  return `${prefix} ${digits.startsWith('0') ? digits.slice(1) : digits}`;
}

/**
 * Registers in `market` as a person does: the SMS sent, its code read, the form posted. With
 * `guessedCode` no SMS is asked for (the SMS call refuses a mobile an account has) and the form
 * goes with that code.
 */
async function register(
  market: Market,
  fields: Fields,
  guessedCode?: string,
): Promise<LightMyRequestResponse> {
  const session = await startVisitor(t.app, market);
  const form: Fields = { ...COMMON, ...MARKET_FORMS[market], ...fields };
  const prefix = form.form_user_mobile_prefix ?? '';
  const mobile = form.form_user_mobile ?? '';
  if (guessedCode === undefined) {
    const sent = await postForm(t.app, '/en/verify-sms', session, {
      user_email: form.form_user_email,
      user_mobile: mobile,
      user_mobile_prefix: prefix,
    });
    expect(sent.json<{ status: number }>().status, sent.body).toBe(103);
  }
  return postForm(t.app, '/en/user/register', session, {
    ...form,
    form_user_mobile_verification_code:
      guessedCode ?? (await latestCode(t.app, canonical(prefix, mobile))),
    csrf_token: session.csrfToken,
  });
}

function refusalOf(response: LightMyRequestResponse) {
  return { httpStatus: response.statusCode, ...ZRegistrationFailure.parse(response.json()) };
}

async function catalogText(key: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/en/translations/selection',
    headers: XHR,
    payload: { keys: [key] },
  });
  return response.json<{ payload: Record<string, string> }>().payload[key] ?? key;
}

/** A catalog text as the English site words it with these ICU values. */
async function english(key: string, values: Record<string, string | number> = {}) {
  const text = await catalogText(key);
  return String(new IntlMessageFormat(text, LOCALE_INFO.en.languageTag).format(values));
}

async function loginRefusal(player: { email: string; password: string }) {
  const response = await postLogin(t.app, { username: player.email, password: player.password });
  expect(response.statusCode).toBe(200);
  expect(sessionCookieOf(response)).toBeUndefined();
  return ZLoginFailureResponse.parse(response.json());
}

/**
 * Starts a break the way the restrictions module does: the row and the "player restricted" fact
 * in one transaction; `deliver` then hands the fact to the subscribers.
 */
async function startBreak(
  playerId: string,
  kind: 'self-exclusion' | 'time-out',
  until: Date | null,
  source: 'player' | 'panic-button' | 'operator' = 'player',
): Promise<number> {
  return t.database.db.transaction(async (tx) => {
    const column =
      kind === 'self-exclusion'
        ? { selfExcludedUntil: until ?? sql`'infinity'::timestamptz` }
        : { timedOutUntil: until ?? sql`'infinity'::timestamptz` };
    await tx
      .insert(playerRestrictions)
      .values({ playerId, ...column })
      .onConflictDoUpdate({ target: playerRestrictions.playerId, set: column });
    return t.app.events.publish(tx, 'player.restricted', {
      playerId,
      payload: {
        restriction: kind === 'self-exclusion' ? 'self-excluded' : 'timed-out',
        until: until === null ? null : until.toISOString(),
        source,
      },
    });
  });
}

async function deliver() {
  return t.app.events.deliverDue();
}

async function playerIdOf(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email));
  if (row === undefined) throw new Error(`no player ${email}`);
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// BankID (Sweden registers and logs in through it)
// ---------------------------------------------------------------------------------------------

function bankIdCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'pf_bankid');
  if (cookie === undefined) throw new Error('no bank-ID cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** An order the sandbox identity provider approved for `personalNumber`, as the visitor. */
async function approvedOrder(visitor: VisitorSession, personalNumber: string) {
  const started = await t.app.inject({
    method: 'GET',
    url: '/sv/bankid-login',
    headers: visitor.headers,
  });
  const giiUrl = new URL(ZBankIdResponse.parse(started.json()).giiUrl ?? '', 'http://x');
  const orderRef = giiUrl.searchParams.get('order') ?? '';
  await t.app.inject({
    method: 'POST',
    url: '/bankid-sandbox/authorize',
    headers: FORM,
    payload: formBody({
      order: orderRef,
      secret: giiUrl.searchParams.get('secret') ?? '',
      personal_number: personalNumber,
      answer: 'approve',
    }),
  });
  const cookie = `${visitor.cookie}; ${bankIdCookie(started)}`;
  return { orderRef, visitor: { ...visitor, cookie, headers: { ...visitor.headers, cookie } } };
}

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

describe('registration: the national self-exclusion registers', () => {
  it.each([
    ['GB', 'gamstop', 'GAMSTOP', 'email'],
    ['GB', 'gamstop', 'GAMSTOP', 'mobile'],
    ['DE', 'oasis', 'OASIS', 'email'],
    ['DE', 'oasis', 'OASIS', 'mobile'],
    ['NL', 'cruks', 'CRUKS', 'email'],
    ['NL', 'cruks', 'CRUKS', 'mobile'],
    ['ES', 'rgiaj', 'RGIAJ', 'email'],
    ['ES', 'rgiaj', 'RGIAJ', 'mobile'],
  ] as const)(
    '%s: refuses the %s test person found by %s (2002), claiming nothing',
    async (market, registerId, name, by) => {
      const person = TEST_PERSON[registerId];
      const fields = freshPerson(market);
      if (by === 'email') fields.form_user_email = person.email;
      else fields.form_user_mobile = person.mobile.split(' ')[1] ?? '';
      const response = await register(market, fields);
      expect(refusalOf(response)).toEqual({
        httpStatus: 403,
        status: 2002,
        errors: [
          {
            key: 'registration_status_2002',
            msg: await english('registration_status_2002', { register: name }),
          },
        ],
      });
      const claims = await t.database.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.email, fields.form_user_email ?? ''));
      expect(claims).toEqual([]);
    },
  );

  it('SE: refuses the person BankID verified when Spelpaus holds their personnummer', async () => {
    const { orderRef, visitor } = await approvedOrder(
      await startVisitor(t.app, 'SE'),
      SPELPAUS_NUMBER,
    );
    const sms = await postForm(t.app, '/sv/verify-sms', visitor, {
      user_email: 'registers.se@example.com',
      user_mobile: '70 765 43 21',
      user_mobile_prefix: '+46',
    });
    expect(sms.json<{ status: number }>().status).toBe(103);
    const response = await postForm(t.app, '/sv/user/register', visitor, {
      ...COMMON,
      form_user_email: 'registers.se@example.com',
      form_user_mobile_prefix: '+46',
      form_user_mobile: '70 765 43 21',
      form_user_mobile_verification_code: await latestCode(t.app, '+46 707654321'),
      form_user_country: '15',
      form_user_postal_code: '114 55',
      form_user_deposit_limit: '5000',
      bankid_order: orderRef,
      csrf_token: visitor.csrfToken,
    });
    expect(response.statusCode).toBe(403);
    const refusal = ZRegistrationFailure.parse(response.json());
    expect(refusal.status).toBe(2002);
    expect(refusal.errors[0]?.msg).toContain('Spelpaus');
  });

  it('registers a person no register holds, also one whose date of birth a test person shares', async () => {
    const response = await register('GB', {
      ...freshPerson('GB'),
      form_user_dob_day: '1',
      form_user_dob_month: '1',
      form_user_dob_year: '1970',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("asks only the person's own markets: a Finnish resident with GAMSTOP's mobile registers", async () => {
    const [prefix = '', mobile = ''] = TEST_PERSON.gamstop.mobile.split(' ');
    const visitor = await startVisitor(t.app, 'FI');
    const sent = await postForm(t.app, '/en/verify-sms', visitor, {
      user_email: 'registers.fi@example.com',
      user_mobile: mobile,
      user_mobile_prefix: prefix,
    });
    expect(sent.json<{ status: number }>().status).toBe(103);
    const response = await postForm(t.app, '/en/user/register', visitor, {
      ...COMMON,
      form_user_email: 'registers.fi@example.com',
      form_user_mobile_prefix: prefix,
      form_user_mobile: mobile,
      form_user_mobile_verification_code: await latestCode(t.app, TEST_PERSON.gamstop.mobile),
      form_user_country: '3',
      form_user_postal_code: '00100',
      csrf_token: visitor.csrfToken,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('our own exclusion list', () => {
  it("keeps a self-excluded Peruvian player's email, mobile and DNI as keyed hashes until the exclusion ends, once", async () => {
    const person: Fields = { ...freshPerson('PE'), form_user_marketing_consent: '1' };
    expect((await register('PE', person)).statusCode).toBe(200);
    const playerId = await playerIdOf(person.form_user_email ?? '');
    const until = new Date(t.clock.now().getTime() + 180 * DAY_MS);
    await startBreak(playerId, 'self-exclusion', until);
    expect((await deliver()).failed).toBe(0);
    // A second pass finds nothing left to do: the fact was handed over once.
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 });

    const rows = await queryRows<{ kind: string; identifier_hash: string; until: Date | string }>(
      t.database.db,
      sql`select kind, identifier_hash, until from excluded_persons where player_id = ${playerId}
          order by kind`,
    );
    expect(rows.map((row) => row.kind)).toEqual(['email', 'mobile', 'national-id']);
    for (const row of rows) {
      expect(row.identifier_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(row.until).getTime()).toBe(until.getTime());
    }
    const stored = JSON.stringify(rows);
    for (const value of [person.form_user_email, '913346', person.form_IdentityDocumentNumber]) {
      expect(stored).not.toContain(value);
    }
  });

  it('refuses a new registration with the email, the mobile or the DNI while it runs (2003), and takes the DNI after it ends', async () => {
    const excluded = freshPerson('PE');
    expect((await register('PE', excluded)).statusCode).toBe(200);
    const until = new Date(t.clock.now().getTime() + 30 * DAY_MS);
    await startBreak(await playerIdOf(excluded.form_user_email ?? ''), 'self-exclusion', until);
    await deliver();

    const refused = {
      httpStatus: 403,
      status: 2003,
      errors: [{ key: 'registration_status_2003', msg: await english('registration_status_2003') }],
    };
    const sameEmail = { ...freshPerson('PE'), form_user_email: excluded.form_user_email ?? '' };
    const sameMobile = { ...freshPerson('PE'), form_user_mobile: excluded.form_user_mobile ?? '' };
    const sameDni = {
      ...freshPerson('PE'),
      form_IdentityDocumentNumber: excluded.form_IdentityDocumentNumber ?? '',
    };
    expect(refusalOf(await register('PE', sameEmail))).toEqual(refused);
    // The SMS call already refuses the account's mobile; the form alone is refused too.
    expect(refusalOf(await register('PE', sameMobile, '123456'))).toEqual(refused);
    expect(refusalOf(await register('PE', sameDni))).toEqual(refused);

    t.clock.set(new Date(until.getTime() + 1));
    // Ended: the DNI registers again; the email is still the old account's (42).
    expect((await register('PE', sameDni)).statusCode).toBe(200);
    expect(refusalOf(await register('PE', sameEmail)).status).toBe(42);
  });

  it('keeps a permanent exclusion for good, and a longer one replaces a shorter one', async () => {
    const excluded = freshPerson('PE');
    expect((await register('PE', excluded)).statusCode).toBe(200);
    const playerId = await playerIdOf(excluded.form_user_email ?? '');
    await startBreak(playerId, 'self-exclusion', new Date(t.clock.now().getTime() + DAY_MS));
    await startBreak(playerId, 'self-exclusion', null);
    await deliver();
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 365 * DAY_MS));
    const sameDni = {
      ...freshPerson('PE'),
      form_IdentityDocumentNumber: excluded.form_IdentityDocumentNumber ?? '',
    };
    expect(refusalOf(await register('PE', sameDni)).status).toBe(2003);
  });

  it("lets a timed-out player's details register: a time-out is no exclusion", async () => {
    const person = freshPerson('PE');
    expect((await register('PE', person)).statusCode).toBe(200);
    const playerId = await playerIdOf(person.form_user_email ?? '');
    await startBreak(playerId, 'time-out', new Date(t.clock.now().getTime() + 7 * DAY_MS));
    await deliver();
    const sameDni = {
      ...freshPerson('PE'),
      form_IdentityDocumentNumber: person.form_IdentityDocumentNumber ?? '',
    };
    expect((await register('PE', sameDni)).statusCode).toBe(200);
  });

  it('withdraws the marketing consents of a self-excluded player', async () => {
    const person: Fields = {
      ...freshPerson('GB'),
      form_user_marketing_consent: '1',
      form_user_group_marketing_consent: '1',
    };
    expect((await register('GB', person)).statusCode).toBe(200);
    const email = person.form_user_email ?? '';
    const consents = async () => {
      const [row] = await t.database.db
        .select({
          marketing: players.marketingConsent,
          groupMarketing: registrations.groupMarketingConsent,
        })
        .from(players)
        .innerJoin(registrations, eq(registrations.playerId, players.id))
        .where(eq(players.email, email));
      return row;
    };
    expect(await consents()).toEqual({ marketing: true, groupMarketing: true });
    await startBreak(await playerIdOf(email), 'self-exclusion', null);
    await deliver();
    expect(await consents()).toEqual({ marketing: false, groupMarketing: false });
    // Each channel's withdrawal is kept in the consents' history (spec 001 §2).
    const history = await queryRows<{ source: string; is_consented: boolean }>(
      t.database.db,
      sql`select c.source, c.is_consented from marketing_consent_changes c
          join players p on p.id = c.player_id where p.email = ${email}
          and c.source = 'self-exclusion'`,
    );
    expect(history).toHaveLength(4);
    expect(history.every((row) => !row.is_consented)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Login
// ---------------------------------------------------------------------------------------------

describe('login: breaks and national registers', () => {
  it.each([
    ['GB', 'gamstop', 'GAMSTOP'],
    ['DE', 'oasis', 'OASIS'],
    ['NL', 'cruks', 'CRUKS'],
    ['ES', 'rgiaj', 'RGIAJ'],
  ] as const)('%s: refuses a player %s holds, by name', async (country, register, name) => {
    const player = await createPlayer(t.database.db, {
      country,
      email: TEST_PERSON[register].email,
    });
    expect(await loginRefusal(player)).toEqual({
      type: 'error',
      error: await english('login_error_national_register', { register: name }),
      gtmError: 'national_register',
    });
  });

  it('refuses a Swedish player Spelpaus holds, by password and by BankID', async () => {
    const player = await createPlayer(t.database.db, { country: 'SE', currency: 'SEK' });
    await createBankIdService(t.database.db).linkIdentity(SPELPAUS_NUMBER, player.id);
    const expected = await english('login_error_national_register', { register: 'Spelpaus' });
    expect((await loginRefusal(player)).error).toBe(expected);

    const { orderRef, visitor } = await approvedOrder(
      await startVisitor(t.app, 'SE'),
      SPELPAUS_NUMBER,
    );
    const collected = await t.app.inject({
      method: 'GET',
      url: `/sv/bankid-login?orderRef=${orderRef}`,
      headers: visitor.headers,
    });
    expect(sessionCookieOf(collected)).toBeUndefined();
    expect(ZBankIdResponse.parse(collected.json())).toMatchObject({ success: false });
    expect(collected.json<{ error: string }>().error).toContain('Spelpaus');
  });

  it("asks only the player's market: a Finnish player with GAMSTOP's mobile logs in", async () => {
    const [mobilePrefix, mobile] = TEST_PERSON.gamstop.mobile.split(' ');
    const player = await createPlayer(t.database.db, { country: 'FI', mobilePrefix, mobile });
    const response = await postLogin(t.app, { username: player.email, password: player.password });
    expect(response.json<{ type: string }>().type).toBe('success');
  });

  it('refuses a timed-out player with the end date and time, and lets them in after it', async () => {
    const until = new Date(t.clock.now().getTime() + 24 * HOUR_MS);
    const player = await createPlayer(t.database.db, { timedOutUntil: until });
    expect(await loginRefusal(player)).toEqual({
      type: 'error',
      error: await english('login_error_timed_out', { date: until.getTime() }),
      gtmError: 'timed_out',
    });
    t.clock.set(new Date(until.getTime() + 1));
    const response = await postLogin(t.app, { username: player.email, password: player.password });
    expect(response.json<{ type: string }>().type).toBe('success');
  });

  it('refuses a self-excluded player with the end date, or as permanent', async () => {
    const until = new Date(t.clock.now().getTime() + 180 * DAY_MS);
    const dated = await createPlayer(t.database.db, { selfExcludedUntil: until });
    expect(await loginRefusal(dated)).toEqual({
      type: 'error',
      error: await english('login_error_self_excluded_until', { date: until.getTime() }),
      gtmError: 'self_excluded',
    });
    const permanent = await createPlayer(t.database.db);
    await startBreak(permanent.id, 'self-exclusion', null);
    expect(await loginRefusal(permanent)).toEqual({
      type: 'error',
      error: await english('login_error_self_excluded'),
      gtmError: 'self_excluded',
    });
  });

  it('ends the session of a player whose time-out began while logged in', async () => {
    const player = await createPlayer(t.database.db);
    const login = await postLogin(t.app, { username: player.email, password: player.password });
    const cookie = sessionCookieOf(login) ?? '';
    await startBreak(player.id, 'time-out', new Date(t.clock.now().getTime() + HOUR_MS));
    const status = await t.app.inject({
      method: 'GET',
      url: '/en/get/user-status',
      headers: { ...XHR, cookie },
    });
    expect(status.statusCode).toBe(500);
  });
});

// ---------------------------------------------------------------------------------------------
// The panic button's report to OASIS
// ---------------------------------------------------------------------------------------------

describe('the panic button: OASIS', () => {
  async function reports(playerEmail: string) {
    return queryRows<{ register: string; reason: string; blocked_until: Date | string }>(
      t.database.db,
      sql`select register, reason, blocked_until from register_sandbox_reports
          where person->>'email' = ${playerEmail}`,
    );
  }

  it('reports a German panic time-out to OASIS once, and OASIS holds the person for 24 hours', async () => {
    const player = await createPlayer(t.database.db, { country: 'DE' });
    const until = new Date(t.clock.now().getTime() + 24 * HOUR_MS);
    await startBreak(player.id, 'time-out', until, 'panic-button');
    expect((await deliver()).failed).toBe(0);
    await deliver();
    const rows = await reports(player.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ register: 'oasis', reason: 'panic-button' });
    expect(new Date(rows[0]?.blocked_until ?? 0).getTime()).toBe(until.getTime());

    const oasis = createSandboxRegisterClient(t.database.db, t.clock.now);
    const asked = {
      givenName: null,
      familyName: null,
      dateOfBirth: null,
      nationalId: null,
      email: player.email,
      mobile: null,
    };
    expect(await oasis.check('oasis', asked)).toEqual({ register: 'oasis', isRegistered: true });
    t.clock.set(new Date(until.getTime() + 1));
    expect(await oasis.check('oasis', asked)).toEqual({ register: 'oasis', isRegistered: false });
  });

  it.each([
    ['a German time-out the player chose', 'DE', 'player'],
    ['a British panic time-out (no register takes it)', 'GB', 'panic-button'],
  ] as const)('reports nothing for %s', async (_name, country, source) => {
    const player = await createPlayer(t.database.db, { country });
    await startBreak(player.id, 'time-out', new Date(t.clock.now().getTime() + HOUR_MS), source);
    expect((await deliver()).failed).toBe(0);
    expect(await reports(player.email)).toEqual([]);
  });
});
