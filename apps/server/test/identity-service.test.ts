import type * as argon2Module from '@node-rs/argon2';
import { parseOptions, hash as argon2Hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { players } from '../src/modules/identity/schema';
import {
  createIdentityService,
  EmailAlreadyExistsError,
  type IdentityService,
} from '../src/modules/identity/service';
import { ARGON2_OPTIONS } from '../src/modules/identity/passwords';
import { AppError } from '../src/platform/errors';
import { queryRows } from '../src/platform/db/client';
import { createPlayer, openTestDatabase, playerInput, type TestDatabase } from './helper';

// Counts the argon2 verifications a login does, keeping the real ones.
const argon2 = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2Module>();
  return {
    ...original,
    verify: (stored: string, password: string) => {
      argon2.verified.push(stored);
      return original.verify(stored, password);
    },
  };
});

let database: TestDatabase;
let identity: IdentityService;
let clock = new Date('2033-01-01T00:00:00.000Z');
beforeAll(async () => {
  database = await openTestDatabase();
  identity = createIdentityService({ db: database.db, now: () => clock });
});
afterAll(() => database.close());
beforeEach(() => {
  argon2.verified.length = 0;
  clock = new Date(clock.getTime() + 24 * 3_600_000);
});

function expectOwaspParameters(stored: string | undefined) {
  const options = parseOptions(stored ?? '');
  expect(options).toMatchObject({
    memoryCost: ARGON2_OPTIONS.memoryCost,
    timeCost: ARGON2_OPTIONS.timeCost,
    parallelism: 1,
  });
}

describe('login does the same argon2 work whether the account exists or not', () => {
  it('verifies once against a dummy hash of the same parameters for an unknown account', async () => {
    const outcome = await identity.login({
      email: 'no-such-player@example.com',
      password: 'Whatever-1',
      ip: '203.0.113.1',
    });
    expect(outcome).toEqual({ kind: 'invalid-credentials' });
    expect(argon2.verified).toHaveLength(1);
    expectOwaspParameters(argon2.verified[0]);
  });

  it('verifies once against the stored hash for a wrong password', async () => {
    const player = await createPlayer(database.db);
    const outcome = await identity.login({
      email: player.email,
      password: 'Wrong-Pass-1',
      ip: '203.0.113.2',
    });
    expect(outcome).toEqual({ kind: 'invalid-credentials' });
    expect(argon2.verified).toHaveLength(1);
    expectOwaspParameters(argon2.verified[0]);
  });
});

describe('passwords', () => {
  it('rehashes a password stored with weaker parameters at the next login', async () => {
    const player = await createPlayer(database.db);
    const weak = await argon2Hash(player.password, { memoryCost: 8_192, timeCost: 1 });
    await database.db.update(players).set({ passwordHash: weak }).where(eq(players.id, player.id));
    const outcome = await identity.login({
      email: player.email,
      password: player.password,
      ip: '203.0.113.3',
    });
    expect(outcome.kind).toBe('success');
    const [row] = await database.db
      .select({ hash: players.passwordHash })
      .from(players)
      .where(eq(players.id, player.id));
    expect(row?.hash).not.toBe(weak);
    expectOwaspParameters(row?.hash);
  });

  it('changePassword refuses a password that breaks the rules and keeps the old one', async () => {
    const player = await createPlayer(database.db);
    await expect(identity.changePassword(player.id, 'short')).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { password: 'validation_password_length' },
    });
    const outcome = await identity.login({
      email: player.email,
      password: player.password,
      ip: '203.0.113.4',
    });
    expect(outcome.kind).toBe('success');
  });

  it('changePassword of an unknown player is USER_NOT_FOUND', async () => {
    await expect(
      identity.changePassword('00000000-0000-4000-8000-000000000000', 'Brand-New-Pass-9'),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('createPlayer', () => {
  it('stores the email lowercased and answers the profile', async () => {
    const input = playerInput({
      email: '  Mixed.Case@Example.COM ',
      country: 'se',
      currency: 'sek',
    });
    const player = await identity.createPlayer(input);
    expect(player).toMatchObject({
      email: 'mixed.case@example.com',
      country: 'SE',
      currency: 'SEK',
      amlStatus: '0',
      kycStatus: '0',
      isWithinBonusCap: true,
      isSelfExcluded: false,
      isLoginInfoAccepted: false,
    });
    expect(player).not.toHaveProperty('passwordHash');
  });

  it('refuses a taken email, in any case, with a typed 409 conflict', async () => {
    const first = await identity.createPlayer(playerInput());
    const error = await identity
      .createPlayer(playerInput({ email: first.email.toUpperCase() }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmailAlreadyExistsError);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('EMAIL_ALREADY_EXISTS');
    expect((error as AppError).status).toBe(409);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'EMAIL_IS_INVALID'],
    ['a weak password', { password: 'password' }, 'VALIDATION_ERROR'],
    [
      'the email as password',
      { email: 'Name-12!@example.com', password: 'Name-12!' },
      'VALIDATION_ERROR',
    ],
    ['a bad country', { country: 'Finland' }, 'VALIDATION_ERROR'],
    ['a bad currency', { currency: 'euro' }, 'VALIDATION_ERROR'],
  ])('refuses %s and stores nothing', async (_name, overrides, code) => {
    const input = playerInput(overrides);
    await expect(identity.createPlayer(input)).rejects.toMatchObject({ code });
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from players where email = ${input.email.trim().toLowerCase()}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('purgeDeadSessions', () => {
  it('deletes visitor sessions past their end or idle and player sessions ended 48 h ago, and keeps the rest', async () => {
    const player = await createPlayer(database.db);
    const live = await identity.revokeAllSessions(player.id);
    expect(live).toBe(0);
    await database.db.execute(sql`
      insert into sessions (id, player_id, csrf_token, created_at, last_seen_at, expires_at)
      values
        ('dead', ${player.id}, 'c', ${new Date(clock.getTime() - 61 * 3_600_000).toISOString()},
          ${new Date(clock.getTime() - 61 * 3_600_000).toISOString()},
          ${new Date(clock.getTime() - 49 * 3_600_000).toISOString()}),
        ('ended-today', ${player.id}, 'c', ${new Date(clock.getTime() - 13 * 3_600_000).toISOString()},
          ${new Date(clock.getTime() - 13 * 3_600_000).toISOString()},
          ${new Date(clock.getTime() - 3_600_000).toISOString()}),
        ('live', ${player.id}, 'c', ${clock.toISOString()}, ${clock.toISOString()},
          ${new Date(clock.getTime() + 3_600_000).toISOString()}),
        ('idle-visitor', null, 'c', ${new Date(clock.getTime() - 3_600_000).toISOString()},
          ${new Date(clock.getTime() - 3_600_000).toISOString()},
          ${new Date(clock.getTime() + 3_600_000).toISOString()}),
        ('visitor', null, 'c', ${clock.toISOString()}, ${clock.toISOString()},
          ${new Date(clock.getTime() + 3_600_000).toISOString()})`);
    expect(await identity.purgeDeadSessions()).toBeGreaterThanOrEqual(2);
    const ids = await queryRows<{ id: string }>(
      database.db,
      sql`select id from sessions where id in ('dead', 'ended-today', 'live', 'idle-visitor', 'visitor') order by id`,
    );
    // A player's session that ended within two days still counts for today's session time.
    expect(ids.map((row) => row.id)).toEqual(['ended-today', 'live', 'visitor']);
  });
});
