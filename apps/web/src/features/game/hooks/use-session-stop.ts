import type { TSessionLimits, TSessionStats } from '@playfair/contracts/game-session';
import { useEffect, useState } from 'react';
import { delayUntil, type SessionStop, sessionStop } from '../model/net-loss';

/**
 * Whether the session's game must stop (spec 001 §4 / §9): its net loss at the limit (the figures
 * say so) or its time up (a timer for `limits.EndsAt`, a moment outside React). `limits` are the
 * ones known before any figures came (the check screen's, or the running session's).
 */
export function useSessionStop(
  stats: TSessionStats | null,
  limits: TSessionLimits | null,
): SessionStop | null {
  const known = stats ?? (limits === null ? null : { limits, netLossPercent: 0 });
  const endsAt = known?.limits?.EndsAt ?? null;
  const [checkedAt, setCheckedAt] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const delay = delayUntil(endsAt, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => setCheckedAt(Date.now()), delay);
    return () => clearTimeout(timer);
    // A check that came too early (the longest timer is shorter than the wait) sets another.
  }, [endsAt, checkedAt]);

  return sessionStop(known, checkedAt);
}
