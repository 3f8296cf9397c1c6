import { MIGRATION_ERROR_MESSAGE_MS } from '@playfair/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A migration's error message (spec 001 §9: migration error messages disappear after 15 s): shown
 * when set, gone MIGRATION_ERROR_MESSAGE_MS later, or at once when cleared.
 */
export function useExpiringMessage<T>(lifetimeMs: number = MIGRATION_ERROR_MESSAGE_MS) {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: T | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== null) timer.current = setTimeout(() => setMessage(null), lifetimeMs);
    },
    [lifetimeMs],
  );

  // The timer is the one thing outside React: it stops with the component.
  useEffect(() => () => clearTimeout(timer.current), []);

  return [message, show] as const;
}
