import { SECOND_MS } from '@playfair/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountdownUnit, countdownParts, remainingMs } from '../model/countdown';
import { RAFFLES_NAMESPACE } from '../text-keys';
import styles from './raffles.module.css';

const UNIT_KEYS = {
  days: 'raffle_unit_days',
  hours: 'raffle_unit_hours',
  minutes: 'raffle_unit_minutes',
  seconds: 'raffle_unit_seconds',
} as const satisfies Record<CountdownUnit, string>;

type RaffleCountdownProps = {
  /** The ISO moment counted down to. */
  target: string;
  label: string;
  /** spec 000 §4: called once when the countdown reaches zero (the timer stops then). */
  onEnd: () => void;
};

/** The time left to `target`, ticking every second (spec 000 §4 / §9). */
export function RaffleCountdown({ target, label, onEnd }: RaffleCountdownProps) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
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
      <div role="timer" aria-label={label} data-testid="raffle-countdown" className={styles.units}>
        {parts.map((part) => (
          <div key={part.unit} className={styles.unit} data-unit={part.unit}>
            <span className={styles.unitValue}>{part.value}</span>
            <span className={styles.unitLabel}>{t(UNIT_KEYS[part.unit])}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
