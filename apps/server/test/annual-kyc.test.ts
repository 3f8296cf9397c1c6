import { ZAnnualKycModalResponse, ZAnnualKycSubmitResponse } from '@playfair/contracts/kyc';
import { DAY_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { createTestApp, XHR, type TestApp } from './helper';
import {
  getAs,
  postFormAs,
  signedInPlayer,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// spec 001 §2 / §7 / §8 and GGL: a German player confirms their details once a year — due 365
// days after the last review or, without one, the registration; the onload action
// deAnnualKycModal opens the modal until the review is done.

let app: TestApp;
let t: PaymentsTestApp;
beforeAll(async () => {
  app = await createTestApp();
  t = { app: app.app, database: app.database } as unknown as PaymentsTestApp;
});
afterAll(() => app.close());

const MODAL = '/public-api/user/annual-kyc-modal';
const PERFORM = '/public-api/user/perform-annual-kyc';

const GOOD = {
  user_address: 'Hauptstraße 12',
  user_postal_code: '10115',
  user_city: 'Berlin',
  user_occupation: 'Engineer',
  monthly_deposit_limit: '500',
};

async function registeredDaysAgo(session: Session, days: number): Promise<void> {
  await app.database.db.execute(
    sql`update players set created_at = now() - make_interval(days => ${days}) where id = ${session.id}`,
  );
}

async function german(daysAgo = 400): Promise<Session> {
  const session = await signedInPlayer(t, {
    country: 'DE',
    currency: 'EUR',
    locale: 'en',
    city: 'Berlin',
    postalCode: '10115',
  });
  await registeredDaysAgo(session, daysAgo);
  return session;
}

async function actionsOf(session: Session): Promise<string[]> {
  const response = await getAs(t, session, '/api/config?locale=en');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ onloadActions: { action: string }[] }>()
    .onloadActions.map((each) => each.action);
}

async function reviewsOf(session: Session): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from annual_kyc_reviews where player_id = ${session.id}`,
  );
  return row?.n ?? 0;
}

async function perform(session: Session, fields: Record<string, string>) {
  const response = await postFormAs(t, session, PERFORM, fields);
  expect(response.statusCode, response.body).toBe(200);
  return ZAnnualKycSubmitResponse.parse(response.json());
}

describe('when the annual KYC review is due', () => {
  it('is due for a German player registered 365 days ago or more, not for a newer one', async () => {
    expect(await actionsOf(await german(365))).toContain('deAnnualKycModal');
    expect(await actionsOf(await german(364))).not.toContain('deAnnualKycModal');
  });

  it('is never due for a player of another country', async () => {
    const finn = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
    await registeredDaysAgo(finn, 800);
    expect(await actionsOf(finn)).not.toContain('deAnnualKycModal');
    expect((await getAs(t, finn, MODAL)).statusCode).toBe(404);
    expect((await postFormAs(t, finn, PERFORM, GOOD)).statusCode).toBe(404);
  });

  it('is due again 365 days after the last review', async () => {
    const player = await german(900);
    await app.database.db.execute(
      sql`insert into annual_kyc_reviews (player_id, answers, completed_at)
          values (${player.id}, '{}'::jsonb, ${new Date(Date.now() - 366 * DAY_MS)})`,
    );
    expect(await actionsOf(player)).toContain('deAnnualKycModal');
  });
});

describe('the modal (GET /public-api/user/annual-kyc-modal)', () => {
  it('answers data.html: a form with the current details and each field’s data-error text', async () => {
    const player = await german();
    const response = await getAs(t, player, MODAL);
    expect(response.statusCode, response.body).toBe(200);
    const html = ZAnnualKycModalResponse.parse(response.json()).data.html;
    expect(html).toContain('data-modal="annual-kyc"');
    for (const name of Object.keys(GOOD)) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('value="Berlin"');
    expect(html).toContain('value="10115"');
    expect(html).toMatch(/data-error="Enter your five-digit postal code\."/);
  });

  it('refuses a visitor', async () => {
    const response = await app.app.inject({ method: 'GET', url: MODAL, headers: XHR });
    expect(response.statusCode).toBe(401);
  });
});

describe('the submit (POST /public-api/user/perform-annual-kyc)', () => {
  const invalid: [field: keyof typeof GOOD, value: string][] = [
    ['user_address', ''],
    ['user_address', '12'],
    ['user_postal_code', '1011'],
    ['user_postal_code', 'ABCDE'],
    ['user_city', ''],
    ['user_occupation', '7'],
    ['monthly_deposit_limit', 'lots'],
    ['monthly_deposit_limit', '0'],
    // Above the German maximum of EUR 1,000 a month.
    ['monthly_deposit_limit', '1000.01'],
  ];
  for (const [field, value] of invalid) {
    it(`marks ${field} = ${JSON.stringify(value)} and keeps nothing`, async () => {
      const player = await german();
      const answer = await perform(player, { ...GOOD, [field]: value });
      expect(answer).toMatchObject({
        success: false,
        message: 'Validation error.',
        data: { completed: false },
      });
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(await reviewsOf(player)).toBe(0);
      expect(await actionsOf(player)).toContain('deAnnualKycModal');
    });
  }

  it('keeps the review, sets the limit and stops the action once completed', async () => {
    const player = await german();
    const answer = await perform(player, GOOD);
    expect(answer).toMatchObject({ success: true, data: { completed: true, redirect: null } });
    expect(answer.message).toContain('confirmed');
    expect(await reviewsOf(player)).toBe(1);
    expect(await actionsOf(player)).not.toContain('deAnnualKycModal');
    const limits = (await getAs(t, player, '/en/user/v2/active-limits')).json<{
      ActiveLimits: { LimitType: number; Duration: number; Amount: string }[];
    }>();
    expect(limits.ActiveLimits).toContainEqual(
      expect.objectContaining({ LimitType: 1, Duration: 3, Amount: '500.00' }),
    );
    // The form shows what was confirmed next time.
    const html = ZAnnualKycModalResponse.parse((await getAs(t, player, MODAL)).json()).data.html;
    expect(html).toContain('value="Hauptstraße 12"');
    expect(html).toContain('value="500.00"');
  });

  it('applies a lower limit at once and a higher one only after the waiting period', async () => {
    const player = await german();
    await perform(player, GOOD);
    const lower = await perform(player, { ...GOOD, monthly_deposit_limit: '300' });
    expect(lower.success).toBe(true);
    const higher = await perform(player, { ...GOOD, monthly_deposit_limit: '800,50' });
    expect(higher.success).toBe(true);
    expect(higher.message).toContain('waiting period');
    const limits = (await getAs(t, player, '/en/user/v2/active-limits')).json<{
      ActiveLimits: { LimitType: number; Duration: number; Amount: string }[];
      FutureLimits: { LimitType: number; Duration: number; Amount: string }[];
    }>();
    expect(limits.ActiveLimits).toContainEqual(
      expect.objectContaining({ LimitType: 1, Duration: 3, Amount: '300.00' }),
    );
    expect(limits.FutureLimits).toContainEqual(
      expect.objectContaining({ LimitType: 1, Duration: 3, Amount: '800.50' }),
    );
  });

  it('answers updateUserMonthlyLimitError when the rg rules refuse the limit', async () => {
    const player = await german();
    await perform(player, GOOD);
    await perform(player, { ...GOOD, monthly_deposit_limit: '900' });
    // A second raise while one waits is refused by the limit rules (cooling-off).
    const refused = await perform(player, { ...GOOD, monthly_deposit_limit: '950' });
    expect(refused).toMatchObject({ success: false, message: 'updateUserMonthlyLimitError' });
    expect(await reviewsOf(player)).toBe(2);
  });

  it('takes FormData (multipart) as the browser sends it', async () => {
    const player = await german();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...GOOD, csrf_token: player.csrfToken })) {
      form.append(name, value);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.app.inject({
      method: 'POST',
      url: PERFORM,
      headers: {
        ...XHR,
        cookie: player.cookie,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAnnualKycSubmitResponse.parse(response.json()).success).toBe(true);
  });

  it('refuses a submit without the session’s CSRF token', async () => {
    const player = await german();
    const response = await postFormAs(t, { ...player, csrfToken: 'forged' }, PERFORM, GOOD);
    expect(response.json()).toMatchObject({ type: 'csrf-error' });
    expect(await reviewsOf(player)).toBe(0);
  });
});
