import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZErrorResponse } from '@playfair/contracts/errors';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import { ERROR_CODES, isErrorCode } from '@playfair/domain/error-codes';
import { sql } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signSandboxBody } from '../src/modules/payments/sandbox/webhooks';
import { queryRows } from '../src/platform/db/client';
import { fuzzCases, fuzzRoutes, type FuzzCase, type RouteBase } from './fuzz-cases';
import { createRandom, PATH_SEGMENTS } from './fuzz-inputs';
import { createTestApp, getCsrf, loginAs, XHR } from './helper';
import { OPERATOR_TOKEN, SANDBOX_SECRET } from './payments-helper';
import { catalogueGames, launchFor, STUDIO } from './provider-api-helper';

// DESIGN §5 "bad input gets a 4xx with a clear message and changes nothing; a 5xx never leaks
// internals", checked for every route the app registers: each is sent a fixed, seeded set of
// hostile requests (fuzz-cases.ts, fuzz-inputs.ts) as each caller it has, and every answer is
// checked for a 5xx, leaked internals, a body outside the error model, prototype pollution and —
// for a refusal — any write to the database.

// Every route, as Fastify registers it: the app's own Fastify instance reports each one.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteList = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteList, fastify: withRouteList };
});

const SEED = 0x5eed_2024;
const BODY_LIMIT_BYTES = 16_384;
const EN_CATALOG = new URL('../src/modules/i18n/catalogs/en.json', import.meta.url);
const CATALOG_KEYS = new Set(
  Object.keys(JSON.parse(readFileSync(EN_CATALOG, 'utf8')) as Record<string, string>),
);

const t = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) });
afterAll(() => t.close());
const { db } = t.database;

// ---------------------------------------------------------------------------------------------
// Write counters: a trigger on every table counts the rows each statement changes.
// ---------------------------------------------------------------------------------------------

/**
 * Columns a refused request may still change, by table. Only these; any other change of a row of
 * these tables still counts.
 */
const MAY_CHANGE_ON_REFUSAL: Readonly<Record<string, readonly string[]>> = {
  // Sliding expiry: any request of a live session keeps it alive, whatever the answer.
  sessions: ['last_seen_at'],
};

await db.execute(
  sql`create table fuzz_writes (table_name text primary key, writes bigint not null)`,
);
await db.execute(sql`
  create function fuzz_count_write() returns trigger language plpgsql as $$
  begin
    insert into fuzz_writes (table_name, writes) values (tg_table_name, 1)
      on conflict (table_name) do update set writes = fuzz_writes.writes + 1;
    return null;
  end $$`);
const tables = await queryRows<{ tablename: string }>(
  db,
  sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_writes'`,
);
for (const { tablename } of tables) {
  const table = sql.identifier(tablename);
  const ignored = sql.raw(
    (MAY_CHANGE_ON_REFUSAL[tablename] ?? []).map((column) => ` - '${column}'`).join(''),
  );
  await db.execute(sql`create trigger fuzz_count_rows after insert or delete on ${table}
    for each row execute function fuzz_count_write()`);
  await db.execute(sql`create trigger fuzz_count_changes after update on ${table}
    for each row when ((to_jsonb(old)${ignored}) is distinct from (to_jsonb(new)${ignored}))
    execute function fuzz_count_write()`);
}

async function writeCounts(): Promise<Map<string, number>> {
  const rows = await queryRows<{ table_name: string; writes: string }>(
    db,
    sql`select table_name, writes::text as writes from fuzz_writes`,
  );
  return new Map(rows.map((row) => [row.table_name, Number(row.writes)]));
}

function tablesWritten(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([name, count]) => count !== (before.get(name) ?? 0)).map(([n]) => n);
}

// ---------------------------------------------------------------------------------------------
// Callers and plausible requests
// ---------------------------------------------------------------------------------------------

type Credentials = { cookie: string; csrfToken: string };

const player = await t.createPlayer({ locale: 'en' });
async function logIn(): Promise<Credentials> {
  const cookie = await loginAs(t.app, player);
  return { cookie, csrfToken: (await getCsrf(t.app, { cookie })).csrfToken };
}
const callers: { visitor: Credentials; player: Credentials } = {
  visitor: await getCsrf(t.app),
  player: await logIn(),
};

function sessionIdOf(cookie: string): string {
  const token = cookie.slice(cookie.indexOf('=') + 1);
  return createHash('sha256').update(token).digest('hex');
}

