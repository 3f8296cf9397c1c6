import { SECOND_MS } from '@playfair/domain/constants';
import { useEffect, useState } from 'react';

/** The time, read again every second (a clock is a source outside React): the races' countdowns. */
export function useNow(intervalMs = SECOND_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
