import { COUNTDOWN_UNITS } from '@playfair/domain/constants';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTDOWN_UNIT_KEYS, countdownParts } from '../model/countdown';
import { RG_NAMESPACE } from '../text-keys';
import styles from './rg.module.css';

/** spec 000 §9: what is left until `untilMs`, in days, hours, minutes and seconds ("01 02 03 04"). */
export function Countdown({ untilMs, nowMs }: { untilMs: number; nowMs: number }) {
  const { t } = useTranslation(RG_NAMESPACE);
  const labelId = useId();
  const parts = countdownParts(untilMs - nowMs);
  return (
    <div className={styles.countdownBox}>
      <span id={labelId} className={styles.countdownLabel}>
        {t('rg_future_starts_in')}
      </span>
      <div role="timer" aria-labelledby={labelId} className={styles.countdown}>
        {COUNTDOWN_UNITS.map((unit, index) => (
          <Fragment key={unit}>
            {index === 0 ? null : ' '}
            <span className={styles.countdownUnit}>
              <span className={styles.countdownValue}>{parts[unit]}</span>{' '}
              <span className={styles.countdownUnitLabel}>{t(COUNTDOWN_UNIT_KEYS[unit])}</span>
            </span>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