/** A call may end its caller's session (the logout): the next one starts a new one. */
async function keepSessionsLive(): Promise<void> {
  const ids = [callers.visitor, callers.player].map((caller) => sessionIdOf(caller.cookie));
  const live = await queryRows<{ id: string }>(
    db,
    sql`select id from sessions where id in (${ids[0]}, ${ids[1]}) and revoked_at is null`,
  );
  const isLive = (caller: Credentials) => live.some((row) => row.id === sessionIdOf(caller.cookie));
  if (!isLive(callers.visitor)) callers.visitor = await getCsrf(t.app);
  if (!isLive(callers.player)) callers.player = await logIn();
}

// The provider's and the operator's plausible calls name a player of their own, so a fuzzed call
// that succeeds changes neither the logged-in player nor the session the browser cases use.
const gambler = await t.createPlayer({ locale: 'en' });
const [game] = await catalogueGames(db, 1);
if (game === undefined) throw new Error('the catalogue has no game');
await launchFor(t, gambler, game.id);
const [slugRow] = await queryRows<{ slug: string }>(
  db,
  sql`select slug from games where id = ${game.id}`,
);
const round = {
  playerId: gambler.id,
  transactionId: 'fuzz-tx-1',
  roundId: 'fuzz-round-1',
  gameId: game.id,
};

const BASES: Readonly<Record<string, RouteBase>> = {
  'POST /provider-api/v1/authenticate': { body: { token: 'x'.repeat(32) } },
  'POST /provider-api/v1/balance': { body: { playerId: gambler.id } },
  // The gambler has no money: a plausible stake is refused for insufficient funds.
  'POST /provider-api/v1/debit': { body: { ...round, amount: 100, currency: 'EUR' } },
  'POST /provider-api/v1/credit': {
    body: { ...round, amount: 100, currency: 'EUR', debitTransactionId: 'fuzz-tx-0' },
  },
  'POST /provider-api/v1/rollback': { body: { ...round, originalTransactionId: 'fuzz-tx-0' } },
  'POST /provider-api/v1/jackpots': {
    body: { pools: [{ gameId: 'fuzz-game', tier: 'mini', currency: 'EUR', amountMinor: 100 }] },
  },
  'PATCH /operator-api/v1/players/:id/compliance': {
    params: { id: gambler.id },
    body: { kycStatus: '1', reason: 'fuzz check' },
  },
  'GET /operator-api/v1/players': { query: { email: gambler.email } },
  'POST /user/payment-deposit/:id': {
    params: { id: 'new-card' },
    query: { qd: '1' },
    body: {
      amount: '20',
      idempotency_key: 'fuzz-key-1',
      card_number: '4000000000000002',
      expiry_month: '12',
      expiry_year: '30',
      cvc: '123',
      holder: 'Fuzz Player',
    },
  },
  'GET /postcode/validate/:countryId/:postcode': { params: { countryId: '83' } },
  'GET /postcode/check/:countryId/:postcode': { params: { countryId: '83' } },
  'GET /igc-game-url/:gameId': { params: { gameId: game.id } },
  'GET /games/:slug': { params: { slug: slugRow?.slug ?? 'x' } },
  'GET /game/:slug': { params: { slug: slugRow?.slug ?? 'x' } },
  // spec 001 §7 the German and Peruvian migrations, the LUGAS sandbox and the migration flags.
  'POST /public-api/user/perform-lugas-migration': {
    body: {
      lugas_monthly_deposit_limit: '300',
      user_place_of_birth: 'Berlin',
      user_maidenname: '',
      terms_and_conditions_consented: '1',
      privacy_and_cookie_notice_consented: '1',
    },
  },
  'POST /user/pe-migration': {
    body: {
      user_mobile_prefix: '+51',
      user_mobile: '912345678',
      IdentityDocumentType: 'DNI',
      IdentityDocumentNumber: '12345678',
      user_nationality: 'PE',
      user_migration_district: '150104',
      user_migration_department: '15',
      user_marketing_consented: '0',
    },
  },
  'POST /user/pe-migration/validate-mobile': {
    body: { user_mobile_prefix: '+51', user_mobile: '912345678' },
  },
  'PUT /operator-api/v1/lugas-sandbox/persons': {
    body: {
      email: 'fuzz@example.com',
      dateOfBirth: '1990-01-01',
      placeOfBirth: 'Berlin',
      monthlyLimit: 100,
    },
  },
  'POST /operator-api/v1/players/:id/migration-flags': {
    params: { id: gambler.id },
    body: { awaitingMigration: false, reason: 'fuzz check' },
  },
};

function baseOf(routeName: string): RouteBase | undefined {
  const head = routeName.replace(/^HEAD /, 'GET ');
  return BASES[routeName] ?? BASES[head];
}

