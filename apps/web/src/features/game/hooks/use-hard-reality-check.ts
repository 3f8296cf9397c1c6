import { CONFIRMATION_TRACKING_STORAGE_KEY } from '@playfair/contracts/game-session';
import { SECOND_MS } from '@playfair/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getLocalStorage, removeStoredIf } from '../../../shared/storage/local-storage';
import { hardRealityCheckQueryOptions } from '../api/get-hard-reality-check';

/**
 * The hard reality check's state (spec 001 §4 / §6 hard-reality-check), read — never polled — when
 * a game starts (each launch) and when the period it gave (`dueIn`) runs out.
 */
export function useHardRealityCheck({
  locale,
  userId,
  launch,
  isEnabled,
}: {
  locale: string;
  userId: string;
  /** The launch on screen: a new one (a reload after the check) reads the state again. */
  launch: string;
  isEnabled: boolean;
}) {
  const [reading, setReading] = useState(0);
  const query = useQuery({
    ...hardRealityCheckQueryOptions({ locale, userId, launch, reading }),
    enabled: isEnabled,
  });
  const status = isEnabled ? (query.data ?? null) : null;
  const dueInMs =
    status === null || !status.isEnabled || status.hasActiveRealityCheck
      ? null
      : Math.max(SECOND_MS, status.dueIn * SECOND_MS);

  useEffect(() => {
    if (dueInMs === null) return;
    const timer = setTimeout(() => setReading((previous) => previous + 1), dueInMs);
    return () => clearTimeout(timer);
  }, [dueInMs, status]);

  // The auto-logout deadline belongs to one showing of the check: once the server says play may
  // go on, a later check starts its own 120 s.
  const isClear = status !== null && !status.hasActiveRealityCheck;
  useEffect(() => {
    if (!isClear) return;
    removeStoredIf(getLocalStorage(), CONFIRMATION_TRACKING_STORAGE_KEY, () => true);
  }, [isClear]);

  /** Reads the state again now (the casino refused a stake: the check may be due). */
  function readAgain() {
    setReading((previous) => previous + 1);
  }

  return { status, receivedAt: query.dataUpdatedAt, readAgain };
}
