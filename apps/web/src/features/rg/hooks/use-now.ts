import { useEffect, useState } from 'react';

/**
 * The time, read again every `intervalMs` (a countdown's second): a clock is a source outside
 * React, so it ticks from an interval; the first reading is the mount's.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
