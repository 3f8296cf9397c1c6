import type { TRace } from '@playfair/contracts/races';
import { useTranslation } from 'react-i18next';
import { compactCountdown, remainingMs } from '../countdown/countdown';
import { raceClockTarget } from './race-order';
import { useNow } from './use-now';

type RaceTimeLeftProps = {
  race: TRace;
  className?: string;
};

/**
 * A race's time left as one line, "Ends in 01:59:12" (or "Starts in 2 days 03:07"), ticking every
 * second: the game view's panel and the search overlay's races view. Under a day the clock alone.
 */
export function RaceTimeLeft({ race, className }: RaceTimeLeftProps) {
  const { t } = useTranslation();
  const now = useNow();
  const { days, clock } = compactCountdown(remainingMs(raceClockTarget(race), now));
  const label = race.status === 'upcoming' ? t('race_starts_in') : t('race_ends_in');
  return (
    <p className={className}>
      <span>{label}</span>{' '}
      <time role="timer" dateTime={raceClockTarget(race)} data-testid="race-time-left">
        {days === 0 ? clock : t('race_time_left', { days, clock })}
      </time>
    </p>
  );
}
