import {
  jackpotCounterDelayMs,
  jackpotCounterResume,
  jackpotCounterStart,
  jackpotCounterStep,
} from '@playfair/domain/jackpot-counter';
import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

type Counter = { realMinor: number; shownMinor: number };

/**
 * The amount the jackpot counter shows (spec 001 §9): 100 units under the real amount at first,
 * climbing towards it in random steps at random intervals (packages/domain/src/jackpot-counter.ts).
 * With reduced motion asked for, the real amount shows as it is. `random` draws from [0, 1).
 */
export function useJackpotCounter(
  realMinor: number | null,
  random: () => number = Math.random,
): number | null {
  const isReducedMotion = useReducedMotion();
  const [counter, setCounter] = useState<Counter | null>(null);

  // A new amount from the feed: start under it, or keep climbing towards it.
  if (realMinor !== null && counter?.realMinor !== realMinor) {
    setCounter({
      realMinor,
      shownMinor:
        counter === null
          ? jackpotCounterStart(realMinor)
          : jackpotCounterResume(counter.shownMinor, realMinor),
    });
  }

  useEffect(() => {
    if (counter === null || isReducedMotion || counter.shownMinor >= counter.realMinor) return;
    const timer = setTimeout(() => {
      setCounter((current) =>
        current === null
          ? current
          : {
              ...current,
              shownMinor: jackpotCounterStep(current.shownMinor, current.realMinor, random()),
            },
      );
    }, jackpotCounterDelayMs(random()));
    return () => clearTimeout(timer);
  }, [counter, isReducedMotion, random]);

  if (realMinor === null) return null;
  return isReducedMotion ? realMinor : (counter?.shownMinor ?? jackpotCounterStart(realMinor));
}
