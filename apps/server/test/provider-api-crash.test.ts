import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROVIDER_API_PREFIX } from '@playfair/contracts/provider-api';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, FIXTURE_WEB_DIST, openTestDatabase, type TestDatabase } from './helper';
import {
  cashOf,
  catalogueGames,
  fund,
  launchTokenFor,
  ledgerRowsFor,
  nextId,
  STUDIO,
} from './provider-api-helper';

// DESIGN §4: a server killed while a debit waits inside its transaction leaves nothing behind, and
// the provider's retry of the same transaction id then takes effect exactly once. A killed process
// needs a database outside it, so this runs on PostgreSQL only.

const SERVER_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;
const hasPostgres = serverUrl !== undefined && serverUrl !== '';

/** Polls `condition` every 25 ms until it holds; fails after `limitMs` naming `what`. */
async function waitFor(
  what: string,
  condition: () => Promise<boolean>,
  limitMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

type Server = { child: ChildProcess; base: string; exited: Promise<void>; stderr: () => string };

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STUDIO_EMBEDDED: 'false',
      WEB_DIST: FIXTURE_WEB_DIST,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the server to answer /health', async () => {
    if (hasExited) throw new Error(`the server exited: ${stderr}`);
    try {
      return (await fetch(`${base}/health`)).status === 200;
    } catch {
      return false;
    }
  });
  return { child, base, exited, stderr: () => stderr };
}

function signedPost(
  base: string,
  call: 'authenticate' | 'debit',
  body: Record<string, unknown>,
): Promise<Response> {
  const payload = JSON.stringify(body);
  return fetch(`${base}${PROVIDER_API_PREFIX}/${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider-id': STUDIO.id,
      'x-playfair-signature': signProviderBody(STUDIO.secret, payload),
    },
    body: payload,
  });
}

describe.skipIf(!hasPostgres)(
  'provider API crash safety (PostgreSQL only: runs when DATABASE_URL is set)',
  () => {
    let database: TestDatabase;
    let databaseUrl: string;
    let dataDir: string;
    const servers: Server[] = [];

    beforeAll(async () => {
      database = await openTestDatabase();
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${database.name}`;
      databaseUrl = url.toString();
      dataDir = mkdtempSync(join(tmpdir(), 'playfair-crash-'));
    });
    afterAll(async () => {
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      }
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a debit killed while it waits on the player’s lock takes effect once when retried', async () => {
      const player = await createPlayer(database.db, { currency: 'EUR' });
      await fund(database.db, player.id, 10_000n);

      const first = await startServer(databaseUrl, dataDir);
      servers.push(first);
      // The player opened the game (the server seeded the catalogue at its start): a debit
      // belongs to a launch (DESIGN §7).
      const [game] = await catalogueGames(database.db, 1);
      const token = await launchTokenFor(database.db, {
        playerId: player.id,
        gameId: game!.id,
        currency: 'EUR',
      });
      expect((await signedPost(first.base, 'authenticate', { token })).status).toBe(200);
      const debit = {
        playerId: player.id,
        transactionId: nextId('crash'),
        roundId: nextId('round'),
        gameId: game!.id,
        amount: 2_500,
        currency: 'EUR',
      };
      // Another connection holds the player's cash account, so the debit waits inside its
      // transaction, after claiming nothing that outlives it.
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(
          `select id from ledger_accounts where kind = 'player_cash' and owner_id = $1 for update`,
          [player.id],
        );
        const pending = signedPost(first.base, 'debit', debit).then(
          (response) => `answered ${response.status}`,
          () => 'connection lost',
        );
        await waitFor('the debit to wait on the row lock', async () => {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return (rows[0]?.n ?? 0) > 0;
        });
        first.child.kill('SIGKILL');
        await first.exited;
        expect(await pending).toBe('connection lost');
      } finally {
        await holder.query('rollback');
      }
      // The waiting backend of the killed server gets the lock, finds its client gone and ends
      // without committing: wait until no other connection is inside a transaction.
      await waitFor('the killed server’s transaction to end', async () => {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        );
        return rows[0]?.n === 0;
      });
      await holder.end();
      expect(await ledgerRowsFor(database.db, debit.transactionId)).toBe(0);
      expect(await cashOf(database.db, player.id)).toBe(10_000n);

      const second = await startServer(databaseUrl, dataDir);
      servers.push(second);
      const retried = await signedPost(second.base, 'debit', debit);
      expect(retried.status).toBe(200);
      const answer = (await retried.json()) as { balance: number; transactionId: string };
      expect(answer.balance).toBe(7_500);
      const again = await signedPost(second.base, 'debit', debit);
      expect(await again.json()).toEqual(answer);
      expect(await ledgerRowsFor(database.db, debit.transactionId)).toBe(1);
      expect(await cashOf(database.db, player.id)).toBe(7_500n);

      // The round ends: the stake is paid back as a win.
      const credit = JSON.stringify({
        playerId: player.id,
        transactionId: nextId('crash-credit'),
        roundId: debit.roundId,
        gameId: debit.gameId,
        amount: 2_500,
        currency: 'EUR',
        debitTransactionId: debit.transactionId,
      });
      const paid = await fetch(`${second.base}${PROVIDER_API_PREFIX}/credit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-provider-id': STUDIO.id,
          'x-playfair-signature': signProviderBody(STUDIO.secret, credit),
        },
        body: credit,
      });
      expect(paid.status).toBe(200);
      expect(await cashOf(database.db, player.id)).toBe(10_000n);
      second.child.kill('SIGTERM');
      await second.exited;
    }, 90_000);
  },
);
