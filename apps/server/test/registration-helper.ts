import { REGISTRATION_CASES_TODAY } from '@playfair/contracts/registration-cases';
import { ZDevOutboxResponse } from '@playfair/contracts/outbox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import { FIXTURE_WEB_DIST, openTestDatabase, XHR, type TestDatabase } from './helper';

// Shared by the registration, recovery and outbox API tests: an app on a fresh database with a
// clock the test moves (no sleeping), the visitor's country set the way the edge sets it, and the
// visitor session that carries the CSRF token.

export const COUNTRY_HEADER = 'x-test-country';

export type Clock = { now: () => Date; set(date: Date): void; advance(ms: number): void };

export function createClock(start: Date): Clock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type RegistrationTestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: Clock;
  close(): Promise<void>;
};

/**
 * Builds the app on `database` (a new copy of the seeded template unless given); a second build
 * on the same database keeps the first's data.
 */
export async function createRegistrationTestApp(
  options: { env?: Record<string, string>; database?: TestDatabase; clock?: Clock } = {},
): Promise<RegistrationTestApp> {
  const clock = options.clock ?? createClock(REGISTRATION_CASES_TODAY);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: FIXTURE_WEB_DIST,
    GEO_COUNTRY_HEADER: COUNTRY_HEADER,
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    seed: !database.isSeeded,
    now: clock.now,
    identity: { now: clock.now },
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      if (options.database === undefined) await database.close();
    },
  };
}

export type VisitorSession = {
  country: string;
  /** Each visitor its own address, as on the internet: per-address rate limits stay per visitor. */
  ip: string;
  cookie: string;
  csrfToken: string;
  /** Headers of a browser call from this visitor: XHR marker, session cookie, country. */
  headers: Record<string, string>;
};

function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith('pf_session'));
  return cookie === undefined ? undefined : `${cookie.name}=${cookie.value}`;
}

/** A visitor from `country` with a session and its CSRF token (GET get-form-csrf-token). */
let visitors = 0;

export async function startVisitor(app: FastifyInstance, country: string): Promise<VisitorSession> {
  visitors += 1;
  const ip = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  const response = await app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, [COUNTRY_HEADER]: country },
    remoteAddress: ip,
  });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || cookie === undefined) {
    throw new Error(`no visitor session: ${response.statusCode} ${response.body}`);
  }
  const csrfToken = (response.json() as { csrf_token: string }).csrf_token;
  return visitorWith(country, ip, cookie, csrfToken);
}

function visitorWith(
  country: string,
  ip: string,
  cookie: string,
  csrfToken: string,
): VisitorSession {
  return {
    country,
    ip,
    cookie,
    csrfToken,
    headers: { ...XHR, cookie, [COUNTRY_HEADER]: country },
  };
}

/** The visitor after an answer that rotated the session (a login): the new cookie, same country. */
export function afterLogin(
  visitor: VisitorSession,
  response: LightMyRequestResponse,
): VisitorSession {
  const cookie = sessionCookie(response);
  if (cookie === undefined) throw new Error('the answer started no session');
  return visitorWith(visitor.country, visitor.ip, cookie, visitor.csrfToken);
}

export function formBody(fields: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) params.append(name, value);
  }
  return params.toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export async function postForm(
  app: FastifyInstance,
  url: string,
  visitor: VisitorSession,
  fields: Readonly<Record<string, string | undefined>>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...visitor.headers, ...FORM },
    payload: formBody(fields),
    remoteAddress: visitor.ip,
  });
}

/** The messages waiting for a recipient, newest first (GET /dev/outbox). */
export async function outboxFor(app: FastifyInstance, to: string) {
  // Some messages are written after the answer (password recovery): wait for them.
  await app.background.settled();
  const response = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  if (response.statusCode !== 200) throw new Error(`dev outbox: ${response.statusCode}`);
  return ZDevOutboxResponse.parse(response.json()).messages;
}

/** The newest 6-digit code sent to a recipient, read as a person would read it. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await outboxFor(app, to);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code for ${to}: ${newest?.body ?? 'no message'}`);
  return code;
}

const COUNTED_TABLES = [
  'players',
  'registrations',
  'sms_verifications',
  'recovery_codes',
  'outbox',
  'registration_events',
] as const;

export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>;

/** How many rows each table of these flows holds: "nothing written" is the same counts after. */
export async function rowCounts(database: TestDatabase): Promise<RowCounts> {
  const counts = {} as RowCounts;
  for (const table of COUNTED_TABLES) {
    const [row] = await queryRows<{ n: number | string }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

let people = 0;

/**
 * A player registered the way a person does it: the SMS is sent, its code read from the outbox,
 * the GB form posted. Answers the login session and the form's email, mobile and password.
 */
export async function registerPlayer(app: FastifyInstance, changes: Record<string, string> = {}) {
  people += 1;
  const n = String(people).padStart(3, '0');
  const visitor = await startVisitor(app, 'GB');
  const form: Record<string, string> = {
    form_user_email: `person${n}.${Date.now().toString(36)}@example.com`,
    form_user_password: 'Correct-Horse7',
    form_user_mobile_prefix: '+44',
    form_user_mobile: `7700 901${n}`,
    form_user_dob_day: '1',
    form_user_dob_month: '2',
    form_user_dob_year: '1985',
    form_user_country: '16',
    form_user_postal_code: 'EC1A 1BB',
    form_user_terms_and_conditions_consented: '1',
    form_user_privacy_and_cookie_notice_consented: '1',
    ...changes,
  };
  const sent = await postForm(app, '/en/verify-sms', visitor, {
    user_email: form.form_user_email,
    user_mobile: form.form_user_mobile,
    user_mobile_prefix: form.form_user_mobile_prefix,
  });
  if ((sent.json() as { status: number }).status !== 103) throw new Error(`no SMS: ${sent.body}`);
  const mobile = `+44 ${(form.form_user_mobile ?? '').replace(/\s/g, '')}`;
  const response = await postForm(app, '/en/user/register', visitor, {
    ...form,
    form_user_mobile_verification_code: await latestCode(app, mobile),
    csrf_token: visitor.csrfToken,
  });
  if (response.statusCode !== 200) throw new Error(`not registered: ${response.body}`);
  return {
    session: afterLogin(visitor, response),
    email: form.form_user_email ?? '',
    mobile,
    password: form.form_user_password ?? '',
  };
}
