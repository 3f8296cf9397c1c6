import type { TRace } from '@playfair/contracts/races';

function byTime(key: 'starts_at' | 'ends_at') {
  return (a: TRace, b: TRace) => Date.parse(a[key]) - Date.parse(b[key]);
}

/**
 * The races still to play for, running first (the one ending soonest leading), then the coming
 * ones by their start: the order of the casino home's widget and the search overlay's view.
 */
export function runningThenUpcoming(races: readonly TRace[]): TRace[] {
  const running = races.filter((race) => race.status === 'running').sort(byTime('ends_at'));
  const upcoming = races.filter((race) => race.status === 'upcoming').sort(byTime('starts_at'));
  return [...running, ...upcoming];
}

/** The moment a race's clock counts to: its end while it runs, else its start. */
export function raceClockTarget(race: TRace): string {
  return race.status === 'upcoming' ? race.starts_at : race.ends_at;
}
