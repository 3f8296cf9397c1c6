import type { TRealityCheckStatus } from '@playfair/contracts/game-session';
import { SECOND_MS } from '@playfair/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { realityCheckStartQueryOptions } from '../api/get-reality-check-start';
import { getRealityCheckStatus } from '../api/get-reality-check-status';

/** The shortest wait between two readings of the clock, whatever the answer says. */
const MIN_RECHECK_MS = 5 * SECOND_MS;

export type RealityCheckReading = {
  /** The latest answer (start, get or stop), or null before the first. */
  status: TRealityCheckStatus | null;
  /** Counts the answers, so what depends on one (the check's figures) is read for each showing. */
  count: number;
};

/**
 * The soft reality check's clock (spec 001 §4, spec 000 §9), which the server owns: started when
 * a game opens (GET /reality-check/start), read again when the time it gave runs out and whenever
 * the tab comes back into view (GET /reality-check/get). `apply` takes an answer the page got
 * otherwise (GET /reality-check/stop after the player continues).
 */
export function useRealityCheck({
  locale,
  userId,
  opening,
  isEnabled,
}: {
  locale: string;
  userId: string;
  /** This opening of the game: the clock starts once per opening, not per launch. */
  opening: string;
  isEnabled: boolean;
}) {
  const start = useQuery({
    ...realityCheckStartQueryOptions({ locale, userId, opening }),
    enabled: isEnabled,
  });
  const [reading, setReading] = useState<RealityCheckReading>({ status: null, count: 0 });
  const status = reading.status ?? start.data ?? null;
  const count = reading.count;

  function apply(next: TRealityCheckStatus) {
    setReading((previous) => ({ status: next, count: previous.count + 1 }));
  }

  const readAgain = useEffectEvent(() => {
    getRealityCheckStatus({ locale }).then(apply, () => undefined);
  });

  const waitMs =
    status === null || status.hasActiveRealityCheck
      ? null
      : Math.max(MIN_RECHECK_MS, status.remainingTime * SECOND_MS);

  useEffect(() => {
    if (!isEnabled || waitMs === null) return;
    const timer = setTimeout(readAgain, waitMs);
    return () => clearTimeout(timer);
    // A new answer (count) sets the timer again, even for the same wait.
  }, [isEnabled, waitMs, count]);

  const hasStatus = status !== null;
  useEffect(() => {
    if (!isEnabled || !hasStatus) return;
    function handleVisibility() {
      if (document.visibilityState === 'visible') readAgain();
    }
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [isEnabled, hasStatus]);

  /** Reads the clock again now (the casino refused a stake: a check may be due). */
  function readNow() {
    getRealityCheckStatus({ locale }).then(apply, () => undefined);
  }

  return { status: isEnabled ? status : null, count, apply, readAgain: readNow };
}
