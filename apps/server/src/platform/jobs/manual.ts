import { randomUUID } from 'node:crypto';
import type { JobData, JobHandler, JobRunner } from './jobs';

// CONVENTIONS "Tests": time is driven, never waited for. A test builds the app with this runner
// and runs a job's pass when it chooses, on the app's own clock: no database queue, no timers.

export type RegisteredJob =
  { kind: 'schedule'; cron: string } | { kind: 'every'; intervalMs: number } | { kind: 'work' };

export type ManualJobRunner = JobRunner & {
  /** Runs the handler registered as `name` once, as its schedule, chain or queue would. */
  run(name: string, data?: JobData): Promise<void>;
  /** What the app registered: each job's name and how it recurs. */
  registered(): ReadonlyMap<string, RegisteredJob>;
  /** The jobs `send` queued, oldest first. */
  sent(): readonly { name: string; data: JobData }[];
};

export function createManualJobRunner(): ManualJobRunner {
  const jobs = new Map<string, RegisteredJob & { handler: JobHandler }>();
  const queued: { name: string; data: JobData }[] = [];
  const controller = new AbortController();

  function define(name: string, job: RegisteredJob & { handler: JobHandler }): void {
    if (jobs.has(name)) throw new Error(`job ${name} is registered twice`);
    jobs.set(name, job);
  }

  return {
    schedule(name, cron, handler) {
      define(name, { kind: 'schedule', cron, handler });
    },
    every(name, intervalMs, handler) {
      define(name, { kind: 'every', intervalMs, handler });
    },
    work(name, handler) {
      define(name, { kind: 'work', handler: handler as JobHandler });
    },
    async send(name, data) {
      queued.push({ name, data });
      return randomUUID();
    },
    async start() {},
    async stop() {
      controller.abort();
    },
    async run(name, data = {}) {
      const job = jobs.get(name);
      if (job === undefined) throw new Error(`no job ${name} is registered`);
      await job.handler({ id: randomUUID(), name, data, signal: controller.signal });
    },
    registered() {
      return new Map(
        [...jobs].map(([name, { handler: _handler, ...how }]) => [name, how as RegisteredJob]),
      );
    },
    sent: () => queued,
  };
}
