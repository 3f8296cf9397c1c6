import {
  RAFFLE_OCCURRENCES,
  type RaffleOccurrence,
  type TRaffle,
} from '@playfair/contracts/raffles';

/** What a draw type shows (spec 000 §4): the running draw, else the next one, else nothing. */
export type DrawState =
  { kind: 'current'; raffle: TRaffle } | { kind: 'future'; raffle: TRaffle } | { kind: 'none' };

export type DrawStates = Record<RaffleOccurrence, DrawState>;

function soonest(
  raffles: readonly TRaffle[],
  occurrence: RaffleOccurrence,
  key: 'start_date' | 'end_date',
) {
  return raffles
    .filter((raffle) => raffle.occurence === occurrence)
    .sort((a, b) => Date.parse(a[key]) - Date.parse(b[key]))[0];
}

/** Whether some draw type has no running draw, so the next draws must be asked for. */
export function needsNextRaffles(current: readonly TRaffle[]): boolean {
  return RAFFLE_OCCURRENCES.some(
    (occurrence) => soonest(current, occurrence, 'end_date') === undefined,
  );
}

/** Each draw type's state from the running draws and the next ones (when known). */
export function drawStates(current: readonly TRaffle[], next: readonly TRaffle[]): DrawStates {
  function stateOf(occurrence: RaffleOccurrence): DrawState {
    const running = soonest(current, occurrence, 'end_date');
    if (running !== undefined) return { kind: 'current', raffle: running };
    const upcoming = soonest(next, occurrence, 'start_date');
    if (upcoming !== undefined) return { kind: 'future', raffle: upcoming };
    return { kind: 'none' };
  }
  return { daily: stateOf('daily'), monthly: stateOf('monthly') };
}

/** spec 000 §2: the monthly tab shows only when a monthly draw exists, running or next. */
export function visibleTabs(states: DrawStates): RaffleOccurrence[] {
  return RAFFLE_OCCURRENCES.filter(
    (occurrence) => occurrence === 'daily' || states[occurrence].kind !== 'none',
  );
}

/** The moment a draw's countdown targets: its end while running, its start while to come. */
export function countdownTarget(state: DrawState): string | null {
  switch (state.kind) {
    case 'current':
      return state.raffle.end_date;
    case 'future':
      return state.raffle.start_date;
    case 'none':
      return null;
  }
}
