import { SECOND_MS } from '@playfair/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { type CountdownUnit, countdownParts, remainingMs } from './countdown';
import styles from './countdown-timer.module.css';

type CountdownTimerProps = {
  /** The ISO moment counted down to. */
  target: string;
  label: string;
  /** Each unit's name in the reader's language. */
  unitLabels: Readonly<Record<CountdownUnit, string>>;
  testId: string;
  /** spec 000 §4: called once when the countdown reaches zero (the timer stops then). */
  onEnd: () => void;
};

/**
 * The time left to `target` in units, ticking every second (spec 000 §4 / §9, spec 001 §9): the
 * prize draws' and the races' countdown.
 */
export function CountdownTimer({ target, label, unitLabels, testId, onEnd }: CountdownTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  // The clock is outside React: an interval drives it while time is left, and stops at zero.
  useEffect(() => {
    if (remainingMs(target, Date.now()) <= 0) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (remainingMs(target, tick) <= 0) {
        clearInterval(timer);
        onEndRef.current();
      }
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [target]);

  const parts = countdownParts(remainingMs(target, now));
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownLabel}>{label}</p>
      <div role="timer" aria-label={label} data-testid={testId} className={styles.units}>
        {parts.map((part) => (
          <div key={part.unit} className={styles.unit} data-unit={part.unit}>
            <span className={styles.unitValue}>{part.value}</span>
            <span className={styles.unitLabel}>{unitLabels[part.unit]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
