import { setTimeout as delay } from 'node:timers/promises';
import { SECOND_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { queryRows, type DatabaseHandle, type SqlExecutor } from '../db/client';
import { isDeadlock } from '../db/errors';

// DESIGN §3, CONVENTIONS "Work that outlives a request": the one job runner. Schedules and queued
// work are pg-boss jobs in the app's own database — on PGlite through pg-boss's `db.executeSql`
// adapter over the one connection, on PostgreSQL through a pool of its own — so however many
// processes run, a job runs once at a time and a tick of a schedule runs once (decision 006).

export type JobData = Record<string, unknown>;

export type Job<T extends JobData = JobData> = {
  id: string;
  name: string;
  data: T;
  /** Aborted when the runner stops: a handler that loops ends early, the rest finish. */
  signal: AbortSignal;
};

/**
 * Every job is idempotent: run twice (a retry, a crash before its outcome was recorded), it
 * changes nothing more.
 */
export type JobHandler<T extends JobData = JobData> = (job: Job<T>) => Promise<unknown>;

export type RetryOptions = {
  /** Runs again after a failure at most this many times (pg-boss's default: 2). */
  retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff`, the base of exponentially growing waits. */
  retryDelay?: number;
  retryBackoff?: boolean;
};

export type QueueOptions = RetryOptions & {
  /** How long one run may take before it counts as failed and may run again elsewhere. */
  expireInSeconds?: number;
};

/** pg-boss's queue policies; jobs sent without a singleton key share one (the empty key). */
export type QueuePolicy =
  /** Every job sent is queued. */
  | 'standard'
  /** At most one job per singleton key waits; a second send answers null. */
  | 'short'
  /** At most one job per singleton key runs at a time, in any process. */
  | 'singleton'
  /** Both: one waits and one runs per singleton key. */
  | 'stately';

export type WorkOptions = QueueOptions & {
  policy?: QueuePolicy;
  /** How often an idle worker asks for a job (at least 0.5 s). */
  pollingIntervalSeconds?: number;
};

export type SendOptions = RetryOptions & {
  singletonKey?: string;
  /** Seconds from now (fractions allowed), or a time, before which the job does not run. */
  startAfter?: number | Date;
  expireInSeconds?: number;
};

export type JobRunner = {
  /**
   * Recurring work on a cron schedule (UTC, minute granularity): every process may register it,
   * each tick runs once, and one run at a time (a tick arriving during a run waits; a third is
   * dropped).
   */
  schedule(name: string, cron: string, handler: JobHandler, options?: QueueOptions): void;
  /**
   * Recurring work more often than cron can say: one pass at a time across all processes, the
   * next queued `intervalMs` after a pass ends (see `every` below).
   */
  every(name: string, intervalMs: number, handler: JobHandler, options?: QueueOptions): void;
  /** Queued work: the handler for the jobs `send` queues under `name`. */
  work<T extends JobData>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * Queues a job for a registered `work` queue; answers its id, or null when the queue's policy
   * refused it (a job with the same singleton key already waits). Not from inside an app
   * transaction on PGlite: it would wait for the connection that transaction holds.
   */
  send<T extends JobData>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Creates the queues, schedules and workers registered so far; registering ends here. */
  start(): Promise<void>;
  /** Stops taking work, waits for running handlers (a bounded time), then lets go of the database. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'openSqlExecutor'>;
  log: FastifyBaseLogger;
  /** How long `stop` waits for running handlers; the ones still running then run again later. */
  stopTimeoutMs?: number;
  /** pg-boss's clocks, which tests shorten. */
  timings?: Partial<JobRunnerTimings>;
};

export type JobRunnerTimings = {
  /** How often a process checks the cron schedules (one process per interval does). */
  cronMonitorIntervalSeconds: number;
  /** How often a due tick is turned into its job. */
  cronWorkerIntervalSeconds: number;
  /** How often expired runs are failed and old jobs archived and deleted. */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker of a scheduled job asks for its tick. */
  schedulePollingIntervalSeconds: number;
};

const DEFAULT_TIMINGS: JobRunnerTimings = {
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  // Also how soon a run left behind by a process that died is failed, freeing its schedule.
  maintenanceIntervalSeconds: 60,
  // Ticks come at most once a minute, and the cron check itself lags up to half a minute.
  schedulePollingIntervalSeconds: 10,
};

// What pg-boss keeps (decision 006). A sub-minute job leaves a row per pass (86,400 a day at 1 s):
// completed runs are archived after an hour and deleted from the archive an hour later; failed
// ones stay in the job table a week for whoever investigates. Both bounds are in seconds; the
// archive must keep at least a minute, or pg-boss switches its cron off.
const RETENTION = {
  archiveCompletedAfterSeconds: 60 * 60,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  deleteAfterHours: 1,
} as const;

const DEFAULT_STOP_TIMEOUT_MS = 5 * SECOND_MS;
/** Connections of the runner's own pool on PostgreSQL: polling, cron checks, maintenance. */
const POOL_MAX = 3;
const SETUP_ATTEMPTS = 5;
const SETUP_RETRY_MAX_WAIT_MS = 200;
const MIN_POLLING_INTERVAL_SECONDS = 0.5;
const MAX_POLLING_INTERVAL_SECONDS = 2;
/**
 * A pass of an `every` job running longer than this counts as failed (its chain goes on), and a
 * pass left behind by a process that died frees its chain after this (plus maintenance's minute).
 * The passes claim their rows one by one, so a pass that overlaps a slow one changes nothing.
 */
const DEFAULT_PASS_EXPIRE_SECONDS = 2 * 60;
/** Re-queues a broken `every` chain (see `every`): once a minute, a no-op while the chain lives. */
const CHAIN_KEEPER_CRON = '* * * * *';

/**
 * PGlite runs no autovacuum (single-user PostgreSQL has no background workers), so the space of
 * the rows pg-boss updates and deletes is never reused and its tables only grow. This job vacuums
 * them every hour; on PostgreSQL autovacuum does it.
 */
export const PGLITE_VACUUM_JOB = 'jobs.vacuum';
const PGLITE_VACUUM_CRON = '41 * * * *';

type Definition =
  | { kind: 'schedule'; name: string; cron: string; handler: JobHandler; options: QueueOptions }
  | { kind: 'every'; name: string; intervalMs: number; handler: JobHandler; options: QueueOptions }
  | { kind: 'work'; name: string; handler: JobHandler; options: WorkOptions };

// pg-boss 10 records a job's outcome without waiting for the statement (manager.js calls
// complete() and fail() after a handler without await), so a statement failing there — a
// connection lost in a failover — would reject with nobody listening and end the process. The
// runner's statement errors are marked with the runner's logger; an unhandled one is logged, and
// its job, left active, expires and runs again. Any other unhandled rejection ends the process as
// it would without this listener.
const statementErrors = new WeakMap<object, FastifyBaseLogger>();
let guardedRunners = 0;

function onUnhandledRejection(reason: unknown): void {
  const log =
    typeof reason === 'object' && reason !== null ? statementErrors.get(reason) : undefined;
  if (log !== undefined) {
    log.error({ err: reason }, 'a job outcome was not recorded; the job will expire and run again');
    return;
  }
  if (process.listenerCount('unhandledRejection') === 1) throw reason;
}

function guardUnhandledStatementErrors(): () => void {
  if (guardedRunners === 0) process.on('unhandledRejection', onUnhandledRejection);
  guardedRunners += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    guardedRunners -= 1;
    if (guardedRunners === 0) process.off('unhandledRejection', onUnhandledRejection);
  };
}

/** pg-boss reports a worker's failure as a plain object copied from the error. */
function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  const message =
    typeof value === 'object' && value !== null && 'message' in value
      ? String(value.message)
      : String(value);
  return new Error(message);
}

/**
 * pg-boss 10 creates a queue (its row, then a partition of the job table with a foreign key to
 * the queue table) without a lock of its own: processes starting together deadlock on the queue
 * table, and PostgreSQL rolls one back. Queue setup is idempotent, so that one tries again.
 */
async function retryingDeadlocks(setUp: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await setUp();
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= SETUP_ATTEMPTS) throw error;
      await delay(Math.random() * SETUP_RETRY_MAX_WAIT_MS * attempt);
    }
  }
}

function pollingFor(intervalMs: number): number {
  const half = intervalMs / 2 / SECOND_MS;
  return Math.min(MAX_POLLING_INTERVAL_SECONDS, Math.max(MIN_POLLING_INTERVAL_SECONDS, half));
}

function queueOptions(name: string, policy: QueuePolicy, options: QueueOptions): PgBoss.Queue {
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = options;
  return {
    name,
    policy,
    ...(retryLimit === undefined ? {} : { retryLimit }),
    ...(retryDelay === undefined ? {} : { retryDelay }),
    ...(retryBackoff === undefined ? {} : { retryBackoff }),
    ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
  };
}

export function createJobRunner({
  database,
  log,
  stopTimeoutMs = DEFAULT_STOP_TIMEOUT_MS,
  timings: timingOverrides = {},
}: JobRunnerOptions): JobRunner {
  const timings = { ...DEFAULT_TIMINGS, ...timingOverrides };
  const definitions = new Map<string, Definition>();
  const controller = new AbortController();
  /** Handlers running now, with what follows them (an `every` chain's next pass). */
  const running = new Set<Promise<unknown>>();
  /** Statements in flight, so `stop` lets go of the connections only once they are answered. */
  const statements = new Set<Promise<unknown>>();
  let boss: PgBoss | undefined;
  let executor: SqlExecutor | undefined;
  let releaseGuard: (() => void) | undefined;
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  function define(definition: Definition): void {
    if (starting !== undefined) {
      throw new Error(`job ${definition.name}: jobs are registered before the runner starts`);
    }
    if (definitions.has(definition.name))
      throw new Error(`job ${definition.name} is registered twice`);
    definitions.set(definition.name, definition);
  }

  function trackStatements(inner: SqlExecutor): PgBoss.Db {
    return {
      executeSql(text: string, values?: unknown[]) {
        const answer = inner.executeSql(text, values).catch((error: unknown) => {
          if (typeof error === 'object' && error !== null) statementErrors.set(error, log);
          throw error;
        });
        statements.add(answer);
        void answer.then(
          () => statements.delete(answer),
          () => statements.delete(answer),
        );
        return answer;
      },
    };
  }

  function need(): PgBoss {
    if (boss === undefined || stopping !== undefined)
      throw new Error('the job runner is not running');
    return boss;
  }

  /** The next pass of an `every` chain; refused (null) when one already waits. */
  async function queueNextPass(name: string, afterMs: number): Promise<void> {
    // Also while stopping: another process (or this one's next start) takes it.
    await boss?.send(name, {}, { singletonKey: name, startAfter: afterMs / SECOND_MS });
  }

  async function run(definition: Definition, job: PgBoss.Job<JobData>): Promise<void> {
    const task = (async () => {
      try {
        await definition.handler({
          id: job.id,
          name: definition.name,
          data: job.data ?? {},
          signal: controller.signal,
        });
      } catch (error) {
        log.error({ err: error, job: definition.name, jobId: job.id }, 'job failed');
        throw error;
      } finally {
        if (definition.kind === 'every') {
          await queueNextPass(definition.name, definition.intervalMs).catch((error: unknown) =>
            log.error(
              { err: error, job: definition.name },
              'the next pass was not queued; the schedule queues one within a minute',
            ),
          );
        }
      }
    })();
    running.add(task);
    try {
      // The handler's answer is not kept: pg-boss would store it as the job's output.
      await task;
    } finally {
      running.delete(task);
    }
  }

  /** The queue (and the schedule) of a job: idempotent, so it may run again after a deadlock. */
  async function setUp(pgBoss: PgBoss, definition: Definition): Promise<void> {
    const { name } = definition;
    switch (definition.kind) {
      case 'schedule': {
        // Stately: one tick runs and one waits at most, whichever processes take them.
        const queue = queueOptions(name, 'stately', definition.options);
        await pgBoss.createQueue(name, queue);
        await pgBoss.updateQueue(name, queue);
        await pgBoss.schedule(name, definition.cron, {}, { tz: 'UTC' });
        return;
      }
      case 'every': {
        // A self-rescheduling chain: each pass queues the next `intervalMs` after it ends (as
        // a setTimeout loop would), under one singleton key in a stately queue, so one pass
        // waits and one runs at most, whichever processes take them. A chain breaks only when
        // a process dies mid-pass: its run expires, and the keeper — a cron tick a minute on the
        // same queue and key, refused while a pass waits — starts it again.
        const queue = queueOptions(name, 'stately', {
          retryLimit: 0,
          expireInSeconds: DEFAULT_PASS_EXPIRE_SECONDS,
          ...definition.options,
        });
        await pgBoss.createQueue(name, queue);
        await pgBoss.updateQueue(name, queue);
        await pgBoss.schedule(name, CHAIN_KEEPER_CRON, {}, { tz: 'UTC', singletonKey: name });
        return;
      }
      case 'work': {
        const {
          pollingIntervalSeconds: _polling,
          policy = 'standard',
          ...options
        } = definition.options;
        const queue = queueOptions(name, policy, options);
        await pgBoss.createQueue(name, queue);
        await pgBoss.updateQueue(name, queue);
        return;
      }
    }
  }

  /** This process's worker of the job's queue (and an `every` chain's first pass). */
  async function startWorking(pgBoss: PgBoss, definition: Definition): Promise<void> {
    const handler: PgBoss.WorkHandler<JobData> = async ([job]) => {
      if (job !== undefined) await run(definition, job);
    };
    const pollingIntervalSeconds =
      definition.kind === 'schedule'
        ? timings.schedulePollingIntervalSeconds
        : definition.kind === 'every'
          ? pollingFor(definition.intervalMs)
          : definition.options.pollingIntervalSeconds;
    await pgBoss.work(
      definition.name,
      {
        batchSize: 1,
        ...(pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds }),
      },
      handler,
    );
    // Refused while a pass waits: every process seeds the chain, one seed stays.
    if (definition.kind === 'every') {
      await pgBoss.send(definition.name, {}, { singletonKey: definition.name });
    }
  }

  async function start(): Promise<void> {
    releaseGuard = guardUnhandledStatementErrors();
    executor = database.openSqlExecutor({ poolMax: POOL_MAX, applicationName: 'playfair-jobs' });
    const pgBoss = new PgBoss({
      db: trackStatements(executor),
      ...RETENTION,
      cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: timings.cronWorkerIntervalSeconds,
      maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
    });
    pgBoss.on('error', (error: unknown) => log.error({ err: asError(error) }, 'job runner error'));
    boss = pgBoss;
    // The `pgboss` schema is pg-boss's own: it creates it (under an advisory lock) or migrates it.
    await pgBoss.start();
    for (const definition of definitions.values()) {
      await retryingDeadlocks(() => setUp(pgBoss, definition));
      await startWorking(pgBoss, definition);
    }
    log.info({ jobs: [...definitions.keys()] }, 'job runner started');
  }

  /** Waits until no handler runs and no statement is in flight, or the deadline passes. */
  async function settle(deadline: number): Promise<void> {
    for (;;) {
      // A fetch answered after pg-boss stopped its workers still hands its job to a handler,
      // in the same turn of the event loop: let it begin before looking.
      await new Promise((resolve) => setImmediate(resolve));
      const pending = [...running, ...statements];
      if (pending.length === 0) return;
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) {
        log.warn({ handlers: running.size }, 'job runner stopped with work still running');
        return;
      }
      const timeout = new AbortController();
      await Promise.race([
        Promise.allSettled(pending),
        delay(remainingMs, undefined, { signal: timeout.signal }).catch(() => undefined),
      ]);
      timeout.abort();
    }
  }

  async function stop(): Promise<void> {
    const deadline = Date.now() + stopTimeoutMs;
    await starting?.catch(() => undefined);
    controller.abort();
    try {
      // Workers stop fetching; pg-boss waits for its running jobs, then fails those still
      // running at the timeout (they run again after their expiry).
      await boss?.stop({ graceful: true, wait: true, timeout: stopTimeoutMs });
      await settle(deadline);
    } finally {
      await executor?.close();
      releaseGuard?.();
    }
  }

  if (database.kind === 'pglite') {
    define({
      kind: 'schedule',
      name: PGLITE_VACUUM_JOB,
      cron: PGLITE_VACUUM_CRON,
      options: { retryLimit: 0 },
      handler: async () => {
        await queryRows(database.db, sql`vacuum (analyze) pgboss.job, pgboss.archive`);
      },
    });
  }

  return {
    schedule(name, cron, handler, options = {}) {
      define({ kind: 'schedule', name, cron, handler, options });
    },
    every(name, intervalMs, handler, options = {}) {
      define({ kind: 'every', name, intervalMs, handler, options });
    },
    work(name, handler, options = {}) {
      define({ kind: 'work', name, handler: handler as JobHandler, options });
    },
    async send(name, data, options = {}) {
      const definition = definitions.get(name);
      if (definition?.kind !== 'work') throw new Error(`job ${name} has no work queue`);
      return need().send(name, data, options);
    },
    start() {
      if (stopping !== undefined) return Promise.reject(new Error('the job runner has stopped'));
      starting ??= start();
      return starting;
    },
    stop() {
      if (starting === undefined) return Promise.resolve();
      stopping ??= stop();
      return stopping;
    },
  };
}
