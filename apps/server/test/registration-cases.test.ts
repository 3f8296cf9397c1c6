import {
  REGISTRATION_FIELDS as F,
  ZRegistrationFailure,
  ZRegistrationSuccess,
} from '@playfair/contracts/registration';
import {
  REGISTRATION_CASES,
  registrationCaseContext,
  registrationCaseInput,
} from '@playfair/contracts/registration-cases';
import { canonicalMobile } from '@playfair/domain/registration-countries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import {
  createRegistrationTestApp,
  latestCode,
  postForm,
  rowCounts,
  startVisitor,
  type RegistrationTestApp,
} from './registration-helper';

// The shared case table (packages/contracts/src/registration-cases.ts) through POST
// /{locale}/user/register: the same cases the browser schema's unit test runs, with the server's
// answer expected to agree — a valid case creates the player, an invalid one names the same field
// and catalog key and writes nothing.

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

describe('the shared registration case table through the server', () => {
  it.each(REGISTRATION_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const visitor = await startVisitor(t.app, testCase.market);
      const input = { ...registrationCaseInput(testCase), [F.csrfToken]: visitor.csrfToken };

      if (testCase.expected.isValid && registrationCaseContext(testCase.market).smsRequired) {
        const prefix = input[F.mobilePrefix] ?? '';
        const mobile = input[F.mobile] ?? '';
        const sent = await postForm(t.app, '/en/verify-sms', visitor, {
          user_email: input[F.email],
          user_mobile: mobile,
          user_mobile_prefix: prefix,
        });
        expect(sent.json()).toMatchObject({ status: 103 });
        input[F.mobileVerificationCode] = await latestCode(
          t.app,
          canonicalMobile(prefix, mobile) ?? '',
        );
      }

      const before = await rowCounts(t.database);
      const response = await postForm(t.app, '/en/user/register', visitor, input);

      if (testCase.expected.isValid) {
        expect(response.statusCode, response.body).toBe(200);
        const body = ZRegistrationSuccess.parse(response.json());
        expect(body).toMatchObject({ redirect: '/en/', emailVerification: false });
        expect((await rowCounts(t.database)).players).toBe(before.players + 1);
        return;
      }
      expect(response.statusCode, response.body).toBe(400);
      const body = ZRegistrationFailure.parse(response.json());
      expect(body.errors.map(({ field, key }) => ({ field, key }))).toContainEqual({
        field: testCase.expected.field,
        key: testCase.expected.key,
      });
      expect(body.errors.every((error) => error.msg.length > 0)).toBe(true);
      expect(await rowCounts(t.database)).toEqual(before);
    },
  );
});

describe('the deposit limit asked at registration (DESIGN §10)', () => {
  it('becomes the German player’s monthly deposit limit, applying at once', async () => {
    const testCase = REGISTRATION_CASES.find(
      (candidate) => candidate.market === 'DE' && candidate.expected.isValid,
    );
    if (testCase === undefined) throw new Error('the case table has no valid German case');
    const visitor = await startVisitor(t.app, 'DE');
    const input = {
      ...registrationCaseInput(testCase),
      [F.email]: 'de.limit@example.com',
      [F.mobile]: '0151 23456199',
      [F.depositLimit]: '750',
      [F.csrfToken]: visitor.csrfToken,
    };
    const prefix = input[F.mobilePrefix] ?? '';
    const mobile = input[F.mobile] ?? '';
    await postForm(t.app, '/en/verify-sms', visitor, {
      user_email: input[F.email],
      user_mobile: mobile,
      user_mobile_prefix: prefix,
    });
    input[F.mobileVerificationCode] = await latestCode(
      t.app,
      canonicalMobile(prefix, mobile) ?? '',
    );
    const response = await postForm(t.app, '/en/user/register', visitor, input);
    expect(response.statusCode, response.body).toBe(200);
    const limits = await queryRows<{ limit_type: string; period: string; amount: string }>(
      t.database.db,
      sql`select l.limit_type, l.period, l.amount::text as amount from rg_limits l
          join players p on p.id = l.player_id
          where p.email = 'de.limit@example.com' and l.activated_at is not null`,
    );
    expect(limits).toEqual([{ limit_type: 'deposit', period: 'monthly', amount: '75000' }]);
  });
});
