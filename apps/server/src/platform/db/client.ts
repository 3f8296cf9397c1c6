import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';

/** The one database type every repo takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the generated SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Round-trips `select 1`; resolves with the latency in milliseconds. */
  ping(): Promise<number>;
  /**
   * Raw SQL beside drizzle, for the job runner (pg-boss's `db.executeSql`, platform/jobs): on
   * PGlite the one connection the app uses too, on PostgreSQL a pool of its own.
   */
  openSqlExecutor(options?: SqlExecutorOptions): SqlExecutor;
  close(): Promise<void>;
};

/**
 * Runs SQL text as it comes. A text without values may hold several statements with their own
 * BEGIN and COMMIT: when one of them fails, that transaction is rolled back before the connection
 * runs anything else (a failed statement after BEGIN leaves a connection refusing every later
 * statement until a ROLLBACK).
 */
export type SqlExecutor = {
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** Ends the executor's own connections (PostgreSQL); the database handle stays open. */
  close(): Promise<void>;
};

export type SqlExecutorOptions = {
  /** Connections of its pool on PostgreSQL. */
  poolMax?: number;
  /** How its connections name themselves to the server (`pg_stat_activity.application_name`). */
  applicationName?: string;
};

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

// Any fixed number: several processes starting at once take turns applying migrations.
const MIGRATION_LOCK_ID = 7_261_903;

export type DatabaseOptions = {
  /** postgres://… uses a PostgreSQL server; unset uses embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; unset keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A PGlite data directory to start from (a tarball from `dumpDataDir`): tests copy a migrated,
   * seeded database instead of building one per file.
   */
  loadDataDir?: Blob | undefined;
  poolMax?: number;
  /**
   * A connection was lost (a failover, an idle-connection killer, `pg_terminate_backend`). The
   * query it carried fails on its own and its transaction is rolled back by the server; this only
   * reports it. Without a listener node-postgres would throw the event and end the process.
   */
  onConnectionError?: (error: Error) => void;
};

/** Runs raw SQL and answers its rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await queryRows(db, sql`select 1`);
  return performance.now() - started;
}

async function openPglite({ dataDir, loadDataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  let path: string | undefined;
  if (dataDir !== undefined) {
    path = join(dataDir, 'pglite');
    await mkdir(path, { recursive: true });
  }
  const client =
    loadDataDir === undefined
      ? await PGlite.create(path)
      : await PGlite.create(path, { loadDataDir });
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => timedPing(db as unknown as Database),
    openSqlExecutor: () => pgliteSqlExecutor(client),
    close: () => client.close(),
  };
}

/**
 * PGlite is one connection: every query and transaction takes it whole, in turn, so an app
 * transaction and a job runner's statement never interleave (and never wait on each other's
 * locks). A text without values runs inside PGlite's own transaction call, which holds the
 * connection for the whole text and rolls back if a statement fails; its BEGIN and COMMIT then
 * only warn. Never run a job runner's call from inside an app transaction on PGlite: it would
 * wait for the connection that transaction holds.
 */
function pgliteSqlExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) {
        const result = await client.query(text, [...values]);
        return { rows: result.rows };
      }
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: async () => undefined,
  };
}

async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

function createPool(
  options: DatabaseOptions & { databaseUrl: string },
  { poolMax, applicationName }: SqlExecutorOptions = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: poolMax ?? options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(applicationName === undefined ? {} : { application_name: applicationName }),
  });
  const report = (error: Error) => options.onConnectionError?.(error);
  // An idle client losing its connection is reported by the pool, which then replaces it.
  pool.on('error', report);
  // A client checked out for a query or a transaction has no pool listener while it is out: it
  // needs its own. The pool drops a client that lost its connection when it is released.
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** The rows of a text's last statement (node-postgres answers a list for several statements). */
function lastRows(result: pg.QueryResult | pg.QueryResult[]): unknown[] {
  return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
}

/** A pool of its own, so the job runner's polling never takes a connection a request waits for. */
function postgresSqlExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return pool.query(text, [...values]);
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return { rows: lastRows(await client.query(text)) };
      } catch (error) {
        // A ROLLBACK that fails too means a lost connection: the pool then drops the client.
        broken = await client.query('rollback').then(
          () => undefined,
          (rollbackError: unknown) =>
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)),
        );
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function openPostgres(options: DatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const pool = createPool(options);
  const db = drizzleNodePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(options.databaseUrl),
    ping: () => timedPing(db),
    openSqlExecutor: (executorOptions) => postgresSqlExecutor(createPool(options, executorOptions)),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined)
    return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options);
}
