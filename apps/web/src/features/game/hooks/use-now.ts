import { useEffect, useState } from 'react';

/**
 * The time, read again every `intervalMs` while `isEnabled` (a clock is a source outside React):
 * the session clocks (every second in GB, on the minute elsewhere) and the countdowns.
 */
export function useNow(intervalMs: number, isEnabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isEnabled) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, isEnabled]);
  return now;
}
