import { useEffect, useState } from 'react';

export type Timeout = {
  /** Runs `run` after `delayMs`, replacing what was waiting. */
  start: (run: () => void, delayMs: number) => void;
  cancel: () => void;
};

function createTimeout(): Timeout {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    start: (run, delayMs) => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    cancel,
  };
}

/**
 * One timeout, started from an event handler (not an effect) and cleared when the component goes
 * away, so nothing fires into a closed popup or a form that is gone.
 */
export function useTimeout(): Timeout {
  const [timeout] = useState(createTimeout);
  useEffect(() => timeout.cancel, [timeout]);
  return timeout;
}

/**
 * A message that shows for `durationMs` from the moment it is set (spec 001 §5: the quick
 * deposit's failure banner, 3.5 s). Setting another starts the time again.
 */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timeout = useTimeout();
  return {
    message,
    show: (text: string) => {
      setMessage(text);
      timeout.start(() => setMessage(null), durationMs);
    },
    clear: () => {
      timeout.cancel();
      setMessage(null);
    },
  };
}
