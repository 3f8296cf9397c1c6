import { randomInt } from 'node:crypto';
import {
  PE_MIGRATION_FIELDS as F,
  ZPeMigrationMobileResponse,
  ZPeMigrationResponse,
} from '@playfair/contracts/pe-migration';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { inlinedConfig, XHR } from './helper';
import {
  createPaymentsTestApp,
  getAs,
  OPERATOR_TOKEN,
  postFormAs,
  signedInPlayer,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// spec 001 §2 / §3 / §5 / §7: the Peruvian (MINCETUR) migration, its form posted to
// POST /{locale}/user/pe-migration and its mobile checked before by
// POST /{locale}/user/pe-migration/validate-mobile.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const PERFORM = '/pe/user/pe-migration';
const CHECK_MOBILE = '/pe/user/pe-migration/validate-mobile';

function peruvianMobile(): string {
  return `9${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function peruvianAwaiting(overrides: Record<string, unknown> = {}): Promise<Session> {
  return signedInPlayer(t, {
    country: 'PE',
    currency: 'PEN',
    locale: 'pe',
    mobilePrefix: '+51',
    mobile: peruvianMobile(),
    awaitingPeMigration: true,
    ...overrides,
  });
}

function goodForm(): Record<string, string> {
  return {
    [F.mobilePrefix]: '+51',
    [F.mobile]: peruvianMobile(),
    [F.documentType]: 'DNI',
    [F.documentNumber]: '12345678',
    [F.nationality]: 'PE',
    [F.district]: '150104',
    [F.department]: '15',
    [F.marketingConsented]: '1',
  };
}

type Stored = {
  mobile_prefix: string;
  mobile: string;
  district: string;
  department: string;
  identity_document_type: string;
  identity_document_number: string;
  marketing_consent: boolean;
  awaiting_pe_migration: boolean;
};

async function storedOf(playerId: string): Promise<Stored | undefined> {
  const rows = await queryRows<Stored>(
    t.database.db,
    sql`select mobile_prefix, mobile, district, department, identity_document_type,
               identity_document_number, marketing_consent, awaiting_pe_migration
        from players where id = ${playerId}`,
  );
  return rows[0];
}

async function facts(playerId: string) {
  return queryRows<{ payload: { nationality: string; identityDocumentType: string } }>(
    t.database.db,
    sql`select payload from domain_events where player_id = ${playerId}
        and type = 'pe-migration.completed'`,
  );
}

describe('the Peruvian migration', () => {
  it('stores the details, the consent and clears the flag, exactly once', async () => {
    const player = await peruvianAwaiting();
    const form = goodForm();
    const response = await postFormAs(t, player, PERFORM, form);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZPeMigrationResponse.parse(response.json())).toEqual({
      success: true,
      redirectUrl: '/pe/casino',
    });
    expect(await storedOf(player.id)).toEqual({
      mobile_prefix: '+51',
      mobile: form[F.mobile],
      district: '150104',
      department: '15',
      identity_document_type: 'DNI',
      identity_document_number: '12345678',
      marketing_consent: true,
      awaiting_pe_migration: false,
    });
    expect((await facts(player.id)).map((row) => row.payload)).toEqual([
      { nationality: 'PE', identityDocumentType: 'DNI' },
    ]);

    const again = await postFormAs(t, player, PERFORM, {
      ...goodForm(),
      [F.documentNumber]: '87654321',
    });
    expect(again.json()).toEqual({ success: true, redirectUrl: '/pe/casino' });
    expect((await storedOf(player.id))?.identity_document_number).toBe('12345678');
    expect(await facts(player.id)).toHaveLength(1);
  });

  it('a CE holder names their nationality; a DNI holder is Peruvian whatever is posted', async () => {
    const ce = await peruvianAwaiting();
    const answer = await postFormAs(t, ce, PERFORM, {
      ...goodForm(),
      [F.documentType]: 'CE',
      [F.documentNumber]: '123456789',
      [F.nationality]: 'ES',
      [F.marketingConsented]: '0',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await facts(ce.id))[0]?.payload).toEqual({
      nationality: 'ES',
      identityDocumentType: 'CE',
    });
    expect((await storedOf(ce.id))?.marketing_consent).toBe(false);

    const dni = await peruvianAwaiting();
    await postFormAs(t, dni, PERFORM, { ...goodForm(), [F.nationality]: 'ES' });
    expect((await facts(dni.id))[0]?.payload.nationality).toBe('PE');
  });

  it('the player may keep the mobile they registered with', async () => {
    const mobile = peruvianMobile();
    const player = await peruvianAwaiting({ mobile });
    const checked = await postFormAs(t, player, CHECK_MOBILE, {
      [F.mobilePrefix]: '+51',
      [F.mobile]: mobile,
    });
    expect(ZPeMigrationMobileResponse.parse(checked.json())).toEqual({ success: true });
  });

  it('opens the modal on load while the migration waits', async () => {
    const player = await peruvianAwaiting();
    const page = await t.app.inject({
      method: 'GET',
      url: '/pe/casino',
      headers: { accept: 'text/html', cookie: player.cookie },
    });
    expect(inlinedConfig(page.body).onloadActions).toContainEqual({
      action: 'modal',
      params: { name: 'pe-migration' },
    });
  });

  it('real play waits for the migration', async () => {
    const player = await peruvianAwaiting();
    const games = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from games where is_live = false order by id limit 1`,
    );
    const launch = await getAs(t, player, `/pe/igc-game-url/${games[0]!.id}`);
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ error: { code: 'MIGRATION_REQUIRED' } });
  });
});

