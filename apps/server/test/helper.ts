import { randomBytes } from 'node:crypto';
import { ZAppConfig, type TAppConfig } from '@playfair/contracts/app-config';
import { APP_CONFIG_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { players } from '../src/modules/identity/schema';
import {
  createIdentityService,
  type CreatePlayerInput,
  type PlayerProfile,
} from '../src/modules/identity/service';
import { playerRestrictions } from '../src/modules/restrictions/schema';
import { loadConfig } from '../src/platform/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/platform/db/client';

export const FIXTURE_WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/web-dist');

/** Headers the player site sends with every call (DESIGN §5). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** The app configuration a page carries inlined (DESIGN §6 "Boot"). */
export function inlinedConfig(html: string): TAppConfig {
  const match = new RegExp(
    `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return ZAppConfig.parse(JSON.parse(match?.[1] ?? 'null'));
}

/** Where test files find the run's migrated and seeded template database (`global-setup.ts`). */
export type TestTemplate =
  { kind: 'pglite'; dataDirTarball: string } | { kind: 'postgres'; databaseName: string };

declare module 'vitest' {
  // Declaration merging: Vitest types `inject` through this interface, which a type cannot extend.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

export type TestDatabase = DatabaseHandle & {
  name: string;
  /** A copy of the run's seeded template: build the app on it with `seed: !isSeeded`. */
  isSeeded: boolean;
};

export type TestDatabaseOptions = {
  /**
   * false: an empty database, migrated here, for tests of the migrations and of a first seed.
   * true (the default): a copy of the template `global-setup.ts` migrated and seeded once per run.
   */
  seeded?: boolean;
};

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The run's template of that kind, which the server project's `globalSetup` made. */
function templateOf<K extends TestTemplate['kind']>(kind: K): Extract<TestTemplate, { kind: K }> {
  const template = inject('testTemplate') as TestTemplate | undefined;
  if (template === undefined) {
    throw new Error('no template database: run the tests through the server project of Vitest');
  }
  if (template.kind !== kind) throw new Error(`the template database is not ${kind}`);
  return template as Extract<TestTemplate, { kind: K }>;
}

async function openPgliteTestDatabase(isSeeded: boolean): Promise<TestDatabase> {
  if (!isSeeded) {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, name: 'pglite:memory', isSeeded };
  }
  const loadDataDir = new Blob([await readFile(templateOf('pglite').dataDirTarball)]);
  const database = await openDatabase({ loadDataDir });
  return { ...database, name: 'pglite:memory', isSeeded };
}

/**
 * A fresh database for one test file: PGlite in memory, or — when DATABASE_URL is set — a new
 * database on that PostgreSQL server, dropped again on close. A copy of the run's migrated and
 * seeded template unless `{ seeded: false }`.
 */
export async function openTestDatabase({
  seeded: isSeeded = true,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') return openPgliteTestDatabase(isSeeded);
  const name = `playfair_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (isSeeded) {
    const template = templateOf('postgres').databaseName;
    await onServer(serverUrl, `create database ${name} template ${template}`);
  } else {
    await onServer(serverUrl, `create database ${name}`);
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(serverUrl, name),
    poolMax: 4,
  });
  if (!isSeeded) await database.migrate();
  return {
    ...database,
    name,
    isSeeded,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** A player in this app's database; see `createPlayer`. */
  createPlayer(overrides?: PlayerOverrides): Promise<TestPlayer>;
  close(): Promise<void>;
};

/**
 * The whole app on a fresh copy of the seeded template, serving the fixture web build.
 * `dependencies` swaps what tests control, e.g. `{ identity: { now: () => clock } }`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  dependencies: Pick<AppDependencies, 'identity'> = {},
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST, ...env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, seed: !database.isSeeded, ...dependencies });
  await app.ready();
  return {
    app,
    database,
    createPlayer: (overrides) => createPlayer(database.db, overrides),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Players and sessions
// ---------------------------------------------------------------------------------------------

/** A password every player factory uses unless told otherwise; it passes spec 001 §5's rules. */
export const TEST_PASSWORD = 'Correct-Horse-7';

type PlayerColumns = typeof players.$inferInsert;
/** Status columns a test may set directly (the registration input does not carry them). */
type StatusOverrides = Partial<
  Omit<PlayerColumns, keyof CreatePlayerInput | 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'>
>;
/** A player's restrictions a test may set directly (the restrictions module's row). */
export type RestrictionOverrides = Partial<
  Omit<typeof playerRestrictions.$inferInsert, 'playerId' | 'updatedAt'>
>;
export type PlayerOverrides = Partial<CreatePlayerInput> & StatusOverrides & RestrictionOverrides;
export type TestPlayer = PlayerProfile & { password: string };

const INPUT_KEYS = [
  'email',
  'password',
  'country',
  'currency',
  'locale',
  'mobilePrefix',
  'mobile',
  'dateOfBirth',
  'state',
  'city',
  'postalCode',
  'district',
  'department',
  'identityDocumentType',
  'identityDocumentNumber',
  'sex',
  'marketingConsent',
] as const satisfies readonly (keyof CreatePlayerInput)[];

let playerCount = 0;

/** A unique, valid registration input. */
export function playerInput(overrides: Partial<CreatePlayerInput> = {}): CreatePlayerInput {
  playerCount += 1;
  return {
    email: `player-${playerCount}-${randomBytes(4).toString('hex')}@example.com`,
    password: TEST_PASSWORD,
    country: 'FI',
    currency: 'EUR',
    locale: 'fi',
    ...overrides,
  };
}

const RESTRICTION_KEYS: readonly string[] = Object.keys(getTableColumns(playerRestrictions)).filter(
  (key) => key !== 'playerId' && key !== 'updatedAt',
);

/** Writes the player's restrictions directly, as an operator or the player would have set them. */
export async function setRestrictions(
  db: Database,
  playerId: string,
  restrictions: RestrictionOverrides,
): Promise<void> {
  const insert = db.insert(playerRestrictions).values({ ...restrictions, playerId });
  await (Object.keys(restrictions).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: playerRestrictions.playerId, set: restrictions }));
}

