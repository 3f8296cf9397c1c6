import {
  LUGAS_MIGRATION_FIELDS as F,
  ZLugasMigrationResponse,
  ZLugasUserDataResponse,
} from '@playfair/contracts/lugas-migration';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { inlinedConfig, XHR } from './helper';
import {
  createPaymentsTestApp,
  deposit,
  getAs,
  newCardFields,
  OPERATOR_TOKEN,
  postFormAs,
  signedInPlayer,
  VISA_OK,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// spec 001 §2 / §3 / §5 / §7 / §8: the German LUGAS migration over the sandbox limit file.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const PERFORM = '/de/public-api/user/perform-lugas-migration';
const USER_DATA = '/de/public-api/user/get-user-data-for-lugas-migration';

function germanAwaiting(overrides: Record<string, unknown> = {}): Promise<Session> {
  return signedInPlayer(t, {
    country: 'DE',
    currency: 'EUR',
    locale: 'de',
    dateOfBirth: '1988-06-15',
    awaitingLugasDeMigration: true,
    kycStatus: '0',
    ...overrides,
  });
}

const GOOD = {
  [F.monthlyLimit]: '300',
  [F.placeOfBirth]: 'München',
  [F.maidenName]: 'Schmidt',
  [F.termsConsented]: '1',
  [F.privacyConsented]: '1',
};

function perform(session: Session, fields: Record<string, string>) {
  return postFormAs(t, session, PERFORM, fields);
}

async function registrationOf(playerId: string) {
  const rows = await queryRows<{ monthly_limit_minor: string; place_of_birth: string }>(
    t.database.db,
    sql`select monthly_limit_minor::text, place_of_birth from lugas_registrations
        where player_id = ${playerId}`,
  );
  return rows[0];
}

async function monthlyDepositLimits(playerId: string) {
  return queryRows<{ amount: string }>(
    t.database.db,
    sql`select amount::text from rg_limits where player_id = ${playerId}
        and limit_type = 'deposit' and period = 'monthly' and activated_at is not null
        order by activated_at desc, seq desc`,
  );
}

async function awaiting(session: Session): Promise<boolean> {
  const response = await getAs(t, session, '/de/user/check-de-migration');
  return response.json<{ merge: boolean }>().merge;
}

function presetEntry(
  session: Session,
  entry: { placeOfBirth: string; monthlyLimit: number; isActiveElsewhere?: boolean },
) {
  return t.app.inject({
    method: 'PUT',
    url: '/operator-api/v1/lugas-sandbox/persons',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: session.email, dateOfBirth: '1988-06-15', ...entry }),
  });
}

describe('the LUGAS migration (happy path)', () => {
  it('registers the limit, makes it the monthly deposit limit and clears the flag, once', async () => {
    const player = await germanAwaiting();
    expect(await awaiting(player)).toBe(true);

    const data = ZLugasUserDataResponse.parse((await getAs(t, player, USER_DATA)).json());
    expect(data.data).toMatchObject({ placeOfBirth: '', maidenName: '', maxMonthLimit: 1000 });

    const response = await perform(player, GOOD);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZLugasMigrationResponse.parse(response.json());
    expect(body).toMatchObject({ success: true, data: { redirect: '/de/casino' }, errors: {} });

    expect(await registrationOf(player.id)).toEqual({
      monthly_limit_minor: '30000',
      place_of_birth: 'München',
    });
    expect((await monthlyDepositLimits(player.id))[0]?.amount).toBe('30000');
    expect(await awaiting(player)).toBe(false);
    const after = ZLugasUserDataResponse.parse((await getAs(t, player, USER_DATA)).json());
    expect(after.data).toMatchObject({ monthLimit: 300, placeOfBirth: 'München' });

    // Exactly once: the same submit again (even with other values) answers success, changes nothing.
    const again = await perform(player, { ...GOOD, [F.monthlyLimit]: '900' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, data: { redirect: '/de/casino' } });
    expect((await registrationOf(player.id))?.monthly_limit_minor).toBe('30000');
    expect(await monthlyDepositLimits(player.id)).toHaveLength(1);
  });

  it('two submits at once register one limit', async () => {
    const player = await germanAwaiting();
    const answers = await Promise.all([perform(player, GOOD), perform(player, GOOD)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await monthlyDepositLimits(player.id)).toHaveLength(1);
  });

  it('holds the player to the limit: a deposit above it is refused, one within it goes through', async () => {
    const player = await germanAwaiting();
    expect((await perform(player, GOOD)).statusCode).toBe(200);
    const refused = await deposit(t, player, 'new-card', newCardFields(VISA_OK, '400'));
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [{ code: 'DEPOSIT_LIMIT_REACHED' }],
    });
    const accepted = await deposit(t, player, 'new-card', newCardFields(VISA_OK, '200'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true });
  });

  it('opens the modal on load while the migration waits, and not after', async () => {
    const player = await germanAwaiting();
    const page = async () =>
      inlinedConfig(
        (
          await t.app.inject({
            method: 'GET',
            url: '/de/casino',
            headers: { accept: 'text/html', cookie: player.cookie },
          })
        ).body,
      ).onloadActions;
    expect(await page()).toContainEqual({ action: 'modal', params: { name: 'lugas-migration' } });
    expect((await perform(player, GOOD)).statusCode).toBe(200);
    expect(await page()).not.toContainEqual({
      action: 'modal',
      params: { name: 'lugas-migration' },
    });
  });
});

