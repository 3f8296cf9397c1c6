import { useTranslation } from 'react-i18next';
import { CountdownTimer } from '../../../shared/countdown/countdown-timer';
import { RACES_NAMESPACE } from '../text-keys';

type RaceCountdownProps = {
  /** The ISO moment counted down to. */
  target: string;
  label: string;
  /** spec 000 §4: called once when the countdown reaches zero (the timer stops then). */
  onEnd: () => void;
};

/** The time left to `target`, ticking every second (spec 000 §4 / §9). */
export function RaceCountdown({ target, label, onEnd }: RaceCountdownProps) {
  const { t } = useTranslation(RACES_NAMESPACE);
  return (
    <CountdownTimer
      target={target}
      label={label}
      onEnd={onEnd}
      testId="race-countdown"
      unitLabels={{
        days: t('races_unit_days'),
        hours: t('races_unit_hours'),
        minutes: t('races_unit_minutes'),
        seconds: t('races_unit_seconds'),
      }}
    />
  );
}
