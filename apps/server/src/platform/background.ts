import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Work requests start and do not wait for; the app's close waits for it. */
    background: BackgroundWork;
  }
}

/**
 * Work a request starts and does not wait for, so that its answer cannot tell the work apart:
 * password recovery answers before it looks the address up, and a registered address then costs
 * the caller the same time as an unknown one. Failures are logged; `settled` waits for everything
 * started so far (the app's close, and tests that read what the work wrote).
 */
export type BackgroundWork = {
  run(name: string, work: () => Promise<unknown>): void;
  settled(): Promise<void>;
};

export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const started = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: name }, 'background work failed'))
        .finally(() => running.delete(started));
      running.add(started);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
