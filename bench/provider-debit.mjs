// The provider API's debit under load (DESIGN §7, §4) beside the least a money-moving call can do
// on the same PostgreSQL in the same run: one transaction inserting a row and updating a balance
// (plain-transaction.mjs). Both move money of ONE account (a funded player; one balance row), so
// both are serialised on that row, as real bets of one player are.
//
// Usage (PostgreSQL only; a throwaway database is created on that server and dropped after; the
// server runs from the bundle `npm run build` makes):
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/provider-debit.mjs [--duration 10] [--connections 10] [--rate 1000]
// Results go to bench/results/provider-debit-postgres.json. Nothing here is asserted in a test.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signProviderBody } from '../packages/contracts/src/provider-signature.ts';
import { sql } from 'drizzle-orm';
import { createCatalogService } from '../apps/server/src/modules/catalog/service.ts';
import { createIdentityService } from '../apps/server/src/modules/identity/service.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/service.ts';
import { openDatabase, queryRows } from '../apps/server/src/platform/db/client.ts';
import {
  msToFirst200,
  numberOption,
  ROOT,
  startProcess,
  stopProcess,
  machineInfo,
} from './harness.mjs';

const DURATION = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 10);
const RATE = numberOption('rate', 1000);
const PROVIDER = { id: 'studio', secret: 'playfair-dev-secret' };

