import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { FIXTURE_WEB_DIST, onServer, withDatabaseName, type TestTemplate } from './helper';

// CONVENTIONS "Tests": the database of each test file is a copy of one migrated and seeded once per
// run, not migrated and seeded again per file (the seed writes 2,111 games).

/** Migrates, then seeds through `buildApp` itself, so the app's seed stays the one seed. */
async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
  const app = await buildApp({ config, database, seed: true });
  await app.close();
}

async function pgliteTemplate(): Promise<{ template: TestTemplate; teardown(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), `playfair-test-template-${process.pid}-`));
  const teardown = () => rm(folder, { recursive: true, force: true });
  const dataDirTarball = join(folder, 'pgdata.tar');
  try {
    const database = await openDatabase({});
    try {
      await migrateAndSeed(database);
      // Uncompressed: each test file loads it, and gunzip would cost more than the bytes it saves.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const tarball = await client.dumpDataDir('none');
      await writeFile(dataDirTarball, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await database.close();
    }
    return { template: { kind: 'pglite', dataDirTarball }, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}

async function postgresTemplate(
  serverUrl: string,
): Promise<{ template: TestTemplate; teardown(): Promise<void> }> {
  const databaseName = `playfair_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const teardown = () =>
    onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
  await onServer(serverUrl, `create database ${databaseName}`);
  try {
    const database = await openDatabase({
      databaseUrl: withDatabaseName(serverUrl, databaseName),
      poolMax: 4,
    });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await onServer(
      serverUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = '${databaseName}' and pid <> pg_backend_pid()`,
    );
    return { template: { kind: 'postgres', databaseName }, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const { template, teardown } =
    serverUrl === undefined || serverUrl === ''
      ? await pgliteTemplate()
      : await postgresTemplate(serverUrl);
  project.provide('testTemplate', template);
  return teardown;
}
