import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';

export const FIXTURE_WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/web-dist');

/** Headers the player site sends with every call (DESIGN §5). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

export type TestDatabase = DatabaseHandle & { name: string };

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — when DATABASE_URL is set —
 * a new database on that PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, name: 'pglite:memory' };
  }
  const name = `playfair_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    databaseUrl: withDatabaseName(serverUrl, name),
    poolMax: 4,
  });
  await database.migrate();
  return {
    ...database,
    name,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/** The whole app on a fresh database, seeded, serving the fixture web build. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST, ...env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
