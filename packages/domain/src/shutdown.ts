// The one way a Playfair process stops (the platform API and the studio alike): on SIGTERM or
// SIGINT it finishes what is in flight (`close`) and exits 0; a second signal, or a close that
// outlasts the grace period, stops it at once with 1. Kept here, beside the pure rules, because
// both apps run it and neither may import the other's code.

export type ShutdownLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(message: string): void;
};

export const SHUTDOWN_GRACE_MS = 10_000;

export function stopOnSignals({
  log,
  close,
  graceMs = SHUTDOWN_GRACE_MS,
  exit = (code: number) => process.exit(code),
  on = (signal: NodeJS.Signals, handler: (signal: NodeJS.Signals) => void) =>
    void process.on(signal, handler),
}: {
  log: ShutdownLog;
  close: () => Promise<void>;
  graceMs?: number;
  exit?: (code: number) => void;
  on?: (signal: NodeJS.Signals, handler: (signal: NodeJS.Signals) => void) => void;
}): void {
  let isClosing = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (isClosing) {
      log.warn({ signal }, 'second signal: stopping now');
      exit(1);
      return;
    }
    isClosing = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      log.error('shutdown took too long: stopping now');
      exit(1);
    }, graceMs);
    timer.unref();
    try {
      await close();
    } catch (error) {
      log.warn({ err: error }, 'shutdown failed');
      exit(1);
      return;
    }
    clearTimeout(timer);
    exit(0);
  }
  on('SIGTERM', (signal) => void shutdown(signal));
  on('SIGINT', (signal) => void shutdown(signal));
}