describe('the mobile check before the submit (spec 001 §5)', () => {
  it.each([
    ['a number outside the mobile ranges', '+51', '12345', 'mobile_not_allowed'],
    ['letters for a number', '+51', 'abc', 'invalid_mobile'],
    ['an unknown prefix', '+999', '912345678', 'invalid_mobile'],
  ])('%s (%s %s): inkabet.migration.%s', async (_name, prefix, mobile, error) => {
    const player = await peruvianAwaiting();
    const response = await postFormAs(t, player, CHECK_MOBILE, {
      [F.mobilePrefix]: prefix,
      [F.mobile]: mobile,
    });
    const body = ZPeMigrationMobileResponse.parse(response.json());
    expect(body).toMatchObject({ success: false, error });
    expect(body.message).toMatch(/\S/);
  });

  it("another player's mobile is taken, and the migration moves the player's own record", async () => {
    const owner = await peruvianAwaiting();
    const taken = peruvianMobile();
    await queryRows(
      t.database.db,
      sql`insert into registrations (player_id, email, mobile, country_id, currency, created_at)
          values (${owner.id}, ${owner.email}, ${`+51 ${taken}`}, 33, 'PEN', now())`,
    );
    const other = await peruvianAwaiting();
    const response = await postFormAs(t, other, CHECK_MOBILE, {
      [F.mobilePrefix]: '+51',
      [F.mobile]: taken,
    });
    expect(response.json()).toMatchObject({ success: false, error: 'mobile_taken' });
    const refused = await postFormAs(t, other, PERFORM, { ...goodForm(), [F.mobile]: taken });
    expect(refused.statusCode).toBe(400);

    // The owner moves to a new number: their registration record follows, the old one is free.
    const next = peruvianMobile();
    const moved = await postFormAs(t, owner, PERFORM, { ...goodForm(), [F.mobile]: next });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await queryRows<{ mobile: string }>(
      t.database.db,
      sql`select mobile from registrations where player_id = ${owner.id}`,
    );
    expect(rows).toEqual([{ mobile: `+51 ${next}` }]);
    const free = await postFormAs(t, other, CHECK_MOBILE, {
      [F.mobilePrefix]: '+51',
      [F.mobile]: taken,
    });
    expect(free.json()).toEqual({ success: true });
  });

  it('a valid mobile passes', async () => {
    const player = await peruvianAwaiting();
    const response = await postFormAs(t, player, CHECK_MOBILE, {
      [F.mobilePrefix]: '+51',
      [F.mobile]: peruvianMobile(),
    });
    expect(response.json()).toEqual({ success: true });
  });
});

describe('the form is judged per field', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['a DNI of 7 digits', { [F.documentNumber]: '1234567' }, F.documentNumber],
    ['a DNI of 9 digits', { [F.documentNumber]: '123456789' }, F.documentNumber],
    [
      'a CE of 8 digits',
      { [F.documentType]: 'CE', [F.documentNumber]: '12345678', [F.nationality]: 'ES' },
      F.documentNumber,
    ],
    [
      'a CE without nationality',
      { [F.documentType]: 'CE', [F.documentNumber]: '123456789', [F.nationality]: '' },
      F.nationality,
    ],
    ['no document type', { [F.documentType]: '' }, F.documentType],
    ['an unknown document type', { [F.documentType]: 'PASSPORT' }, F.documentType],
    ['no district', { [F.district]: '' }, F.district],
    ['an unknown district', { [F.district]: '999999' }, F.district],
    ['a department that is not the district’s', { [F.department]: '01' }, F.department],
    ['a bad mobile', { [F.mobile]: '123' }, F.mobile],
  ];

  it.each(cases)('%s: 400 naming the field, nothing changed', async (_name, change, field) => {
    const player = await peruvianAwaiting();
    const response = await postFormAs(t, player, PERFORM, { ...goodForm(), ...change });
    expect(response.statusCode).toBe(400);
    const body = ZPeMigrationResponse.parse(response.json());
    expect(body.success).toBe(false);
    expect(body.errors?.map((each) => each.field)).toEqual([field]);
    expect(body.errors?.[0]?.msg).toMatch(/\S/);
    expect((await storedOf(player.id))?.awaiting_pe_migration).toBe(true);
  });
});

describe('who may', () => {
  it('a player who does not await it gets 403 from another market', async () => {
    const player = await signedInPlayer(t, { country: 'FI', locale: 'fi' });
    const response = await postFormAs(t, player, PERFORM, goodForm());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'MIGRATION_NOT_AWAITED' } });
    const check = await postFormAs(t, player, CHECK_MOBILE, {
      [F.mobilePrefix]: '+51',
      [F.mobile]: peruvianMobile(),
    });
    expect(check.statusCode).toBe(403);
  });

  it('a visitor gets 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PERFORM,
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(goodForm()).toString(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('the operator sets the flag for an imported player', async () => {
    const player = await signedInPlayer(t, { country: 'PE', currency: 'PEN', locale: 'pe' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/operator-api/v1/players/${player.id}/migration-flags`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ awaitingPeMigration: true, reason: 'imported from the old site' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ flags: { awaitingPeMigration: true } });
    expect((await storedOf(player.id))?.awaiting_pe_migration).toBe(true);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: `/operator-api/v1/players/${player.id}/migration-flags`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ awaitingPeMigration: false, reason: 'no credentials' }),
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
