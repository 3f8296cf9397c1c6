import { REGISTRATION_FIELDS as F, ZRegistrationFailure } from '@playfair/contracts/registration';
import {
  registrationCaseInput,
  REGISTRATION_CASES_TODAY,
} from '@playfair/contracts/registration-cases';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandService } from '../src/modules/brand/service';
import { createJurisdictionsService } from '../src/modules/jurisdictions/service';
import { createRegistrationService } from '../src/modules/registration/service';
import { queryRows } from '../src/platform/db/client';
import { AppError } from '../src/platform/errors';
import { openTestDatabase, type TestDatabase } from './helper';
import {
  createRegistrationTestApp,
  latestCode,
  postForm,
  rowCounts,
  startVisitor,
  type RegistrationTestApp,
} from './registration-helper';

// Statuses 106 and 44 (spec 001 §8) come from failures after every rule has passed, which a
// well-behaved request cannot cause:
// - 106: identity refuses a player the registration form accepted. Our schema is stricter than
//   identity's own checks, so no request reaches it; the service is tested with an identity that
//   refuses.
// - 44: something unexpected breaks (the database). Tested through the API by making inserts into
//   the players table fail for one request.

const CA_FORM = registrationCaseInput({
  name: 'failure',
  market: 'CA',
  input: { [F.email]: 'failing@example.com', [F.mobile]: '604 555 0177', [F.csrfToken]: 'x' },
  expected: { isValid: true },
});

describe('106: identity refuses the player', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function serviceWith(createPlayer: () => Promise<never>) {
    const brand = createBrandService(database.db, 'playfair');
    const jurisdictions = createJurisdictionsService(database.db);
    await brand.seed();
    await jurisdictions.seed();
    return createRegistrationService({
      db: database.db,
      brand,
      jurisdictions,
      identity: { createPlayer },
      notifications: { send: async () => undefined },
      registers: { exclusionAtRegistration: async () => ({ kind: 'clear' }) },
      limits: { recordRegistrationLimit: async () => undefined },
      now: () => REGISTRATION_CASES_TODAY,
    });
  }

  it('answers 106, releases the email and mobile, and writes nothing', async () => {
    const registration = await serviceWith(async () => {
      throw new AppError('VALIDATION_ERROR', { fields: { country: 'error_validation' } });
    });
    const outcome = await registration.register({ locale: 'en', country: 'CA' }, CA_FORM);
    expect(outcome).toEqual({
      kind: 'refused',
      httpStatus: 422,
      status: 106,
      errors: [{ key: 'registration_status_106' }],
    });
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from registrations`,
    );
    expect(row?.n).toBe(0);
  });

  it('lets an unexpected failure through for the route to answer 44', async () => {
    const registration = await serviceWith(async () => {
      throw new Error('connection reset');
    });
    await expect(registration.register({ locale: 'en', country: 'CA' }, CA_FORM)).rejects.toThrow(
      'connection reset',
    );
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from registrations`,
    );
    expect(row?.n).toBe(0);
  });
});

describe('44: something breaks underneath', () => {
  let t: RegistrationTestApp;
  beforeAll(async () => {
    t = await createRegistrationTestApp();
  });
  afterAll(() => t.close());

  it('answers 500 with status 44 and no detail, keeps nothing, and gives the SMS code back', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const form = registrationCaseInput({
      name: 'breaks',
      market: 'GB',
      input: { [F.email]: 'breaks@example.com', [F.mobile]: '7700 900777' },
      expected: { isValid: true },
    });
    await postForm(t.app, '/en/verify-sms', visitor, {
      user_mobile: form[F.mobile],
      user_mobile_prefix: form[F.mobilePrefix],
    });
    const code = await latestCode(t.app, '+44 7700900777');
    const fields = { ...form, [F.mobileVerificationCode]: code, [F.csrfToken]: visitor.csrfToken };
    const before = await rowCounts(t.database);

    // Every insert into players fails for this one request, as a full disk or a lost primary would.
    await queryRows(
      t.database.db,
      sql.raw(`create function refuse_players() returns trigger language plpgsql as
        $$ begin raise exception 'disk full'; end $$`),
    );
    await queryRows(
      t.database.db,
      sql.raw(`create trigger refuse_players before insert on players
        for each row execute function refuse_players()`),
    );
    const response = await postForm(t.app, '/en/user/register', visitor, fields);
    await queryRows(t.database.db, sql.raw('drop trigger refuse_players on players'));

    expect(response.statusCode).toBe(500);
    expect(ZRegistrationFailure.parse(response.json())).toEqual({
      status: 44,
      errors: [{ key: 'registration_status_44', msg: 'Something went wrong. Please try again.' }],
    });
    expect(response.body).not.toMatch(/disk|players|sql/i);
    expect(await rowCounts(t.database)).toEqual(before);

    // The code was given back: the same form goes through once the database is whole again.
    expect((await postForm(t.app, '/en/user/register', visitor, fields)).statusCode).toBe(200);
  });
});
