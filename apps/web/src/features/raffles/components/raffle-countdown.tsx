import { useTranslation } from 'react-i18next';
import { CountdownTimer } from '../../../shared/countdown/countdown-timer';
import { RAFFLES_NAMESPACE } from '../text-keys';

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
  return (
    <CountdownTimer
      target={target}
      label={label}
      onEnd={onEnd}
      testId="raffle-countdown"
      unitLabels={{
        days: t('raffle_unit_days'),
        hours: t('raffle_unit_hours'),
        minutes: t('raffle_unit_minutes'),
        seconds: t('raffle_unit_seconds'),
      }}
    />
  );
}