const serverUrl = process.env.DATABASE_URL;
if (serverUrl === undefined || serverUrl === '') {
  console.error('bench/provider-debit.mjs measures PostgreSQL: set DATABASE_URL');
  process.exit(78);
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function load(title, options) {
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  const row = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${title}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}`,
  );
  return row;
}

/** Autocannon requests: each a new signed debit (unique transaction and round ids). */
function debitRequests(playerId, gameId) {
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const body = JSON.stringify({
          playerId,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          gameId,
          amount: 1,
          currency: 'EUR',
        });
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-provider-id': PROVIDER.id,
            'x-playfair-signature': signProviderBody(PROVIDER.secret, body),
          },
          body,
        };
      },
    },
  ];
}

function plainRequests() {
  return [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ transactionId: randomUUID(), amount: 1 }),
      }),
    },
  ];
}

const machine = machineInfo();
console.log('machine:', machine);

const name = `playfair_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(serverUrl, name);
await admin(`create database ${name}`);
const children = [];
const results = {
  machine,
  database: 'postgres',
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  fixedRate: RATE,
  load: [],
};
try {
  // A migrated database with one funded player, written through the services themselves.
  const database = await openDatabase({ databaseUrl, poolMax: 2 });
  await database.migrate();
  const newPlayer = async (name) => {
    const made = await createIdentityService({ db: database.db }).createPlayer({
      email: `bench.${name}.${Date.now().toString(36)}@example.com`,
      password: 'Bench-Mark42',
      country: 'FI',
      currency: 'EUR',
      locale: 'fi',
    });
    await createWalletService(database.db).transfer({
      idempotencyKey: `bench-deposit:${made.id}`,
      kind: 'deposit',
      from: { kind: 'payment_clearing' },
      to: { kind: 'player_cash', playerId: made.id },
      amountMinor: 1_000_000_000_000n,
      currency: 'EUR',
    });
    return made;
  };
  const player = await newPlayer('plain');
  // DESIGN §11 (decision 009): a third player whose cash is spent and who plays a running bonus
  // with a wagering requirement far above the run, so every debit takes bonus money and counts
  // toward the wagering under the lock.
  const bonusPlayer = await createIdentityService({ db: database.db }).createPlayer({
    email: `bench.bonus.${Date.now().toString(36)}@example.com`,
    password: 'Bench-Mark42',
    country: 'FI',
    currency: 'EUR',
    locale: 'fi',
  });
  await queryRows(
    database.db,
    sql`insert into player_bonuses (player_id, currency, title, amount_minor,
          wagering_required_minor, wagering_multiplier, contributions, expires_at)
        values (${bonusPlayer.id}, 'EUR', '{"en":"Bench bonus"}'::jsonb, 1000000000000,
          100000000000000000, 100000, '{"slots":100,"table":100,"live":100}'::jsonb,
          now() + interval '30 days')`,
  );
  await createWalletService(database.db).transfer({
    idempotencyKey: `bench-bonus:${bonusPlayer.id}`,
    kind: 'bonus_grant',
    from: { kind: 'house' },
    to: { kind: 'player_bonus', playerId: bonusPlayer.id },
    amountMinor: 1_000_000_000_000n,
    currency: 'EUR',
  });
  // DESIGN §10: a second player with daily loss and wager limits far above what the run stakes,
  // so every debit of theirs also sums the day's stakes and wins under the lock.
  const limited = await newPlayer('limited');
  await queryRows(
    database.db,
    sql`insert into rg_limits (player_id, limit_type, period, amount, set_by, starts_at, activated_at)
        values (${limited.id}, 'loss', 'daily', 100000000000, 'player', now(), now()),
               (${limited.id}, 'wager', 'daily', 100000000000, 'player', now(), now())`,
  );
  await database.close();

  const env = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STUDIO_EMBEDDED: 'false',
  };
  children.push(
    startProcess(process.execPath, ['--enable-source-maps', 'apps/server/dist-node/main.js'], {
      ...env,
      PORT: '3321',
    }),
  );
  children.push(
    startProcess(process.execPath, ['bench/plain-transaction.mjs'], { ...env, PORT: '3322' }),
  );
  await msToFirst200('http://127.0.0.1:3321/health', { limitMs: 60_000 });
  await msToFirst200('http://127.0.0.1:3322/health', { limitMs: 60_000 });

  // DESIGN §7: debits belong to a launch. Open one as a player and the studio do: a launch token
  // from the catalogue for a catalogue game (seeded by the server's start), traded by authenticate.
  const launchDb = await openDatabase({ databaseUrl, poolMax: 1 });
  const [{ id: gameId }] = await queryRows(
    launchDb.db,
    sql`select id from games order by id limit 1`,
  );
  const unused = () => {
    throw new Error('not used to issue a launch token');
  };
  const catalog = createCatalogService({
    db: launchDb.db,
    studioUrl: 'http://studio.invalid',
    studioProviderId: PROVIDER.id,
    site: { appConfig: unused },
    jurisdictions: { profileFor: unused },
  });
  for (const { id: playerId } of [player, limited, bonusPlayer]) {
    // DESIGN §10 in play: the limited player's launch carries a stake cap and needs the check
    // screen's session limits (decision 008), so its debits run every check there is.
    const isLimited = playerId === limited.id;
    const token = await catalog.issueLaunchToken({
      playerId,
      gameId,
      currency: 'EUR',
      stakeCapMinor: isLimited ? 100_000_000n : null,
      requiresSessionLimits: isLimited,
    });
    const authenticateBody = JSON.stringify({ token });
    const authenticated = await fetch('http://127.0.0.1:3321/provider-api/v1/authenticate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-provider-id': PROVIDER.id,
        'x-playfair-signature': signProviderBody(PROVIDER.secret, authenticateBody),
      },
      body: authenticateBody,
    });
    if (!authenticated.ok) throw new Error(`authenticate answered ${authenticated.status}`);
  }
  // The limited player's game session with limits far above the run, and a reality-check clock
  // that falls due long after it: the debit reads both under the lock and passes.
  await queryRows(
    launchDb.db,
    sql`insert into game_sessions (player_id, game_id, currency, started_at, last_activity_at,
          duration_limit_minutes, limit_ends_at, net_loss_limit_minor)
        values (${limited.id}, ${gameId}, 'EUR', now(), now(), 240, now() + interval '4 hours',
          100000000000)`,
  );
  await queryRows(
    launchDb.db,
    sql`insert into rg_reality_checks (player_id, sitting_started_at, next_due_at, kind, touched_at)
        values (${limited.id}, now(), now() + interval '4 hours', 'hard', now())`,
  );
  await launchDb.close();

  const debitUrl = 'http://127.0.0.1:3321/provider-api/v1/debit';
  const plainUrl = 'http://127.0.0.1:3322/plain';
  // Warm both (JIT, pools, the provider's ledger account) before measuring.
  await autocannon({
    url: debitUrl,
    duration: 2,
    connections: 2,
    requests: debitRequests(player.id, gameId),
  });
  await autocannon({ url: plainUrl, duration: 2, connections: 2, requests: plainRequests() });

  const plain = await load('plain transaction (insert + update one balance)', {
    url: plainUrl,
    requests: plainRequests(),
  });
  const debit = await load('POST /provider-api/v1/debit (signed, one player)', {
    url: debitUrl,
    requests: debitRequests(player.id, gameId),
  });
  const debitLimited = await load(
    'POST /provider-api/v1/debit (every check: loss and wager limits, session limits, reality check, stake cap)',
    {
      url: debitUrl,
      requests: debitRequests(limited.id, gameId),
    },
  );
  const debitBonus = await load(
    'POST /provider-api/v1/debit (a running bonus: bonus money staked, wagering counted)',
    { url: debitUrl, requests: debitRequests(bonusPlayer.id, gameId) },
  );
  const plainAtRate = await load(`plain transaction at ${RATE} req/s`, {
    url: plainUrl,
    requests: plainRequests(),
    overallRate: RATE,
  });
  const debitAtRate = await load(`POST /provider-api/v1/debit at ${RATE} req/s`, {
    url: debitUrl,
    requests: debitRequests(player.id, gameId),
    overallRate: RATE,
  });
  results.load = [plain, debit, debitLimited, debitBonus, plainAtRate, debitAtRate];
  results.ratios = {
    debitVsPlain: +(debit.requestsPerSecond / plain.requestsPerSecond).toFixed(3),
    limitedDebitVsPlain: +(debitLimited.requestsPerSecond / plain.requestsPerSecond).toFixed(3),
    bonusDebitVsPlain: +(debitBonus.requestsPerSecond / plain.requestsPerSecond).toFixed(3),
  };
  console.log('bonus debit / plain:', results.ratios.bonusDebitVsPlain);
  console.log('debit / plain:', results.ratios.debitVsPlain);
  console.log('limited debit / plain:', results.ratios.limitedDebitVsPlain);
} finally {
  await Promise.all(children.map(stopProcess));
  await admin(`drop database if exists ${name} with (force)`);
}

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const out = 'bench/results/provider-debit-postgres.json';
writeFileSync(join(ROOT, out), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written: ${out}`);
