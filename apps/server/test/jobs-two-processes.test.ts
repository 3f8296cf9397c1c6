import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/platform/db/client';
import { createJobRunner, type JobRunner } from '../src/platform/jobs/jobs';

// DESIGN §3: several server processes share one PostgreSQL database, and a job runs once however
// many of them run it. Two runners here, as two processes have them: each with its own database
// pool and its own pg-boss, on one fresh database. Only a PostgreSQL server has several processes.
const serverUrl = process.env.DATABASE_URL;
const FAST = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  maintenanceIntervalSeconds: 1,
  schedulePollingIntervalSeconds: 0.5,
};
const WAIT = { timeout: 30_000, interval: 100 };

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.skipIf(serverUrl === undefined || serverUrl === '')(
  'the job runner in two processes on one PostgreSQL database',
  { timeout: 60_000 },
  () => {
    const name = `playfair_jobs_${process.pid}_${randomBytes(4).toString('hex')}`;
    /** Error lines either runner logged: none is expected. */
    const errors: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    let databases: [DatabaseHandle, DatabaseHandle];
    let runners: JobRunner[] = [];

    beforeAll(async () => {
      await onServer(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const open = () => openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
      databases = [await open(), await open()];
    });
    afterEach(async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
      runners = [];
      expect(errors).toEqual([]);
    });
    afterAll(async () => {
      await Promise.all(databases.map((database) => database.close()));
      await onServer(`drop database if exists ${name} with (force)`);
    });

    /** One runner per process, each registering the same jobs; both started at once. */
    async function startBoth(register: (jobs: JobRunner, process: number) => void) {
      const both = databases.map((database, process) => {
        const jobs = createJobRunner({ database, log, timings: FAST });
        register(jobs, process);
        return jobs;
      });
      runners = both;
      await Promise.all(both.map((jobs) => jobs.start()));
      return both;
    }

    async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return queryRows<T>(databases[0].db, query);
    }

    it('runs each queued job once, whichever process takes it', async () => {
      const handled: { n: unknown; process: number }[] = [];
      const [first, second] = await startBoth((jobs, process) =>
        jobs.work(
          'two.count',
          async (job) => {
            handled.push({ n: job.data.n, process });
          },
          { pollingIntervalSeconds: 0.5 },
        ),
      );
      const total = 40;
      for (let n = 0; n < total; n += 1)
        await (n % 2 === 0 ? first : second)?.send('two.count', { n });
      await vi.waitFor(async () => {
        const states = await rows<{ state: string; n: number }>(
          sql`select state::text as state, count(*)::int as n from pgboss.job
              where name = 'two.count' group by state`,
        );
        expect(states).toEqual([{ state: 'completed', n: total }]);
      }, WAIT);
      expect(handled).toHaveLength(total);
      expect(new Set(handled.map((job) => job.n)).size).toBe(total);
    });

    it('runs a schedule’s tick once, though both processes check the cron every second', async () => {
      const runs: string[] = [];
      await startBoth((jobs) =>
        jobs.schedule('two.tick', '* * * * *', async (job) => {
          runs.push(job.id);
        }),
      );
      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(1), WAIT);
      const firstRunAt = Date.now();
      // Both processes go on checking the cron: wait for three more checks after the first run.
      await vi.waitFor(async () => {
        const [version] = await rows<{ checked_at: number }>(
          sql`select (extract(epoch from cron_on) * 1000)::float8 as checked_at from pgboss.version`,
        );
        expect(version?.checked_at).toBeGreaterThan(firstRunAt + 3_000);
      }, WAIT);
      // A tick is a minute's slot of the schedule (pg-boss's send-it job for it); each ran once.
      await vi.waitFor(async () => {
        const ticks = await rows<{ slot: string; state: string }>(
          sql`select singleton_on::text as slot, state::text as state from pgboss.job
              where name = '__pgboss__send-it' and singleton_key = 'two.tick'`,
        );
        const jobs = await rows<{ id: string; state: string }>(
          sql`select id::text as id, state::text as state from pgboss.job where name = 'two.tick'`,
        );
        expect(ticks.every((tick) => tick.state === 'completed')).toBe(true);
        expect(jobs.every((job) => job.state === 'completed')).toBe(true);
        expect(new Set(ticks.map((tick) => tick.slot)).size).toBe(ticks.length);
        expect(jobs).toHaveLength(ticks.length);
        expect([...runs].sort()).toEqual(jobs.map((job) => job.id).sort());
      }, WAIT);
    });

    it('runs an `every` job one pass at a time across both processes', async () => {
      let active = 0;
      let mostActive = 0;
      let passes = 0;
      await startBoth((jobs, process) =>
        jobs.every('two.pass', 100, async () => {
          active += 1;
          mostActive = Math.max(mostActive, active);
          // A pass that takes a while, as a real one does: time for the other process to try.
          await queryRows(databases[process]?.db ?? databases[0].db, sql`select pg_sleep(0.05)`);
          passes += 1;
          active -= 1;
        }),
      );
      await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(6), WAIT);
      expect(mostActive).toBe(1);
    });
  },
);
