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
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

// Any fixed number: several processes starting at once take turns applying migrations.
const MIGRATION_LOCK_ID = 7_261_903;

export type DatabaseOptions = {
  /** postgres://… uses a PostgreSQL server; unset uses embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; unset keeps the database in memory (tests). */
  dataDir?: string | undefined;
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

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let path: string | undefined;
  if (dataDir !== undefined) {
    path = join(dataDir, 'pglite');
    await mkdir(path, { recursive: true });
  }
  const client = await PGlite.create(path);
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => timedPing(db as unknown as Database),
    close: () => client.close(),
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

function openPostgres(options: DatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  const report = (error: Error) => options.onConnectionError?.(error);
  // An idle client losing its connection is reported by the pool, which then replaces it.
  pool.on('error', report);
  // A client checked out for a query or a transaction has no pool listener while it is out: it
  // needs its own. The pool drops a client that lost its connection when it is released.
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzleNodePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(options.databaseUrl),
    ping: () => timedPing(db),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined)
    return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options.dataDir);
}