// ---------------------------------------------------------------------------------------------
// Sending and checking
// ---------------------------------------------------------------------------------------------

let requestCount = 0;

function remoteAddressOf(n: number): string {
  // Each request its own address: per-address request limits would otherwise refuse the rest.
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function headersOf(fuzz: FuzzCase): Record<string, string> {
  const payload = fuzz.payload ?? '';
  switch (fuzz.caller) {
    case 'visitor':
    case 'player': {
      const { cookie, csrfToken } = callers[fuzz.caller];
      return { ...XHR, cookie, 'x-csrf-token': csrfToken, ...fuzz.headers };
    }
    case 'provider':
      return {
        'x-provider-id': STUDIO.id,
        'x-playfair-signature': signProviderBody(STUDIO.secret, payload),
        ...fuzz.headers,
      };
    case 'operator':
      return { authorization: `Bearer ${OPERATOR_TOKEN}`, ...fuzz.headers };
    case 'psp':
      return { 'x-sandbox-signature': signSandboxBody(SANDBOX_SECRET, payload), ...fuzz.headers };
    case 'stranger':
      return fuzz.headers;
  }
}

/** Where the code lives on this machine: no answer names it. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const LEAKS: readonly { cause: string; pattern: RegExp }[] = [
  { cause: 'a stack trace', pattern: /\n\s+at \S+ \(|\bat [\w.<>]+ \([^)]*:\d+:\d+\)/ },
  {
    cause: 'a file path',
    pattern: new RegExp(`node_modules|${escapeRegExp(REPO_ROOT)}|\\.[cm]?[jt]s:\\d+`),
  },
  { cause: "Fastify's own text", pattern: /fastify|FST_[A-Z_]+/i },
  {
    // As PostgreSQL and drizzle word them (drizzle quotes every name it writes).
    cause: 'SQL or database text',
    pattern:
      /Failed query|(select|insert into|update|delete from) "|violates \S+ constraint|duplicate key value|syntax error at or near|relation "/,
  },
  {
    cause: "Zod's English text",
    pattern: /Invalid input: |expected \w+, received \w+|Too (big|small): |Unrecognized keys?: /,
  },
];

/** What the suite reads of an answer. */
type Answer = { statusCode: number; headers: LightMyRequestResponse['headers']; body: string };

/** Path segments whose raw text, answered back, shows the path was echoed. */
const ECHOABLE = new Set(
  PATH_SEGMENTS.filter((segment) => /%|a{300}/.test(segment.value)).map((s) => s.value),
);

function echoedPath(fuzz: FuzzCase, body: string): boolean {
  const segment = PATH_SEGMENTS.find((candidate) => fuzz.input.endsWith(` ${candidate.name}`));
  if (segment === undefined || !ECHOABLE.has(segment.value)) return false;
  return body.includes(segment.value) || body.includes('<script>alert(1)</script>');
}

/** Keys a module's own refusal names (errors[].key, gtmError.error) must be catalog keys. */
function refusalKeys(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const keys: string[] = [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    for (const issue of record.errors) {
      if (typeof issue === 'object' && issue !== null && 'key' in issue)
        keys.push(String(issue.key));
    }
  }
  const gtmError = record.gtmError;
  if (typeof gtmError === 'object' && gtmError !== null && 'error' in gtmError) {
    keys.push(String(gtmError.error));
  }
  return keys;
}

function errorModelProblems(response: Answer): string[] {
  if (response.statusCode < 400) return [];
  const type = String(response.headers['content-type'] ?? '');
  if (response.body === '') return [];
  if (!type.startsWith('application/json')) {
    // An HTML page (the site's own 404 page) is the one other answer a browser may get.
    return type.startsWith('text/html') ? [] : [`a ${response.statusCode} answered as ${type}`];
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`a ${response.statusCode} answered JSON that does not parse`];
  }
  const model = ZErrorResponse.safeParse(body);
  if (model.success) {
    const { code, messageKey } = model.data.error;
    if (!isErrorCode(code)) return [`unknown error code ${code}`];
    const definition = ERROR_CODES[code];
    const problems: string[] = [];
    if (messageKey !== definition.messageKey)
      problems.push(`${code} with message key ${messageKey}`);
    if (definition.status !== response.statusCode) {
      problems.push(`${code} answered with ${response.statusCode}, not ${definition.status}`);
    }
    return problems;
  }
  // A module's own refusal (the spec's form answers, the CSRF answer): translated text and, where
  // it names them, catalog keys.
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const keys = refusalKeys(body);
  if (keys.length === 0 && typeof record.message !== 'string' && typeof record.error !== 'string') {
    return [`a ${response.statusCode} outside the error model`];
  }
  return keys
    .filter((key) => !CATALOG_KEYS.has(key))
    .map((key) => `message key is no catalog key: ${key}`);
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const PROTOTYPE_KEYS = prototypeKeys();

type Failure = { cause: string; example: string };

function describeCase(fuzz: FuzzCase, response: Answer): string {
  const body = response.body.length > 160 ? `${response.body.slice(0, 160)}…` : response.body;
  return `[${fuzz.caller}] ${fuzz.input}: ${fuzz.method} ${fuzz.url.slice(0, 80)} → ${response.statusCode} ${body}`;
}

/**
 * Sends the case and reads its answer. A stream of events (GET /user/events) never ends by itself:
 * its status and headers are the answer, and the suite leaves it as a browser tab closes.
 */
async function answerOf(fuzz: FuzzCase): Promise<Answer> {
  requestCount += 1;
  const response = await t.app.inject({
    method: fuzz.method as 'GET',
    url: fuzz.url,
    headers: headersOf(fuzz),
    remoteAddress: remoteAddressOf(requestCount),
    payloadAsStream: true,
    ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
  });
  const { statusCode, headers } = response;
  if (String(headers['content-type'] ?? '').startsWith('text/event-stream')) {
    response.raw.res.destroy();
    return { statusCode, headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return { statusCode, headers, body: Buffer.concat(chunks).toString('utf8') };
}

async function send(fuzz: FuzzCase): Promise<Failure[]> {
  const before = await writeCounts();
  const response = await answerOf(fuzz);
  // Work a call started and did not wait for (the recovery code) is the call's own.
  await t.app.background.settled();
  const causes: string[] = [];
  if (response.statusCode >= 500) causes.push(`answered ${response.statusCode}`);
  for (const leak of LEAKS) {
    if (leak.pattern.test(response.body)) causes.push(`leaks ${leak.cause}`);
  }
  if (echoedPath(fuzz, response.body)) causes.push('echoes the raw path');
  causes.push(...errorModelProblems(response));
  if (prototypeKeys() !== PROTOTYPE_KEYS || 'polluted' in {}) {
    causes.push('Object.prototype gained keys');
  }
  if (response.statusCode >= 400 && response.statusCode < 500) {
    const written = tablesWritten(before, await writeCounts());
    if (written.length > 0) {
      causes.push(`refused (${response.statusCode}) but wrote ${written.join(', ')}`);
    }
  }
  if (response.statusCode < 400) await keepSessionsLive();
  return causes.map((cause) => ({ cause, example: describeCase(fuzz, response) }));
}

/** One line per cause: how often, and the first request that showed it. */
function grouped(failures: readonly Failure[]): string[] {
  const byCause = new Map<string, Failure[]>();
  for (const failure of failures) {
    byCause.set(failure.cause, [...(byCause.get(failure.cause) ?? []), failure]);
  }
  return [...byCause].map(
    ([cause, all]) => `${cause} (${all.length}×), e.g. ${all[0]?.example ?? ''}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------

const routes = fuzzRoutes(registered);
const random = createRandom(SEED);
const casesByRoute = routes.map((route) => ({
  route,
  cases: fuzzCases(route, {
    random,
    base: baseOf(route.name),
    oversizedBytes: BODY_LIMIT_BYTES + 1024,
  }),
}));
const fuzzed = new Set<string>();

describe('every route, fuzzed (DESIGN §5)', () => {
  it('counts every change of a row but a session kept alive', async () => {
    // The refusals' check below can fail only if the counters see writes.
    const before = await writeCounts();
    await db.execute(sql`update sessions set last_seen_at = last_seen_at + interval '1 second'`);
    expect(tablesWritten(before, await writeCounts())).toEqual([]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/public-api/v1/get-form-csrf-token',
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
    expect(tablesWritten(before, await writeCounts())).toEqual(['sessions']);
  });

  it.each(casesByRoute.map(({ route, cases }) => [route.name, cases] as const))(
    '%s',
    async (name, cases) => {
      const failures: Failure[] = [];
      for (const fuzz of cases) failures.push(...(await send(fuzz)));
      fuzzed.add(name);
      expect(grouped(failures)).toEqual([]);
    },
  );

  it('reached every route the app registers', () => {
    // The route list is the app's own: an empty or partial list would fuzz nothing.
    expect(routes.length).toBeGreaterThan(100);
    expect([...fuzzed].sort()).toEqual(routes.map((route) => route.name).sort());
    if (process.env.FUZZ_REPORT !== undefined) {
      console.info(`fuzz: ${requestCount} requests over ${routes.length} routes`);
    }
  });
});
