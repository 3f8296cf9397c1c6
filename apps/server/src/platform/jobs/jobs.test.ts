import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { createJobRunner, type Job, type JobRunner } from './jobs';

// The job runner on PGlite (the embedded default): pg-boss's own schema in a fresh in-memory
// database, its clocks shortened so a test waits seconds, not minutes, for what it polls.

const log = pino({ level: 'silent' });
const FAST = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  maintenanceIntervalSeconds: 1,
  schedulePollingIntervalSeconds: 0.5,
};
const WAIT = { timeout: 20_000, interval: 50 };

// One database for the file (each test has its own queues); each test's runners stop after it.
let database: DatabaseHandle;
let runners: JobRunner[] = [];
beforeAll(async () => {
  database = await openDatabase({});
});
afterEach(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  runners = [];
});
afterAll(() => database.close());

function runner(): JobRunner {
  const created = createJobRunner({ database, log, timings: FAST });
  runners.push(created);
  return created;
}

type JobRow = { state: string; retry_count: number };

async function jobRows(name: string): Promise<JobRow[]> {
  return queryRows<JobRow>(
    database.db,
    sql`select state::text as state, retry_count from pgboss.job where name = ${name}
        order by created_on`,
  );
}

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the job runner on PGlite', { timeout: 60_000 }, () => {
  it('runs a scheduled job when its cron tick comes', async () => {
    const jobs = runner();
    const runs: Job[] = [];
    jobs.schedule('test.every-minute', '* * * * *', async (job) => {
      runs.push(job);
    });
    await jobs.start();
    // `* * * * *` is due at once: its tick of this minute is queued at the first cron check.
    await vi.waitFor(() => expect(runs).toHaveLength(1), WAIT);
    expect(runs[0]?.name).toBe('test.every-minute');
    const [schedule] = await queryRows<{ cron: string; timezone: string }>(
      database.db,
      sql`select cron, timezone from pgboss.schedule where name = 'test.every-minute'`,
    );
    expect(schedule).toEqual({ cron: '* * * * *', timezone: 'UTC' });
  });

  it('retries a failed job after a backoff, and records it completed once it succeeds', async () => {
    const jobs = runner();
    const attempts: number[] = [];
    jobs.work(
      'test.flaky',
      async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('the gateway is down');
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true, pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    await jobs.send('test.flaky', { paymentId: 'p-1' });
    await vi.waitFor(() => expect(attempts).toHaveLength(2), WAIT);
    // The first backoff of a 1 s delay is one to two seconds.
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(1_000);
    await vi.waitFor(
      async () =>
        expect(await jobRows('test.flaky')).toEqual([{ state: 'completed', retry_count: 1 }]),
      WAIT,
    );
  });

  it('refuses a second job with a waiting job’s singleton key, and takes another key', async () => {
    const jobs = runner();
    jobs.work('test.single', async () => undefined, { policy: 'stately' });
    await jobs.start();
    // Not due for a minute, so they wait while the test looks.
    const later = { startAfter: 60 };
    const first = await jobs.send('test.single', {}, { ...later, singletonKey: 'player-1' });
    const duplicate = await jobs.send('test.single', {}, { ...later, singletonKey: 'player-1' });
    const other = await jobs.send('test.single', {}, { ...later, singletonKey: 'player-2' });
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(await jobRows('test.single')).toHaveLength(2);
  });

  it('runs an `every` job pass after pass, one at a time', async () => {
    const jobs = runner();
    let active = 0;
    let mostActive = 0;
    let passes = 0;
    jobs.every('test.pass', 100, async () => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setImmediate(resolve));
      passes += 1;
      active -= 1;
    });
    await jobs.start();
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), WAIT);
    expect(mostActive).toBe(1);
    // The chain keeps one pass waiting: the next one, or the one running now.
    const waiting = (await jobRows('test.pass')).filter((row) => row.state === 'created');
    expect(waiting.length).toBeLessThanOrEqual(1);
  });

  it('stops only once a running handler has finished, with its outcome recorded', async () => {
    const jobs = runner();
    const held = gate();
    const order: string[] = [];
    let seen: Job | undefined;
    jobs.work(
      'test.slow',
      async (job) => {
        seen = job;
        await held.opened;
        order.push('handler finished');
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    await jobs.send('test.slow', {});
    await vi.waitFor(() => expect(seen).toBeDefined(), WAIT);

    const stopped = jobs.stop().then(() => order.push('stopped'));
    // The handler is told the runner stops; the stop waits for it.
    await vi.waitFor(() => expect(seen?.signal.aborted).toBe(true), WAIT);
    expect(order).toEqual([]);
    held.open();
    await stopped;
    expect(order).toEqual(['handler finished', 'stopped']);
    expect(await jobRows('test.slow')).toEqual([{ state: 'completed', retry_count: 0 }]);
    await expect(jobs.send('test.slow', {})).rejects.toThrow(/not running/);
  });

  it('takes the connection in turn with an app transaction: a job statement waits for its commit', async () => {
    const jobs = runner();
    jobs.work('test.queued', async () => undefined, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    const order: string[] = [];
    const inTransaction = gate();
    const release = gate();
    const transaction = database.db.transaction(async (tx) => {
      await queryRows(tx, sql`select 1`);
      inTransaction.open();
      await release.opened;
      order.push('transaction committed');
    });
    await inTransaction.opened;
    const sent = jobs.send('test.queued', {}, { startAfter: 60 }).then(() => order.push('sent'));
    release.open();
    await Promise.all([transaction, sent]);
    expect(order).toEqual(['transaction committed', 'sent']);
  });

  it('rolls back a statement text whose transaction failed, so the connection serves on', async () => {
    const executor = database.openSqlExecutor();
    await expect(executor.executeSql('begin; select 1; select 1 / 0; commit;')).rejects.toThrow(
      /division by zero/,
    );
    expect(await queryRows(database.db, sql`select 2 as two`)).toEqual([{ two: 2 }]);
    await executor.close();
  });
});