/**
 * A player through the identity service (so the password is hashed as in production), then any
 * status columns and restrictions written directly:
 * `createPlayer(db, { country: 'DE', amlStatus: '2' })`.
 */
export async function createPlayer(
  db: Database,
  overrides: PlayerOverrides = {},
): Promise<TestPlayer> {
  const input: Partial<CreatePlayerInput> = {};
  const status: Record<string, unknown> = {};
  const restrictions: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(overrides)) {
    if ((INPUT_KEYS as readonly string[]).includes(key)) Object.assign(input, { [key]: value });
    else if (RESTRICTION_KEYS.includes(key)) restrictions[key] = value;
    else status[key] = value;
  }
  const full = playerInput(input);
  const identity = createIdentityService({ db });
  const player = await identity.createPlayer(full);
  if (Object.keys(status).length === 0 && Object.keys(restrictions).length === 0) {
    return { ...player, password: full.password };
  }
  if (Object.keys(status).length > 0) {
    await db
      .update(players)
      .set(status as StatusOverrides)
      .where(eq(players.id, player.id));
  }
  if (Object.keys(restrictions).length > 0) {
    await setRestrictions(db, player.id, restrictions as RestrictionOverrides);
  }
  const stored = await identity.findPlayer(player.id);
  if (stored === undefined) throw new Error('the new player is gone');
  return { ...stored, password: full.password };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** `name=value` of the session cookie an answer sets (either name), or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find(
    (candidate) => candidate.name === 'pf_session' || candidate.name === '__Host-pf_session',
  );
  return cookie === undefined || cookie.value === '' ? undefined : `${cookie.name}=${cookie.value}`;
}

/** A visitor session's cookie and CSRF token, as the login form gets them. */
export async function getCsrf(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<{ cookie: string; csrfToken: string }> {
  const response = await app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, ...headers },
  });
  const cookie = sessionCookieOf(response) ?? headers.cookie;
  if (cookie === undefined) throw new Error('the CSRF call set no session cookie');
  return { cookie, csrfToken: response.json<{ csrf_token: string }>().csrf_token };
}

export type LoginFields = { username: string; password: string; redirect?: string };

/** POST /en/user/login as the browser sends it (form-encoded, with a fresh CSRF token). */
export async function postLogin(
  app: FastifyInstance,
  fields: LoginFields,
  options: { headers?: Record<string, string>; remoteAddress?: string; locale?: string } = {},
): Promise<LightMyRequestResponse> {
  const { cookie, csrfToken } = await getCsrf(app, options.headers);
  return app.inject({
    method: 'POST',
    url: `/${options.locale ?? 'en'}/user/login`,
    headers: { ...XHR, ...FORM, ...options.headers, cookie },
    payload: new URLSearchParams({ ...fields, csrf_token: csrfToken }).toString(),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}

/** Logs the player in and answers the session cookie (`name=value`) to send as `cookie`. */
export async function loginAs(
  app: FastifyInstance,
  player: { email: string; password: string },
): Promise<string> {
  const response = await postLogin(app, { username: player.email, password: player.password });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || response.json().type !== 'success' || cookie === undefined) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}