describe('the form is judged per field (spec 001 §5)', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['no limit', { [F.monthlyLimit]: '' }, F.monthlyLimit],
    ['a zero limit', { [F.monthlyLimit]: '0' }, F.monthlyLimit],
    ['a negative limit', { [F.monthlyLimit]: '-5' }, F.monthlyLimit],
    ['text for a limit', { [F.monthlyLimit]: 'lots' }, F.monthlyLimit],
    ['a limit above the file maximum', { [F.monthlyLimit]: '1000.01' }, F.monthlyLimit],
    ['no place of birth', { [F.placeOfBirth]: '' }, F.placeOfBirth],
    ['a one-letter place of birth', { [F.placeOfBirth]: 'X' }, F.placeOfBirth],
    ['digits for a place of birth', { [F.placeOfBirth]: '12345' }, F.placeOfBirth],
    ['a place of birth of 81 letters', { [F.placeOfBirth]: 'a'.repeat(81) }, F.placeOfBirth],
    ['a maiden name of 81 letters', { [F.maidenName]: 'b'.repeat(81) }, F.maidenName],
    ['no terms consent', { [F.termsConsented]: '0' }, F.termsConsented],
    ['no privacy consent', { [F.privacyConsented]: '' }, F.privacyConsented],
  ];

  it.each(cases)(
    '%s: 400 Validation error. naming the field, nothing changed',
    async (_name, change, field) => {
      const player = await germanAwaiting();
      const response = await perform(player, { ...GOOD, ...change });
      expect(response.statusCode).toBe(400);
      const body = ZLugasMigrationResponse.parse(response.json());
      expect(body.success).toBe(false);
      expect(body.message).toBe('Validation error.');
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field]).toMatch(/\S/);
      expect(await registrationOf(player.id)).toBeUndefined();
      expect(await awaiting(player)).toBe(true);
    },
  );

  it('both consents missing name both fields', async () => {
    const player = await germanAwaiting();
    const { [F.termsConsented]: _t, [F.privacyConsented]: _p, ...rest } = GOOD;
    const response = await perform(player, rest);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(
      [F.privacyConsented, F.termsConsented].sort(),
    );
  });

  it('a maiden name is optional and the maximum itself is accepted', async () => {
    const player = await germanAwaiting();
    const response = await perform(player, {
      ...GOOD,
      [F.maidenName]: '',
      [F.monthlyLimit]: '1000',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await registrationOf(player.id))?.monthly_limit_minor).toBe('100000');
  });
});

