import { useEffect, useState } from 'react';

/**
 * Whether `delayMs` has passed since the component mounted: the time-limited notices of the game
 * view (licence 5 s, flash warning 10 s, spec 001 §9) and the consents delay (303 ms, §8). A timer
 * is a source outside React; the flag flips once.
 */
export function useElapsed(delayMs: number): boolean {
  const [hasElapsed, setHasElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return hasElapsed;
}
