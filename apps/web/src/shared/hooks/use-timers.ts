import { useEffect, useState } from 'react';

export type Timers = {
  /** Runs `run` after `delayMs`, replacing what was waiting under the same name. */
  schedule: (name: string, run: () => void, delayMs: number) => void;
  cancel: (name: string) => void;
};

function createTimers(): Timers & { cancelAll: () => void } {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const cancel = (name: string) => {
    clearTimeout(pending.get(name));
    pending.delete(name);
  };
  return {
    schedule: (name, run, delayMs) => {
      cancel(name);
      pending.set(
        name,
        setTimeout(() => {
          pending.delete(name);
          run();
        }, delayMs),
      );
    },
    cancel,
    cancelAll: () => {
      for (const name of [...pending.keys()]) cancel(name);
    },
  };
}

/**
 * Named timeouts for debounced checks: scheduled from event handlers (not effects), all cleared
 * when the component goes away so nothing fires into an unmounted form.
 */
export function useTimers(): Timers {
  const [timers] = useState(createTimers);
  useEffect(() => timers.cancelAll, [timers]);
  return timers;
}