describe('the limit file', () => {
  it('a person active at another operator is told so and cannot complete it now', async () => {
    const player = await germanAwaiting();
    const preset = await presetEntry(player, {
      placeOfBirth: 'Köln',
      monthlyLimit: 500,
      isActiveElsewhere: true,
    });
    expect(preset.statusCode, preset.body).toBe(200);
    const response = await perform(player, { ...GOOD, [F.placeOfBirth]: 'köln' });
    expect(response.statusCode).toBe(409);
    const body = ZLugasMigrationResponse.parse(response.json());
    expect(body.message).toBe('updateUserMonthlyLimitError');
    expect(body.errors[F.monthlyLimit]).toMatch(/\S/);
    expect(await registrationOf(player.id)).toBeUndefined();
    expect(await awaiting(player)).toBe(true);
  });

  it("the file's lower limit wins over the one asked", async () => {
    const player = await germanAwaiting();
    await presetEntry(player, { placeOfBirth: 'Hamburg', monthlyLimit: 150 });
    const response = await perform(player, { ...GOOD, [F.placeOfBirth]: 'Hamburg' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await registrationOf(player.id))?.monthly_limit_minor).toBe('15000');
    expect((await monthlyDepositLimits(player.id))[0]?.amount).toBe('15000');
  });

  it('a higher file entry does not raise the asked limit; the file keeps the lower one', async () => {
    const player = await germanAwaiting();
    await presetEntry(player, { placeOfBirth: 'Bremen', monthlyLimit: 800 });
    expect((await perform(player, { ...GOOD, [F.placeOfBirth]: 'Bremen' })).statusCode).toBe(200);
    expect((await monthlyDepositLimits(player.id))[0]?.amount).toBe('30000');
    const rows = await queryRows<{ monthly_limit_minor: string }>(
      t.database.db,
      sql`select monthly_limit_minor::text from lugas_sandbox_persons
          where person_key = (select person_key from lugas_registrations where player_id = ${player.id})`,
    );
    expect(rows).toEqual([{ monthly_limit_minor: '30000' }]);
  });

  it('keeps only a keyed hash of the person, never their details', async () => {
    const player = await germanAwaiting();
    expect((await perform(player, { ...GOOD, [F.placeOfBirth]: 'Leipzig' })).statusCode).toBe(200);
    const rows = await queryRows<{ person_key: string }>(
      t.database.db,
      sql`select person_key from lugas_registrations where player_id = ${player.id}`,
    );
    expect(rows[0]?.person_key).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.person_key).not.toContain('leipzig');
  });

  it('the sandbox preset needs the operator credentials', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/operator-api/v1/lugas-sandbox/persons',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'x@example.com',
        dateOfBirth: '1990-01-01',
        placeOfBirth: 'Berlin',
        monthlyLimit: 100,
      }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('who may', () => {
  it('a non-German player who does not await it gets 4xx and the page redirects', async () => {
    const player = await signedInPlayer(t, { country: 'FI', locale: 'fi' });
    const response = await perform(player, GOOD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'MIGRATION_NOT_AWAITED' } });
    expect((await getAs(t, player, USER_DATA)).statusCode).toBe(403);
    const page = await getAs(t, player, '/de/user/migrate-lugas');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/de/casino');
  });

  it('a player awaiting it gets the modal HTML with the spec fields', async () => {
    const player = await germanAwaiting();
    const page = await getAs(t, player, '/de/user/migrate-lugas');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const name of Object.values(F)) expect(page.body).toContain(`name="${name}"`);
  });

  it('a visitor gets 401 from the calls and the login from the page', async () => {
    const perform401 = await t.app.inject({
      method: 'POST',
      url: PERFORM,
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(GOOD).toString(),
    });
    expect(perform401.statusCode).toBe(401);
    const data401 = await t.app.inject({ method: 'GET', url: USER_DATA, headers: XHR });
    expect(data401.statusCode).toBe(401);
    const page = await t.app.inject({ method: 'GET', url: '/de/user/migrate-lugas' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/de/login');
  });

  it('a submit without the CSRF token changes nothing', async () => {
    const player = await germanAwaiting();
    const response = await t.app.inject({
      method: 'POST',
      url: PERFORM,
      headers: {
        ...XHR,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: player.cookie,
      },
      payload: new URLSearchParams(GOOD).toString(),
    });
    expect(response.json()).toMatchObject({ type: 'csrf-error' });
    expect(await awaiting(player)).toBe(true);
  });

  it('real play waits for the migration', async () => {
    const player = await germanAwaiting();
    const games = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from games where is_live = false order by id limit 1`,
    );
    const launch = await getAs(t, player, `/de/igc-game-url/${games[0]!.id}`);
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ error: { code: 'MIGRATION_REQUIRED' } });
  });
});
